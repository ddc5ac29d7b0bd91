/**
 * The finalization starts from what is known (nothing retyped): the client typed with the
 * quote, the broker's profile, country Brasil; and a saved proposal reopens with every value
 * it was sent with.
 */
import { describe, expect, it } from 'vitest';
import { implantationFormToWire, implantationWireToForm } from '../../contract/life-implantation';
import { sampleImplantationForm } from '../../contract/life-implantation.sample';
import { sampleLifeQuote, SAMPLE_LIFE_QUOTE_DAY } from '../../domain/proposal/__fixtures__/life-quote';
import { CLIENT_PHONE_FIELD, clientProblems } from './life-answers';
import type { ChosenLifeQuote } from './life-quote-gateway';
import { initialImplantationValues } from './use-cases';

const choice = (client?: ChosenLifeQuote['client']): ChosenLifeQuote => ({
  institution: 'porto_seguro',
  quotationId: '00000000-0000-4000-8000-000000000001',
  quote: sampleLifeQuote(),
  answers: {},
  ...(client ? { client } : {}),
});

describe('the finalization form, prefilled', () => {
  it("takes the client's name and phone typed with the quote, the broker's name from his profile, and Brasil", () => {
    const values = initialImplantationValues(choice({ name: ' Ana Souza ', phone: '11987654321' }), SAMPLE_LIFE_QUOTE_DAY, { name: 'Carlos Corretor' });
    expect(values).toMatchObject({ name: 'Ana Souza', phone: '(11) 98765-4321', brokerage: 'Carlos Corretor', country: 'BR', birth_date: '1991-01-01', age: 35 });
  });

  it('leaves them empty when nothing was typed (and no broker is known)', () => {
    expect(initialImplantationValues(choice(), SAMPLE_LIFE_QUOTE_DAY)).toMatchObject({ name: '', phone: '', brokerage: '', country: 'BR' });
  });
});

describe('a saved proposal reopened', () => {
  it('fills the form with what was sent (masks and DD/MM/AAAA back); sending it again sends the same proposal', () => {
    const wire = implantationFormToWire(sampleImplantationForm());
    const form = implantationWireToForm(JSON.parse(JSON.stringify(wire)), SAMPLE_LIFE_QUOTE_DAY);
    expect(form).toMatchObject({ cpf: '529.982.247-25', phone: '(11) 98765-4321', id_issue_date: '10/02/2010', address: { cep: '01310-100' } });
    expect(form?.beneficiaries.map((beneficiary) => beneficiary.share_percent)).toEqual(['60', '40']);
    expect(implantationFormToWire(form!)).toEqual(wire);
  });

  it('answers null for something that is not a proposal', () => {
    expect(implantationWireToForm({ name: 'x' }, SAMPLE_LIFE_QUOTE_DAY)).toBeNull();
  });
});

describe("the client's fields on step 1", () => {
  it('are optional, and a phone typed must have DDD and number', () => {
    expect(clientProblems({ name: '', phone: '' })).toEqual({});
    expect(clientProblems({ name: 'Ana', phone: '(11) 98765-4321' })).toEqual({});
    expect(clientProblems({ name: 'Ana', phone: '(11) 9876' })).toEqual({ [CLIENT_PHONE_FIELD]: 'Telefone inválido. Informe o DDD e o número.' });
  });
});
