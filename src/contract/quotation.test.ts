/** The saved quotation's life quote on the wire: strict keys, cents, dates, consistency with lifeInsurance. */
import { describe, expect, it } from 'vitest';
import { LIFE_QUOTE_MESSAGES, quotationDataWire, type QuotationDataWire } from './quotation';

const WIRE: QuotationDataWire = {
  clientName: 'Maria',
  type: 'PJ',
  lifes: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  showProposalInfos: false,
  showProposalPhoto: false,
  proposalInfos: { network: false, coparticipation: false, shortfalls: false, refunds: false },
  institution: [{ id: 7, name: 'Amil', ans_registration: null }],
  healthInsurance: [
    {
      id: 101,
      name: 'Amil S380 QC',
      institution_id: 7,
      type: 'PJ',
      accommodation: 'apartment',
      coparticipation: 'without',
      coverage_area: 'estadual',
      segmentation: null,
      administradora: null,
      price_table: { effective_date: '2026-05-01', illustrative: true, prices_cents: [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000] },
    },
  ],
  accredit: [{ plan_id: 101, hospitals: [], clinics: [] }],
  coparticipationRules: [],
  shortfalls: [],
  refunds: [],
  similarEntities: [],
  similarCompanies: [],
  lifeInsurance: true,
  lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro' },
  life_quote: {
    institution: 'porto_seguro',
    title: 'Porto Seguro Vida Individual',
    quote_number: 'PSV-2026-000123',
    issued_on: '2026-06-15',
    valid_until: '2026-07-15',
    monthly_price_cents: 3811,
    coverages: [
      { code: 'MORTE', title: 'Morte (natural ou acidental)', capital_kind: 'lump_sum', capital_cents: 100_000_00 },
      { code: 'DIH', title: 'Diária por internação hospitalar (DIH)', capital_kind: 'daily', capital_cents: 150_00 },
    ],
  },
  broker: { name: 'Carla', phone: '', email: '', logo_url: null },
};

const withQuote = (): QuotationDataWire => structuredClone(WIRE);

/** The messages of a failed parse by dotted path. */
function messages(data: unknown): Record<string, string[]> {
  const parsed = quotationDataWire.safeParse(data);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('quotation wire: life quote', () => {
  it('accepts a life quote with lifeInsurance and its insurer, and none with neither', () => {
    expect(messages(WIRE)).toEqual({});
    const { life_quote: _quote, ...withoutQuote } = WIRE;
    expect(messages({ ...withoutQuote, lifeInsurance: false, lifeInsuranceInstitution: null })).toEqual({});
  });

  it('refuses bad values with pt-BR messages at the field', () => {
    const wire = withQuote();
    const quote = wire.life_quote!;
    const coverage = quote.coverages[0]!;
    expect(messages({ ...wire, life_quote: { ...quote, monthly_price_cents: 38.5 } })).toEqual({ 'life_quote.monthly_price_cents': [LIFE_QUOTE_MESSAGES.cents] });
    expect(messages({ ...wire, life_quote: { ...quote, valid_until: '2026-02-30' } })).toEqual({ 'life_quote.valid_until': [LIFE_QUOTE_MESSAGES.date] });
    expect(messages({ ...wire, life_quote: { ...quote, valid_until: '2026-06-14' } })).toEqual({ 'life_quote.valid_until': [LIFE_QUOTE_MESSAGES.validity] });
    expect(messages({ ...wire, life_quote: { ...quote, institution: 'bradesco' } })).toEqual({ 'life_quote.institution': [LIFE_QUOTE_MESSAGES.institution] });
    expect(messages({ ...wire, life_quote: { ...quote, coverages: [] } })).toEqual({ 'life_quote.coverages': [LIFE_QUOTE_MESSAGES.noCoverage] });
    expect(messages({ ...wire, life_quote: { ...quote, coverages: [coverage, coverage] } })).toEqual({ 'life_quote.coverages.1.code': [LIFE_QUOTE_MESSAGES.repeatedCoverage] });
    expect(messages({ ...wire, life_quote: { ...quote, coverages: [{ ...coverage, capital_cents: -1 }] } })).toEqual({ 'life_quote.coverages.0.capital_cents': [LIFE_QUOTE_MESSAGES.cents] });
    expect(messages({ ...wire, life_quote: { ...quote, coverages: [{ ...coverage, capital_cents: 1_000_000_001 }] } })).toEqual({ 'life_quote.coverages.0.capital_cents': [LIFE_QUOTE_MESSAGES.capitalTooBig] });
    expect(messages({ ...wire, life_quote: { ...quote, coverages: [{ ...coverage, code: 'VIAGEM' }] } })).toEqual({ 'life_quote.coverages.0.code': [LIFE_QUOTE_MESSAGES.coverage] });
    expect(messages({ ...wire, life_quote: { ...quote, quote_number: 'x'.repeat(41) } })).toEqual({ 'life_quote.quote_number': [LIFE_QUOTE_MESSAGES.quoteNumberTooLong] });
  });

  it('refuses unknown keys in the life quote and its coverages', () => {
    const wire = withQuote();
    const quote = wire.life_quote!;
    expect(Object.keys(messages({ ...wire, life_quote: { ...quote, discount_cents: 100 } }))).toEqual(['life_quote']);
    expect(Object.keys(messages({ ...wire, life_quote: { ...quote, coverages: [{ ...quote.coverages[0], rate: 0.1 }] } }))).toEqual(['life_quote.coverages.0']);
  });

  it('refuses lifeInsurance or its insurer that disagree with the life quote', () => {
    const wire = withQuote();
    const { life_quote: _quote, ...withoutQuote } = wire;
    expect(messages(withoutQuote)).toEqual({
      lifeInsurance: [LIFE_QUOTE_MESSAGES.lifeInsuranceWithoutQuote],
      lifeInsuranceInstitution: [LIFE_QUOTE_MESSAGES.institutionWithoutQuote],
    });
    expect(messages({ ...wire, lifeInsurance: false })).toEqual({ lifeInsurance: [LIFE_QUOTE_MESSAGES.quoteWithoutLifeInsurance] });
    expect(messages({ ...wire, lifeInsuranceInstitution: { id: 9, name: 'Porto Seguro' } })).toEqual({ lifeInsuranceInstitution: [LIFE_QUOTE_MESSAGES.institutionMismatch] });
    expect(messages({ ...wire, lifeInsuranceInstitution: null })).toEqual({ lifeInsuranceInstitution: [LIFE_QUOTE_MESSAGES.institutionMismatch] });
  });
});
