/**
 * The full plan's answer is kept per catalog snapshot and per Brasília day: a plan opened
 * again is not read again, while a catalog write, a new day or an unknown plan is never
 * answered from what was kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDetailWire, type PlanDetailWire } from '../../../src/contract/catalog-pages';
import { drizzleCatalogStore } from '../../src/modules/catalog/repositories/drizzle-catalog-store';
import { createCatalogSnapshotSource, type CatalogSnapshotSource } from '../../src/modules/catalog/use-cases/catalog-snapshot-source';
import type { CatalogStore } from '../../src/modules/catalog/use-cases/catalog-store';
import { createPlanDetailAnswers } from '../../src/modules/catalog/use-cases/plan-detail-answer';
import { administradoraFeesOnce } from '../../src/modules/catalog/use-cases/quote-answer';
import { plans } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { CATALOG_TEST_START, createCatalogKit, type CatalogKit } from './catalog-test-kit';

let kit: CatalogKit;
let source: CatalogSnapshotSource;

beforeAll(async () => {
  kit = await createCatalogKit();
  source = createCatalogSnapshotSource({ db: kit.ctx.db, checkIntervalMs: 0 });
});
afterAll(async () => {
  source.close();
  await kit.ctx.close();
});

/** The catalog store with a count of plan reads. */
function countingStore(): { store: CatalogStore; planReads: () => number } {
  const store = drizzleCatalogStore(kit.ctx.db);
  let reads = 0;
  return {
    store: {
      ...store,
      planById: (id, today) => {
        reads += 1;
        return store.planById(id, today);
      },
    },
    planReads: () => reads,
  };
}

/** The answers of one app over the kit's database, with a movable "now". */
function answersAt(now: { value: Date }) {
  const counted = countingStore();
  const answers = createPlanDetailAnswers({ clock: () => now.value, snapshot: source, store: counted.store, fees: administradoraFeesOnce(counted.store) });
  const open = async (id: number): Promise<PlanDetailWire | null> => {
    const answer = await answers.answer(id);
    return answer.kind === 'ok' ? planDetailWire.parse(JSON.parse(answer.body.json.toString('utf8'))) : null;
  };
  return { open, planReads: counted.planReads };
}

async function somePlanId(): Promise<number> {
  const quoted = await kit.quote({ state: 25, type: 'PJ', age_0_18: 1, age_19_23: 1 });
  const first = quoted.results[0];
  expect(first).toBeDefined();
  return first!.id;
}

describe('the full plan kept per catalog version', () => {
  it('answers a plan opened again without reading it, and the same body the route sends', async () => {
    const id = await somePlanId();
    const { open, planReads } = answersAt({ value: CATALOG_TEST_START });
    const first = await open(id);
    const again = await open(id);
    expect(first?.id).toBe(id);
    expect(again).toEqual(first);
    expect(planReads()).toBe(1);
    // What a broker receives over HTTP is that body, field for field (nothing added or left out by a serializer).
    expect(await kit.plan(id)).toEqual(first);
  });

  it('reads the plan again on another Brasília day (the day picks the price table in force)', async () => {
    const id = await somePlanId();
    const now = { value: CATALOG_TEST_START };
    const { open, planReads } = answersAt(now);
    await open(id);
    now.value = new Date(CATALOG_TEST_START.getTime() + 24 * 3600 * 1000);
    await open(id);
    expect(planReads()).toBe(2);
  });

  it('shows a catalog write at once: the renamed plan, not the kept answer', async () => {
    const id = await somePlanId();
    const { open } = answersAt({ value: CATALOG_TEST_START });
    const before = await open(id);
    const renamed = `${before!.name} (renomeado)`;
    await kit.ctx.db.update(plans).set({ name: renamed }).where(eq(plans.id, id));
    expect((await open(id))?.name).toBe(renamed);
  });

  it('never keeps "not found": a plan that does not exist is read each time', async () => {
    const { open, planReads } = answersAt({ value: CATALOG_TEST_START });
    const unknown = 999_999_999;
    expect(await open(unknown)).toBeNull();
    expect(await open(unknown)).toBeNull();
    expect(planReads()).toBe(2);
  });
});
