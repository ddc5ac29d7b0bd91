import { describe, expect, it } from 'vitest';
import { ImportReportBuilder, importPriceTable, type PriceTableInput } from '../../src/catalog/import-price-table';

// Hapvida, Belém, individual ambulatorial with total coparticipation, June 2026 (real):
// P10·P1 = 1 262 281 956 > P7² = 1 254 576 400 → 0,61 % above the compounded check.
const BELEM_AMBULATORIAL = [14703, 19328, 22018, 24549, 25830, 28985, 35420, 49084, 66129, 85852];
const CLEAN = [20000, 24000, 27000, 29000, 31000, 35000, 44000, 54000, 68000, 86000];

function input(overrides: Partial<PriceTableInput> = {}): PriceTableInput {
  return { planId: 7, effectiveDate: '2026-06-01', pricesCents: CLEAN, source: 'Teste', real: false, ...overrides };
}

function refusedReasons(overrides: Partial<PriceTableInput>): readonly string[] {
  const result = importPriceTable(input(overrides));
  if (result.kind !== 'refused') throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result.reasons;
}

describe('importPriceTable: malformed tables are refused with pt-BR reasons', () => {
  it('refuses a table with 9 brackets', () => {
    expect(refusedReasons({ pricesCents: CLEAN.slice(0, 9) })).toEqual(['A tabela tem 9 faixas etárias; a RN 563/2022 exige exatamente 10.']);
  });

  it('refuses a zero price, naming the bracket', () => {
    const prices = [...CLEAN];
    prices[2] = 0;
    expect(refusedReasons({ pricesCents: prices })).toEqual(['Preço da faixa 3 (24-28) deve ser maior que zero (recebido R$ 0,00).']);
  });

  it('refuses a negative price', () => {
    const prices = [...CLEAN];
    prices[9] = -86000;
    expect(refusedReasons({ pricesCents: prices })).toEqual(['Preço da faixa 10 (59+) deve ser maior que zero (recebido -R$ 860,00).']);
  });

  it('refuses a price that is not a whole number of cents', () => {
    const prices = [...CLEAN];
    prices[0] = 199.5;
    expect(refusedReasons({ pricesCents: prices })).toEqual(['Preço inválido na faixa 1 (0-18): 199.5; informe um número inteiro de centavos.']);
  });

  it('refuses an impossible effective date and an empty source, all reasons at once', () => {
    expect(refusedReasons({ effectiveDate: '2026-02-30', source: '  ' })).toEqual([
      'Data de vigência inválida: "2026-02-30"; use o formato AAAA-MM-DD.',
      'Informe a origem da tabela.',
    ]);
  });

  it('refuses promotional prices above the regular ones, or without a number of months', () => {
    const promo = CLEAN.map((price) => Math.round(price * 0.85));
    promo[4] = 31001;
    expect(refusedReasons({ promotionalPricesCents: promo, promotionalMonths: 3 })).toEqual([
      'Preço promocional da faixa 5 (34-38), R$ 310,01, é maior que o preço da tabela, R$ 310,00.',
    ]);
    expect(refusedReasons({ promotionalPricesCents: CLEAN, promotionalMonths: null })[0]).toMatch(/^Prazo dos preços promocionais inválido/);
    expect(refusedReasons({ promotionalPricesCents: CLEAN.slice(0, 8), promotionalMonths: 3 })).toEqual([
      'Preços promocionais: A tabela tem 8 faixas etárias; a RN 563/2022 exige exatamente 10.',
    ]);
  });
});

describe('importPriceTable: accepted tables', () => {
  it('accepts a clean table as given, with no findings', () => {
    const result = importPriceTable(input());
    expect(result).toEqual({
      kind: 'accepted',
      findings: [],
      table: {
        planId: 7,
        effectiveDate: '2026-06-01',
        pricesCents: CLEAN,
        promotionalPricesCents: null,
        promotionalMonths: null,
        source: 'Teste',
        real: false,
      },
    });
  });

  it('accepts a real table above the compounded art. 3º, II check and reports it with its figures', () => {
    const promo = BELEM_AMBULATORIAL.map((price) => Math.round(price * 0.85));
    const result = importPriceTable(input({ pricesCents: BELEM_AMBULATORIAL, promotionalPricesCents: promo, promotionalMonths: 3, real: true }));
    expect(result.kind).toBe('accepted');
    if (result.kind !== 'accepted') return;
    expect(result.table.pricesCents).toEqual(BELEM_AMBULATORIAL);
    expect(result.table.promotionalPricesCents).toEqual(promo);
    expect(result.table.promotionalMonths).toBe(3);
    expect(result.findings).toHaveLength(1);
    const [finding] = result.findings;
    expect(finding?.code).toBe('art3-ii');
    if (finding?.code !== 'art3-ii') return;
    expect(finding.figures).toMatchObject({ p1Cents: 14703, p7Cents: 35420, p10Cents: 85852 });
    expect(finding.figures.excess).toBeCloseTo(1262281956 / 1254576400 - 1, 12);
    expect(finding.message).toContain('RN 563/2022 art. 3º, II');
  });

  it('accepts a table whose price goes down, with a warning', () => {
    const prices = [...CLEAN];
    prices[5] = 30000;
    const result = importPriceTable(input({ pricesCents: prices }));
    expect(result.kind).toBe('accepted');
    expect(result.findings.map((finding) => finding.code)).toEqual(['decreasing']);
  });

  it('does not keep a reference to the caller’s arrays', () => {
    const prices = [...CLEAN];
    const result = importPriceTable(input({ pricesCents: prices }));
    prices[0] = 1;
    expect(result.kind === 'accepted' && result.table.pricesCents[0]).toBe(20000);
  });
});

describe('ImportReportBuilder', () => {
  it('summarises a batch in pt-BR', () => {
    const report = new ImportReportBuilder('Operadora X');
    report.record(importPriceTable(input()), () => 'limpa');
    report.record(importPriceTable(input({ pricesCents: BELEM_AMBULATORIAL })), () => 'acima');
    report.record(importPriceTable(input({ pricesCents: CLEAN.slice(0, 9) })), () => 'quebrada');
    const built = report.build();
    expect(built).toMatchObject({ label: 'Operadora X', tables: 3, accepted: 2 });
    expect(built.refused.map((note) => note.reference)).toEqual(['quebrada']);
    expect(built.withFindings.map((note) => note.reference)).toEqual(['acima']);
    expect(built.summary).toBe('Operadora X: 3 tabelas, 1 recusada, 1 acima da verificação composta do art. 3º, II (até 0,61%)');
  });

  it('says when there is nothing to review', () => {
    const report = new ImportReportBuilder('Demo');
    report.record(importPriceTable(input()), () => 'x');
    expect(report.build().summary).toBe('Demo: 1 tabela, nenhuma pendência');
  });
});
