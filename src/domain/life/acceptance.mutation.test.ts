/**
 * The life quote's acceptance rules at their edges (docs/life-insurance.md "Acceptance"): the
 * insured's age 18–70, each coverage's age window, the death capital up to 200 × the monthly
 * income, the accident and illness capitals up to the death capital, DIT up to 1/30 of the
 * income a day, the spouse's age and 50 % capital, the health declaration; and the facts read
 * from the wizard's answers. Each refusal as the broker reads it; values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { acceptanceInputOfAnswers, acceptanceRefusals, type AcceptanceInput } from './acceptance';

const NO_DPS = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };
/** 40 years old, R$ 10.000,00 a month, R$ 100.000,00 of death capital, nothing else. */
const BASE: AcceptanceInput = { age: 40, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00 }, dps: NO_DPS };
const refusals = (change: Partial<AcceptanceInput>) => acceptanceRefusals({ ...BASE, ...change });

describe("the insured's age", () => {
  it('takes 18 and 70 completed years', () => {
    expect(refusals({ age: 18 })).toEqual([]);
    expect(refusals({ age: 70 })).toEqual([]);
  });

  it('refuses 17 and 71 with the age alone, whatever else is wrong', () => {
    expect(refusals({ age: 17 })).toEqual([
      {
        code: 'idade_fora_do_limite',
        representativeMessage: 'Idade do segurado fora do limite de aceitação: contratação de 18 a 70 anos completos (informado: 17 anos).',
        question: 'data_nascimento',
      },
    ]);
    expect(refusals({ age: 71, monthlyIncomeCents: 100_00, dps: { ...NO_DPS, DPS_DOENCA_GRAVE: true } })).toEqual([
      {
        code: 'idade_fora_do_limite',
        representativeMessage: 'Idade do segurado fora do limite de aceitação: contratação de 18 a 70 anos completos (informado: 71 anos).',
        question: 'data_nascimento',
      },
    ]);
  });
});

describe("each coverage's age window", () => {
  const all = { MORTE: 100_000_00, MORTE_ACIDENTAL: 50_000_00, IPA: 50_000_00, DOENCAS_GRAVES: 50_000_00, DIT: 100_00, DIH: 100_00, ASSISTENCIA_FUNERAL: 5_000_00 };

  it('takes every coverage at 18, and serious illness and DIT up to 60', () => {
    expect(refusals({ age: 18, capitals: all })).toEqual([]);
    expect(refusals({ age: 60, capitals: all })).toEqual([]);
  });

  it('refuses serious illness and DIT at 61, in the order chosen, on the coverage', () => {
    expect(refusals({ age: 61, capitals: all })).toEqual([
      {
        code: 'idade_cobertura',
        representativeMessage: 'Doenças graves: contratação até 60 anos completos (o segurado tem 61 anos).',
        coverage: 'DOENCAS_GRAVES',
        question: 'data_nascimento',
      },
      {
        code: 'idade_cobertura',
        representativeMessage: 'Diária por incapacidade temporária (DIT): contratação até 60 anos completos (o segurado tem 61 anos).',
        coverage: 'DIT',
        question: 'data_nascimento',
      },
    ]);
  });

  it('refuses the accident riders and DIH at 66, not at 65; funeral assistance to 70', () => {
    const riders = { MORTE: 100_000_00, MORTE_ACIDENTAL: 50_000_00, IPA: 50_000_00, DIH: 100_00, ASSISTENCIA_FUNERAL: 5_000_00 };
    expect(refusals({ age: 65, capitals: riders })).toEqual([]);
    expect(refusals({ age: 66, capitals: riders }).map((refusal) => refusal.representativeMessage)).toEqual([
      'Morte acidental: contratação até 65 anos completos (o segurado tem 66 anos).',
      'Invalidez permanente por acidente (IPA): contratação até 65 anos completos (o segurado tem 66 anos).',
      'Diária por internação hospitalar (DIH): contratação até 65 anos completos (o segurado tem 66 anos).',
    ]);
    expect(refusals({ age: 70, capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 } })).toEqual([]);
  });

  it('ignores a coverage listed without a capital', () => {
    expect(refusals({ age: 66, capitals: { MORTE: 100_000_00, IPA: undefined } })).toEqual([]);
  });
});

describe('the capitals against the income and the death capital', () => {
  it('takes a death capital of 200 monthly incomes and refuses one cent more', () => {
    expect(refusals({ monthlyIncomeCents: 500_00, capitals: { MORTE: 100_000_00 } })).toEqual([]);
    expect(refusals({ monthlyIncomeCents: 500_00, capitals: { MORTE: 100_000_01 } })).toEqual([
      {
        code: 'capital_renda',
        representativeMessage: 'Capital de morte acima do limite para a renda informada: até R$ 100.000,00 (200 vezes a renda mensal).',
        coverage: 'MORTE',
        question: 'capital_morte_cents',
      },
    ]);
  });

  it('takes accident and illness capitals equal to the death capital and refuses more, each on its own capital', () => {
    expect(refusals({ capitals: { MORTE: 100_000_00, MORTE_ACIDENTAL: 100_000_00, IPA: 100_000_00, DOENCAS_GRAVES: 100_000_00 } })).toEqual([]);
    expect(refusals({ capitals: { MORTE: 100_000_00, MORTE_ACIDENTAL: 100_000_01, IPA: 200_000_00, DOENCAS_GRAVES: 150_000_00 } })).toEqual([
      {
        code: 'capital_relativo',
        representativeMessage: 'Morte acidental: o capital não pode ser maior que o capital de morte (R$ 100.000,00).',
        coverage: 'MORTE_ACIDENTAL',
        question: 'capital_morte_acidental_cents',
      },
      {
        code: 'capital_relativo',
        representativeMessage: 'Invalidez permanente por acidente (IPA): o capital não pode ser maior que o capital de morte (R$ 100.000,00).',
        coverage: 'IPA',
        question: 'capital_ipa_cents',
      },
      {
        code: 'capital_relativo',
        representativeMessage: 'Doenças graves: o capital não pode ser maior que o capital de morte (R$ 100.000,00).',
        coverage: 'DOENCAS_GRAVES',
        question: 'capital_doencas_graves_cents',
      },
    ]);
  });

  it('reads a missing death capital as zero', () => {
    expect(refusals({ capitals: { IPA: 30_000_00 } }).map((refusal) => refusal.representativeMessage)).toEqual([
      'Invalidez permanente por acidente (IPA): o capital não pode ser maior que o capital de morte (R$ 0,00).',
    ]);
  });

  it('takes a DIT of 1/30 of the income a day, rounded down, and refuses one cent more', () => {
    // R$ 3.000,29 / 30 = R$ 100,0097 → R$ 100,00 a day.
    expect(refusals({ monthlyIncomeCents: 3_000_29, capitals: { MORTE: 50_000_00, DIT: 100_00 } })).toEqual([]);
    expect(refusals({ monthlyIncomeCents: 3_000_29, capitals: { MORTE: 50_000_00, DIT: 100_01 } })).toEqual([
      {
        code: 'diaria_renda',
        representativeMessage: 'Diária de DIT acima do limite para a renda informada: até R$ 100,00 por dia (1/30 da renda mensal).',
        coverage: 'DIT',
        question: 'diaria_dit_cents',
      },
    ]);
  });
});

describe('the spouse', () => {
  const withSpouse = (age: number, capital: number, death = 100_000_00) =>
    refusals({ capitals: { MORTE: death, CONJUGE: capital }, spouse: { age, sex: 'F' } });

  it('takes a spouse of 18 to 70 with up to half the death capital', () => {
    expect(withSpouse(18, 50_000_00)).toEqual([]);
    expect(withSpouse(70, 50_000_00)).toEqual([]);
  });

  it('refuses a spouse of 17 or 71, on the spouse’s birth date', () => {
    const refusal = (age: number) => ({
      code: 'idade_conjuge',
      representativeMessage: `Idade do cônjuge fora do limite de aceitação: 18 a 70 anos completos (informado: ${age} anos).`,
      coverage: 'CONJUGE',
      question: 'data_nascimento_conjuge',
    });
    expect(withSpouse(17, 30_000_00)).toEqual([refusal(17)]);
    expect(withSpouse(71, 30_000_00)).toEqual([refusal(71)]);
  });

  it('refuses one cent over half the death capital, the half rounded down', () => {
    expect(withSpouse(40, 50_000_01, 100_000_01)).toEqual([
      {
        code: 'capital_relativo',
        representativeMessage: 'Inclusão de cônjuge: o capital não pode passar de 50% do capital de morte do segurado (R$ 50.000,00).',
        coverage: 'CONJUGE',
        question: 'capital_conjuge_cents',
      },
    ]);
  });

  it('checks nothing of the spouse without both the coverage and the spouse', () => {
    expect(refusals({ capitals: { MORTE: 100_000_00, CONJUGE: 90_000_00 } })).toEqual([]);
    expect(refusals({ spouse: { age: 80, sex: 'M' } })).toEqual([]);
  });
});

describe('the health declaration', () => {
  it('refuses a serious illness whatever the coverages', () => {
    expect(refusals({ dps: { ...NO_DPS, DPS_DOENCA_GRAVE: true } })).toEqual([
      {
        code: 'dps_doenca_grave',
        representativeMessage:
          'Declaração de saúde: histórico de doença grave nos últimos 5 anos exige análise médica da seguradora; não é possível emitir a cotação on-line.',
        question: 'dps_doenca_grave',
      },
    ]);
  });

  it('refuses serious illness and DIH after a hospital stay, each on its coverage', () => {
    const capitals = { MORTE: 100_000_00, DOENCAS_GRAVES: 50_000_00, DIH: 100_00 };
    expect(refusals({ capitals, dps: { ...NO_DPS, DPS_INTERNACAO: true } })).toEqual([
      {
        code: 'dps_internacao',
        representativeMessage: 'Doenças graves: internação de mais de 10 dias nos últimos 2 anos exige análise médica; retire a cobertura para cotar on-line.',
        coverage: 'DOENCAS_GRAVES',
        question: 'dps_internacao',
      },
      {
        code: 'dps_internacao',
        representativeMessage:
          'Diária por internação hospitalar (DIH): internação de mais de 10 dias nos últimos 2 anos exige análise médica; retire a cobertura para cotar on-line.',
        coverage: 'DIH',
        question: 'dps_internacao',
      },
    ]);
    expect(refusals({ dps: { ...NO_DPS, DPS_INTERNACAO: true } })).toEqual([]);
  });

  it('refuses DIT after time off work, and the accident riders for a risky sport', () => {
    expect(refusals({ capitals: { MORTE: 100_000_00, DIT: 100_00 }, dps: { ...NO_DPS, DPS_AFASTAMENTO: true } })).toEqual([
      {
        code: 'dps_afastamento',
        representativeMessage:
          'Diária por incapacidade temporária (DIT): afastamento do trabalho nos últimos 12 meses impede a contratação on-line; retire a cobertura para cotar.',
        coverage: 'DIT',
        question: 'dps_afastamento',
      },
    ]);
    expect(refusals({ capitals: { MORTE: 100_000_00, MORTE_ACIDENTAL: 50_000_00, IPA: 50_000_00 }, dps: { ...NO_DPS, DPS_ESPORTE_RISCO: true } })).toEqual([
      {
        code: 'dps_esporte_risco',
        representativeMessage: 'Morte acidental: a prática de esporte de risco exclui as coberturas de acidente na contratação on-line; retire a cobertura para cotar.',
        coverage: 'MORTE_ACIDENTAL',
        question: 'dps_esporte_risco',
      },
      {
        code: 'dps_esporte_risco',
        representativeMessage:
          'Invalidez permanente por acidente (IPA): a prática de esporte de risco exclui as coberturas de acidente na contratação on-line; retire a cobertura para cotar.',
        coverage: 'IPA',
        question: 'dps_esporte_risco',
      },
    ]);
    expect(refusals({ dps: { ...NO_DPS, DPS_AFASTAMENTO: true, DPS_ESPORTE_RISCO: true } })).toEqual([]);
  });
});

describe('acceptanceInputOfAnswers', () => {
  const TODAY = '2026-06-15';
  const ANSWERS = {
    DATA_NASCIMENTO: '1990-06-15',
    RENDA_MENSAL_CENTS: 5_000_00,
    CAPITAL_MORTE_CENTS: 100_000_00,
    IPA: true,
    CAPITAL_IPA_CENTS: 50_000_00,
    DIT: false,
    DIARIA_DIT_CENTS: 100_00,
    CONJUGE: true,
    DATA_NASCIMENTO_CONJUGE: '1992-06-16',
    SEXO_CONJUGE: 'F',
    CAPITAL_CONJUGE_CENTS: 30_000_00,
  };

  it('reads the ages in completed years, the chosen capitals and the spouse', () => {
    expect(acceptanceInputOfAnswers(ANSWERS, TODAY)).toEqual({
      age: 36,
      monthlyIncomeCents: 5_000_00,
      capitals: { MORTE: 100_000_00, IPA: 50_000_00, CONJUGE: 30_000_00 },
      spouse: { age: 33, sex: 'F' },
      dps: NO_DPS,
    });
  });

  it('is null until the birth date is a past or present date', () => {
    expect(acceptanceInputOfAnswers({ ...ANSWERS, DATA_NASCIMENTO: '15/06/1990' }, TODAY)).toBeNull();
    expect(acceptanceInputOfAnswers({ ...ANSWERS, DATA_NASCIMENTO: '1990-02-30' }, TODAY)).toBeNull();
    expect(acceptanceInputOfAnswers({ ...ANSWERS, DATA_NASCIMENTO: '2026-06-16' }, TODAY)).toBeNull();
    expect(acceptanceInputOfAnswers({ ...ANSWERS, DATA_NASCIMENTO: 19900615 }, TODAY)).toBeNull();
    expect(acceptanceInputOfAnswers({ ...ANSWERS, DATA_NASCIMENTO: '2026-06-15' }, TODAY)?.age).toBe(0);
  });

  it('reads an income not typed yet as unlimited and leaves out a capital that is not whole cents', () => {
    const input = acceptanceInputOfAnswers({ ...ANSWERS, RENDA_MENSAL_CENTS: 1.5, CAPITAL_IPA_CENTS: 1.5, CAPITAL_MORTE_CENTS: '100000' }, TODAY);
    expect(input?.monthlyIncomeCents).toBe(Number.MAX_SAFE_INTEGER);
    expect(input?.capitals).toEqual({ CONJUGE: 30_000_00 });
    const { RENDA_MENSAL_CENTS: _income, ...withoutIncome } = ANSWERS;
    expect(acceptanceInputOfAnswers(withoutIncome, TODAY)?.monthlyIncomeCents).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('has no spouse unless included with a past birth date and a sex', () => {
    const spouseOf = (change: Record<string, string | boolean>) => acceptanceInputOfAnswers({ ...ANSWERS, ...change }, TODAY);
    expect(spouseOf({ CONJUGE: false })).not.toHaveProperty('spouse');
    expect(spouseOf({ SEXO_CONJUGE: '' })).not.toHaveProperty('spouse');
    expect(spouseOf({ DATA_NASCIMENTO_CONJUGE: '2026-06-16' })).not.toHaveProperty('spouse');
    expect(spouseOf({ DATA_NASCIMENTO_CONJUGE: '1992-13-01' })).not.toHaveProperty('spouse');
    expect(spouseOf({ DATA_NASCIMENTO_CONJUGE: '2026-06-15', SEXO_CONJUGE: 'M' })?.spouse).toEqual({ age: 0, sex: 'M' });
  });
});
