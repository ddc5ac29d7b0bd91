/**
 * The bundled ANS reference (server/data/ans-operators/operators.json) and the script that
 * builds it from the ANS CSVs (scripts/build-ans-operators.ts).
 */
import { describe, expect, it } from 'vitest';
import { ansOperators, ansProfileOf, parseAnsOperators } from '../../src/catalog/ans-operators';
import { buildProfiles, igrPeriod, latestIdss, latestIgr } from '../../../scripts/build-ans-operators';

describe('ansProfileOf (bundled reference)', () => {
  it("gives Hapvida's CADOP data, its latest IDSS with the year and its IGR with the month", () => {
    expect(ansProfileOf('368253')).toEqual({
      registration: '368253',
      cnpj: '63554067000198',
      legalName: 'HAPVIDA ASSISTENCIA MEDICA S.A.',
      tradeName: 'HAPVIDA',
      modality: 'Medicina de Grupo',
      idss: { year: 2025, score: 0.7693 },
      igr: { value: 2.78, period: '2020-02' },
    });
  });

  it('finds a registration written without its leading zeros', () => {
    expect(ansProfileOf('6246')?.legalName).toBe('SUL AMERICA COMPANHIA DE SEGURO SAÚDE');
    expect(ansProfileOf('005711')?.idss).toEqual({ year: 2025, score: 0.8112 });
  });

  it('answers null for no registration, a malformed one and one not in the registry', () => {
    expect(ansProfileOf(null)).toBeNull();
    expect(ansProfileOf('')).toBeNull();
    expect(ansProfileOf('36825x')).toBeNull();
    expect(ansProfileOf('1234567')).toBeNull();
    expect(ansProfileOf('999999')).toBeNull();
  });

  it('keeps an operator without published figures, with null figures', () => {
    const salv = ansProfileOf('424463');
    expect(salv?.tradeName).toBe('SALV SAUDE');
    expect(salv?.idss).toBeNull();
    expect(salv?.igr).toBeNull();
  });

  it('holds every active operator of the registry once', () => {
    expect(ansOperators().size).toBe(1110);
  });

  it('refuses a malformed reference file', () => {
    expect(() => parseAnsOperators([{ registration: '1', cnpj: 'x' }])).toThrow();
    expect(() => parseAnsOperators({})).toThrow();
  });
});

describe('build-ans-operators', () => {
  it('keeps the latest year with an IDSS, skipping years without one', () => {
    const idss = latestIdss([
      { REG_ANS: '6246', Ano: '2023', IDSS: '0.7593' },
      { REG_ANS: '006246', Ano: '2025', IDSS: '' },
      { REG_ANS: '006246', Ano: '2024', IDSS: '0.8000' },
    ]);
    expect(idss.get('006246')).toEqual({ year: 2024, score: 0.8 });
  });

  it('reads the IGR of the latest month with a number, medical coverage first', () => {
    const header = (value: string, cover: string, older = '1,00') => ({
      'Razão Social (Registro ANS)': 'OPERADORA X (12345)',
      Cobertura: cover,
      'Fev/20': value,
      'Jan/20': older,
    });
    expect(latestIgr([header('0,50', 'Odontológica'), header('   2,78', 'Médico Hospitalar')]).get('012345')).toEqual({ value: 2.78, period: '2020-02' });
    expect(latestIgr([header('', 'Médico Hospitalar', '3,10')]).get('012345')).toEqual({ value: 3.1, period: '2020-01' });
    expect(igrPeriod('Dez/19')).toBe('2019-12');
    expect(igrPeriod('Competência')).toBeNull();
  });

  it('builds one profile per CADOP row, registration and CNPJ with leading zeros', () => {
    const profiles = buildProfiles(
      [{ REGISTRO_OPERADORA: '6246', CNPJ: '1685053000156', Razao_Social: 'SUL AMERICA', Nome_Fantasia: '', Modalidade: 'Seguradora' }],
      new Map([['006246', { year: 2025, score: 0.8297 }]]),
      new Map(),
    );
    expect(profiles).toEqual([
      { registration: '006246', cnpj: '01685053000156', legalName: 'SUL AMERICA', tradeName: null, modality: 'Seguradora', idss: { year: 2025, score: 0.8297 }, igr: null },
    ]);
  });
});
