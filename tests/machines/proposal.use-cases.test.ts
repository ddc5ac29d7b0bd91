/**
 * The proposal use cases (src/application/proposal/use-cases.ts) over the in-memory
 * fakes: the selection as quotation data, the code of a saved proposal, and the PDF
 * failure message of spec point 8.
 */
import { describe, expect, it, vi } from 'vitest';
import { createProposalUseCases, PDF_ERROR_MESSAGE, type ProposalPorts } from '../../src/application/proposal/use-cases';
import type { ComparisonSelection } from '../../src/domain/quotation/catalog';
import { DEFAULT_PLAN_FILTER } from '../../src/domain/quotation/plan-types';
import { createFakePlanCatalog } from '../../src/infrastructure/fake/plan-catalog.fake';
import { createFakeQuotationStore } from '../../src/infrastructure/fake/quotation-store.fake';
import { createFakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import { createStoredTokenStore } from '../../src/infrastructure/token-store.storage';
import { createFakeClientStore } from '../../src/infrastructure/fake/client-store.fake';
import { createStoredChosenLifeQuoteStore } from '../../src/infrastructure/life-chosen-quote.storage';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { sampleLifeQuote } from '../../src/domain/proposal/__fixtures__/life-quote';
import type { Clock } from '../../src/application/shared/clock';

const NOW = new Date('2026-07-10T12:00:00Z');
const clock = { now: () => NOW };
const broker = { name: 'Carla Mendes Ribeiro', phone: '11987654321', email: 'corretor@cotador.local', logoUrl: null };

function arrange(options: { pdfTools?: ProposalPorts['pdfTools']; selection?: ComparisonSelection | null; clock?: Clock } = {}) {
  const catalog = createFakePlanCatalog({ clock });
  // A paying broker's session: saving a proposal is paid.
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  tokens.write({ access: 'fake-access:corretor', refresh: 'fake-refresh:corretor' });
  const auth = createFakeAuthGateway({ tokens, clock });
  const quotations = createFakeQuotationStore({ clock, auth });
  const chosenLifeQuotes = createStoredChosenLifeQuoteStore(createMemoryKeyValueStore());
  let stored = options.selection ?? null;
  const ports: ProposalPorts = {
    catalog,
    quotations,
    clients: createFakeClientStore({ clock, quotations, auth }),
    chosenLifeQuotes,
    clock: options.clock ?? clock,
    comparison: {
      read: () => stored,
      write: (selection) => {
        stored = selection;
      },
      clear: () => {
        stored = null;
      },
    },
    pdfTools: options.pdfTools ?? (() => Promise.reject(new Error('no renderer in this test'))),
  };
  let codes = 0;
  const useCases = createProposalUseCases(ports, { newCode: () => `00000000-0000-4000-8000-00000000000${++codes}` });
  return { useCases, catalog, chosenLifeQuotes };
}

const selection: ComparisonSelection = { planIds: [101, 107], filter: { ...DEFAULT_PLAN_FILTER, stateId: 26, counts: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1] } };

describe('proposal use cases', () => {
  it('turns the selection into quotation data: the plans in the order picked, the lives of its filter, the broker', async () => {
    const { useCases } = arrange({ selection });
    expect(useCases.currentSelection()).toBe(selection);
    const result = await useCases.selectionQuotation(selection, broker);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.plans.map((plan) => plan.id)).toEqual([101, 107]);
    expect(result.value).toMatchObject({ type: 'PJ', lives: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1], broker, lifeInsurance: false });
  });

  it('fails the selection with the message of the first plan that cannot be loaded', async () => {
    const { useCases } = arrange();
    const result = await useCases.selectionQuotation({ ...selection, planIds: [101, 999_999] }, broker);
    expect(result).toEqual({ ok: false, error: { kind: 'not-found', message: 'Plano não encontrado.' } });
  });

  it('saves each proposal under a new code and loads it back by that code', async () => {
    const { useCases } = arrange();
    const base = await useCases.selectionQuotation(selection, broker);
    if (!base.ok) throw new Error(base.error.message);
    const data = {
      ...base.value,
      clientName: 'Maria',
      showProposalInfos: true,
      showProposalPhoto: false,
      proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
    };
    const first = await useCases.saveProposal(data);
    const second = await useCases.saveProposal(data);
    expect(first).toMatchObject({ ok: true, value: { code: '00000000-0000-4000-8000-000000000001' } });
    expect(second).toMatchObject({ ok: true, value: { code: '00000000-0000-4000-8000-000000000002' } });
    expect(await useCases.loadProposal('00000000-0000-4000-8000-000000000001')).toMatchObject({ ok: true, value: { data: { clientName: 'Maria' } } });
  });

  it("answers 'Erro ao gerar PDF, por favor tente novamente.' when the renderer cannot be loaded", async () => {
    const { useCases } = arrange();
    const base = await useCases.selectionQuotation(selection, broker);
    if (!base.ok) throw new Error(base.error.message);
    const data = { ...base.value, clientName: 'Maria', showProposalInfos: true, showProposalPhoto: false, proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true } };
    expect(PDF_ERROR_MESSAGE).toBe('Erro ao gerar PDF, por favor tente novamente.');
    expect(await useCases.proposalPdf(data)).toEqual({ ok: false, error: { kind: 'pdf-failed', message: PDF_ERROR_MESSAGE } });
  });

  it('renders the PDF dated today (the clock) under the client’s file name', async () => {
    const rendered: string[] = [];
    const pdfTools: ProposalPorts['pdfTools'] = async () => ({
      loadLogo: async () => null,
      renderer: {
        render: async (doc) => {
          rendered.push(doc.date);
          return new Uint8Array([37, 80, 68, 70]);
        },
      },
    });
    const { useCases } = arrange({ pdfTools });
    const base = await useCases.selectionQuotation(selection, broker);
    if (!base.ok) throw new Error(base.error.message);
    const data = { ...base.value, clientName: 'Maria José', showProposalInfos: true, showProposalPhoto: false, proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true } };
    const pdf = await useCases.proposalPdf(data);
    expect(pdf.ok && pdf.value.bytes).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(pdf.ok && pdf.value.fileName).toBe('proposta-maria-jose.pdf');
    expect(rendered).toEqual(['2026-07-10']);
  });

  it('starts loading the PDF tools when asked to prepare, without failing when they cannot load (the real call reports it)', async () => {
    let loads = 0;
    const { useCases } = arrange({
      pdfTools: () => {
        loads += 1;
        return Promise.reject(new Error('offline'));
      },
    });
    expect(useCases.preparePdf()).toBeUndefined();
    expect(loads).toBe(1);
    await new Promise((resolve) => setImmediate(resolve)); // no unhandled rejection surfaces
  });

  it('given the proposal, prepares the PDF by rendering it (dated today) and throwing it away; a failing render ends the warm-up, ignored', async () => {
    const rendered: string[] = [];
    const pdfTools: ProposalPorts['pdfTools'] = async () => ({
      loadLogo: async () => null,
      renderer: {
        render: async (doc) => {
          rendered.push(`${doc.clientName} ${doc.date}`);
          throw new Error('broken font');
        },
      },
    });
    const { useCases } = arrange({ pdfTools });
    const base = await useCases.selectionQuotation(selection, broker);
    if (!base.ok) throw new Error(base.error.message);
    const data = { ...base.value, clientName: 'Maria José', showProposalInfos: true, showProposalPhoto: false, proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true } };
    expect(useCases.preparePdf(data)).toBeUndefined();
    await vi.waitFor(() => expect(rendered).toEqual(['Maria José 2026-07-10']));
    await new Promise((resolve) => setImmediate(resolve)); // no unhandled rejection surfaces
  });

  it('offers the chosen life quote as quoted while it is valid, and puts it in the saved proposal with lifeInsurance and its insurer', async () => {
    const quote = sampleLifeQuote(); // issued 2026-06-15, valid until 2026-07-15
    const onLastDay = arrange({ clock: { now: () => new Date('2026-07-15T23:30:00-03:00') } });
    expect(onLastDay.useCases.latestLifeQuote()).toBeNull();
    onLastDay.chosenLifeQuotes.save({ institution: 'porto_seguro', quotationId: 'q-1', quote, answers: {} });
    const offered = onLastDay.useCases.latestLifeQuote();
    expect(offered).toMatchObject({ insurerName: 'Porto Seguro', quoteNumber: 'PSV-2026-000123', validUntil: '2026-07-15', monthlyPriceCents: 3811 });
    expect(offered?.coverages.map((coverage) => [coverage.code, coverage.capitalCents])).toEqual([
      ['MORTE', 100_000_00],
      ['ASSISTENCIA_FUNERAL', 5_000_00],
    ]);

    const base = await onLastDay.useCases.selectionQuotation(selection, broker);
    if (!base.ok || !offered) throw new Error('no data');
    const data = onLastDay.useCases.withLifeQuote({ ...base.value, clientName: 'Maria', showProposalInfos: false, showProposalPhoto: false, proposalInfos: { network: false, coparticipation: false, shortfalls: false, refunds: false } }, offered);
    const saved = await onLastDay.useCases.saveProposal(data);
    if (!saved.ok) throw new Error(saved.error.message);
    const loaded = await onLastDay.useCases.loadProposal(saved.value.code);
    expect(loaded).toMatchObject({ ok: true, value: { data: { lifeInsurance: true, lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro' }, lifeQuote: offered } } });

    // the next day (Brasília) the quote has expired: not offered any more
    const nextDay = arrange({ clock: { now: () => new Date('2026-07-16T03:30:00Z') } });
    nextDay.chosenLifeQuotes.save({ institution: 'porto_seguro', quotationId: 'q-1', quote, answers: {} });
    expect(nextDay.useCases.latestLifeQuote()).toBeNull();
  });
});
