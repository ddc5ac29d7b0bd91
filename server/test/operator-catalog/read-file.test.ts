/**
 * The operator catalog file reader (docs/operator-catalog-file.md): the three encodings of the
 * documented template read to one model; refusals placed by section, row and column; the
 * upload limits refuse before reading further (the timing and memory figures are measured by
 * scripts/bench-import-limits.ts, not asserted here).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATOR_CATALOG_LIMITS, OPERATOR_CATALOG_SECTIONS } from '../../../src/contract/operator-catalog-file';
import { readOperatorCatalogUpload, sectionOfCsvName, type UploadedCatalogFile } from '../../src/catalog/operator-catalog/read-file';
import { zipDeclaredSize } from '../../src/catalog/operator-catalog/zip-directory';
import { zipWith } from './zip-fixtures';

const SAMPLES = path.resolve('docs/samples');
const sample = (name: string): UploadedCatalogFile => ({ fileName: name, content: readFileSync(path.join(SAMPLES, name)) });
const csvSamples = () => readdirSync(SAMPLES).filter((name) => name.startsWith('operadora-modelo-') && name.endsWith('.csv')).map(sample);

describe('readOperatorCatalogUpload', () => {
  it('reads the JSON, XLSX and CSV templates to the same model', async () => {
    const json = await readOperatorCatalogUpload([sample('operadora-modelo.json')]);
    const xlsx = await readOperatorCatalogUpload([sample('operadora-modelo.xlsx')]);
    const csv = await readOperatorCatalogUpload(csvSamples());
    expect(json.kind).toBe('ok');
    if (json.kind !== 'ok' || xlsx.kind !== 'ok' || csv.kind !== 'ok') throw new Error(JSON.stringify([xlsx, csv]));
    const { formato: _f, versao: _v, ...model } = json.file;
    expect(xlsx.file).toEqual(model);
    expect(csv.file).toEqual(model);
    expect(model.planos).toHaveLength(3);
    expect(model.precos[1]).toMatchObject({ plano: 'EX-ESS-APT-IND', '0-18': 39395, '59+': 236165, meses_promocionais: 3, 'promocional_0-18': 33486 });
    expect(model.planos[0]).toMatchObject({ tipo: 'PJ', acomodacao: 'infirmary', coparticipacao: 'with_tp', vidas_min: 2, vidas_max: 29, contratacao: false, mei: true });
    expect(model.coparticipacoes[0]).toMatchObject({ percentual: 0.3, teto: 5000 });
  });

  it('places every refusal by section, row and column, in each encoding', async () => {
    const precos = readFileSync(path.join(SAMPLES, 'operadora-modelo-precos.csv'), 'utf8').replace('285.02', 'abc');
    const planos = readFileSync(path.join(SAMPLES, 'operadora-modelo-planos.csv'), 'utf8').replace(';Capital;', ';Marte;');
    const files = csvSamples().map((file) =>
      file.fileName.endsWith('precos.csv') ? { fileName: 'amil-precos.csv', content: Buffer.from(precos) } : file.fileName.endsWith('planos.csv') ? { ...file, content: Buffer.from(planos) } : file,
    );
    const csv = await readOperatorCatalogUpload(files);
    expect(csv).toEqual({ kind: 'refused', total: 1, problems: ['amil-precos.csv, linha 2, coluna D (19-23): não é um valor em reais com até 2 casas (use 1234,56).'] });

    const fixed = files.map((file) => (file.fileName === 'amil-precos.csv' ? sample('operadora-modelo-precos.csv') : file));
    expect(await readOperatorCatalogUpload(fixed)).toEqual({
      kind: 'refused',
      total: 1,
      problems: ['operadora-modelo-planos.csv, linha 2, coluna D (area): a área "Marte" não está na seção areas.'],
    });

    const json = JSON.parse(readFileSync(path.join(SAMPLES, 'operadora-modelo.json'), 'utf8')) as { planos: Record<string, unknown>[]; rede: Record<string, unknown>[] };
    json.planos[2] = { ...json.planos[2], rede: 'Rede Essencial SP' };
    json.planos[0] = { ...json.planos[0], contratacao: null, acomodacao: 'suíte' };
    const refused = await readOperatorCatalogUpload([{ fileName: 'x.json', content: Buffer.from(JSON.stringify(json)) }]);
    expect(refused).toEqual({
      kind: 'refused',
      total: 1,
      problems: ['Seção planos, item 1, campo acomodacao: valor não reconhecido; use ambulatorial, enfermaria, apartamento, referencia, apartamento_1 … apartamento_12.'],
    });
    json.planos[0] = { ...json.planos[0], acomodacao: 'enfermaria' };
    const second = await readOperatorCatalogUpload([{ fileName: 'x.json', content: Buffer.from(JSON.stringify(json)) }]);
    expect(second.kind === 'refused' && second.problems).toEqual([
      'Seção planos, item 1, campo contratacao: plano PJ: informe compulsoria, opcional ou nao_informada.',
    ]);
    delete json.planos[0]?.contratacao;
    json.planos[0] = { ...json.planos[0], contratacao: 'opcional' };
    const third = await readOperatorCatalogUpload([{ fileName: 'x.json', content: Buffer.from(JSON.stringify(json)) }]);
    // A plan of RJ pointing at a network of SP: refused, not accepted silently.
    expect(third.kind === 'refused' && third.problems).toEqual(['Seção planos, item 3, campo rede: a rede "Rede Essencial SP" é de SP e a área "Rio de Janeiro (estado)" é de RJ.']);

    // A source that does not say whether adhesion is compulsory: said so explicitly, and read as not informed.
    json.planos[2] = { ...json.planos[2], rede: undefined };
    json.planos[0] = { ...json.planos[0], contratacao: 'nao_informada' };
    const notInformed = await readOperatorCatalogUpload([{ fileName: 'x.json', content: Buffer.from(JSON.stringify(json)) }]);
    expect(notInformed.kind === 'ok' && notInformed.file.planos[0]?.contratacao).toBeNull();
  });

  it('refuses unknown columns and sheets instead of reading them as blank', async () => {
    const planos = readFileSync(path.join(SAMPLES, 'operadora-modelo-planos.csv'), 'utf8').replace('acomodacao', 'acomodação_tipo');
    const files = csvSamples().map((file) => (file.fileName.endsWith('planos.csv') ? { ...file, content: Buffer.from(planos) } : file));
    const result = await readOperatorCatalogUpload(files);
    expect(result.kind === 'refused' && result.problems[0]).toMatch(/^operadora-modelo-planos\.csv, linha 1, coluna H: coluna desconhecida "acomodacao_tipo"/);
    expect(sectionOfCsvName('Amil SP - Preços.csv')).toBe('precos');
    expect(sectionOfCsvName('tabela.csv')).toBeNull();
  });

  it('lists at most 100 problems and counts them all', async () => {
    const rows = ['plano;vigencia;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+'];
    for (let i = 0; i < 300; i += 1) rows.push(`P${i};2026-13-01;1;2;3;4;5;6;7;8;9;10`);
    const files = csvSamples().map((file) => (file.fileName.endsWith('precos.csv') ? { fileName: 'precos.csv', content: Buffer.from(rows.join('\n')) } : file));
    const result = await readOperatorCatalogUpload(files);
    expect(result.kind).toBe('refused');
    if (result.kind !== 'refused') return;
    expect(result.problems).toHaveLength(OPERATOR_CATALOG_LIMITS.maxProblemsListed);
    expect(result.total).toBe(300);
    expect(result.problems[0]).toBe('precos.csv, linha 2, coluna B (vigencia): não é uma data AAAA-MM-DD válida.');
  });

  it('refuses a 100k-row CSV at the row limit, with the file named', async () => {
    const header = 'plano;vigencia;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+';
    const line = 'P;2026-06-01;1;2;3;4;5;6;7;8;9;10';
    const content = Buffer.from(`${header}\n${`${line}\n`.repeat(100_000)}`);
    const result = await readOperatorCatalogUpload([sample('operadora-modelo-operadora.csv'), { fileName: 'precos.csv', content }]);
    expect(result).toEqual({ kind: 'refused', total: 1, problems: ['precos.csv: mais de 50.000 linhas de dados no arquivo; divida-o por UF.'] });
  });

  it('refuses an upload over 10 MiB without reading it', async () => {
    const result = await readOperatorCatalogUpload([{ fileName: 'big.json', content: Buffer.alloc(OPERATOR_CATALOG_LIMITS.maxBytes + 1, 0x20) }]);
    expect(result).toEqual({ kind: 'refused', total: 1, problems: ['O envio tem 10 MiB, acima do limite de 10 MiB; divida o catálogo por UF.'] });
  });

  it('refuses an XLSX whose central directory declares more than 100 MiB, before inflating it', async () => {
    const bomb = zipWith('xl/worksheets/sheet1.xml', Buffer.from('<x/>'), 2_000_000_000);
    expect(zipDeclaredSize(bomb)).toEqual({ kind: 'ok', entries: 1, uncompressedBytes: 2_000_000_000 });
    const result = await readOperatorCatalogUpload([{ fileName: 'bomba.xlsx', content: bomb }]);
    expect(result).toEqual({ kind: 'refused', total: 1, problems: ['bomba.xlsx: a planilha descompactada teria 1.907,3 MiB, acima do limite de 100 MiB.'] });
    expect(zipDeclaredSize(Buffer.from('not a zip at all, not at all'))).toEqual({ kind: 'unreadable' });
  });

  it('names the sections it expects', () => {
    expect(OPERATOR_CATALOG_SECTIONS).toEqual(['operadora', 'areas', 'planos', 'precos', 'coparticipacoes', 'carencias', 'reembolsos', 'rede']);
  });
});
