/** The life quote a proposal holds: snapshot of the quote, its texts, validity, and the quotation's flags. */
import { describe, expect, it } from 'vitest';
import { sampleLifeQuote, sampleProposalLifeQuote } from './__fixtures__/life-quote';
import {
  lifeCapitalText,
  lifeInstitutionOfId,
  lifeMonthlyPriceText,
  lifeQuoteExpired,
  lifeQuoteHeadline,
  lifeValidityText,
  proposalLifeQuoteFrom,
} from './proposal-life';
import { proposalDocumentFromQuotation, withLifeQuote, type QuotationData } from './saved-quotation';

const BASE: QuotationData = {
  clientName: 'Maria',
  type: 'PJ',
  lives: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  showProposalInfos: false,
  showProposalPhoto: false,
  proposalInfos: { network: false, coparticipation: false, shortfalls: false, refunds: false },
  plans: [],
  similarEntities: [],
  similarCompanies: [],
  lifeInsurance: false,
  lifeInsuranceInstitution: null,
  broker: { name: 'Carla', phone: '', email: '', logoUrl: null },
};

describe('life quote in the proposal', () => {
  it('keeps the quote as quoted: insurer, product, number, dates, monthly price and each coverage with its capital', () => {
    const quote = sampleLifeQuote({ withDailyCoverage: true });
    const kept = proposalLifeQuoteFrom('porto_seguro', quote);
    expect(kept).toEqual({
      institution: 'porto_seguro',
      insurerName: 'Porto Seguro',
      title: 'Porto Seguro Vida Individual',
      quoteNumber: 'PSV-2026-000123',
      issuedOn: '2026-06-15',
      validUntil: '2026-07-15',
      monthlyPriceCents: quote.monthlyPriceCents,
      coverages: [
        { code: 'MORTE', title: 'Morte (natural ou acidental)', capitalKind: 'lump_sum', capitalCents: 100_000_00 },
        { code: 'DIH', title: 'Diária por internação hospitalar (DIH)', capitalKind: 'daily', capitalCents: 150_00 },
        { code: 'ASSISTENCIA_FUNERAL', title: 'Assistência funeral (familiar)', capitalKind: 'lump_sum', capitalCents: 5_000_00 },
      ],
    });
  });

  it('prints capitals in BRL (per day for daily coverages), the monthly price, the validity and the headline', () => {
    const kept = sampleProposalLifeQuote();
    expect(lifeCapitalText({ capitalKind: 'lump_sum', capitalCents: 100_000_00 })).toBe('R$ 100.000,00');
    expect(lifeCapitalText({ capitalKind: 'daily', capitalCents: 150_00 })).toBe('R$ 150,00 por dia');
    // docs/life-insurance.md worked example: R$ 38,11 a month
    expect(lifeMonthlyPriceText(kept)).toBe('R$ 38,11 por mês');
    expect(lifeValidityText(kept)).toBe('Cotação válida até 15/07/2026');
    expect(lifeQuoteHeadline(kept)).toBe('Porto Seguro · Porto Seguro Vida Individual · Cotação nº PSV-2026-000123');
  });

  it('holds through its last valid day and expires the day after', () => {
    const kept = sampleProposalLifeQuote();
    expect(lifeQuoteExpired(kept, '2026-06-15')).toBe(false);
    expect(lifeQuoteExpired(kept, '2026-07-15')).toBe(false);
    expect(lifeQuoteExpired(kept, '2026-07-16')).toBe(true);
  });

  it('sets lifeInsurance and lifeInsuranceInstitution with the quote, and clears them without it', () => {
    const kept = sampleProposalLifeQuote();
    const withQuote = withLifeQuote(BASE, kept);
    expect(withQuote).toMatchObject({ lifeInsurance: true, lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro' }, lifeQuote: kept });
    expect(lifeInstitutionOfId(1)).toBe('porto_seguro');
    expect(lifeInstitutionOfId(2)).toBeNull();
    expect(withLifeQuote(withQuote, null)).toMatchObject({ lifeInsurance: false, lifeInsuranceInstitution: null, lifeQuote: null });
  });

  it('passes the life quote to the PDF document', () => {
    const kept = sampleProposalLifeQuote();
    expect(proposalDocumentFromQuotation(withLifeQuote(BASE, kept), '2026-06-20', null).lifeQuote).toEqual(kept);
    expect(proposalDocumentFromQuotation(BASE, '2026-06-20', null).lifeQuote).toBeNull();
  });
});
