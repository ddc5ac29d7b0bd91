/**
 * The plan editor's in-memory store: a transaction whose work fails keeps none of its writes
 * (the port's promise, which the database keeps on the server): the plan the quotes read, its
 * version and the audit trail stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_CATALOG } from './catalog-data';
import { createMemoryPlanAdminStore } from './plan-admin-store.fake';

describe('the in-memory plan-admin store', () => {
  it('keeps none of the writes of a transaction whose work fails', async () => {
    const data = { ...FAKE_CATALOG, plans: FAKE_CATALOG.plans.map((plan) => ({ ...plan })) };
    const store = createMemoryPlanAdminStore(data);
    const failed = store.transaction(async (tx) => {
      await tx.updatePlanIfVersion(101, 1, { name: 'Renomeado' });
      await tx.insertAudit({ at: new Date('2026-11-28T12:00:00Z'), userId: 1, username: 'admin', planId: 101, planName: 'Renomeado', action: 'plan_updated', changes: [] });
      throw new Error('falha no meio');
    });
    await expect(failed).rejects.toThrow('falha no meio');
    expect(data.plans.find((plan) => plan.id === 101)?.name).toBe('Amil S380 QC');
    expect(await store.planRow(101)).toMatchObject({ name: 'Amil S380 QC', version: 1 });
    expect(await store.audit({ offset: 0, limit: 20 })).toEqual({ count: 0, rows: [] });

    await store.transaction(async (tx) => tx.updatePlanIfVersion(101, 1, { name: 'Renomeado' }));
    expect(data.plans.find((plan) => plan.id === 101)?.name).toBe('Renomeado');
    expect(await store.planRow(101)).toMatchObject({ name: 'Renomeado', version: 2 });
  });
});
