import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHORTFALL_RULES, checkShortfall, isShortfallGroup, maxShortfallDays, type ShortfallGroup } from './waiting-periods';

describe('legal maximums (Lei 9.656/98 art. 12, V; art. 11)', () => {
  it.each([
    ['urgency_emergency', 1],
    ['full_term_childbirth', 300],
    ['other', 180],
    ['cpt', 720],
  ] as [ShortfallGroup, number][])('%s: %i days', (group, max) => {
    expect(maxShortfallDays(group)).toBe(max);
    expect(isShortfallGroup(group)).toBe(true);
  });

  it('has pt-BR labels and a source norm for each group', () => {
    expect(SHORTFALL_RULES.map((rule) => rule.label)).toEqual([
      'Urgência e emergência',
      'Parto a termo',
      'Demais procedimentos',
      'Cobertura parcial temporária (doenças e lesões preexistentes)',
    ]);
    for (const rule of SHORTFALL_RULES) expect(rule.norm).toMatch(/Lei 9\.656\/98/);
    expect(isShortfallGroup('dental')).toBe(false);
  });
});

describe('checkShortfall', () => {
  it.each([
    ['urgency_emergency', 0, null],
    ['urgency_emergency', 1, null],
    ['urgency_emergency', 2, 'Carência de 2 dias para Urgência e emergência acima do máximo legal de 24 horas (Lei 9.656/98, art. 12, V, c).'],
    ['full_term_childbirth', 300, null],
    ['full_term_childbirth', 301, 'Carência de 301 dias para Parto a termo acima do máximo legal de 300 dias (Lei 9.656/98, art. 12, V, a).'],
    ['other', 30, null],
    ['other', 180, null],
    ['other', 181, 'Carência de 181 dias para Demais procedimentos acima do máximo legal de 180 dias (Lei 9.656/98, art. 12, V, b).'],
    ['cpt', 720, null],
    ['cpt', 730, 'Carência de 730 dias para Cobertura parcial temporária (doenças e lesões preexistentes) acima do máximo legal de 720 dias (Lei 9.656/98, art. 11; RN 558/2022).'],
  ] as [ShortfallGroup, number, string | null][])('%s, %i days → %s', (group, days, message) => {
    const finding = checkShortfall(group, days);
    if (message === null) {
      expect(finding).toBeNull();
    } else {
      expect(finding).toEqual({ code: 'above-legal-maximum', severity: 'violation', group, message, figures: { days, maxDays: maxShortfallDays(group) } });
    }
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('reports %s days as an invalid-days error (not thrown)', (days) => {
    expect(checkShortfall('other', days)).toMatchObject({ code: 'invalid-days', severity: 'error', group: 'other', figures: { days } });
  });

  const group = fc.constantFrom<ShortfallGroup>('urgency_emergency', 'full_term_childbirth', 'other', 'cpt');

  it('accepts every whole number of days from 0 to the maximum (property)', () => {
    fc.assert(
      fc.property(group, fc.double({ min: 0, max: 1, noNaN: true }), (g, share) => {
        expect(checkShortfall(g, Math.floor(share * maxShortfallDays(g)))).toBeNull();
      }),
    );
  });

  it('flags every number of days above the maximum, with the figures (property)', () => {
    fc.assert(
      fc.property(group, fc.integer({ min: 1, max: 100_000 }), (g, extra) => {
        const days = maxShortfallDays(g) + extra;
        expect(checkShortfall(g, days)).toMatchObject({ code: 'above-legal-maximum', figures: { days, maxDays: maxShortfallDays(g) } });
      }),
    );
  });
});
