import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  clientFromDraft,
  draftFromClient,
  maskDocument,
  validateClientDocument,
  validateClientDraft,
  validateClientPhone,
} from './client';
import { whatsappShareUrl } from './saved-quotation';
import { matchesQuotationSearch } from './quotation-search';

describe('client record', () => {
  it('accepts an empty record: every field is optional', () => {
    expect(validateClientDraft({ phone: '', email: '', document: '', city: '' })).toBeNull();
    expect(clientFromDraft({ phone: '', email: ' ', document: '', city: '' })).toEqual({ phone: null, email: null, document: null, city: null });
  });

  it('checks a CPF or a CNPJ by its check digits, masked or not', () => {
    expect(validateClientDocument('111.444.777-35')).toEqual([]);
    expect(validateClientDocument('11222333000181')).toEqual([]);
    expect(validateClientDocument('111.444.777-36')).toEqual([CLIENT_MESSAGES.documentInvalid]);
    expect(validateClientDocument('11.222.333/0001-80')).toEqual([CLIENT_MESSAGES.documentInvalid]);
    expect(validateClientDocument('1234')).toEqual([CLIENT_MESSAGES.documentInvalid]);
  });

  it('masks the document as CPF up to 11 digits and as CNPJ beyond', () => {
    expect(maskDocument('11144477735')).toBe('111.444.777-35');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('refuses a phone without DDD and says which fields are wrong', () => {
    expect(validateClientPhone('98765-4321')).toEqual([CLIENT_MESSAGES.phoneInvalid]);
    expect(validateClientDraft({ phone: '(81) 9876', email: 'maria@', document: '', city: 'Recife' })).toEqual({
      phone: CLIENT_MESSAGES.phoneInvalid,
      email: CLIENT_MESSAGES.emailInvalid,
    });
  });

  it('stores digits and lower case, and shows them masked again', () => {
    const client = clientFromDraft({ phone: '(81) 98765-4321', email: ' Maria@Exemplo.com.br ', document: '111.444.777-35', city: ' Recife ' });
    expect(client).toEqual({ phone: '81987654321', email: 'maria@exemplo.com.br', document: '11144477735', city: 'Recife' });
    expect(draftFromClient(client)).toEqual({ phone: '(81) 98765-4321', email: 'maria@exemplo.com.br', document: '111.444.777-35', city: 'Recife' });
  });

  it("sends the WhatsApp share to the client's number (with Brazil's 55) when there is one", () => {
    expect(whatsappShareUrl('Maria', 'https://x/p/1', '81987654321')).toMatch(/^https:\/\/wa\.me\/5581987654321\?text=Ol%C3%A1%2C%20Maria/);
    expect(whatsappShareUrl('Maria', 'https://x/p/1', null)).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });
});

describe('search of Minhas cotações', () => {
  const quotation = {
    clientName: 'João Ávila',
    client: { phone: '81987654321', email: 'joao@exemplo.com', document: '11144477735', city: 'Recife' },
    planNames: ['Nosso Plano Enfermaria'],
  };
  it('matches the name, city or plan with accents and case ignored, and phone or CPF digits however typed', () => {
    expect(matchesQuotationSearch(quotation, 'joao avila')).toBe(true);
    expect(matchesQuotationSearch(quotation, 'RECIFE')).toBe(true);
    expect(matchesQuotationSearch(quotation, 'enfermaria')).toBe(true);
    expect(matchesQuotationSearch(quotation, '(81) 98765')).toBe(true);
    expect(matchesQuotationSearch(quotation, '111.444')).toBe(true);
    expect(matchesQuotationSearch(quotation, 'Olinda')).toBe(false);
    expect(matchesQuotationSearch(quotation, '222.333')).toBe(false);
    expect(matchesQuotationSearch(quotation, '')).toBe(true);
  });
});

describe('segmentation label', () => {
  it('capitalises each segment and keeps the connectors lower case', async () => {
    const { segmentationLabel } = await import('../quotation/plan-types');
    expect(segmentationLabel('ambulatorial + hospitalar com obstetrícia')).toBe('Ambulatorial + Hospitalar com Obstetrícia');
    expect(segmentationLabel('HOSPITALAR SEM OBSTETRÍCIA')).toBe('Hospitalar sem Obstetrícia');
    expect(segmentationLabel('referência')).toBe('Referência');
    expect(segmentationLabel('')).toBe('');
  });
});
