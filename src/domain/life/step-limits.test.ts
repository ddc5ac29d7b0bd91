/**
 * The insurer's limits checked on the wizard step where each value is typed
 * (`stepAcceptanceProblems`): the same messages the service refuses a quotation with.
 */
import { describe, expect, it } from 'vitest';
import { acceptanceRefusals, stepAcceptanceProblems } from './acceptance';
import { LIFE_QUESTIONS } from './questions';

/** The questionnaire's default answers (death R$ 100.000, no optional coverage), as the wizard starts. */
const initialStepAnswers: Record<string, string | number | boolean> = Object.fromEntries(
  LIFE_QUESTIONS.filter((question) => question.defaultValue !== undefined).map((question) => [question.code, question.defaultValue!]),
);

const TODAY = '2026-06-15';

describe('step 1 (insured): the age window of the insurer', () => {
  it('refuses 76 completed years on the birth date, with the insurer message', () => {
    const problems = stepAcceptanceProblems('insured', { ...initialStepAnswers, DATA_NASCIMENTO: '1950-01-10', RENDA_MENSAL_CENTS: 1_000_000 }, TODAY);
    expect(problems).toEqual({
      DATA_NASCIMENTO: 'Idade do segurado fora do limite de aceitação: contratação de 18 a 70 anos completos (informado: 76 anos).',
    });
  });

  it('accepts 70 the day before the 71st birthday and refuses on the birthday; refuses 17', () => {
    const at = (birth: string) => stepAcceptanceProblems('insured', { ...initialStepAnswers, DATA_NASCIMENTO: birth }, TODAY);
    expect(at('1955-06-16')).toEqual({});
    expect(Object.keys(at('1955-06-15'))).toEqual(['DATA_NASCIMENTO']);
    expect(at('2008-06-16').DATA_NASCIMENTO).toContain('informado: 17 anos');
    expect(at('2008-06-15')).toEqual({});
  });

  it('does not judge capitals on step 1 (they are typed on step 2)', () => {
    expect(stepAcceptanceProblems('insured', { ...initialStepAnswers, DATA_NASCIMENTO: '1990-01-01', RENDA_MENSAL_CENTS: 100_00 }, TODAY)).toEqual({});
  });

  it('says nothing while the birth date is not a value (the field check speaks)', () => {
    expect(stepAcceptanceProblems('insured', { ...initialStepAnswers, DATA_NASCIMENTO: '15/01/19' }, TODAY)).toEqual({});
    expect(stepAcceptanceProblems('insured', { ...initialStepAnswers, DATA_NASCIMENTO: '2030-01-01' }, TODAY)).toEqual({});
  });
});

describe('step 2 (coverages): ages and capitals by coverage', () => {
  const adult = { ...initialStepAnswers, DATA_NASCIMENTO: '1965-01-10', RENDA_MENSAL_CENTS: 10_000_00 };

  it('puts a coverage age window on the coverage choice', () => {
    const problems = stepAcceptanceProblems('coverages', { ...adult, DOENCAS_GRAVES: true, CAPITAL_DOENCAS_GRAVES_CENTS: 50_000_00 }, TODAY);
    expect(problems).toEqual({ DOENCAS_GRAVES: 'Doenças graves: contratação até 60 anos completos (o segurado tem 61 anos).' });
  });

  it('puts the income limit on the death capital and the relative limits on each capital', () => {
    const problems = stepAcceptanceProblems(
      'coverages',
      { ...adult, DATA_NASCIMENTO: '1990-01-01', RENDA_MENSAL_CENTS: 400_00, CAPITAL_MORTE_CENTS: 100_000_00, IPA: true, CAPITAL_IPA_CENTS: 200_000_00, DIT: true, DIARIA_DIT_CENTS: 50_00 },
      TODAY,
    );
    expect(problems).toEqual({
      CAPITAL_MORTE_CENTS: 'Capital de morte acima do limite para a renda informada: até R$ 80.000,00 (200 vezes a renda mensal).',
      CAPITAL_IPA_CENTS: 'Invalidez permanente por acidente (IPA): o capital não pode ser maior que o capital de morte (R$ 100.000,00).',
      DIARIA_DIT_CENTS: 'Diária de DIT acima do limite para a renda informada: até R$ 13,33 por dia (1/30 da renda mensal).',
    });
  });

  it("checks the spouse's age and capital", () => {
    const problems = stepAcceptanceProblems(
      'coverages',
      { ...adult, DATA_NASCIMENTO: '1980-01-01', CONJUGE: true, DATA_NASCIMENTO_CONJUGE: '1950-01-01', SEXO_CONJUGE: 'F', CAPITAL_CONJUGE_CENTS: 60_000_00 },
      TODAY,
    );
    expect(Object.keys(problems).sort()).toEqual(['CAPITAL_CONJUGE_CENTS', 'DATA_NASCIMENTO_CONJUGE']);
  });

  it('gives the same messages as the refusal the service sends (one home for the rules)', () => {
    const answers = { ...adult, DOENCAS_GRAVES: true, CAPITAL_DOENCAS_GRAVES_CENTS: 150_000_00 };
    const refusals = acceptanceRefusals({ age: 61, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00, DOENCAS_GRAVES: 150_000_00 }, dps: { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false } });
    expect(Object.values(stepAcceptanceProblems('coverages', answers, TODAY)).sort()).toEqual(refusals.map((refusal) => refusal.representativeMessage).sort());
  });

  it('accepts the default answers of an adult', () => {
    expect(stepAcceptanceProblems('coverages', adult, TODAY)).toEqual({});
  });

  it('ignores a capital of a coverage not chosen', () => {
    expect(stepAcceptanceProblems('coverages', { ...adult, IPA: false, CAPITAL_IPA_CENTS: 900_000_00 }, TODAY)).toEqual({});
  });
});
