import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPriceTable, isPriceTableAcceptable } from '../../domain/quotation/price-table-rules';
import { checkShortfall, isShortfallGroup } from '../../domain/quotation/waiting-periods';
import { distinctTableNames } from '../../domain/quotation/plan-names';
import { FAKE_CATALOG } from './catalog-data';

type RuleJson = [string, 'exempt' | { fixed_cents?: number; percentage?: number; cap_cents?: number }];
interface HapvidaJson {
  operator: { ans_registration: string };
  coparticipation_rules: { group_b: Record<'total' | 'partial', RuleJson[]> };
  cities: { city: string; tables: { product: string; plan_name: string; accommodation: string; coparticipation: 'total' | 'partial'; prices_cents: number[]; first_3_months_prices_cents?: number[] }[] }[];
}

describe('fake catalog data', () => {
  it("copies Hapvida's June 2026 individual tables of Recife exactly from the JSON file", () => {
    const data = JSON.parse(readFileSync(resolve('server/data/hapvida-price-tables-2026-06.json'), 'utf8')) as HapvidaJson;
    const recife = data.cities.find((city) => city.city === 'Recife')!.tables.filter((table) => table.product === 'ind');
    const names = distinctTableNames(recife.map((t) => ({ name: t.plan_name, coparticipation: t.coparticipation })));
    const rule = ([procedure, value]: RuleJson) =>
      value === 'exempt'
        ? { procedure, percentage: null, fixedCents: null, capCents: null, exempt: true }
        : { procedure, percentage: value.percentage ?? null, fixedCents: value.fixed_cents ?? null, capCents: value.cap_cents ?? null, exempt: false };
    const real = FAKE_CATALOG.plans.filter((plan) => plan.priceTable.real);
    expect(real.map((p) => [p.name, p.accommodation, p.coparticipation, p.priceTable.pricesCents, p.priceTable.promotionalPricesCents, p.coparticipationRules.map(({ id: _id, ...r }) => r)])).toEqual(
      recife.map((t, i) => [
        names[i],
        t.accommodation,
        t.coparticipation === 'total' ? 'with' : 'with_tp',
        t.prices_cents,
        t.first_3_months_prices_cents,
        data.coparticipation_rules.group_b[t.coparticipation].map(rule),
      ]),
    );
    expect(real.every((plan) => plan.priceTable.promotionalMonths === 3 && plan.priceTable.effectiveDate === '2026-06-01')).toBe(true);
    expect(FAKE_CATALOG.institutions.find((i) => i.slug === 'hapvida')?.ansRegistration).toBe(data.operator.ans_registration);
  });

  it('uses only the ANS numbers of domain-facts', () => {
    expect(Object.fromEntries(FAKE_CATALOG.institutions.map((i) => [i.name, i.ansRegistration]))).toEqual({
      Amil: '326305',
      'Bradesco Saúde': '005711',
      SulAmérica: '006246',
      Hapvida: '368253',
    });
  });

  it('has illustrative tables that pass every RN 563 check, and only acceptable real ones', () => {
    for (const plan of FAKE_CATALOG.plans) {
      const findings = checkPriceTable(plan.priceTable.pricesCents);
      expect(isPriceTableAcceptable(findings), plan.name).toBe(true);
      if (!plan.priceTable.real) expect(findings, `${plan.id} ${plan.name}`).toEqual([]);
    }
  });

  it('keeps carências within the legal maximums and references existing providers', () => {
    const providerIds = new Set(FAKE_CATALOG.providers.map((p) => p.id));
    for (const plan of FAKE_CATALOG.plans) {
      for (const shortfall of plan.shortfalls) {
        expect(isShortfallGroup(shortfall.group)).toBe(true);
        if (isShortfallGroup(shortfall.group)) expect(checkShortfall(shortfall.group, shortfall.days)).toBeNull();
      }
      for (const id of [...plan.hospitalIds, ...plan.clinicIds]) expect(providerIds.has(id), `${plan.id} → ${id}`).toBe(true);
      expect(plan.hospitalIds.every((id) => FAKE_CATALOG.providers.find((p) => p.id === id)?.kind === 'hospital')).toBe(true);
    }
  });

  it('has unique plan ids and SP plans of all three types', () => {
    const ids = FAKE_CATALOG.plans.map((plan) => plan.id);
    expect(new Set(ids).size).toBe(ids.length);
    const spTypes = new Set(FAKE_CATALOG.plans.filter((plan) => plan.stateId === 26).map((plan) => plan.type));
    expect([...spTypes].sort()).toEqual(['CP', 'PF', 'PJ']);
  });
});
