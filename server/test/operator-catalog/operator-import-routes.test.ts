/**
 * The superuser's operator import through the API (docs/operator-catalog-file.md): the dry
 * run's diff writes nothing; confirm writes it all and a broker then quotes the new plans to
 * the cent; a second identical confirm writes nothing and says so; a failure at the last step
 * writes nothing; two confirms at once create the operator once; the limits (10 MiB, 50,000 rows, the XLSX bomb, 8 files) refuse the upload
 * with their message; sanitized file names; brokers 403, anonymous 401.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanQuoteListWire } from '../../../src/contract/catalog';
import { OPERATOR_IMPORT_MESSAGES, type OperatorImportListWire, type OperatorImportRefusalWire, type OperatorImportReportWire } from '../../../src/contract/operator-imports';
import { institutions, plans } from '../../src/db/schema-catalog';
import { operatorImports, tableImports, tableUpdates } from '../../src/db/schema-table-updates';
import { sanitizeFileName } from '../../src/lib/file-name';
import { bearer, createTestContext, login, type TestContext } from '../helpers';
import { zipWith } from './zip-fixtures';

const SAMPLES = path.resolve('docs/samples');
const TEMPLATE_JSON = readFileSync(path.join(SAMPLES, 'operadora-modelo.json'), 'utf8');
const TEMPLATE_XLSX = readFileSync(path.join(SAMPLES, 'operadora-modelo.xlsx'));
const TEMPLATE_CSVS = readdirSync(SAMPLES)
  .filter((name) => name.startsWith('operadora-modelo-') && name.endsWith('.csv'))
  .map((name) => ({ name, data: readFileSync(path.join(SAMPLES, name)) }));

let ctx: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;
let broker: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ start: new Date('2026-11-20T15:00:00Z') });
  app = await ctx.app();
  admin = bearer((await login(app, 'admin')).access);
  broker = bearer((await login(app, 'corretor')).access);
});
afterAll(async () => ctx.close());

interface Upload {
  name: string;
  data: Buffer;
}

function multipartFiles(files: readonly Upload[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cotador${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send<T = OperatorImportReportWire>(commit: boolean, files: readonly Upload[], headers: Record<string, string> = admin) {
  const body = multipartFiles(files);
  const response = await app.inject({
    method: 'POST',
    url: commit ? '/api/admin/operator-imports/' : '/api/admin/operator-imports/dry-run/',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const template = (registro = '000000', suffix = '') => {
  const json = JSON.parse(TEMPLATE_JSON) as Record<string, unknown> & { operadora: Record<string, unknown>; planos: Record<string, unknown>[]; precos: Record<string, unknown>[] };
  json.operadora.registro_ans = registro;
  json.operadora.nome = `Operadora Exemplo${suffix}`;
  for (const section of ['planos', 'precos', 'coparticipacoes', 'carencias', 'reembolsos'] as const) {
    for (const row of (json[section] as Record<string, unknown>[] | undefined) ?? []) {
      if (section === 'planos') row.codigo = `${String(row.codigo)}${suffix}`;
      else row.plano = `${String(row.plano)}${suffix}`;
    }
  }
  return { name: 'operadora.json', data: Buffer.from(JSON.stringify(json)) };
};

async function operatorPlans(registro: string) {
  const [operator] = await ctx.db.select().from(institutions).where(eq(institutions.ansRegistration, registro));
  return operator ? ctx.db.select().from(plans).where(eq(plans.institutionId, operator.id)) : [];
}

describe('dry run', () => {
  it('answers the diff of the XLSX template — 3 new plans, what confirm creates, RN 563 findings — and writes nothing', async () => {
    const { status, body } = await send(false, [{ name: 'operadora-modelo.xlsx', data: TEMPLATE_XLSX }]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      committed: false,
      operator_import_id: null,
      file_name: 'operadora-modelo.xlsx',
      operator: { ans_registration: '000000', name: 'Operadora Exemplo', is_new: true },
      counts: { new: 3, changed: 0, unchanged: 0, missing: 0 },
      new_providers: [
        { name: 'Hospital Exemplo Paulista', city: 'São Paulo', uf: 'SP' },
        { name: 'Laboratório Exemplo', city: 'Santo André', uf: 'SP' },
      ],
    });
    expect(body.plans.map((plan) => [plan.code, plan.status, plan.uf])).toEqual([
      ['EX-ESS-ENF-PME', 'new', 'SP'],
      ['EX-ESS-APT-IND', 'new', 'SP'],
      ['EX-NAC-APT-ADESAO-QUALICORP', 'new', 'RJ'],
    ]);
    expect(body.new_areas).toEqual(expect.arrayContaining(['Capital (SP)', 'ABC (SP)']));
    expect(body.plans.flatMap((plan) => plan.findings).length).toBeGreaterThan(0);
    expect(await operatorPlans('000000')).toEqual([]);
  });

  it('reads the eight CSVs of the template together to the same diff', async () => {
    const { status, body } = await send(false, TEMPLATE_CSVS);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.counts).toEqual({ new: 3, changed: 0, unchanged: 0, missing: 0 });
    expect(body.file_name).toBe(`${TEMPLATE_CSVS[0]?.name ?? ''} e mais 7 arquivos`);
  });

  it('refuses a bad cell with its section, row and column, and writes nothing', async () => {
    const precos = TEMPLATE_CSVS.map((file) => (file.name.endsWith('precos.csv') ? { ...file, data: Buffer.from(file.data.toString('utf8').replace('393.95', 'abc')) } : file));
    const { status, body } = await send<OperatorImportRefusalWire>(false, precos);
    expect(status).toBe(400);
    expect(body.error).toBe(OPERATOR_IMPORT_MESSAGES.refused);
    expect(body.total).toBe(1);
    expect(body.file[0]).toMatch(/^operadora-modelo-precos\.csv, linha 3, coluna C \(0-18\): /);
  });

  it('keeps the file name as safe text: no path, no control or bidirectional characters, no markup', async () => {
    const { status, body } = await send(false, [{ name: '../../<b>\u202Eoperadora.json', data: Buffer.from(TEMPLATE_JSON) }]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.file_name).toBe('_b_operadora.json');
  });

  it.each([
    ['C:\\Users\\ana\\Amil SP – preços.csv', 'Amil SP _ preços.csv'],
    ['..', 'arquivo'],
    ['\u200B\u202E', 'arquivo'],
    ['.bashrc.json', 'bashrc.json'],
    [`${'a'.repeat(300)}.xlsx`, `${'a'.repeat(95)}.xlsx`],
  ])('sanitizes the file name %j as %j', (raw, safe) => {
    expect(sanitizeFileName(raw)).toBe(safe);
  });
});

describe('limits: refused through the API with their message, nothing written', () => {
  const refusal = async (files: readonly Upload[]) => send<OperatorImportRefusalWire>(false, files);

  it('refuses an upload over 10 MiB while streaming it', async () => {
    const { status, body } = await refusal([{ name: 'grande.json', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) }]);
    expect(status).toBe(400);
    expect(body).toEqual({ file: [OPERATOR_IMPORT_MESSAGES.tooLarge], total: 1, error: OPERATOR_IMPORT_MESSAGES.refused });
  });

  it('refuses 10 MiB spread over several files', async () => {
    const half = Buffer.alloc(6 * 1024 * 1024, 0x20);
    const { body } = await refusal([
      { name: 'a-planos.csv', data: half },
      { name: 'a-precos.csv', data: half },
    ]);
    expect(body.file).toEqual([OPERATOR_IMPORT_MESSAGES.tooLarge]);
  });

  it('refuses a CSV of 100,000 rows at the row limit', async () => {
    const header = 'plano;vigencia;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+';
    const data = Buffer.from(`${header}\n${'P1;2026-06-01;1;2;3;4;5;6;7;8;9;10\n'.repeat(100_000)}`);
    const files = TEMPLATE_CSVS.map((file) => (file.name.endsWith('precos.csv') ? { name: 'precos.csv', data } : file));
    const { status, body } = await refusal(files);
    expect(status).toBe(400);
    expect(body.file).toEqual(['precos.csv: mais de 50.000 linhas de dados no arquivo; divida-o por UF.']);
  });

  it('refuses an XLSX whose zip declares 1.9 GB unpacked, before inflating it', async () => {
    const { status, body } = await refusal([{ name: 'bomba.xlsx', data: zipWith('xl/worksheets/sheet1.xml', Buffer.from('<x/>'), 2_000_000_000) }]);
    expect(status).toBe(400);
    expect(body.file).toEqual(['bomba.xlsx: a planilha descompactada teria 1.907,3 MiB, acima do limite de 100 MiB.']);
  });

  it('refuses more than 8 files, and no file at all', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => ({ name: `x${index}-planos.csv`, data: Buffer.from('codigo\n') }));
    expect((await refusal(nine)).body.file).toEqual([OPERATOR_IMPORT_MESSAGES.tooManyFiles]);
    expect((await refusal([])).body.file).toEqual([OPERATOR_IMPORT_MESSAGES.fileRequired]);
  });

  it('lists at most 100 problems and counts them all', async () => {
    const rows = ['plano;vigencia;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+'];
    for (let i = 0; i < 250; i += 1) rows.push(`P${i};2026-13-01;1;2;3;4;5;6;7;8;9;10`);
    const files = TEMPLATE_CSVS.map((file) => (file.name.endsWith('precos.csv') ? { name: 'precos.csv', data: Buffer.from(rows.join('\n')) } : file));
    const { status, body } = await refusal(files);
    expect(status).toBe(400);
    expect(body.file).toHaveLength(100);
    expect(body.total).toBe(250);
    expect(body.error).toBe('Arquivo recusado: nada foi importado. 250 problemas; os 100 primeiros estão listados.');
  });
});

describe('access', () => {
  it('refuses a broker (403) and an anonymous caller (401) on every route', async () => {
    const file = [{ name: 'operadora-modelo.xlsx', data: TEMPLATE_XLSX }];
    expect((await send(false, file, broker)).status).toBe(403);
    expect((await send(true, file, broker)).status).toBe(403);
    expect((await send(false, file, {})).status).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/operator-imports/', headers: broker })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/operator-imports/' })).statusCode).toBe(401);
  });
});

describe('confirm', () => {
  it('a failure at its last step (the list record) writes nothing', async () => {
    await ctx.db.execute(sql`alter table operator_imports add constraint test_refuse_all check (false) not valid`);
    try {
      const response = await send(true, [template('999999', '-F')]);
      expect(response.status).toBe(500);
    } finally {
      await ctx.db.execute(sql`alter table operator_imports drop constraint test_refuse_all`);
    }
    expect(await operatorPlans('999999')).toEqual([]);
    expect(await ctx.db.select().from(institutions).where(eq(institutions.ansRegistration, '999999'))).toEqual([]);
  });

  it('writes the operator; a broker then quotes its PME plan to the cent; the list shows the import', async () => {
    const { status, body } = await send(true, [{ name: 'operadora-modelo.xlsx', data: TEMPLATE_XLSX }]);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ committed: true, counts: { new: 3, changed: 0, unchanged: 0, missing: 0 } });
    expect(body.operator_import_id).toEqual(expect.any(Number));

    // One life in each of the 10 brackets, PME in São Paulo (the plan's area is the capital).
    const ages = ['0_18', '19_23', '24_28', '29_33', '34_38', '39_43', '44_48', '49_53', '54_58', '59_plus'].map((age) => `age_${age}=1`).join('&');
    const quote = await app.inject({ method: 'GET', url: `/api/v3/plans/?state=26&type=PJ&is_optional=false&is_pme=true&is_mei=false&lifes=10&${ages}`, headers: broker });
    expect(quote.statusCode).toBe(200);
    const plan = quote.json<PlanQuoteListWire>().results.find((result) => result.name === 'Exemplo Essencial Enfermaria');
    expect(plan?.price_table.prices_cents).toEqual([21592, 28502, 32777, 36710, 40381, 45638, 55670, 77381, 105239, 129443]);
    expect(plan?.total_cents).toBe(21592 + 28502 + 32777 + 36710 + 40381 + 45638 + 55670 + 77381 + 105239 + 129443);

    const list = await app.inject({ method: 'GET', url: '/api/admin/operator-imports/', headers: admin });
    const [latest] = list.json<OperatorImportListWire>().results;
    expect(latest).toMatchObject({
      id: body.operator_import_id,
      username: 'admin',
      file_name: 'operadora-modelo.xlsx',
      operator: { ans_registration: '000000', name: 'Operadora Exemplo' },
      counts: { new: 3, changed: 0, unchanged: 0, missing: 0 },
      created_at: ctx.clock.now().toISOString(),
    });
    const [record] = await ctx.db.select().from(operatorImports).where(eq(operatorImports.id, body.operator_import_id ?? 0));
    const audits = await ctx.db.select().from(tableImports).where(eq(tableImports.fileName, 'operadora-modelo.xlsx'));
    expect(record?.tableImportIds.sort()).toEqual(audits.map((audit) => audit.id).sort());
    const lines = await ctx.db.select().from(tableUpdates).where(eq(tableUpdates.importId, audits[0]?.id ?? 0));
    expect(lines).toHaveLength(1);
  });

  it('two confirms of a new operator at once create it once: the second reads the first and writes nothing', async () => {
    const file = template('888888', '-R');
    const answers = await Promise.all([send(true, [file]), send(true, [file])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await ctx.db.select().from(institutions).where(eq(institutions.ansRegistration, '888888'))).toHaveLength(1);
    expect(await operatorPlans('888888')).toHaveLength(3);
    expect(await ctx.db.select().from(operatorImports).where(eq(operatorImports.ansRegistration, '888888'))).toHaveLength(1);
  });

  it('a second confirm of the same file writes nothing and answers every plan unchanged', async () => {
    const before = (await ctx.db.select().from(operatorImports)).length;
    const { status, body } = await send(true, [{ name: 'operadora-modelo.xlsx', data: TEMPLATE_XLSX }]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ committed: true, operator_import_id: null, counts: { new: 0, changed: 0, unchanged: 3, missing: 0 } });
    expect(await ctx.db.select().from(operatorImports)).toHaveLength(before);
    const dry = await send(false, [{ name: 'operadora-modelo.xlsx', data: TEMPLATE_XLSX }]);
    expect(dry.body.operator.is_new).toBe(false);
  });
});
