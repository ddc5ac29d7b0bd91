import { describe, expect, it } from 'vitest';
import { defaultValidUntil, extrasNotes, perLifeText, promotionMonthsText, promotionPeriodText, proposalValidityText, recommendedPlanOf } from './proposal-extras';

// The proposal's extras as the client reads them in the PDF: per-life amounts, the promotion's
// months (singular apart), the validity line and the notes. Sentences by hand.

describe('extras wording', () => {
  it('words lives, months and validity', () => {
    expect(perLifeText(3, 2500)).toMatch(/^3 vidas × R\$\s25,00 = R\$\s75,00$/);
    expect(perLifeText(1, 2500)).toMatch(/^1 vida × R\$\s25,00 = R\$\s25,00$/);
    expect(promotionMonthsText(1)).toBe('1º mês');
    expect(promotionMonthsText(3)).toBe('3 primeiros meses');
    expect(promotionPeriodText(1)).toBe('no 1º mês');
    expect(promotionPeriodText(2)).toBe('nos 2 primeiros meses');
    expect(proposalValidityText('2026-11-30')).toBe('Proposta válida até 30/11/2026');
  });

  it('dates the validity ahead and refuses a date that is not one', () => {
    expect(defaultValidUntil('2026-11-27')).toBe('2026-12-07');
    expect(defaultValidUntil('2026-11-27', 0)).toBe('2026-11-27');
    expect(() => defaultValidUntil('27/11/2026')).toThrow(RangeError);
    expect(recommendedPlanOf(undefined, [1])).toBeNull();
    expect(recommendedPlanOf({ recommendedPlanId: null }, [1])).toBeNull();
  });

  it('joins the promotions of several plans, shortest first, once each', () => {
    const plan = (months: number | null, promo: boolean) => ({ priceTable: { promotionalPricesCents: promo ? [1] : null, promotionalMonths: months } }) as never;
    expect(extrasNotes([plan(3, true), plan(1, true), plan(3, true), plan(6, false), plan(null, true)])).toEqual([
      'Preço promocional: vale no 1º mês ou nos 3 primeiros meses de contrato, conforme a campanha da operadora; depois vale o preço regular da tabela (o total mensal indicado).',
    ]);
    expect(extrasNotes([plan(null, false)])).toEqual([]);
  });
});
