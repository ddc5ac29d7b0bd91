import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPriceTable, isPriceTableAcceptable } from '../../domain/quotation/price-table-rules';
import { checkShortfall, isShortfallGroup } from '../../domain/quotation/waiting-periods';
import { FAKE_CATALOG, HAPVIDA_RECIFE_INDIVIDUAL_TABLES } from './catalog-data';

interface HapvidaJson {
  operator: { ans_registration: string };
  cities: { city: string; tables: { product: string; plan_name: string; accommodation: string; coparticipation: string; prices_cents: number[]; first_3_months_prices_cents?: number[] }[] }[];
}

describe('fake catalog data', () => {
  it("copies Hapvida's June 2026 individual tables of Recife exactly from the JSON file", () => {
    const data = JSON.parse(readFileSync(resolve('server/data/hapvida-price-tables-2026-06.json'), 'utf8')) as HapvidaJson;
    const recife = data.cities.find((city) => city.city === 'Recife')!.tables.filter((table) => table.product === 'ind');
    expect(HAPVIDA_RECIFE_INDIVIDUAL_TABLES.map((t) => [t.name, t.accommodation, t.coparticipation, t.pricesCents, t.promotionalPricesCents])).toEqual(
      recife.map((t) => [t.plan_name, t.accommodation, t.coparticipation, t.prices_cents, t.first_3_months_prices_cents]),
    );
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
