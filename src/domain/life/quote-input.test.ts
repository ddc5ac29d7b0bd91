import { describe, expect, it } from 'vitest';
import { quoteLife, type LifeQuoteInput } from './quote';

// What the request validation must never let through reaches quoteLife as a RangeError, not a
// quote: the death coverage is mandatory and the spouse coverage needs the spouse.

const INPUT: LifeQuoteInput = {
  memberId: 'm-1',
  birthDate: '1991-01-01',
  sex: 'M',
  professionCode: '252',
  professionTitle: 'Profissionais de organização e administração de empresas e afins',
  monthlyIncomeCents: 10_000_00,
  smoker: false,
  capitals: { MORTE: 100_000_00 },
  dps: { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false },
};
const CONTEXT = { today: '2026-06-15', quoteNumber: 'PSV-2026-000001' };

describe('quoteLife refuses malformed input', () => {
  it('without the death coverage', () => {
    expect(() => quoteLife({ ...INPUT, capitals: { ASSISTENCIA_FUNERAL: 5_000_00 } }, CONTEXT)).toThrow(new RangeError('MORTE is mandatory'));
  });

  it('with the spouse coverage and no spouse', () => {
    expect(() => quoteLife({ ...INPUT, capitals: { MORTE: 100_000_00, CONJUGE: 50_000_00 } }, CONTEXT)).toThrow(new RangeError('CONJUGE needs the spouse'));
  });

  it('dates the quote and its 30-day validity, with the answers it was given', () => {
    const outcome = quoteLife(INPUT, CONTEXT);
    if (outcome.kind !== 'quoted') throw new Error('refused');
    expect(outcome.quote.details).toEqual({ quoteNumber: 'PSV-2026-000001', issuedOn: '2026-06-15', finalValidity: '2026-07-15', days: 30 });
    expect(outcome.quote.person).toMatchObject({ memberId: 'm-1', age: 35, sex: 'M', professionCode: '252', monthlyIncomeCents: 10_000_00, smoker: false });
    expect(outcome.quote.rules.questionnaires.map((answer) => [answer.code, answer.answer])).toEqual([
      ['DPS_DOENCA_GRAVE', false], ['DPS_INTERNACAO', false], ['DPS_AFASTAMENTO', false], ['DPS_ESPORTE_RISCO', false],
    ]);
    expect(outcome.quote.coverageGroups.map((group) => group.coverages.map((coverage) => coverage.code))).toEqual([['MORTE']]);
  });
});
