/**
 * An empty quote says why (src/domain/quotation/empty-quote.ts over the one eligibility
 * rule): the answer of `GET /api/v3/plans/` with no plan carries which rule left the state's
 * plans out, with counts, and the changes of the filter that bring plans back; an answer with
 * plans carries no explanation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planQuoteListWire } from '../../../src/contract/catalog';
import { stateByUf } from '../../../src/domain/quotation';
import { createCatalogKit, type CatalogKit } from './catalog-test-kit';

let kit: CatalogKit;
beforeAll(async () => {
  kit = await createCatalogKit();
});
afterAll(() => kit.ctx.close());

const PE = stateByUf('PE')!.id;

describe('an empty quote explains itself', () => {
  it('PE, PME Porte I, 1 life: the porte’s plans need 2 lives, and quoting 2 lives brings them back', async () => {
    const empty = planQuoteListWire.parse(await kit.quote({ state: PE, type: 'PJ', is_pme: true, porte: 'porte_i', age_34_38: 1 }));
    expect(empty.count).toBe(0);
    const why = empty.explanation!;
    expect(why.type_plans).toBeGreaterThan(0);
    const minLives = why.removed.find((removal) => removal.rule === 'min-lives');
    expect(minLives).toMatchObject({ lives: 2 });
    const twoLives = why.changes.find((change) => change.change === 'min-lives');
    expect(twoLives).toMatchObject({ lives: 2 });
    // Every plan of the state and type is counted under exactly one rule.
    expect(why.removed.reduce((sum, removal) => sum + removal.plans, 0)).toBe(why.type_plans);

    // The change is true: 2 lives answer at least as many plans as it promised.
    const back = planQuoteListWire.parse(await kit.quote({ state: PE, type: 'PJ', is_pme: true, porte: 'porte_i', age_34_38: 2 }));
    expect(back.count).toBeGreaterThanOrEqual(twoLives!.plans);
    expect(back.explanation).toBeUndefined();
  });

  it('names a filter with the plans it removed and the plans dropping it brings back (hospitals)', async () => {
    const all = planQuoteListWire.parse(await kit.quote({ state: PE, type: 'CP', is_pme: false, age_34_38: 1 }));
    expect(all.count).toBeGreaterThan(0);
    const hospitals = await kit.ok<{ id: number }[]>(`/api/hospitals/?state=${PE}&search=`);
    expect(hospitals.length).toBeGreaterThan(1);
    // Every hospital of the state at once: no plan's network has them all.
    const ids = hospitals.map((hospital) => hospital.id).join(',');
    const empty = planQuoteListWire.parse(await kit.quote({ state: PE, type: 'CP', is_pme: false, age_34_38: 1, accredited_networks: ids }));
    expect(empty.count).toBe(0);
    expect(empty.explanation?.removed).toEqual([{ rule: 'hospitals', plans: all.count }]);
    expect(empty.explanation?.changes).toContainEqual({ change: 'drop', filter: 'hospitals', plans: all.count });
  });
});
