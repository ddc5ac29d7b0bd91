/**
 * A quote answer names each plan's operator and area by id; the answer's `institutions` and
 * `areas` hold them once. The wire refuses a plan naming one the answer lacks, and
 * joinQuoteAnswer puts each whole back on its plans (the plan page's shapes). Values by hand.
 */
import { describe, expect, it } from 'vitest';
import { joinQuoteAnswer, planQuoteListWire } from './catalog';

const AMIL = { id: 7, name: 'Amil', slug: 'amil', logo: null, ans_registration: '326305', similar_entities: [] };
const HAPVIDA = { id: 8, name: 'Hapvida', slug: 'hapvida', logo: '/logos/hapvida.png', ans_registration: '368253', similar_entities: [{ id: 3, name: 'OAB', acronym: 'OAB/PE' }] };
const RECIFE = { id: 40, name: 'Grande Recife', cities: ['Recife', 'Olinda'] };
const PERNAMBUCO = { id: 41, name: 'Pernambuco', cities: [] };

function plan(id: number, institution: { id: number; name: string; slug: string; logo: string | null }, area: { id: number; name: string }) {
  return {
    id, name: `Plano ${id}`, type: 'PF', porte: null, state: { id: 17, uf: 'PE', name: 'Pernambuco' }, segmentation: 'Ambulatorial + Hospitalar',
    coverage_area: 'estadual', accommodation: 'apartment', coparticipation: 'without', is_optional: false, is_mei: false, min_lives: 1, max_lives: null,
    administradora: null, entities: [],
    price_table: { id: 1, effective_date: '2026-05-01', source: 'Tabela', real: false, prices_cents: [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 60000], promotional_prices_cents: null },
    network: { name: 'Rede', hospitals: 3, clinics: 10 },
    institution: { id: institution.id, name: institution.name, slug: institution.slug, logo: institution.logo },
    commercialization_area: { id: area.id, name: area.name },
    lives: 2, total_cents: 20000,
  };
}
const ANSWER = {
  count: 3, lives: 2,
  results: [plan(101, AMIL, RECIFE), plan(102, HAPVIDA, PERNAMBUCO), plan(103, AMIL, PERNAMBUCO)],
  institutions: [AMIL, HAPVIDA],
  areas: [RECIFE, PERNAMBUCO],
};

describe('planQuoteListWire', () => {
  it('takes an answer whose plans name listed operators and areas', () => {
    expect(planQuoteListWire.safeParse(ANSWER).success).toBe(true);
  });

  it('refuses a plan naming an operator or an area the answer does not list', () => {
    const messages = (answer: unknown) => planQuoteListWire.safeParse(answer).error?.issues.map((issue) => issue.message);
    expect(messages({ ...ANSWER, institutions: [AMIL] })).toEqual(['Plano cita operadora ou área ausente da resposta.']);
    expect(messages({ ...ANSWER, areas: [PERNAMBUCO] })).toEqual(['Plano cita operadora ou área ausente da resposta.']);
  });
});

describe('joinQuoteAnswer', () => {
  it('gives each plan its whole operator and area, the area with its id and cities', () => {
    const joined = joinQuoteAnswer(planQuoteListWire.parse(ANSWER));
    expect(joined.map((row) => [row.id, row.institution, row.commercialization_area])).toEqual([
      [101, AMIL, RECIFE],
      [102, HAPVIDA, PERNAMBUCO],
      [103, AMIL, PERNAMBUCO],
    ]);
    expect(joined[1]).toMatchObject({ name: 'Plano 102', lives: 2, total_cents: 20000 });
  });

  it('throws a RangeError naming the plan when its operator or area is missing', () => {
    const answer = ANSWER as unknown as Parameters<typeof joinQuoteAnswer>[0];
    expect(() => joinQuoteAnswer({ ...answer, institutions: [answer.institutions[0]!] })).toThrow(new RangeError('quote answer lacks the operator or area of plan 102'));
    expect(() => joinQuoteAnswer({ ...answer, areas: [answer.areas[1]!] })).toThrow(new RangeError('quote answer lacks the operator or area of plan 101'));
  });
});
