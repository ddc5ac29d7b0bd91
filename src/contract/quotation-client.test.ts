import { describe, expect, it } from 'vitest';
import { quotationDataWire, quotationListItemFromData, type QuotationDataWire } from './quotation';

// A saved quotation's client contact, extras and list summary (docs/api: /api/v1/quotation/):
// the refusals a broker's app gets at the field, and the totals the list shows. Values by hand.

const PRICES = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 60000];
const plan = (id: number, institution: number) => ({
  id, name: `Plano ${id}`, institution_id: institution, type: 'PJ' as const, accommodation: 'apartment', coparticipation: 'without' as const,
  coverage_area: 'estadual' as const, segmentation: null, administradora: null,
  price_table: { effective_date: '2026-05-01', illustrative: true, prices_cents: PRICES },
});
const WIRE = {
  clientName: 'Maria', type: 'PJ', lifes: [2, 0, 0, 1, 0, 0, 0, 0, 0, 1], showProposalInfos: false, showProposalPhoto: false,
  proposalInfos: { network: false, coparticipation: false, shortfalls: false, refunds: false },
  institution: [{ id: 7, name: 'Amil', ans_registration: null }],
  healthInsurance: [plan(101, 7), plan(102, 8)],
  accredit: [], coparticipationRules: [], shortfalls: [], refunds: [], similarEntities: [], similarCompanies: [],
  lifeInsurance: false, lifeInsuranceInstitution: null, broker: { name: 'Carla', phone: '', email: '', logo_url: null },
} as unknown as QuotationDataWire;

function messages(data: unknown): Record<string, string[]> {
  const parsed = quotationDataWire.safeParse(data);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('client and extras of a saved quotation', () => {
  it('takes a client with every field null or valid, with the form messages', () => {
    expect(messages({ ...WIRE, client: { phone: null, email: null, document: null, city: null } })).toEqual({});
    expect(messages({ ...WIRE, client: { phone: '11987654321', email: 'ana@exemplo.com.br', document: '11144477735', city: 'Recife' } })).toEqual({});
    expect(messages({ ...WIRE, client: { phone: '123', email: 'ana@', document: '11144477736', city: 'a'.repeat(121) } })).toEqual({
      'client.phone': ['Telefone inválido. Informe o DDD e o número.'],
      'client.email': ['Informe um e-mail válido.'],
      'client.document': ['CPF ou CNPJ inválido.'],
      'client.city': ['A cidade deve ter no máximo 120 caracteres.'],
    });
    expect(messages({ ...WIRE, client: { phone: '1'.repeat(21), email: null, document: null, city: null } })['client.phone']?.[0]).toBe(
      'Certifique-se de que este campo não tenha mais de 20 caracteres.',
    );
  });

  it('recommends only a plan of the proposal', () => {
    const extras = { notes: '', valid_until: '2026-12-31', recommended_plan_id: 102, client_phone: '', client_email: '' };
    expect(messages({ ...WIRE, proposal_extras: extras })).toEqual({});
    expect(messages({ ...WIRE, proposal_extras: { ...extras, recommended_plan_id: 103 } })).toEqual({
      'proposal_extras.recommended_plan_id': ['O plano recomendado precisa ser um dos planos da proposta.'],
    });
    expect(messages({ ...WIRE, proposal_extras: { ...extras, recommended_plan_id: null, valid_until: '2026-02-30' } })).toEqual({
      'proposal_extras.valid_until': ['Data inválida: use AAAA-MM-DD.'],
    });
  });
});

describe('the list summary', () => {
  it('sums the lives and prices each plan for them, operator by name', () => {
    // 2 × 100,00 + 1 × 130,00 + 1 × 600,00 = 930,00.
    expect(quotationListItemFromData('abc', WIRE, '2026-11-27T12:00:00.000Z')).toEqual({
      code: 'abc', client_name: 'Maria', client: null, type: 'PJ', lives: 4, plans: ['Plano 101', 'Plano 102'],
      quoted_plans: [
        { id: 101, name: 'Plano 101', operator: 'Amil', total_cents: 93000 },
        { id: 102, name: 'Plano 102', operator: '', total_cents: 93000 },
      ],
      created_at: '2026-11-27T12:00:00.000Z',
    });
    const client = { phone: null, email: null, document: null, city: 'Recife' };
    expect(quotationListItemFromData('abc', { ...WIRE, client }, '2026-11-27T12:00:00.000Z').client).toEqual(client);
  });
});
