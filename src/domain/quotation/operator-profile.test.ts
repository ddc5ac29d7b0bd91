import { describe, expect, it } from 'vitest';
import { formatCnpj, idssText, igrText, periodLabel, qualityLine, type OperatorAnsProfile } from './operator-profile';

const hapvida: OperatorAnsProfile = {
  registration: '368253',
  cnpj: '63554067000198',
  legalName: 'HAPVIDA ASSISTENCIA MEDICA S.A.',
  tradeName: 'HAPVIDA',
  modality: 'Medicina de Grupo',
  idss: { year: 2025, score: 0.7693 },
  igr: { value: 2.78, period: '2020-02' },
};

describe('operator quality text', () => {
  it('gives the IDSS with its year and four decimals', () => {
    expect(idssText(hapvida)).toBe('IDSS 2025: 0,7693');
    expect(idssText({ idss: { year: 2024, score: 0.83 } })).toBe('IDSS 2024: 0,8300');
  });

  it('gives the IGR with its month', () => {
    expect(igrText(hapvida)).toBe('IGR fev/2020: 2,78 por 10 mil beneficiários');
    expect(periodLabel('2019-12')).toBe('dez/2019');
  });

  it('says a figure is not published rather than showing nothing', () => {
    expect(idssText({ idss: null })).toBe('IDSS não publicado');
    expect(igrText({ igr: null })).toBe('IGR não publicado');
    expect(qualityLine(null)).toBe('IDSS não publicado · IGR não publicado');
    expect(qualityLine(undefined)).toBe('IDSS não publicado · IGR não publicado');
  });

  it('joins both figures in one line', () => {
    expect(qualityLine(hapvida)).toBe('IDSS 2025: 0,7693 · IGR fev/2020: 2,78 por 10 mil beneficiários');
  });

  it('formats a CNPJ and leaves anything else as given', () => {
    expect(formatCnpj('63554067000198')).toBe('63.554.067/0001-98');
    expect(formatCnpj('123')).toBe('123');
    expect(periodLabel('2020')).toBe('2020');
  });
});
