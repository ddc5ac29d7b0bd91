import { describe, expect, it } from 'vitest';
import type { LifeQuote, LifeQuoteCoverage } from '../domain/life';
import type { LifeQuotationRequestWire } from './life';
import { LIFE_ADMISSION_REFUSALS, lifeQuoteInputOf, lifeQuoteWireOf, lifeRequestAdmission, lifeResultWireOf } from './life-mapping';

// The life service's wire ↔ domain mapping (docs/life-insurance.md, "The API"
// and "The cable"): what the broker types reaches the engine field by field, and the engine's quote
// reaches the screen field by field. Values are hand-written, every field different.

const NO_COVERAGE = {
  morte: true,
  morte_acidental: false,
  ipa: false,
  doencas_graves: false,
  dit: false,
  dih: false,
  assistencia_funeral: false,
  conjuge: false,
} as const;

const REQUEST: LifeQuotationRequestWire = {
  member_id: '7',
  data_nascimento: '1991-01-01',
  sexo: 'M',
  profissao: '252',
  renda_mensal_cents: 1_000_000,
  fumante: true,
  ...NO_COVERAGE,
  capital_morte_cents: 10_000_000,
  dps_doenca_grave: true,
  dps_internacao: false,
  dps_afastamento: true,
  dps_esporte_risco: false,
};

describe('the engine input of a request', () => {
  it('carries the insured, the answers and death alone', () => {
    expect(lifeQuoteInputOf(REQUEST, 'Administradores')).toEqual({
      memberId: '7',
      birthDate: '1991-01-01',
      sex: 'M',
      professionCode: '252',
      professionTitle: 'Administradores',
      monthlyIncomeCents: 1_000_000,
      smoker: true,
      capitals: { MORTE: 10_000_000 },
      dps: { DPS_DOENCA_GRAVE: true, DPS_INTERNACAO: false, DPS_AFASTAMENTO: true, DPS_ESPORTE_RISCO: false },
    });
  });

  it('takes each chosen coverage with its own capital, and the spouse', () => {
    const everything: LifeQuotationRequestWire = {
      ...REQUEST,
      dps_doenca_grave: false,
      dps_internacao: true,
      dps_afastamento: false,
      dps_esporte_risco: true,
      morte_acidental: true,
      capital_morte_acidental_cents: 1_000_001,
      ipa: true,
      capital_ipa_cents: 1_000_002,
      doencas_graves: true,
      capital_doencas_graves_cents: 1_000_003,
      dit: true,
      diaria_dit_cents: 10_004,
      dih: true,
      diaria_dih_cents: 10_005,
      assistencia_funeral: true,
      capital_assistencia_funeral_cents: 500_000,
      conjuge: true,
      data_nascimento_conjuge: '1992-03-02',
      sexo_conjuge: 'F',
      capital_conjuge_cents: 1_000_008,
    };
    expect(lifeQuoteInputOf(everything, 'Administradores')).toMatchObject({
      capitals: {
        MORTE: 10_000_000,
        MORTE_ACIDENTAL: 1_000_001,
        IPA: 1_000_002,
        DOENCAS_GRAVES: 1_000_003,
        DIT: 10_004,
        DIH: 10_005,
        ASSISTENCIA_FUNERAL: 500_000,
        CONJUGE: 1_000_008,
      },
      spouse: { birthDate: '1992-03-02', sex: 'F' },
      dps: { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: true, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: true },
    });
  });

  it('leaves out a capital whose coverage was not chosen, and a chosen one without a capital', () => {
    const input = lifeQuoteInputOf({ ...REQUEST, capital_ipa_cents: 1_000_002, dit: true, conjuge: false, data_nascimento_conjuge: '1992-03-02', sexo_conjuge: 'F' }, 'x');
    expect(input.capitals).toEqual({ MORTE: 10_000_000 });
    expect(input).not.toHaveProperty('spouse');
  });

  it('has no spouse without the spouse’s birth date or sex', () => {
    expect(lifeQuoteInputOf({ ...REQUEST, conjuge: true, sexo_conjuge: 'F' }, 'x')).not.toHaveProperty('spouse');
    expect(lifeQuoteInputOf({ ...REQUEST, conjuge: true, data_nascimento_conjuge: '1992-03-02' }, 'x')).not.toHaveProperty('spouse');
  });
});

const DEATH: LifeQuoteCoverage = {
  code: 'MORTE',
  title: 'Morte',
  group: 'insured',
  capitalKind: 'lump_sum',
  capitalCents: 10_000_000,
  annualRate: 0.002927026,
  yearlyPremiumCents: 42_442,
  monthlyPriceCents: 3_537,
};
const DIH: LifeQuoteCoverage = {
  code: 'DIH',
  title: 'Diária por internação hospitalar',
  group: 'income',
  capitalKind: 'daily',
  capitalCents: 15_000,
  annualRate: 0.3,
  yearlyPremiumCents: 6_525,
  monthlyPriceCents: 544,
};
const QUOTE: LifeQuote = {
  title: 'Vida Individual',
  monthlyPriceCents: 4_081,
  yearlyPremiumCents: 48_967,
  details: { quoteNumber: 'Q-1', issuedOn: '2026-06-15', finalValidity: '2026-07-15', days: 30 },
  person: { memberId: '7', birthDate: '1991-01-01', age: 35, sex: 'M', professionCode: '252', profession: 'Administradores', monthlyIncomeCents: 1_000_000, smoker: false },
  coverageGroups: [
    { code: 'insured', title: 'Segurado', yearlyPremiumCents: 42_442, coverages: [DEATH] },
    { code: 'income', title: 'Renda', yearlyPremiumCents: 6_525, coverages: [DIH] },
  ],
  coverages: [DEATH, DIH],
  rules: { questionnaireId: 'dps-1', questionnaires: [{ code: 'DPS_INTERNACAO', question: 'Esteve internado?', answer: false }] },
  model: { table: 'IBGE 2015', tableYear: 2015, loading: 0.45, illustrative: true, note: 'Valores ilustrativos.' },
};

const DEATH_WIRE = {
  code: 'MORTE',
  title: 'Morte',
  group: 'insured',
  capital_kind: 'lump_sum',
  capital_cents: 10_000_000,
  annual_rate: 0.002927026,
  yearly_premium_cents: 42_442,
  monthly_price_cents: 3_537,
};
const DIH_WIRE = {
  code: 'DIH',
  title: 'Diária por internação hospitalar',
  group: 'income',
  capital_kind: 'daily',
  capital_cents: 15_000,
  annual_rate: 0.3,
  yearly_premium_cents: 6_525,
  monthly_price_cents: 544,
};
const QUOTE_WIRE = {
  title: 'Vida Individual',
  price: '40.81',
  monthly_price_cents: 4_081,
  yearly_premium_cents: 48_967,
  details: { quote_number: 'Q-1', issued_on: '2026-06-15', final_validity: '2026-07-15', days: 30 },
  person: {
    member_id: '7',
    birth_date: '1991-01-01',
    age: 35,
    sex: 'M',
    profession_code: '252',
    profession: 'Administradores',
    monthly_income_cents: 1_000_000,
    smoker: false,
  },
  coverage_groups: [
    { code: 'insured', title: 'Segurado', yearly_premium_cents: 42_442, coverages: [DEATH_WIRE] },
    { code: 'income', title: 'Renda', yearly_premium_cents: 6_525, coverages: [DIH_WIRE] },
  ],
  coverages: [DEATH_WIRE, DIH_WIRE],
  rules: { questionnaire_id: 'dps-1', questionnaires: [{ code: 'DPS_INTERNACAO', question: 'Esteve internado?', answer: false }] },
  model: { table: 'IBGE 2015', table_year: 2015, loading: 0.45, illustrative: true, note: 'Valores ilustrativos.' },
};

describe('the wire form of a quote and of an outcome', () => {
  it('writes every field of the quote, the monthly price also as decimal text', () => {
    expect(lifeQuoteWireOf(QUOTE)).toEqual(QUOTE_WIRE);
  });

  it('broadcasts a quoted outcome with its one quote', () => {
    expect(lifeResultWireOf({ kind: 'quoted', quote: QUOTE }, { quotationId: 'q-9', memberId: '7', company: 'porto_seguro' })).toEqual({
      type: 'quotation_result',
      quotation_id: 'q-9',
      member_id: '7',
      company: 'porto_seguro',
      status: 'quoted',
      quotes: [QUOTE_WIRE],
    });
  });

  it('broadcasts a refusal with the representative messages, a coverage or a question only when named', () => {
    const outcome = {
      kind: 'refused' as const,
      refusals: [
        { code: 'idade_fora_do_limite' as const, representativeMessage: 'Idade fora do limite.' },
        { code: 'idade_cobertura' as const, representativeMessage: 'Cobertura fora da idade.', coverage: 'DIT' as const },
        { code: 'dps_internacao' as const, representativeMessage: 'Recusado pela declaração.', question: 'DPS_INTERNACAO' },
      ],
    };
    expect(lifeResultWireOf(outcome, { quotationId: 'q-9', memberId: '7', company: 'porto_seguro' })).toEqual({
      type: 'quotation_result',
      quotation_id: 'q-9',
      member_id: '7',
      company: 'porto_seguro',
      status: 'refused',
      refusals: [
        { code: 'idade_fora_do_limite', representative_message: 'Idade fora do limite.' },
        { code: 'idade_cobertura', representative_message: 'Cobertura fora da idade.', coverage: 'DIT' },
        { code: 'dps_internacao', representative_message: 'Recusado pela declaração.', question: 'DPS_INTERNACAO' },
      ],
    });
  });
});

describe("a request's admission (what the back end found about it)", () => {
  const FOUND = { professionTitle: 'Administradores', pickedClientKnown: undefined };

  it('takes a typed name and phone as the contact the storage finds or creates, the name tidied', () => {
    expect(lifeRequestAdmission({ ...REQUEST, client: { name: '  Ana   Souza ', phone: '11987654321' } }, FOUND)).toEqual({
      kind: 'accepted',
      professionTitle: 'Administradores',
      client: { kind: 'typed', contact: { name: 'Ana Souza', phone: '11987654321', email: null, document: null } },
    });
  });

  it('takes a picked client of the account by its id, and no client when none was typed nor picked', () => {
    const picked = { ...REQUEST, client: { name: 'Ana Souza', phone: '11987654321', client_id: 42 } };
    expect(lifeRequestAdmission(picked, { professionTitle: 'Administradores', pickedClientKnown: true })).toEqual({ kind: 'accepted', professionTitle: 'Administradores', client: { kind: 'picked', clientId: 42 } });
    expect(lifeRequestAdmission(REQUEST, FOUND)).toEqual({ kind: 'accepted', professionTitle: 'Administradores', client: { kind: 'none' } });
  });

  it('refuses an unknown occupation before a client not of the account, each with its field message', () => {
    const picked = { ...REQUEST, client: { name: '', phone: '', client_id: 42 } };
    const unknownProfession = lifeRequestAdmission(picked, { professionTitle: undefined, pickedClientKnown: false });
    const unknownClient = lifeRequestAdmission(picked, { professionTitle: 'Administradores', pickedClientKnown: false });
    expect(unknownProfession).toEqual({ kind: 'unknown_profession' });
    expect(unknownClient).toEqual({ kind: 'unknown_client' });
    expect(LIFE_ADMISSION_REFUSALS.unknown_profession).toEqual({ profissao: ['Profissão não encontrada.'] });
    expect(LIFE_ADMISSION_REFUSALS.unknown_client).toEqual({ client: ['Cliente não encontrado.'] });
  });
});
