import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor, type Actor } from 'xstate';
import {
  LIVES_DEBOUNCE_MS,
  NO_RESULTS_MESSAGE,
  QUOTE_FAILURE_MESSAGE,
  applyFilterPatch,
  createQuotationLogic,
  type QuotationInput,
} from '../../src/application/quotation/quotation.machine';
import { countsFromAges, totalLives, type BracketIndex } from '../../src/domain/quotation/age-buckets';
import type { PlanFilter } from '../../src/domain/quotation/catalog';
import { DEFAULT_PLAN_FILTER } from '../../src/domain/quotation/plan-types';
import { createFakePlanCatalog, type FakePlanCatalog } from '../../src/infrastructure/fake/plan-catalog.fake';

const SP = 26;
const PE = 16;

type QuotationActor = Actor<ReturnType<typeof createQuotationLogic>>;

/** The catalog's day: every table of the fake data is in force (the latest from 2026-06-01). */
const CATALOG_CLOCK = { now: () => new Date('2026-07-10T12:00:00Z') };

function arrange(input: QuotationInput = {}, options: { debounceMs?: number; clock?: SimulatedClock } = {}) {
  const catalog = createFakePlanCatalog({ clock: CATALOG_CLOCK });
  const logic = createQuotationLogic({ catalog }, { livesDebounceMs: options.debounceMs ?? 0 });
  const actor = createActor(logic, { input, ...(options.clock ? { clock: options.clock } : {}) }).start();
  return { actor, catalog };
}

function typeLives(actor: QuotationActor, lives: Partial<Record<BracketIndex, number>>) {
  for (const [index, count] of Object.entries(lives)) actor.send({ type: 'lives.count', index: Number(index) as BracketIndex, lives: count });
}

async function quoteSpPme(actor: QuotationActor) {
  actor.send({ type: 'filter.change', patch: { stateId: SP } });
  typeLives(actor, { 0: 2, 3: 1, 9: 1 });
  actor.send({ type: 'quote.submit' });
  return waitFor(actor, (s) => s.matches('results'));
}

/** Lives of a quoted filter (the total of its age groups). */
function livesOf(filter: PlanFilter | null | undefined): number {
  return filter ? totalLives(filter.counts) : 0;
}

function quoteCalls(catalog: FakePlanCatalog) {
  return catalog.calls.filter((call) => call.method === 'quotePage');
}

describe('quotation machine', () => {
  describe('editing', () => {
    it('starts on the default filter of spec point 9', () => {
      const { actor } = arrange();
      const { value, context } = actor.getSnapshot();
      expect(value).toBe('editing');
      expect(context.filter).toEqual({ ...DEFAULT_PLAN_FILTER, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
      expect(context.filter).toMatchObject({ stateId: 1, type: 'PJ', isPme: true, isMei: false });
      expect(totalLives(context.filter.counts)).toBe(0);
    });

    it("fills the brackets from a list of ages ('5, 34 36')", () => {
      const { actor } = arrange();
      actor.send({ type: 'lives.ages', text: '5, 34 36' });
      const { context } = actor.getSnapshot();
      expect(context.filter.counts).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
      expect(totalLives(context.filter.counts)).toBe(3);
      expect(context.agesText).toBe('5, 34 36');
      expect(context.agesError).toBeNull();
    });

    it("says 'Idade inválida: 250' and keeps the counts for an age above 200", () => {
      const { actor } = arrange();
      actor.send({ type: 'lives.ages', text: '5, 34' });
      actor.send({ type: 'lives.ages', text: '5, 34, 250' });
      const { context } = actor.getSnapshot();
      expect(context.agesError).toBe('Idade inválida: 250');
      expect(context.filter.counts).toEqual(countsFromAges([5, 34]));
    });

    it('clears the ages list when a bracket is typed by hand', () => {
      const { actor } = arrange();
      actor.send({ type: 'lives.ages', text: '5 34' });
      actor.send({ type: 'lives.count', index: 9, lives: 2 });
      const { context } = actor.getSnapshot();
      expect(context.agesText).toBe('');
      expect(context.filter.counts).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 2]);
      expect(totalLives(context.filter.counts)).toBe(4);
    });

    it("says 'Informe ao menos uma vida.' only when quoting without lives", () => {
      const { actor, catalog } = arrange();
      actor.send({ type: 'lives.count', index: 0, lives: 0 });
      expect(actor.getSnapshot().context.livesError).toBeNull();
      actor.send({ type: 'quote.submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.livesError).toBe('Informe ao menos uma vida.');
      expect(quoteCalls(catalog)).toHaveLength(0);
      actor.send({ type: 'lives.count', index: 0, lives: 1 });
      expect(actor.getSnapshot().context.livesError).toBeNull();
    });

    it('clears the fields that no longer apply when the type or the state changes', () => {
      const pf = applyFilterPatch(DEFAULT_PLAN_FILTER, { type: 'PF', stateId: SP, entity: 1, occupation: '1' });
      expect(pf).toMatchObject({ type: 'PF', entity: 1, occupation: '1' });
      const pj = applyFilterPatch(pf, { type: 'PJ', porte: 'lives_3_4' });
      expect(pj.entity).toBeUndefined();
      expect(pj.occupation).toBeUndefined();
      expect(pj.porte).toBe('lives_3_4');
      expect(applyFilterPatch(pj, { type: 'CP' }).porte).toBeUndefined();
      const withCity = applyFilterPatch(pj, { stateId: PE, city: 'Recife', accreditedNetworks: [13] });
      const otherState = applyFilterPatch(withCity, { stateId: SP });
      expect(otherState.city).toBeUndefined();
      expect(otherState.accreditedNetworks).toEqual([]);
      expect(applyFilterPatch(pf, { occupation: '3' }).entity).toBeUndefined();
    });
  });

  describe('loading', () => {
    it('asks the catalog with the filter and the total lives', async () => {
      const { actor, catalog } = arrange();
      const release = catalog.hold();
      actor.send({ type: 'filter.change', patch: { stateId: SP } });
      typeLives(actor, { 0: 2, 3: 1, 9: 1 });
      actor.send({ type: 'quote.submit' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(quoteCalls(catalog)[0]).toMatchObject({ filter: { stateId: SP, type: 'PJ', counts: [2, 0, 0, 1, 0, 0, 0, 0, 0, 1] } });
      release();
      await waitFor(actor, (s) => s.matches('results'));
    });

    it('cancels a slow request when a filter changes: only the newest answer is shown', async () => {
      const { actor, catalog } = arrange();
      const release = catalog.hold();
      actor.send({ type: 'filter.change', patch: { stateId: SP } });
      typeLives(actor, { 4: 2 });
      actor.send({ type: 'quote.submit' });
      actor.send({ type: 'filter.change', patch: { type: 'CP' } });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(quoteCalls(catalog)).toHaveLength(2);
      release();
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(done.context.quoted?.type).toBe('CP');
      expect(done.context.plans.length).toBeGreaterThan(0);
      expect(done.context.plans.every((plan) => plan.type === 'CP')).toBe(true);
    });
  });

  describe('results', () => {
    it('lists the PME plans for 4 lives with totals Σ lives × bracket price, figures known beforehand', async () => {
      const { actor } = arrange();
      const done = await quoteSpPme(actor);
      // Lives: 2 in 0-18, 1 in 29-33, 1 in 59+. SP compulsory PME plans for 4 lives: porte I 101–109
      // (110 is porte II, 30–99 lives; 111 optional contribution; 112 MEI, 2 lives).
      expect(done.context.plans.map((plan) => plan.id).sort((a, b) => a - b)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109]);
      const totals = new Map(done.context.plans.map((plan) => [plan.id, plan.totalCents]));
      // Amil S380 QC table (src/infrastructure/fake/catalog-data.json): 2 × R$ 215,00 + R$ 365,50 + R$ 1.247,00.
      expect(totals.get(101)).toBe(204250);
      // Bradesco Saúde Nacional Flex Enfermaria: 2 × R$ 243,00 + R$ 413,10 + R$ 1.409,40.
      expect(totals.get(104)).toBe(230850);
      // SulAmérica Especial 100 Apartamento: 2 × R$ 612,00 + R$ 1.040,40 + R$ 3.549,60.
      expect(totals.get(109)).toBe(581400);
      expect(done.context.plans.every((plan) => plan.lives === 4)).toBe(true);
    });

    it('re-quotes at once when a filter changes, keeping the lives typed', async () => {
      const { actor, catalog } = arrange();
      await quoteSpPme(actor);
      actor.send({ type: 'filter.change', patch: { coverageAreas: ['nacional'] } });
      expect(actor.getSnapshot().value).toBe('loading');
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(quoteCalls(catalog)).toHaveLength(2);
      expect(done.context.quoted?.counts).toEqual([2, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
      expect(done.context.plans.length).toBeGreaterThan(0);
      expect(done.context.plans.every((plan) => plan.coverageArea === 'nacional')).toBe(true);
    });

    it('re-quotes after the lives change', async () => {
      const { actor, catalog } = arrange();
      await quoteSpPme(actor);
      actor.send({ type: 'lives.count', index: 9, lives: 0 });
      expect(actor.getSnapshot().value).toBe('debouncing');
      const done = await waitFor(actor, (s) => s.matches('results') && livesOf(s.context.quoted) === 3);
      expect(quoteCalls(catalog)).toHaveLength(2);
      expect(done.context.plans[0]?.lives).toBe(3);
    });

    it('keeps the sort and the narrowing, and drops a narrowing that no longer exists', async () => {
      const { actor } = arrange();
      await quoteSpPme(actor);
      actor.send({ type: 'results.sort', key: 'operator' });
      actor.send({ type: 'results.narrow', narrowing: { operatorId: 2, accommodation: 'apartment' } });
      expect(actor.getSnapshot().context).toMatchObject({ sort: 'operator', narrowing: { operatorId: 2, accommodation: 'apartment', coparticipation: null } });
      actor.send({ type: 'filter.change', patch: { stateId: 11, city: 'Uberlândia' } });
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(done.context.narrowing).toEqual({ operatorId: 2, accommodation: null, coparticipation: null });
      expect(done.context.sort).toBe('operator');
    });
  });

  describe('loading page 1 again', () => {
    it('asks page 1 again on a new sort, narrowing or view, keeping the list until it comes', async () => {
      const { actor, catalog } = arrange();
      const before = await quoteSpPme(actor);
      const release = catalog.hold();
      actor.send({ type: 'results.sort', key: 'operator' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.plans).toBe(before.context.plans);
      release();
      const sorted = await waitFor(actor, (s) => s.matches('results'));
      expect(quoteCalls(catalog).at(-1)).toMatchObject({ page: { sort: 'operator', grouping: 'offers', page: 1, pageSize: 30 } });
      // Amil (101–103) before Bradesco Saúde (104–106) before SulAmérica (107–109), each cheapest first.
      expect(sorted.context.plans.map((plan) => plan.institution.name)).toEqual(['Amil', 'Amil', 'Amil', 'Bradesco Saúde', 'Bradesco Saúde', 'Bradesco Saúde', 'SulAmérica', 'SulAmérica', 'SulAmérica']);
      actor.send({ type: 'results.group', grouping: 'plans' });
      await waitFor(actor, (s) => s.matches('results'));
      expect(quoteCalls(catalog).at(-1)).toMatchObject({ page: { sort: 'operator', grouping: 'plans', page: 1, pageSize: 100 } });
      actor.send({ type: 'results.narrow', narrowing: { operatorId: 2 } });
      const narrowed = await waitFor(actor, (s) => s.matches('results'));
      expect(narrowed.context).toMatchObject({ count: 3, allCount: 9 });
      expect(narrowed.context.plans.every((plan) => plan.institution.id === 2)).toBe(true);
      expect(narrowed.context.choices.operators.map((operator) => operator.name)).toEqual(['Amil', 'Bradesco Saúde', 'SulAmérica']);
    });

    it('never lets an older answer replace a newer one', async () => {
      const { actor, catalog } = arrange();
      await quoteSpPme(actor);
      const release = catalog.hold();
      actor.send({ type: 'results.sort', key: 'operator' });
      actor.send({ type: 'results.sort', key: 'plan' });
      release();
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(done.context.sort).toBe('plan');
      const names = done.context.plans.map((plan) => plan.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    });
  });

  describe('loadingMore', () => {
    it('asks no page more when every plan is in (appending is in tests/ui/quote-results-paging.test.tsx)', async () => {
      const { actor, catalog } = arrange();
      actor.send({ type: 'results.group', grouping: 'plans' });
      await quoteSpPme(actor);
      // The fake's SP PME answer has 9 plans: the machine asks pages of 100, so nothing more is there.
      expect(actor.getSnapshot().context).toMatchObject({ count: 9, nextPage: null });
      actor.send({ type: 'results.more' });
      expect(actor.getSnapshot().value).toBe('results');
      expect(quoteCalls(catalog)).toHaveLength(1);
    });
  });

  describe('empty', () => {
    it(`ends in empty ('${NO_RESULTS_MESSAGE}') where no plan is sold, and leaves it when the state changes`, async () => {
      const { actor } = arrange();
      typeLives(actor, { 4: 2 });
      actor.send({ type: 'quote.submit' });
      const empty = await waitFor(actor, (s) => s.matches('empty'));
      expect(empty.context.plans).toEqual([]);
      expect(empty.context.quoted?.stateId).toBe(1);
      actor.send({ type: 'filter.change', patch: { stateId: SP } });
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(done.context.plans.length).toBeGreaterThan(0);
    });
  });

  describe('error', () => {
    it(`shows '${QUOTE_FAILURE_MESSAGE}' with the adapter's message, and retries`, async () => {
      const { actor, catalog } = arrange();
      catalog.failNextWith({ kind: 'unavailable', message: 'Servidor fora do ar.' });
      actor.send({ type: 'filter.change', patch: { stateId: SP } });
      typeLives(actor, { 4: 2 });
      actor.send({ type: 'quote.submit' });
      const failed = await waitFor(actor, (s) => s.matches('error'));
      expect(failed.context.error).toBe('Erro ao filtrar planos');
      expect(failed.context.errorDetail).toBe('Servidor fora do ar.');
      actor.send({ type: 'quote.retry' });
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(done.context.error).toBeNull();
    });

    it('fails while the server is unreachable and keeps the lives for the next try', async () => {
      const { actor, catalog } = arrange();
      catalog.goOffline();
      actor.send({ type: 'filter.change', patch: { stateId: SP } });
      actor.send({ type: 'lives.ages', text: '5 34 36' });
      actor.send({ type: 'quote.submit' });
      await waitFor(actor, (s) => s.matches('error'));
      catalog.goOnline();
      actor.send({ type: 'filter.change', patch: { type: 'CP' } });
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(done.context.quoted?.counts).toEqual(countsFromAges([5, 34, 36]));
    });
  });

  describe('debouncing', () => {
    it(`waits ${LIVES_DEBOUNCE_MS} ms after the last lives change before re-quoting`, async () => {
      const clock = new SimulatedClock();
      const { actor, catalog } = arrange({}, { debounceMs: LIVES_DEBOUNCE_MS, clock });
      await quoteSpPme(actor);
      actor.send({ type: 'lives.count', index: 4, lives: 1 });
      clock.increment(LIVES_DEBOUNCE_MS - 100);
      actor.send({ type: 'lives.count', index: 4, lives: 2 });
      clock.increment(LIVES_DEBOUNCE_MS - 1);
      expect(actor.getSnapshot().value).toBe('debouncing');
      expect(quoteCalls(catalog)).toHaveLength(1);
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('loading');
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(livesOf(done.context.quoted)).toBe(6);
    });

    it('goes back to editing, without an error, when every life is removed', async () => {
      const { actor } = arrange();
      actor.send({ type: 'filter.change', patch: { stateId: SP } });
      typeLives(actor, { 0: 2 });
      actor.send({ type: 'quote.submit' });
      await waitFor(actor, (s) => s.matches('results'));
      actor.send({ type: 'lives.count', index: 0, lives: 0 });
      const editing = await waitFor(actor, (s) => s.matches('editing'));
      expect(editing.context.livesError).toBeNull();
    });
  });

  describe('starting', () => {
    it('quotes at once from a restored filter with lives', async () => {
      const filter = applyFilterPatch({ ...DEFAULT_PLAN_FILTER, counts: countsFromAges([30, 31]) }, { stateId: SP });
      const { actor } = arrange({ filter, quoteOnStart: true });
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(livesOf(done.context.quoted)).toBe(2);
    });
  });
});
