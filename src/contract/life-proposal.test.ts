import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, proofMatches, toSharedProposalHolder, toSharedProposalSummary, wireErrorKeyToFormField } from './life-proposal';
import type { LifeQuoteWire } from './life';

// The client's life-proposal link: what the anonymous page and the proven page show (no more),
// the identity proof, and the 400 keys as form fields.

describe('life proposal page', () => {
  it('shows the holder with the CPF masked and the account reduced to 2 digits', () => {
    const payment = { method: 'debito_em_conta', installments: 3 } as never;
    expect(toSharedProposalHolder({
      name: 'Ana Souza', cpf: '11144477735', email: 'ana@exemplo.com.br', address: { city: 'Recife', uf: 'PE' },
      beneficiaries: [{ name: 'João', share_percent: 100, cpf: '52998224725' } as never],
      bank_account: { bank_code: '001', account: '1234567-8' }, payment,
    }, 'Banco do Brasil')).toEqual({
      name: 'Ana Souza', cpf_masked: '***.444.777-**', email: 'ana@exemplo.com.br', address: { city: 'Recife', uf: 'PE' },
      beneficiaries: [{ name: 'João', share_percent: 100 }], bank: { code: '001', name: 'Banco do Brasil', account_end: '-8' }, payment,
    });
  });

  it('shows the anonymous page the plan, price and capitals only', () => {
    const quote = {
      title: 'Porto Seguro Vida Individual', price: 'R$ 38,11', monthly_price_cents: 3811,
      details: { quote_number: 'PSV-2026-000001', final_validity: '2026-07-15', rates: [1] },
      coverages: [{ code: 'MORTE', title: 'Morte', capital_kind: 'lump_sum', capital_cents: 100_000_00, rate: 0.1 }],
    } as unknown as LifeQuoteWire;
    expect(toSharedProposalSummary(quote, 'Ana Souza')).toEqual({
      name: 'Ana Souza', title: 'Porto Seguro Vida Individual', price: 'R$ 38,11', monthly_price_cents: 3811, quote_number: 'PSV-2026-000001',
      final_validity: '2026-07-15', coverages: [{ code: 'MORTE', title: 'Morte', capital_kind: 'lump_sum', capital_cents: 100_000_00 }],
    });
  });

  it('opens the proposal to the same birth date and the last CPF digits', () => {
    const stored = { birth_date: '1991-01-01', cpf: '111.444.777-35' };
    expect(proofMatches(stored, { birth_date: '1991-01-01', cpf_end: '35' } as never)).toBe(false);
    // The last 4 digits (docs/life-insurance.md).
    const end = '7735';
    expect(proofMatches(stored, { birth_date: '1991-01-01', cpf_end: end } as never)).toBe(true);
    expect(proofMatches(stored, { birth_date: '1991-01-02', cpf_end: end } as never)).toBe(false);
    expect(proofMatches({ ...stored, cpf: '11144477799' }, { birth_date: '1991-01-01', cpf_end: end } as never)).toBe(false);
  });

  it('turns the 400 keys into form fields, once each', () => {
    expect(wireErrorKeyToFormField('proposal.address.cep')).toBe('address.cep');
    expect(wireErrorKeyToFormField('proposal.beneficiaries.0.cpf')).toBe('beneficiaries.0.cpf');
    expect(wireErrorKeyToFormField('quote.price')).toBeNull();
    expect(issuesToFieldErrors([
      { path: [], message: 'Proposta inválida.' },
      { path: ['proposal', 'beneficiaries', 0, 'cpf'], message: 'CPF inválido.' },
      { path: ['proposal', 'beneficiaries', 0, 'cpf'], message: 'CPF inválido.' },
      { path: ['proposal', 'beneficiaries', 0, 'cpf'], message: 'Este campo é obrigatório.' },
    ])).toEqual({ non_field_errors: ['Proposta inválida.'], 'proposal.beneficiaries.0.cpf': ['CPF inválido.', 'Este campo é obrigatório.'] });
  });
});
