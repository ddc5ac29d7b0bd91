import { describe, expect, it } from 'vitest';
import { LIFE_FIELD_MESSAGES, lifeQuotationRequestWire, type LifeQuotationRequestInputWire } from './life';

// The 400 answers of `POST /v1/{institution}/quotation` at their edges (docs/life-insurance.md,
// "Coverages, capitals and acceptance" and "The API"): each range's first and last accepted
// value, the field each refusal names and the wording a broker reads; amounts by hand.

const VALID: LifeQuotationRequestInputWire = {
  member_id: '1',
  data_nascimento: '1990-05-10',
  sexo: 'M',
  profissao: '252',
  renda_mensal_cents: 10_000_00,
  fumante: false,
  capital_morte_cents: 200_000_00,
  dps_doenca_grave: false,
  dps_internacao: false,
  dps_afastamento: false,
  dps_esporte_risco: false,
};

function fieldErrors(body: unknown): Record<string, string[]> {
  const parsed = lifeQuotationRequestWire.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

const INCOME = 'Informe um valor entre R$ 100,00 e R$ 100.000.000,00.';
const DEATH = 'Informe um valor entre R$ 30.000,00 e R$ 10.000.000,00.';

describe('the ranges of the life request', () => {
  it.each([
    [{ renda_mensal_cents: 100_00 }],
    [{ renda_mensal_cents: 100_000_000_00 }],
    [{ capital_morte_cents: 30_000_00 }],
    [{ capital_morte_cents: 10_000_000_00 }],
    [{ doencas_graves: true, capital_doencas_graves_cents: 1_000_000_00 }],
    [{ dih: true, diaria_dih_cents: 50_00 }],
    [{ assistencia_funeral: true, capital_assistencia_funeral_cents: 5_000_00 }],
  ])('accepts %j', (change) => {
    expect(fieldErrors({ ...VALID, ...change })).toEqual({});
  });

  it.each([
    [{ renda_mensal_cents: 99_99 }, 'renda_mensal_cents', INCOME],
    [{ renda_mensal_cents: 100_000_000_01 }, 'renda_mensal_cents', INCOME],
    [{ capital_morte_cents: 29_999_99 }, 'capital_morte_cents', DEATH],
    [{ capital_morte_cents: 10_000_000_01 }, 'capital_morte_cents', DEATH],
    [{ doencas_graves: true, capital_doencas_graves_cents: 1_000_000_01 }, 'capital_doencas_graves_cents', 'Informe um valor entre R$ 30.000,00 e R$ 1.000.000,00.'],
    [{ dih: true, diaria_dih_cents: 49_99 }, 'diaria_dih_cents', 'Informe um valor entre R$ 50,00 e R$ 1.000,00.'],
    [{ conjuge: true, data_nascimento_conjuge: '1992-01-01', sexo_conjuge: 'F', capital_conjuge_cents: 5_000_000_01 }, 'capital_conjuge_cents', 'Informe um valor entre R$ 30.000,00 e R$ 5.000.000,00.'],
  ])('refuses %j on %s', (change, field, message) => {
    expect(fieldErrors({ ...VALID, ...change })).toEqual({ [field]: [message] });
  });
});

describe('what a chosen coverage needs', () => {
  it.each([
    [{ morte_acidental: true }, 'capital_morte_acidental_cents'],
    [{ doencas_graves: true }, 'capital_doencas_graves_cents'],
    [{ dih: true }, 'diaria_dih_cents'],
    [{ assistencia_funeral: true }, 'capital_assistencia_funeral_cents'],
    [{ conjuge: true, data_nascimento_conjuge: '1992-01-01', sexo_conjuge: 'F' }, 'capital_conjuge_cents'],
    [{ conjuge: true, data_nascimento_conjuge: '1992-01-01', capital_conjuge_cents: 50_000_00 }, 'sexo_conjuge'],
  ])('%j needs %s', (change, field) => {
    expect(fieldErrors({ ...VALID, ...change })).toEqual({ [field]: [LIFE_FIELD_MESSAGES.required] });
  });

  it('asks nothing of the funeral assistance when it was not chosen', () => {
    expect(fieldErrors({ ...VALID, assistencia_funeral: false, capital_assistencia_funeral_cents: 4_000_00 })).toEqual({});
  });
});

describe('a wrong answer is named as wrong, not as missing', () => {
  it.each([
    [{ member_id: true }, 'member_id', LIFE_FIELD_MESSAGES.memberId],
    [{ fumante: 'sim' }, 'fumante', LIFE_FIELD_MESSAGES.boolean],
    [{ renda_mensal_cents: 'mil' }, 'renda_mensal_cents', LIFE_FIELD_MESSAGES.integerCents],
  ])('%j', (change, field, message) => {
    expect(fieldErrors({ ...VALID, ...change })[field]).toEqual([message]);
  });

  it('a text where a date is expected is not "obrigatório"', () => {
    expect(fieldErrors({ ...VALID, data_nascimento: 19900510 }).data_nascimento).not.toContain(LIFE_FIELD_MESSAGES.required);
  });
});
