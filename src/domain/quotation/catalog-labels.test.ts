import { describe, expect, it } from 'vitest';
import { matchesQuotationSearch, quotationSearchTerms } from '../proposal/quotation-search';
import { entityLabel, pickPlanTerms } from './catalog-types';

// How an adhesion entity is shown, the plan terms copied out of a plan, and the search of
// "Minhas cotações" at its edges.

describe('catalog labels', () => {
  it('shows the acronym before the entity name unless the name starts with it', () => {
    expect(entityLabel({ id: 1, name: 'Conselho Regional de Medicina', acronym: 'CRM-SP' })).toBe('CRM-SP — Conselho Regional de Medicina');
    expect(entityLabel({ id: 1, name: 'OAB/SP Ordem dos Advogados', acronym: 'OAB/SP' })).toBe('OAB/SP Ordem dos Advogados');
    expect(entityLabel({ id: 1, name: 'Conselho Regional de Medicina' })).toBe('Conselho Regional de Medicina');
    expect(entityLabel({ id: 1, name: 'Conselho', acronym: '' })).toBe('Conselho');
  });

  it('copies the eight commercial terms and nothing else', () => {
    const terms = { segmentation: 'referência', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'without', isOptional: false, isMei: true, minLives: 2, maxLives: null };
    expect(pickPlanTerms({ ...terms, id: 7, name: 'S380' })).toEqual(terms);
  });
});

describe('quotation search', () => {
  it('matches digits only for a number-like text of at least 3 digits', () => {
    expect(quotationSearchTerms(' (81) 9876 ')).toEqual({ text: '(81) 9876', digits: '819876' });
    expect(quotationSearchTerms('81')).toEqual({ text: '81', digits: null });
    expect(quotationSearchTerms('Ana 987')).toEqual({ text: 'ana 987', digits: null });
    const quotation = { clientName: 'Ana', client: { phone: '81998765432', email: null, document: '11144477735', city: null }, planNames: ['S380'] };
    expect(matchesQuotationSearch(quotation, '(81) 99876')).toBe(true);
    expect(matchesQuotationSearch(quotation, '111.444')).toBe(true);
    expect(matchesQuotationSearch(quotation, '222.333')).toBe(false);
    expect(matchesQuotationSearch(quotation, 'Maria')).toBe(false);
    expect(matchesQuotationSearch({ clientName: 'Ana', planNames: [] }, '999')).toBe(false);
    expect(matchesQuotationSearch(quotation, '   ')).toBe(true);
  });
});
