import { describe, expect, it } from 'vitest';
import { countsFromAges } from '../domain/quotation/age-buckets';
import { DEFAULT_PLAN_FILTER } from '../domain/quotation/plan-types';
import { COMPARISON_STORAGE_KEY, createStoredComparisonStore } from './comparison-store.storage';
import { createMemoryKeyValueStore } from './key-value-store';

describe('stored ComparisonStore', () => {
  it('writes, reads back and clears the selection', () => {
    const storage = createMemoryKeyValueStore();
    const store = createStoredComparisonStore(storage);
    expect(store.read()).toBeNull();
    const selection = { planIds: [101, 107], filter: { ...DEFAULT_PLAN_FILTER, stateId: 26, counts: countsFromAges([30, 31]), porte: 'porte_i' as const } };
    store.write(selection);
    expect(createStoredComparisonStore(storage).read()).toEqual(selection);
    store.clear();
    expect(storage.get(COMPARISON_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, planIds: [], filter: {} })],
    ['seven plans', JSON.stringify({ version: 1, planIds: [1, 2, 3, 4, 5, 6, 7], filter: DEFAULT_PLAN_FILTER })],
    ['nine brackets', JSON.stringify({ version: 1, planIds: [1], filter: { ...DEFAULT_PLAN_FILTER, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0] } })],
  ])('reads %s as no selection', (_name, raw) => {
    expect(createStoredComparisonStore(createMemoryKeyValueStore({ [COMPARISON_STORAGE_KEY]: raw })).read()).toBeNull();
  });
});
