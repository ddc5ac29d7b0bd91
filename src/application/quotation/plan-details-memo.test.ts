import { describe, expect, it } from 'vitest';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import type { PlanDetail } from '../../domain/quotation/catalog';
import type { PlanCatalog } from './plan-catalog';
import { PLAN_DETAILS_TTL_MS, withPlanDetailsMemo } from './plan-details-memo';
import { createQuotationUseCases } from './use-cases';

/** A catalog whose `plan(id)` counts the requests and answers what `answer` says. */
function countingCatalog(answer: (id: number) => Result<PlanDetail, RemoteFailure> = (id) => ok({ id } as PlanDetail)) {
  const asked: number[] = [];
  const catalog = {
    plan(id: number) {
      asked.push(id);
      return Promise.resolve(answer(id));
    },
  } as unknown as PlanCatalog;
  return { catalog, asked };
}

function manualClock(start = Date.parse('2026-11-28T12:00:00Z')) {
  let now = start;
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
}

describe('withPlanDetailsMemo', () => {
  it('answers a plan asked a moment ago without asking the server again', async () => {
    const { catalog, asked } = countingCatalog();
    const { clock, advance } = manualClock();
    const memo = withPlanDetailsMemo(catalog, { clock });
    await memo.plan(7);
    advance(60_000);
    const again = await memo.plan(7);
    expect(again).toEqual(ok({ id: 7 }));
    expect(asked).toEqual([7]);
  });

  it('asks again once the plan is older than the time it is kept', async () => {
    const { catalog, asked } = countingCatalog();
    const { clock, advance } = manualClock();
    const memo = withPlanDetailsMemo(catalog, { clock });
    await memo.plan(7);
    advance(PLAN_DETAILS_TTL_MS);
    await memo.plan(7);
    expect(asked).toEqual([7, 7]);
  });

  it('keeps no failure: the next call (Tentar novamente) asks again', async () => {
    let failing = true;
    const { catalog, asked } = countingCatalog((id) => (failing ? err({ kind: 'unavailable', message: 'Erro ao buscar plano' }) : ok({ id } as PlanDetail)));
    const memo = withPlanDetailsMemo(catalog, manualClock());
    expect((await memo.plan(3)).ok).toBe(false);
    failing = false;
    expect(await memo.plan(3)).toEqual(ok({ id: 3 }));
    expect(asked).toEqual([3, 3]);
  });

  it('shares a request still on its way, and keeps at most maxPlans (the oldest asked goes)', async () => {
    const { catalog, asked } = countingCatalog();
    const memo = withPlanDetailsMemo(catalog, { ...manualClock(), maxPlans: 2 });
    await Promise.all([memo.plan(1), memo.plan(1)]);
    await memo.plan(2);
    await memo.plan(3);
    await memo.plan(2);
    await memo.plan(1);
    expect(asked).toEqual([1, 2, 3, 1]);
  });

  it("asks again when the clock goes back (a plan is never kept from 'the future')", async () => {
    const { catalog, asked } = countingCatalog();
    const { clock, advance } = manualClock();
    const memo = withPlanDetailsMemo(catalog, { clock });
    await memo.plan(5);
    advance(-1);
    await memo.plan(5);
    expect(asked).toEqual([5, 5]);
  });
});

describe('quotation.prefetchPlans', () => {
  it("fetches the picked plans ahead: 'Comparar' then finds them kept, with no request of its own", async () => {
    const { catalog, asked } = countingCatalog();
    const memo = withPlanDetailsMemo(catalog, manualClock());
    const quotation = createQuotationUseCases({ catalog: memo, comparison: { read: () => null, write: () => undefined, clear: () => undefined } });
    quotation.prefetchPlans([101, 107]);
    expect(asked).toEqual([101, 107]);
    const plans = await quotation.plansInFull([107, 101]);
    expect(plans).toEqual(ok([{ id: 107 }, { id: 101 }]));
    expect(asked).toEqual([101, 107]);
  });

  it('reports no failure (the comparison asks again and shows it)', async () => {
    const catalog = { plan: () => Promise.reject(new Error('offline')) } as unknown as PlanCatalog;
    const quotation = createQuotationUseCases({ catalog, comparison: { read: () => null, write: () => undefined, clear: () => undefined } });
    expect(() => quotation.prefetchPlans([1])).not.toThrow();
    // An unhandled rejection would fail the run: let the rejected promise settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
