import { describe, expect, it } from 'vitest';
import {
  LIFE_FIELD_MESSAGES,
  lifeQuotationRequestWire,
  lifeQuotationResultWire,
  quotationChannelIdentifier,
  quotationChannelParamsWire,
  type LifeQuotationRequestInputWire,
} from './life';

/** A complete, valid request: a 35-year-old with death and funeral coverages. */
const VALID_REQUEST: LifeQuotationRequestInputWire = {
  member_id: '1',
  data_nascimento: '1990-05-10',
  sexo: 'M',
  profissao: '252',
  renda_mensal_cents: 10_000_00,
  fumante: false,
  capital_morte_cents: 200_000_00,
  assistencia_funeral: true,
  capital_assistencia_funeral_cents: 5_000_00,
  dps_doenca_grave: false,
  dps_internacao: false,
  dps_afastamento: false,
  dps_esporte_risco: false,
};

/** Field → messages of a refused request (what the service answers 400). */
function fieldErrors(body: unknown): Record<string, string[]> {
  const parsed = lifeQuotationRequestWire.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe('lifeQuotationRequestWire', () => {
  it('accepts a complete request and fills the optional coverages with "no"', () => {
    const parsed = lifeQuotationRequestWire.parse(VALID_REQUEST);
    expect(parsed).toMatchObject({ member_id: '1', morte: true, morte_acidental: false, conjuge: false, assistencia_funeral: true });
  });

  it('takes a numeric member_id as text', () => {
    expect(lifeQuotationRequestWire.parse({ ...VALID_REQUEST, member_id: 7 }).member_id).toBe('7');
  });

  it('names every missing answer with the pt-BR required message', () => {
    const errors = fieldErrors({});
    for (const key of ['member_id', 'data_nascimento', 'profissao', 'renda_mensal_cents', 'fumante', 'capital_morte_cents', 'dps_doenca_grave']) {
      expect(errors[key], key).toEqual([LIFE_FIELD_MESSAGES.required]);
    }
  });

  it.each([
    [{ data_nascimento: '1990-02-30' }, 'data_nascimento', LIFE_FIELD_MESSAGES.date],
    [{ sexo: 'X' }, 'sexo', LIFE_FIELD_MESSAGES.sex],
    [{ profissao: 'médico' }, 'profissao', LIFE_FIELD_MESSAGES.profession],
    [{ capital_morte_cents: 1_000_00 }, 'capital_morte_cents', 'Informe um valor entre R$ 30.000,00 e R$ 10.000.000,00.'],
    [{ capital_morte_cents: 100_000.5 }, 'capital_morte_cents', LIFE_FIELD_MESSAGES.integerCents],
    [{ morte: false }, 'morte', LIFE_FIELD_MESSAGES.deathMandatory],
    [{ ipa: true }, 'capital_ipa_cents', LIFE_FIELD_MESSAGES.required],
    [{ dit: true, diaria_dit_cents: 2_000_00 }, 'diaria_dit_cents', 'Informe um valor entre R$ 50,00 e R$ 1.000,00.'],
    [{ capital_assistencia_funeral_cents: 4_000_00 }, 'capital_assistencia_funeral_cents', LIFE_FIELD_MESSAGES.funeralOption],
    [{ conjuge: true, capital_conjuge_cents: 50_000_00 }, 'data_nascimento_conjuge', LIFE_FIELD_MESSAGES.required],
  ])('refuses %j on %s', (change, field, message) => {
    expect(fieldErrors({ ...VALID_REQUEST, ...change })[field]).toEqual([message]);
  });

  it('ignores the capital of a coverage that was not chosen', () => {
    expect(fieldErrors({ ...VALID_REQUEST, ipa: false, capital_ipa_cents: 1 })).toEqual({});
  });
});

describe('lifeQuotationResultWire', () => {
  const base = { type: 'quotation_result', quotation_id: 'q1', member_id: '1', company: 'porto_seguro' } as const;

  it('reads a refusal and an error', () => {
    expect(lifeQuotationResultWire.parse({ ...base, status: 'refused', refusals: [{ code: 'idade_maxima', representative_message: 'Idade acima do limite.' }] }).status).toBe('refused');
    expect(lifeQuotationResultWire.parse({ ...base, status: 'error', message: '' }).status).toBe('error');
  });

  it('refuses a quote whose price is not a 2-decimal string', () => {
    const quote = { title: 't', price: '35.4', monthly_price_cents: 3540, yearly_premium_cents: 42480 };
    expect(lifeQuotationResultWire.safeParse({ ...base, status: 'quoted', quotes: [quote] }).success).toBe(false);
  });
});

describe('QuotationChannel identifier', () => {
  it('is the JSON of channel, token and company, readable back', () => {
    const identifier = quotationChannelIdentifier('abc', 'porto_seguro');
    expect(identifier).toBe('{"channel":"QuotationChannel","token":"abc","company":"porto_seguro"}');
    expect(quotationChannelParamsWire.parse(JSON.parse(identifier))).toEqual({ channel: 'QuotationChannel', token: 'abc', company: 'porto_seguro' });
  });
});
