import { describe, expect, it } from 'vitest';
import { lifeQuotationAdmission } from './quotation-request';

const TITLE = 'Profissionais de organização e administração de empresas e afins';
const ana = { name: 'Ana Souza', phone: '11987654321' };

describe('lifeQuotationAdmission', () => {
  it('refuses an occupation the service does not know, before looking at the client', () => {
    expect(lifeQuotationAdmission({ professionTitle: undefined, pickedClientKnown: false }, { pickedId: 9, typedContact: null })).toEqual({ kind: 'unknown_profession' });
  });

  it("takes a picked client of the account", () => {
    expect(lifeQuotationAdmission({ professionTitle: TITLE, pickedClientKnown: true }, { pickedId: 9, typedContact: null })).toEqual({
      kind: 'accepted',
      professionTitle: TITLE,
      client: { kind: 'picked', clientId: 9 },
    });
  });

  it("refuses a picked client that is not the account's, even with a typed contact", () => {
    expect(lifeQuotationAdmission({ professionTitle: TITLE, pickedClientKnown: false }, { pickedId: 9, typedContact: ana })).toEqual({ kind: 'unknown_client' });
  });

  it('takes a typed contact, to be found or created', () => {
    expect(lifeQuotationAdmission({ professionTitle: TITLE, pickedClientKnown: undefined }, { pickedId: undefined, typedContact: ana })).toEqual({
      kind: 'accepted',
      professionTitle: TITLE,
      client: { kind: 'typed', contact: ana },
    });
  });

  it('takes a request without a client', () => {
    expect(lifeQuotationAdmission({ professionTitle: TITLE, pickedClientKnown: undefined }, { pickedId: undefined, typedContact: null })).toEqual({
      kind: 'accepted',
      professionTitle: TITLE,
      client: { kind: 'none' },
    });
  });
});
