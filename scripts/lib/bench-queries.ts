/**
 * The quotes the benchmarks ask, on the real catalog (docs/real-catalog.md): the SPA's query
 * strings for `GET /api/v3/plans/`.
 *
 * - `SP_PME_QUERY`: issue 16's goal quote (PME, state of São Paulo, compulsória, 2 × 0-18,
 *   1 × 29-33, 1 × 59+), kept as it was so the goal rows compare across runs; on the real
 *   catalog it answers about 1,000 plans. `SP_PME_PAGE_QUERY`: the same quote as the SPA asks
 *   it (page 1 of 30 offers, cheapest first), what the wire row measures.
 * - `REAL_CITY_QUOTES`: what brokers of the places with real tables ask — São Paulo (capital and
 *   state), Rio de Janeiro, Brasília, Minas — each with five families, so that a run mixes
 *   distinct answers (prepared-answer cache misses) instead of repeating one.
 */

/** State ids of the catalog (the IBGE order of `/api/states/`). */
export const STATE_IDS = { DF: 7, MG: 11, RJ: 19, SP: 26 } as const;

const BRACKETS = ['0_18', '19_23', '24_28', '29_33', '34_38', '39_43', '44_48', '49_53', '54_58', '59_plus'] as const;
type Bracket = (typeof BRACKETS)[number];

/** A quote as the SPA asks it: state, optional city, type and lives per age group. */
export interface QuoteAsk {
  readonly label: string;
  readonly state: number;
  readonly city?: string;
  readonly type: 'CP' | 'PF' | 'PJ';
  readonly ages: Partial<Record<Bracket, number>>;
}

/** The query string of `ask`, in the SPA's order (PJ: compulsória PME without MEI). */
export function quoteQuery(ask: QuoteAsk): string {
  const lives = BRACKETS.reduce((sum, bracket) => sum + (ask.ages[bracket] ?? 0), 0);
  const params = new URLSearchParams({ state: String(ask.state) });
  if (ask.city) params.set('city', ask.city);
  params.set('type', ask.type);
  if (ask.type === 'PJ') {
    params.set('is_optional', 'false');
    params.set('is_pme', 'true');
    params.set('is_mei', 'false');
  }
  params.set('lifes', String(lives));
  for (const bracket of BRACKETS) params.set(`age_${bracket}`, String(ask.ages[bracket] ?? 0));
  return params.toString();
}

/** Issue 16's goal quote (see the module comment). */
export const SP_PME_QUERY =
  'state=26&type=PJ&is_optional=false&is_pme=true&is_mei=false&lifes=4&age_0_18=2&age_19_23=0&age_24_28=0&age_29_33=1' +
  '&age_34_38=0&age_39_43=0&age_44_48=0&age_49_53=0&age_54_58=0&age_59_plus=1';

/**
 * The goal quote as the SPA asks it since the server answers one page: page 1 of whole offers
 * (the cards), cheapest first (src/application/quotation/quotation.machine.ts, QUOTE_PAGE_SIZES).
 */
export const SP_PME_PAGE_QUERY = `${SP_PME_QUERY}&sort=total&group=offers&page=1&page_size=30`;

/** Families the mixed runs quote: a company of four, a couple with a child, a single adult, an older couple. */
const FAMILIES: ReadonlyArray<{ readonly name: string; readonly ages: Partial<Record<Bracket, number>> }> = [
  { name: '4 vidas (2 × 0-18, 29-33, 59+)', ages: { '0_18': 2, '29_33': 1, '59_plus': 1 } },
  { name: 'casal + filho', ages: { '0_18': 1, '29_33': 1, '34_38': 1 } },
  { name: '1 adulto', ages: { '24_28': 1 } },
  { name: 'casal 54-58', ages: { '54_58': 2 } },
  { name: '6 vidas', ages: { '19_23': 1, '24_28': 2, '39_43': 2, '44_48': 1 } },
];

/**
 * Where the real catalog has plans (docs/real-catalog.md): São Paulo capital PME, the state of São
 * Paulo PME (~1,000 plans) and CP (the capital has no individual plan), Rio PME, Brasília PME and
 * PF (adesão), Minas CP. São Paulo capital PF, Rio CP and Brasília CP answer no plan today.
 */
const PLACES: ReadonlyArray<Omit<QuoteAsk, 'ages' | 'label'>> = [
  { state: STATE_IDS.SP, city: 'São Paulo', type: 'PJ' },
  { state: STATE_IDS.SP, type: 'PJ' },
  { state: STATE_IDS.SP, type: 'CP' },
  { state: STATE_IDS.RJ, type: 'PJ' },
  { state: STATE_IDS.DF, type: 'PJ' },
  { state: STATE_IDS.DF, type: 'PF' },
  { state: STATE_IDS.MG, type: 'CP' },
];

const PLACE_NAMES: Record<number, string> = { [STATE_IDS.SP]: 'SP', [STATE_IDS.RJ]: 'RJ', [STATE_IDS.DF]: 'DF', [STATE_IDS.MG]: 'MG' };

/** Every place × family (35 distinct quotes). */
export const REAL_CITY_QUOTES: readonly QuoteAsk[] = PLACES.flatMap((place) =>
  FAMILIES.map((family) => ({ ...place, ages: family.ages, label: `${PLACE_NAMES[place.state] ?? place.state}${place.city ? ` ${place.city}` : ''} ${place.type}, ${family.name}` })),
);

/** One quote per place (the first family): the answer sizes the bench prints. */
export const REAL_CITY_SAMPLES: readonly QuoteAsk[] = REAL_CITY_QUOTES.filter((_, index) => index % FAMILIES.length === 0);
