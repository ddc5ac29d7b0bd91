/**
 * ComparisonStore kept in a KeyValueStore (local storage in the browser) under
 * 'cotador.comparison': `{"version":1,"planIds":[...],"filter":{...}}`. What is read
 * back is validated with zod; anything unreadable (old format, hand-edited) is no
 * selection rather than an error. A `lives` total stored by older versions is ignored
 * (lives are the filter's `counts`).
 */
import { z } from 'zod/mini';
import type { ComparisonStore } from '../application/quotation/comparison-store';
import { AGE_BRACKETS, isBracketCounts } from '../domain/quotation/age-buckets';
import { COVERAGE_AREA_CODES, PLAN_TYPE_CODES, PORTE_CODES } from '../domain/quotation/plan-types';
import { MAX_COMPARED_PLANS, type ComparisonSelection, type PlanFilter } from '../domain/quotation/catalog';
import type { KeyValueStore } from '../application/shared/key-value-store';

export const COMPARISON_STORAGE_KEY = 'cotador.comparison';

const count = z.number().check(z.int(), z.gte(0), z.lte(100000));

const filterSchema = z.object({
  stateId: z.number().check(z.int(), z.gte(1), z.lte(27)),
  city: z.optional(z.string()),
  occupation: z.optional(z.string()),
  coverageAreas: z.array(z.enum(COVERAGE_AREA_CODES)),
  accreditedNetworks: z.array(z.number().check(z.int())),
  type: z.enum(PLAN_TYPE_CODES),
  isOptional: z.boolean(),
  entity: z.optional(z.number().check(z.int())),
  isPme: z.boolean(),
  isMei: z.boolean(),
  counts: z.array(count).check(z.length(AGE_BRACKETS.length)),
  porte: z.optional(z.enum(PORTE_CODES)),
});

const storedSchema = z.object({
  version: z.literal(1),
  planIds: z.array(z.number().check(z.int(), z.gt(0))).check(z.maxLength(MAX_COMPARED_PLANS)),
  filter: filterSchema,
});

/** Creates the store over `store`. */
export function createStoredComparisonStore(store: KeyValueStore): ComparisonStore {
  return {
    read() {
      const raw = store.get(COMPARISON_STORAGE_KEY);
      if (!raw) return null;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return null;
      }
      const parsed = storedSchema.safeParse(json);
      if (!parsed.success) return null;
      const { planIds, filter } = parsed.data;
      const counts = filter.counts;
      if (!isBracketCounts(counts)) return null;
      return { planIds, filter: { ...filter, counts } as PlanFilter } satisfies ComparisonSelection;
    },
    write(selection) {
      store.set(COMPARISON_STORAGE_KEY, JSON.stringify({ version: 1, planIds: selection.planIds, filter: selection.filter }));
    },
    clear() {
      store.remove(COMPARISON_STORAGE_KEY);
    },
  };
}
