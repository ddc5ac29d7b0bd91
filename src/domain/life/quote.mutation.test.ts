/**
 * The whole life quote a broker reads (spec point 3): each priced coverage with its title,
 * group and monthly price, the groups with their totals, the person, the validity, the
 * health-declaration answers with their questions, the model note; the refusals with the
 * spouse's facts; the RangeErrors for input the request validation refuses. Prices worked
 * out by hand from the IBGE 2015 q(35) (life.test.ts: death 42,442 and funeral 3,294 cents).
 */
import { describe, expect, it } from 'vitest';
import { quoteLife, type LifeQuoteInput } from './quote';

const NO_DPS = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };
const INPUT: LifeQuoteInput = {
  memberId: 'titular',
  birthDate: '1990-06-15',
  sex: 'M',
  professionCode: '252',
  professionTitle: 'Profissionais de organização e administração de empresas e afins',
  monthlyIncomeCents: 10_000_00,
  smoker: false,
  capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 },
  dps: NO_DPS,
};
const CONTEXT = { today: '2026-06-14', quoteNumber: 'PSV-000001' };

const DEATH = {
  code: 'MORTE',
  title: 'Morte (natural ou acidental)',
  group: 'insured',
  capitalKind: 'lump_sum',
  capitalCents: 100_000_00,
  annualRate: expect.closeTo(0.002927026, 9),
  yearlyPremiumCents: 42_442,
  monthlyPriceCents: 3_537, // 42,442 / 12 = 3,536.83
};
const FUNERAL = {
  code: 'ASSISTENCIA_FUNERAL',
  title: 'Assistência funeral (familiar)',
  group: 'family',
  capitalKind: 'lump_sum',
  capitalCents: 5_000_00,
  annualRate: expect.closeTo(0.004543679, 9),
  yearlyPremiumCents: 3_294,
  monthlyPriceCents: 275, // 3,294 / 12 = 274.5, half up
};

describe('quoteLife: the quote', () => {
  it('gives every part of the quote of a 35-year-old man with death and funeral assistance', () => {
    expect(quoteLife(INPUT, CONTEXT)).toEqual({
      kind: 'quoted',
      quote: {
        title: 'Porto Seguro Vida Individual',
        monthlyPriceCents: 3_811, // 45,736 / 12 = 3,811.33
        yearlyPremiumCents: 45_736,
        details: { quoteNumber: 'PSV-000001', issuedOn: '2026-06-14', finalValidity: '2026-07-14', days: 30 },
        person: {
          memberId: 'titular',
          birthDate: '1990-06-15',
          age: 35,
          sex: 'M',
          professionCode: '252',
          profession: 'Profissionais de organização e administração de empresas e afins',
          monthlyIncomeCents: 10_000_00,
          smoker: false,
        },
        coverageGroups: [
          { code: 'family', title: 'Família', yearlyPremiumCents: 3_294, coverages: [FUNERAL] },
          { code: 'insured', title: 'Segurado', yearlyPremiumCents: 42_442, coverages: [DEATH] },
        ],
        coverages: [DEATH, FUNERAL],
        rules: {
          questionnaireId: 'DPS-PORTO-VIDA-2026.1',
          questionnaires: [
            { code: 'DPS_DOENCA_GRAVE', question: 'Nos últimos 5 anos, teve diagnóstico ou tratamento de câncer, doença cardíaca, AVC, insuficiência renal, cirrose ou HIV?', answer: false },
            { code: 'DPS_INTERNACAO', question: 'Nos últimos 2 anos, ficou internado por mais de 10 dias seguidos?', answer: false },
            { code: 'DPS_AFASTAMENTO', question: 'Nos últimos 12 meses, ficou afastado do trabalho por doença ou acidente por mais de 15 dias?', answer: false },
            { code: 'DPS_ESPORTE_RISCO', question: 'Pratica esporte de risco (paraquedismo, motovelocidade, mergulho profundo, alpinismo)?', answer: false },
          ],
        },
        model: {
          table: 'IBGE — Tábua Completa de Mortalidade 2015, homens e mulheres',
          tableYear: 2015,
          loading: 0.45,
          illustrative: true,
          note: 'Valores ilustrativos: prêmio calculado com a tábua de mortalidade do IBGE — Tábua Completa de Mortalidade 2015, homens e mulheres e carregamento de 45%; a proposta final depende da aceitação da seguradora.',
        },
      },
    });
  });

  it('echoes a "yes" of the health declaration that refuses nothing', () => {
    const outcome = quoteLife({ ...INPUT, dps: { ...NO_DPS, DPS_ESPORTE_RISCO: true } }, CONTEXT);
    expect(outcome.kind === 'quoted' && outcome.quote.rules.questionnaires.map((answer) => answer.answer)).toEqual([false, false, false, true]);
  });

  it('prices death alone in one group', () => {
    const outcome = quoteLife({ ...INPUT, capitals: { MORTE: 100_000_00 } }, CONTEXT);
    expect(outcome.kind === 'quoted' && outcome.quote.coverageGroups).toEqual([{ code: 'insured', title: 'Segurado', yearlyPremiumCents: 42_442, coverages: [DEATH] }]);
  });
});

describe('quoteLife: refusals and malformed input', () => {
  it('refuses with the spouse’s age read from the spouse’s birth date', () => {
    const withSpouse = { ...INPUT, capitals: { MORTE: 100_000_00, CONJUGE: 30_000_00 }, spouse: { birthDate: '1950-06-15', sex: 'F' as const } };
    expect(quoteLife(withSpouse, CONTEXT)).toEqual({
      kind: 'refused',
      refusals: [
        {
          code: 'idade_conjuge',
          representativeMessage: 'Idade do cônjuge fora do limite de aceitação: 18 a 70 anos completos (informado: 75 anos).',
          coverage: 'CONJUGE',
          question: 'data_nascimento_conjuge',
        },
      ],
    });
  });

  it('throws a RangeError without a death capital or with a spouse coverage and no spouse', () => {
    expect(() => quoteLife({ ...INPUT, capitals: { ASSISTENCIA_FUNERAL: 5_000_00 } }, CONTEXT)).toThrow(new RangeError('MORTE is mandatory'));
    expect(() => quoteLife({ ...INPUT, capitals: { MORTE: 100_000_00, CONJUGE: 30_000_00 } }, CONTEXT)).toThrow(new RangeError('CONJUGE needs the spouse'));
  });
});
