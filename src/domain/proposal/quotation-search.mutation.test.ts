/**
 * The search of 'Minhas cotações': the folded text (accents, case, spaces) against the
 * client's name, e-mail and city and the plans' names; a number-like text of 3 or more
 * digits also against the phone and CPF/CNPJ. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { matchesQuotationSearch, quotationSearchTerms, type SearchableQuotation } from './quotation-search';

const QUOTATION: SearchableQuotation = {
  clientName: 'Conceição Araújo',
  client: { phone: '81987654321', email: 'conceicao@exemplo.com', document: '11144477735', city: 'Jaboatão dos Guararapes' },
  planNames: ['Amil Fácil S80', 'Hapvida Nosso Plano'],
};

describe('quotationSearchTerms', () => {
  it('keeps the digits of a number-like text of 3 or more digits', () => {
    expect(quotationSearchTerms(' (81) 9876-5 ')).toEqual({ text: '(81) 9876-5', digits: '8198765' });
    expect(quotationSearchTerms('111.444/+')).toEqual({ text: '111.444/+', digits: '111444' });
    expect(quotationSearchTerms('123')).toEqual({ text: '123', digits: '123' });
  });

  it('has no digits for fewer than 3, or with letters', () => {
    expect(quotationSearchTerms('12')).toEqual({ text: '12', digits: null });
    expect(quotationSearchTerms('S80')).toEqual({ text: 's80', digits: null });
    expect(quotationSearchTerms('plano 123')).toEqual({ text: 'plano 123', digits: null });
    expect(quotationSearchTerms('')).toEqual({ text: '', digits: null });
  });
});

describe('matchesQuotationSearch', () => {
  it('matches everything with a blank search', () => {
    expect(matchesQuotationSearch(QUOTATION, '   ')).toBe(true);
  });

  it('finds the name, e-mail, city and plan names, accents and case ignored', () => {
    expect(matchesQuotationSearch(QUOTATION, 'CONCEICAO araujo')).toBe(true);
    expect(matchesQuotationSearch(QUOTATION, 'exemplo.com')).toBe(true);
    expect(matchesQuotationSearch(QUOTATION, 'jaboatao')).toBe(true);
    expect(matchesQuotationSearch(QUOTATION, 'fácil s80')).toBe(true);
    expect(matchesQuotationSearch(QUOTATION, 'nosso plano')).toBe(true);
    expect(matchesQuotationSearch(QUOTATION, 'Bradesco')).toBe(false);
  });

  it('does not join two fields into one match', () => {
    expect(matchesQuotationSearch(QUOTATION, 'araujoconceicao')).toBe(false);
    expect(matchesQuotationSearch(QUOTATION, 's80hapvida')).toBe(false);
  });

  it('finds the phone or CPF digits of a number-like search', () => {
    expect(matchesQuotationSearch(QUOTATION, '(81) 98765')).toBe(true);
    expect(matchesQuotationSearch(QUOTATION, '444.777')).toBe(true);
    expect(matchesQuotationSearch(QUOTATION, '555')).toBe(false);
  });

  it('searches a quotation without a client by its name and plans only', () => {
    const bare = { clientName: 'Maria', client: null, planNames: ['Amil'] };
    expect(matchesQuotationSearch(bare, 'maria')).toBe(true);
    expect(matchesQuotationSearch(bare, '819')).toBe(false);
    expect(matchesQuotationSearch(bare, 'undefined')).toBe(false);
    expect(matchesQuotationSearch({ clientName: 'Maria', planNames: [] }, 'stryker')).toBe(false);
  });
});
