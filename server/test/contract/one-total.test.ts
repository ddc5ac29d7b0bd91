/**
 * One total everywhere: for every plan a quote answers — individual (CP), adhesion (PF)
 * and company (PJ) quotes in three states of the catalog the seed ships — the results
 * card's 'Total mensal' equals the proposal's 'Total mensal' to the cent.
 *
 * Both sides go the way the SPA goes, through its own ports on the real server: the card's
 * figure is `planMonthlyTotal` over the quote's answer (what PlanCard shows) and the list's
 * sort figure is `quotedMonthlyTotalCents` over the server's `total_cents`; the proposal's is
 * the column of the document built from the proposal as saved and loaded back (plans loaded
 * in full by `selectionQuotation`, six per proposal as the comparison allows). On adhesion
 * plans the administradora's monthly fee (Qualicorp: R$ 12,90 per life) is in both; the
 * one-off adhesion fee in neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProposalUseCases } from '../../../src/application/proposal/use-cases';
import { proposalColumns } from '../../../src/domain/proposal/proposal-columns';
import { proposalDocumentFromQuotation, type QuotationData } from '../../../src/domain/proposal/saved-quotation';
import { MAX_COMPARED_PLANS, type PlanQuote, type PlanFilter } from '../../../src/domain/quotation/catalog';
import { quoteFilterOf } from '../../../src/domain/quotation/plan-eligibility';
import { planMonthlyTotal, quotedMonthlyTotalCents } from '../../../src/domain/quotation/monthly-total';
import { DEFAULT_PLAN_FILTER, type PlanTypeCode } from '../../../src/domain/quotation/plan-types';
import { stateByUf, type StateId } from '../../../src/domain/quotation/states';
import { quoteTotal } from '../../../src/domain/quotation/pricing';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

/** A family of four: two children (0-18), 34 and 36 (34-38). */
const FAMILY = [2, 0, 0, 0, 2, 0, 0, 0, 0, 0] as unknown as PlanFilter['counts'];
const BROKER = { name: 'Carla Mendes Ribeiro', phone: '11987654321', email: 'corretor@cotador.local', logoUrl: null };
const STATES = ['SP', 'PE', 'DF'] as const;
const TYPES: readonly PlanTypeCode[] = ['CP', 'PF', 'PJ'];

let started: StartedBackend;
beforeAll(async () => {
  const server = contractBackends().find((backend) => backend.name === 'server');
  if (!server) throw new Error('no server back end');
  started = await server.start();
  expect(await started.services.auth.login({ username: 'corretor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
}, 300_000); // seeding the server back end; a limit only catches a hang (busy CI machines)
afterAll(() => started.close());

function filterOf(uf: string, type: PlanTypeCode): PlanFilter {
  const state = stateByUf(uf);
  if (!state) throw new Error(`no state ${uf}`);
  return { ...DEFAULT_PLAN_FILTER, stateId: state.id as StateId, type, isPme: type === 'PJ', counts: FAMILY };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The proposal's 'Total mensal' of each plan, by id: the plans saved as proposals of at most six, loaded back. */
async function proposalTotals(plans: readonly PlanQuote[], filter: PlanFilter): Promise<Map<number, number>> {
  const useCases = createProposalUseCases(started.services);
  const totals = new Map<number, number>();
  for (const group of chunks(plans, MAX_COMPARED_PLANS)) {
    const base = await useCases.selectionQuotation({ planIds: group.map((plan) => plan.id), filter }, BROKER);
    if (!base.ok) throw new Error(`selection ${JSON.stringify(base.error)}`);
    const { dentalOptions: _dental, ...rest } = base.value;
    const data: QuotationData = {
      ...rest,
      clientName: 'Maria José da Conceição',
      showProposalInfos: false,
      showProposalPhoto: false,
      proposalInfos: { network: false, coparticipation: false, shortfalls: false, refunds: false },
    };
    const saved = await useCases.saveProposal(data);
    if (!saved.ok) throw new Error(`save ${JSON.stringify(saved.error)}`);
    const loaded = await useCases.loadProposal(saved.value.code);
    if (!loaded.ok) throw new Error(`load ${JSON.stringify(loaded.error)}`);
    for (const column of proposalColumns(proposalDocumentFromQuotation(loaded.value.data, '2026-11-20', null))) totals.set(column.plan.id, column.totalCents);
  }
  return totals;
}

describe('one monthly total on the card and the proposal', () => {
  it.each(TYPES.flatMap((type) => STATES.map((uf) => [type, uf] as const)))('%s in %s: every plan’s card total is its proposal total, to the cent', async (type, uf) => {
    const filter = filterOf(uf, type);
    const quote = await started.services.catalog.quote(quoteFilterOf(filter));
    if (!quote.ok) throw new Error(`quote ${JSON.stringify(quote.error)}`);
    const plans = quote.value.plans;
    expect(plans.length, `${type} plans in ${uf}`).toBeGreaterThan(0);

    const proposal = await proposalTotals(plans, filter);
    const mismatches: string[] = [];
    let withFee = 0;
    for (const plan of plans) {
      const card = planMonthlyTotal(plan, FAMILY).totalCents;
      const fee = plan.administradoraFees?.monthlyCentsPerLife ?? 0;
      if (fee > 0) withFee += 1;
      // The card's figure is the operator's price plus 4 × the monthly fee, never the one-off adhesion fee.
      expect(card).toBe(quoteTotal(plan.priceTable.pricesCents, FAMILY) + 4 * fee);
      if (card !== quotedMonthlyTotalCents(plan) || card !== proposal.get(plan.id)) {
        mismatches.push(`${plan.id} ${plan.name}: card ${card}, list ${quotedMonthlyTotalCents(plan)}, proposal ${proposal.get(plan.id)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Adhesion quotes carry the administradora's monthly fee (the case the totals used to disagree on); other types none.
    if (type === 'PF') expect(withFee, `PF plans with a monthly fee in ${uf}`).toBeGreaterThan(0);
    else expect(withFee).toBe(0);
  });
});
