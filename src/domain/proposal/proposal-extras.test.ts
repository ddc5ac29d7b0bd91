import { describe, expect, it } from 'vitest';
import type { BracketCounts, PriceTable } from '../quotation';
import { defaultValidUntil, extrasNotes, planCharges, promotionText, recommendedPlanOf } from './proposal-extras';

const PRICES = [10000, 12000, 13000, 14000, 15000, 16000, 18000, 22000, 28000, 40000] as unknown as PriceTable;
const PROMO = PRICES.map((price) => Math.round(price * 0.85)) as unknown as PriceTable;
const FAMILY: BracketCounts = [1, 0, 0, 0, 2, 0, 0, 0, 0, 0]; // child 5, spouse 34, titular 36

describe('planCharges', () => {
  it('puts the administradora’s monthly fee in the monthly total, the dental add-on on top and the adhesion fee apart', () => {
    const charges = planCharges(
      {
        priceTable: { pricesCents: PRICES },
        administradoraFees: { adhesionCentsPerLife: 5000, monthlyCentsPerLife: 1200 },
        dental: { id: 1, name: 'Odonto', monthlyCentsPerLife: 2990, illustrative: true },
      },
      FAMILY,
    );
    expect(charges).toEqual({
      monthlyCents: 10000 + 2 * 15000 + 3 * 1200,
      promotion: null,
      administrationMonthlyCents: 3 * 1200,
      dentalMonthlyCents: 3 * 2990,
      adhesionOneOffCents: 3 * 5000,
      monthlyWithExtrasCents: 40000 + 3600 + 8970,
    });
  });

  it('prices the promotion only when the table says for how many months', () => {
    expect(planCharges({ priceTable: { pricesCents: PRICES, promotionalPricesCents: PROMO, promotionalMonths: 3 } }, FAMILY).promotion).toEqual({
      monthlyCents: 8500 + 2 * 12750,
      months: 3,
    });
    expect(
      planCharges({ priceTable: { pricesCents: PRICES, promotionalPricesCents: PROMO, promotionalMonths: 3 }, administradoraFees: { adhesionCentsPerLife: 0, monthlyCentsPerLife: 1290 } }, FAMILY)
        .promotion,
    ).toEqual({ monthlyCents: 8500 + 2 * 12750 + 3 * 1290, months: 3 });
    expect(planCharges({ priceTable: { pricesCents: PRICES, promotionalPricesCents: PROMO, promotionalMonths: null } }, FAMILY).promotion).toBeNull();
    expect(planCharges({ priceTable: { pricesCents: PRICES, promotionalPricesCents: null, promotionalMonths: 3 } }, FAMILY).promotion).toBeNull();
  });

  it('says the regular price after the promotion', () => {
    expect(promotionText({ monthlyCents: 34000, months: 3 }, 40000)).toBe('R$ 340,00 nos 3 primeiros meses; depois R$ 400,00');
    expect(promotionText({ monthlyCents: 34000, months: 1 }, 40000)).toBe('R$ 340,00 no 1º mês; depois R$ 400,00');
  });
});

describe('broker content', () => {
  it('dates the default validity ten calendar days ahead, across months and years', () => {
    expect(defaultValidUntil('2026-11-24')).toBe('2026-12-04');
    expect(defaultValidUntil('2026-12-28')).toBe('2027-01-07');
    expect(defaultValidUntil('2028-02-25', 4)).toBe('2028-02-29');
    expect(() => defaultValidUntil('2026-02-30')).toThrow(RangeError);
  });

  it('recommends only a plan that is still in the proposal', () => {
    expect(recommendedPlanOf({ recommendedPlanId: 7 }, [3, 7])).toBe(7);
    expect(recommendedPlanOf({ recommendedPlanId: 9 }, [3, 7])).toBeNull();
    expect(recommendedPlanOf(null, [3, 7])).toBeNull();
  });

  it('adds the notes the extras call for, and none without extras', () => {
    expect(extrasNotes([{ priceTable: { pricesCents: PRICES } }])).toEqual([]);
    const notes = extrasNotes([
      { priceTable: { pricesCents: PRICES, promotionalPricesCents: PROMO, promotionalMonths: 3 } },
      { priceTable: { pricesCents: PRICES }, administradoraFees: { adhesionCentsPerLife: 0, monthlyCentsPerLife: 1000 } },
    ]);
    expect(notes[0]).toMatch(/^Preço promocional: vale nos 3 primeiros meses de contrato/);
    expect(notes[1]).toMatch(/administradora de benefícios/);
    expect(notes).toHaveLength(2);
  });
});
