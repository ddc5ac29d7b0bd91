/**
 * Importing an operator catalog file into the database (docs/operator-catalog-file.md): the dry
 * run's diff, the confirm in one transaction (a failure at its last step writes nothing), a
 * re-import of the same file = all unchanged, a new vigência = changed with the change of each
 * bracket.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCatalogFileSchema, type OperatorCatalogFile, type OperatorCatalogFileInput } from '../../../src/contract/operator-catalog-file';
import { importOperatorCatalog } from '../../src/catalog/operator-catalog/import-operator-catalog';
import { institutions, plans, priceTables, providers, shortfalls } from '../../src/db/schema-catalog';
import { tableImports, tableUpdates } from '../../src/db/schema-table-updates';
import { createTestContext, type TestContext } from '../helpers';

const TEMPLATE = JSON.parse(readFileSync(path.resolve('docs/samples/operadora-modelo.json'), 'utf8')) as OperatorCatalogFileInput & { precos: Record<string, unknown>[] };
const parse = (input: unknown): OperatorCatalogFile => operatorCatalogFileSchema.parse(input);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx.close());

const run = (file: OperatorCatalogFile, commit: boolean) => importOperatorCatalog(ctx.db, file, { actor: { id: 1, username: 'admin' }, fileName: 'operadora.json', commit, now: ctx.clock.now() });

async function plansOfOperator() {
  const [operator] = await ctx.db.select().from(institutions).where(eq(institutions.ansRegistration, '000000'));
  if (!operator) return [];
  return ctx.db.select().from(plans).where(eq(plans.institutionId, operator.id));
}

describe('importOperatorCatalog', () => {
  it('a failure at the last step of confirm writes nothing', async () => {
    await ctx.db.execute(sql`alter table table_updates add constraint test_refuse_all check (false) not valid`);
    try {
      await expect(run(parse(TEMPLATE), true)).rejects.toThrow();
    } finally {
      await ctx.db.execute(sql`alter table table_updates drop constraint test_refuse_all`);
    }
    expect(await plansOfOperator()).toEqual([]);
    expect(await ctx.db.select().from(providers).where(eq(providers.name, 'Hospital Exemplo Paulista'))).toEqual([]);
  });

  it('dry run answers the diff and writes nothing; confirm writes it all with the audit and the calendar line', async () => {
    const dry = await run(parse(TEMPLATE), false);
    expect(dry.kind).toBe('ok');
    if (dry.kind !== 'ok') return;
    expect(dry.report.counts).toEqual({ new: 3, changed: 0, unchanged: 0, missing: 0 });
    expect(dry.report.operator).toEqual({ ansRegistration: '000000', name: 'Operadora Exemplo', isNew: true });
    expect(dry.report.newProviders).toEqual([
      { name: 'Hospital Exemplo Paulista', city: 'São Paulo', uf: 'SP' },
      { name: 'Laboratório Exemplo', city: 'Santo André', uf: 'SP' },
    ]);
    expect(await plansOfOperator()).toEqual([]);

    const done = await run(parse(TEMPLATE), true);
    expect(done.kind === 'ok' && done.report.committed).toBe(true);
    const written = await plansOfOperator();
    expect(written.map((plan) => plan.operatorCode).sort()).toEqual(['EX-ESS-APT-IND', 'EX-ESS-ENF-PME', 'EX-NAC-APT-ADESAO-QUALICORP']);
    const pme = written.find((plan) => plan.operatorCode === 'EX-ESS-ENF-PME');
    expect(pme).toMatchObject({ type: 'PJ', minLives: 2, maxLives: 29, isOptional: false, acceptsMei: true, roomType: 'infirmary', coparticipation: 'with_tp', real: true });
    const tables = await ctx.db.select().from(priceTables).where(inArray(priceTables.planId, written.map((plan) => plan.id)));
    const individual = tables.find((table) => table.planId === written.find((plan) => plan.operatorCode === 'EX-ESS-APT-IND')?.id);
    expect(individual).toMatchObject({ effectiveDate: '2026-06-01', pricesCents: [39395, 52001, 59801, 66977, 73675, 83253, 101568, 141180, 192004, 236165], promotionalMonths: 3, tableDate: '2026-06-01' });
    // No carências in the file for the PME plan: the legal standard ones.
    expect((await ctx.db.select().from(shortfalls).where(eq(shortfalls.planId, pme?.id ?? 0))).length).toBeGreaterThan(0);
    const audits = await ctx.db.select().from(tableImports).where(eq(tableImports.fileName, 'operadora.json'));
    expect(audits).toHaveLength(2); // SP and RJ
    const lines = await ctx.db.select().from(tableUpdates).where(inArray(tableUpdates.importId, audits.map((audit) => audit.id)));
    expect(lines.map((line) => line.kind)).toEqual(['update', 'update']);
  });

  it('re-importing the same file answers every plan unchanged and writes no table', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(priceTables);
    const again = await run(parse(TEMPLATE), true);
    expect(again.kind === 'ok' && again.report.counts).toEqual({ new: 0, changed: 0, unchanged: 3, missing: 0 });
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(priceTables)).toEqual(before);
  });

  it('a new vigência is a change with the change of each bracket; a plan left out is flagged, not deleted; a table rewritten on its date is refused', async () => {
    const next = structuredClone(TEMPLATE);
    next.planos = next.planos?.slice(0, 2);
    next.precos = next.precos.slice(0, 2).map((row) => ({ ...(row as Record<string, unknown>) }));
    const first = next.precos[0];
    if (!first) throw new Error('the template has price rows');
    next.precos.push({ ...(first as Record<string, unknown>), vigencia: '2026-09-01', '0-18': '237.51' });
    const result = await run(parse(next), false);
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    expect(result.report.counts).toEqual({ new: 0, changed: 1, unchanged: 1, missing: 1 });
    const changed = result.report.plans.find((plan) => plan.status === 'changed');
    expect(changed).toMatchObject({ code: 'EX-ESS-ENF-PME', changes: ['preços'] });
    expect(changed?.bracketChanges?.[0]).toBe(0.1);
    expect(changed?.bracketChanges?.slice(1)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(result.report.missing.map((plan) => plan.code)).toEqual(['EX-NAC-APT-ADESAO-QUALICORP']);

    const rewritten = structuredClone(TEMPLATE);
    rewritten.precos[0] = { ...rewritten.precos[0], '59+': '1300.00' };
    expect(await run(parse(rewritten), false)).toEqual({
      kind: 'refused',
      total: 1,
      problems: ['Seção precos, item 1: o plano "EX-ESS-ENF-PME" já tem tabela com vigência 2026-06-01 com outros preços; uma correção é uma nova vigência.'],
    });
  });
});
