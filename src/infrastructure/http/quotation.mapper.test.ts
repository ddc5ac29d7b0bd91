/** The saved quotation's mapper with a life quote: domain → wire → schema → domain keeps it as quoted. */
import { describe, expect, it } from 'vitest';
import { quotationDataWire, type QuotationDataWire } from '../../contract/quotation';
import { sampleProposalLifeQuote } from '../../domain/proposal/__fixtures__/life-quote';
import { withLifeQuote, type QuotationData } from '../../domain/proposal/saved-quotation';
import { quotationDataFromWire, quotationDataToWire } from './quotation.mapper';

const PLAN = {
  id: 101,
  institutionId: 7,
  operatorName: 'Amil',
  ansRegistration: null,
  planName: 'Amil S380 QC',
  type: 'PJ',
  accommodation: 'apartment',
  coparticipation: 'without',
  coverageArea: 'estadual',
  segmentation: null,
  administradora: null,
  priceTable: { effectiveDate: '2026-05-01', illustrative: true, pricesCents: [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000] },
  hospitals: [],
  clinics: [],
  coparticipationRules: [],
  shortfalls: [],
  refunds: [],
} as const satisfies QuotationData['plans'][number];

const DATA: QuotationData = {
  clientName: 'Maria',
  type: 'PJ',
  lives: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  showProposalInfos: false,
  showProposalPhoto: false,
  proposalInfos: { network: false, coparticipation: false, shortfalls: false, refunds: false },
  plans: [PLAN],
  similarEntities: [],
  similarCompanies: [],
  lifeInsurance: false,
  lifeInsuranceInstitution: null,
  broker: { name: 'Carla', phone: '', email: '', logoUrl: null },
};

const withQuote = (): QuotationDataWire => quotationDataToWire(withLifeQuote(DATA, sampleProposalLifeQuote({ withDailyCoverage: true })));

describe('quotation mapper: life quote', () => {
  it('round-trips the life quote as quoted, with lifeInsurance and its insurer', () => {
    const kept = sampleProposalLifeQuote({ withDailyCoverage: true });
    const wire = withQuote();
    expect(wire.lifeInsurance).toBe(true);
    expect(wire.lifeInsuranceInstitution).toEqual({ id: 1, name: 'Porto Seguro' });
    expect(wire.life_quote).toMatchObject({ institution: 'porto_seguro', quote_number: 'PSV-2026-000123', valid_until: '2026-07-15', monthly_price_cents: kept.monthlyPriceCents });
    const parsed = quotationDataWire.parse(JSON.parse(JSON.stringify(wire)));
    expect(quotationDataFromWire(parsed).lifeQuote).toEqual(kept);
  });

  it('sends no life_quote without one, and reads none back', () => {
    const wire = quotationDataToWire(DATA);
    expect(wire).not.toHaveProperty('life_quote');
    expect(wire).toMatchObject({ lifeInsurance: false, lifeInsuranceInstitution: null });
    expect(quotationDataFromWire(quotationDataWire.parse(wire)).lifeQuote).toBeNull();
  });
});

describe('quotation mapper: the operator quality figures as quoted', () => {
  const profile = {
    registration: '359017',
    cnpj: '44649812000138',
    legalName: 'NOTRE DAME INTERMÉDICA SAÚDE S.A.',
    tradeName: 'HAPVIDA NOTREDAME SP/RJ',
    modality: 'Medicina de Grupo',
    idss: { year: 2025, score: 0.8698 },
    igr: { value: 4.45, period: '2020-02' },
  };

  it("keeps the operator's IDSS and IGR through the wire, so the saved proposal's PDF shows them", () => {
    const wire = quotationDataToWire({ ...DATA, plans: [{ ...PLAN, ansProfile: profile }] });
    expect(wire.institution[0]?.ans_profile).toMatchObject({ legal_name: 'NOTRE DAME INTERMÉDICA SAÚDE S.A.', idss: { year: 2025, score: 0.8698 } });
    const read = quotationDataFromWire(quotationDataWire.parse(JSON.parse(JSON.stringify(wire))));
    expect(read.plans[0]?.ansProfile).toEqual(profile);
  });

  it('reads a proposal saved before the figures were kept (no ans_profile) with none, and refuses a score above 1', () => {
    const wire = quotationDataToWire(DATA);
    expect(wire.institution[0]).not.toHaveProperty('ans_profile');
    expect(quotationDataFromWire(quotationDataWire.parse(wire)).plans[0]?.ansProfile).toBeUndefined();
    const forged = { ...wire, institution: [{ ...wire.institution[0], ans_profile: { registration: '1', cnpj: '1', legal_name: 'X', trade_name: null, modality: 'M', idss: { year: 2025, score: 7 }, igr: null } }] };
    expect(quotationDataWire.safeParse(forged).success).toBe(false);
  });
});
