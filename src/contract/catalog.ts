/**
 * Wire format of the catalog and quotation calls of spec point 7 ("Plans"), shared
 * by the server (validation, answers, OpenAPI) and the SPA's HTTP adapter.
 *
 * Conventions (docs/api.md): snake_case; money in integer cents in fields ending in
 * `_cents`; percentages as fractions (0.3 = 30 %); dates `YYYY-MM-DD`; carências in days.
 *
 * Written with `zod/mini`: the quotation screen carries these
 * schemas, and `zod/mini`'s functions tree-shake where classic zod's methods do not. The
 * checks are zod's own (`z.int()` is what `.int()` adds, `z.gte` what `.min` adds on a number,
 * `z.minLength` on a string), so the server's answers and messages are unchanged.
 */
import { z } from 'zod/mini';
import { AGE_QUERY_KEYS, countsFromQuery, countsToQuery, totalLives, type AgeQueryKey } from '../domain/quotation/age-buckets';
import { COPARTICIPATION_CODES, COVERAGE_AREA_CODES, PLAN_TYPE_CODES, PORTE_CODES, type PlanTypeCode } from '../domain/quotation/plan-types';
import type { Provider, QuoteFilter } from '../domain/quotation/catalog-types';
import type { QuotePageQuery } from '../domain/quotation/quote-page';



/** The longest `search` of `GET /api/hospitals/`, in characters. */
export const HOSPITAL_SEARCH_MAX_LENGTH = 100;
/** At most this many hospitals per `GET /api/hospitals/` answer. */
export const HOSPITAL_SEARCH_LIMIT = 50;

/** Plan type codes (spec point 9): CP individual/familiar, PF coletivo por adesão, PJ PME/empresarial. */
export const planTypeWire = z.enum(PLAN_TYPE_CODES);
/** Coparticipation kinds (spec point 9). */
export const coparticipationWire = z.enum(COPARTICIPATION_CODES);
/** Coverage areas. */
export const coverageAreaWire = z.enum(COVERAGE_AREA_CODES);
/** Room/coverage types of spec point 3. */
export const roomTypeWire = z.string().check(z.regex(/^(outpatient|infirmary|apartment|rc|apartment_(?:[1-9]|1[0-2]))$/));

const boolQuery = z.pipe(
  z.enum(['true', 'false', '1', '0'], { message: 'Informe true ou false.' }),
  z.transform((v: 'true' | 'false' | '1' | '0') => v === 'true' || v === '1'),
);
const countQuery = z.coerce
  .number({ message: 'Informe um número inteiro.' })
  .check(z.int('Informe um número inteiro.'), z.gte(0, 'O número de vidas não pode ser negativo.'), z.lte(100000, 'Número de vidas acima do permitido.'));
/** One optional count per age bracket, keyed by the domain's query keys (`AGE_QUERY_KEYS`, never listed here). */
const ageCountsQuery = Object.fromEntries(AGE_QUERY_KEYS.map((key) => [key, z.optional(countQuery)])) as Record<
  AgeQueryKey,
  z.ZodMiniOptional<typeof countQuery>
>;
/** A PJ porte code (spec point 9 options, src/domain/quotation/plan-types.ts). */
const porteQuery = z.enum(PORTE_CODES, { message: 'Porte inválido.' });
const idListQuery = z.pipe(
  z.string().check(z.regex(/^\d+(,\d+)*$/, 'Informe uma lista de ids numéricos separados por vírgula.')),
  z.transform((v: string) => v.split(',').map(Number)),
);

/**
 * The plan filter as query string (spec point 3 "Plan filter" + the 10 age groups):
 * `state` (1–27, required), `city` (a commercialization area's city, optional),
 * `occupation` and `entity` (ids, adhesion), `coverage_areas` (comma list),
 * `accredited_networks` (comma list of hospital ids: plans whose network has all of
 * them), `type`, `is_optional`, `is_pme`, `is_mei`, `lifes`, `porte` (a PJ porte code,
 * like `city` an addition to the spec's list), `hide_stale_tables` (an addition too: true
 * leaves out tables more than 12 months old) and one count per age bracket (the keys
 * of `AGE_QUERY_KEYS`, src/domain/quotation/age-buckets.ts).
 * Lives are the total of the age groups (spec point 7 says so for PJ; CP and PF need the
 * groups to be priced anyway): `lifes` is accepted as the spec sends it and not used.
 */
export const planFilterQueryWire = z.object({
  state: z.coerce.number({ message: 'Informe o estado.' }).check(z.int('Estado inválido.'), z.gte(1, 'Estado inválido.'), z.lte(27, 'Estado inválido.')),
  city: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  occupation: z.optional(z.coerce.number({ message: 'Profissão inválida.' }).check(z.int('Profissão inválida.'), z.gt(0, 'Profissão inválida.'))),
  entity: z.optional(z.coerce.number({ message: 'Entidade inválida.' }).check(z.int('Entidade inválida.'), z.gt(0, 'Entidade inválida.'))),
  coverage_areas: z.optional(
    z.pipe(
      z.string().check(z.regex(/^(nacional|estadual|grupo_de_municipios)(,(nacional|estadual|grupo_de_municipios))*$/, 'Área de cobertura inválida.')),
      z.transform((v: string) => v.split(',') as Array<z.infer<typeof coverageAreaWire>>),
    ),
  ),
  accredited_networks: z.optional(idListQuery),
  type: z.optional(planTypeWire),
  is_optional: z.optional(boolQuery),
  is_pme: z.optional(boolQuery),
  is_mei: z.optional(boolQuery),
  lifes: z.optional(countQuery),
  porte: z.optional(porteQuery),
  /** true: leave out plans whose table in force is more than 12 months old (src/domain/quotation/table-age.ts). */
  hide_stale_tables: z.optional(boolQuery),
  ...ageCountsQuery,
});
export type PlanFilterQueryWire = z.infer<typeof planFilterQueryWire>;

/** A quote query's values as the SPA's HTTP client sends them (search params). */
export type QueryValues = Record<string, string | number | boolean>;

/**
 * The wire query of a quote's filter (domain → wire; the SPA's HTTP adapter, the one place):
 * `state`, then `type`, `is_optional`, `is_pme`, `is_mei` when set, `lifes` (the total of the
 * age groups, spec point 7), one count per age bracket (`AGE_QUERY_KEYS` order), then `city`,
 * `occupation`, `entity`, `porte`, `coverage_areas` and `accredited_networks` (comma lists,
 * only when not empty) and `hide_stale_tables` (only when true). Inverse of {@link quoteFilterFromQuery}.
 */
export function quoteFilterToQuery(filter: QuoteFilter): QueryValues {
  const query: QueryValues = { state: filter.stateId };
  if (filter.type !== undefined) query.type = filter.type;
  if (filter.isOptional !== undefined) query.is_optional = filter.isOptional;
  if (filter.isPme !== undefined) query.is_pme = filter.isPme;
  if (filter.isMei !== undefined) query.is_mei = filter.isMei;
  query.lifes = totalLives(filter.counts);
  Object.assign(query, countsToQuery(filter.counts));
  if (filter.city) query.city = filter.city;
  if (filter.occupation !== undefined) query.occupation = filter.occupation;
  if (filter.entity !== undefined) query.entity = filter.entity;
  if (filter.porte !== undefined) query.porte = filter.porte;
  if (filter.coverageAreas && filter.coverageAreas.length > 0) query.coverage_areas = filter.coverageAreas.join(',');
  if (filter.accreditedNetworks && filter.accreditedNetworks.length > 0) query.accredited_networks = filter.accreditedNetworks.join(',');
  if (filter.hideStaleTables) query.hide_stale_tables = true;
  return query;
}

/**
 * A parsed quote query as the domain's `QuoteFilter` (wire → domain; the server's quote
 * routes, the one place): the age groups become one `BracketCounts`, `lifes` is not carried
 * (lives are the total of the groups), an absent field stays absent, `hide_stale_tables`
 * false is absent. Its fields are always built in one order, so the same filter asked in any
 * query order is one value (the server's prepared answers are keyed on it).
 */
export function quoteFilterFromQuery(query: Omit<PlanFilterQueryWire, 'type'> & { type?: PlanTypeCode | undefined }): QuoteFilter {
  return {
    stateId: query.state,
    ...(query.city !== undefined ? { city: query.city } : {}),
    ...(query.occupation !== undefined ? { occupation: query.occupation } : {}),
    ...(query.entity !== undefined ? { entity: query.entity } : {}),
    ...(query.coverage_areas !== undefined ? { coverageAreas: query.coverage_areas } : {}),
    ...(query.accredited_networks !== undefined ? { accreditedNetworks: query.accredited_networks } : {}),
    ...(query.type !== undefined ? { type: query.type } : {}),
    ...(query.is_optional !== undefined ? { isOptional: query.is_optional } : {}),
    ...(query.is_pme !== undefined ? { isPme: query.is_pme } : {}),
    ...(query.is_mei !== undefined ? { isMei: query.is_mei } : {}),
    ...(query.porte !== undefined ? { porte: query.porte } : {}),
    ...(query.hide_stale_tables === true ? { hideStaleTables: true } : {}),
    counts: countsFromQuery(query),
  };
}

/**
 * The page fields of a paged quote's query (domain → wire; the SPA's HTTP adapter): `sort`,
 * `group`, `page`, `page_size`, then the narrowing that is set (`operator`, `accommodation`,
 * `coparticipation`). Parsed back by `quotePageFromQuery` (./quote-page-query.ts, which the
 * SPA's first load does not carry).
 */
export function quotePageToQuery(page: QuotePageQuery): QueryValues {
  const query: QueryValues = { sort: page.sort, group: page.grouping, page: page.page, page_size: page.pageSize };
  const { operatorId, accommodation, coparticipation } = page.narrowing;
  if (operatorId !== null) query.operator = operatorId;
  if (accommodation !== null) query.accommodation = accommodation;
  if (coparticipation !== null) query.coparticipation = coparticipation;
  return query;
}

/**
 * An operator's ANS registry data (CADOP) and quality figures
 * (src/domain/quotation/operator-profile.ts): `idss` the latest published year's score
 * (0–1, higher is better), `igr` the complaints per 10,000 beneficiaries of one month
 * (`period` `YYYY-MM`, lower is better); null when not published.
 */
export const ansProfileWire = z.object({
  registration: z.string(),
  cnpj: z.string(),
  legal_name: z.string(),
  trade_name: z.nullable(z.string()),
  modality: z.string(),
  idss: z.nullable(z.object({ year: z.number().check(z.int()), score: z.number() })),
  igr: z.nullable(z.object({ value: z.number(), period: z.string() })),
});

/**
 * An operator in lists: `ans_registration` only where confirmed (domain-facts), else null;
 * `ans_profile` its ANS registry and quality data, or null when the registration is unknown
 * to the bundled ANS reference — added by the server, always sent.
 */
export const institutionSummaryWire = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  slug: z.string(),
  logo: z.nullable(z.string()),
  ans_registration: z.nullable(z.string()),
  ans_profile: z.optional(z.nullable(ansProfileWire)),
});

/**
 * An adhesion entity (professional council, union, association...): `name` is the full
 * name ('Conselho Regional de Medicina — São Paulo'); `acronym` as brokers write it
 * ('CRM-SP', 'OAB/SP', 'UNE') — added by the server, always sent.
 */
export const entityWire = z.object({ id: z.number().check(z.int()), name: z.string(), acronym: z.optional(z.string()) });

/** The price table a quote used: 10 bracket prices in cents and its effective date. */
export const priceTableWire = z.object({
  id: z.number().check(z.int()),
  effective_date: z.iso.date(),
  source: z.string(),
  /** True for real operator tables (e.g. Hapvida June 2026); false for illustrative demo prices. */
  real: z.boolean(),
  prices_cents: z.array(z.number().check(z.int(), z.gt(0))).check(z.length(10)),
  /** Promotional prices (e.g. 15 % off in the first 3 months), or null. */
  promotional_prices_cents: z.nullable(z.array(z.number().check(z.int(), z.gt(0))).check(z.length(10))),
  /** How many first monthly payments the promotional prices apply to (3 for Hapvida), or null — added by the server, always sent. */
  promotional_months: z.optional(z.nullable(z.number().check(z.int(), z.gt(0)))),
  /**
   * Effective date of a newer table already scheduled for this plan (after `effective_date`),
   * or null: the date only, its prices stay unknown to brokers until that day —
   * added by the server, always sent.
   */
  next_effective_date: z.optional(z.nullable(z.iso.date())),
});

/** An administradora's fees per life, integer cents (src/domain/quotation/plan-extras.ts). */
export const administradoraFeesWire = z.object({
  adhesion_cents: z.number().check(z.int(), z.gte(0)),
  monthly_cents: z.number().check(z.int(), z.gte(0)),
});

/** A dental plan of the plan's operator offered as an optional extra, per life and month. */
export const dentalOptionWire = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  monthly_cents: z.number().check(z.int(), z.gt(0)),
  /** True for an operator's real price; false for illustrative demo prices. */
  real: z.boolean(),
});

/**
 * Fields every plan answer has, apart from its operator and its commercialization area (whose
 * shapes differ: the plan page carries them whole, a quote answer names them and lists each once).
 */
export const planCoreWire = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  type: planTypeWire,
  /** PJ porte code (src/domain/quotation/plan-types.ts) or null. */
  porte: z.nullable(z.string()),
  state: z.object({ id: z.number().check(z.int()), uf: z.string(), name: z.string() }),
  segmentation: z.string(),
  coverage_area: coverageAreaWire,
  accommodation: roomTypeWire,
  coparticipation: coparticipationWire,
  is_optional: z.boolean(),
  is_mei: z.boolean(),
  min_lives: z.number().check(z.int()),
  max_lives: z.nullable(z.number().check(z.int())),
  administradora: z.nullable(z.string()),
  /**
   * The administradora's fees per life of an adhesion plan (taxa de adesão paid once,
   * monthly administration fee), integer cents, or null — added by the server, always sent.
   */
  administradora_fees: z.optional(z.nullable(administradoraFeesWire)),
  entities: z.array(entityWire),
  price_table: priceTableWire,
  network: z.object({ name: z.string(), hospitals: z.number().check(z.int()), clinics: z.number().check(z.int()) }),
});

/**
 * The operator of a plan, whole. In plan answers `similar_entities` lists its similar entities
 * of the plan's state plus the national ones (what matters for a plan sold there, and what the
 * PF entity rule needs); `GET /api/institution/{id}/simple` lists all of them.
 */
export const planInstitutionWire = z.extend(institutionSummaryWire, { similar_entities: z.array(entityWire) });

/** Commercialization area: the whole state (`cities` empty) or a list of municipalities. */
export const commercializationAreaWire = z.object({ name: z.string(), cities: z.array(z.string()) });

/** Fields every plan answer has (`GET /api/plans/{id}/`; a quote answer's plan is {@link planQuoteWire}). */
export const planBaseWire = z.extend(planCoreWire, {
  institution: planInstitutionWire,
  commercialization_area: commercializationAreaWire,
});

/**
 * One plan in a quote answer: `total_cents` = Σ lives × bracket price, null when lives are 0.
 * Its operator and its area are named (`institution` {id, name, slug, logo},
 * `commercialization_area` {id, name}); their registry data, quality figures, similar entities
 * and cities are in the answer's `institutions` and `areas`, once each (on the real catalog a
 * state-wide quote repeated them on every one of ~1,000 plans: 3/4 of its bytes).
 */
export const planQuoteWire = z.extend(planCoreWire, {
  institution: z.object({ id: z.number().check(z.int()), name: z.string(), slug: z.string(), logo: z.nullable(z.string()) }),
  commercialization_area: z.object({ id: z.number().check(z.int()), name: z.string() }),
  lives: z.number().check(z.int()),
  total_cents: z.nullable(z.number().check(z.int())),
});
export type PlanQuoteWire = z.infer<typeof planQuoteWire>;

/** An area of a quote answer's `areas`: its id, name and cities (empty: the whole state). */
export const quoteAreaWire = z.extend(commercializationAreaWire, { id: z.number().check(z.int()) });

const countWire = z.number().check(z.int(), z.gte(0));
const removalRuleWire = z.enum(['city', 'coverage', 'contribution', 'mei', 'porte', 'min-lives', 'max-lives', 'entity', 'occupation', 'hospitals', 'no-table', 'stale-table']);
const dropFilterWire = z.enum(['city', 'coverage', 'contribution', 'mei', 'porte', 'entity', 'occupation', 'hospitals', 'stale-table']);

/**
 * Why a quote answered no plan (src/domain/quotation/empty-quote.ts): `type_plans` plans of
 * the state and asked types; `removed`, per rule, how many of them it left out (`lives`: the
 * smallest minimum / largest maximum of lives); `changes`, each change of the filter with the
 * plans it brings back, most first.
 */
export const emptyQuoteExplanationWire = z.object({
  type_plans: countWire,
  removed: z.array(z.object({ rule: removalRuleWire, plans: countWire, lives: z.optional(countWire) })),
  changes: z.array(
    z.union([
      z.object({ change: z.literal('type'), type: planTypeWire, plans: countWire }),
      z.object({ change: z.enum(['min-lives', 'max-lives']), lives: countWire, plans: countWire }),
      z.object({ change: z.literal('drop'), filter: dropFilterWire, plans: countWire }),
    ]),
  ),
});
export type EmptyQuoteExplanationWire = z.infer<typeof emptyQuoteExplanationWire>;

/** True when every result's operator and area are in the answer's `institutions` and `areas` (a quote answer's check). */
function namesOnlyListed(answer: {
  results: readonly { institution: { id: number }; commercialization_area: { id: number } }[];
  institutions: readonly { id: number }[];
  areas: readonly { id: number }[];
}): boolean {
  const institutions = new Set(answer.institutions.map((institution) => institution.id));
  const areas = new Set(answer.areas.map((area) => area.id));
  return answer.results.every((plan) => institutions.has(plan.institution.id) && areas.has(plan.commercialization_area.id));
}
const NAMES_UNLISTED = 'Plano cita operadora ou área ausente da resposta.';

/**
 * `GET /api/v3/plans/` (and `/api/plans/`, `/api/v2/plans/`) answer: `results` the plans;
 * `institutions` every operator of the results, whole, once, and `areas` every commercialization
 * area of the results with its cities, once, both in order of first appearance (a result's
 * `institution.id` and `commercialization_area.id` name one of them: an answer naming one it
 * does not list is refused); `explanation` only when `count` is 0.
 * {@link joinQuoteAnswer} gives each result its operator and area whole again.
 */
const quoteAnswerFields = {
  count: z.number().check(z.int()),
  lives: z.number().check(z.int()),
  results: z.array(planQuoteWire),
  institutions: z.array(planInstitutionWire),
  areas: z.array(quoteAreaWire),
  explanation: z.optional(emptyQuoteExplanationWire),
};
export const planQuoteListWire = z.object(quoteAnswerFields).check(z.refine(namesOnlyListed, { message: NAMES_UNLISTED }));
export type PlanQuoteListWire = z.infer<typeof planQuoteListWire>;

/** A quote answer's plan with its operator and commercialization area whole (the plan page's shapes). */
export type JoinedPlanQuoteWire = Omit<PlanQuoteWire, 'institution' | 'commercialization_area'> & {
  institution: z.infer<typeof planInstitutionWire>;
  commercialization_area: z.infer<typeof quoteAreaWire>;
};

/**
 * The results of a quote answer with each plan's `institution` and `commercialization_area`
 * whole again, taken from the answer's `institutions` and `areas` (one object per operator
 * and per area, shared by their plans; the area keeps its `id`). Throws a RangeError when a plan names one the answer does not list
 * (a parsed {@link planQuoteListWire} never does).
 */
export function joinQuoteAnswer(answer: Pick<PlanQuoteListWire, 'results' | 'institutions' | 'areas'>): JoinedPlanQuoteWire[] {
  const institutions = new Map(answer.institutions.map((institution) => [institution.id, institution]));
  const areas = new Map(answer.areas.map((area) => [area.id, area]));
  return answer.results.map((plan) => {
    const institution = institutions.get(plan.institution.id);
    const area = areas.get(plan.commercialization_area.id);
    if (!institution || !area) throw new RangeError(`quote answer lacks the operator or area of plan ${plan.id}`);
    return { ...plan, institution, commercialization_area: area };
  });
}

/** Accommodation kinds, as the narrowing choices name them. */
export const ACCOMMODATION_KINDS = ['outpatient', 'infirmary', 'apartment'] as const;

/** The narrowing controls' choices of a paged quote: over the whole answer, operators by name. */
export const quoteChoicesWire = z.object({
  operators: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
  accommodations: z.array(z.enum(ACCOMMODATION_KINDS)),
  coparticipations: z.array(coparticipationWire),
});

/**
 * A paged quote's answer (`GET /api/v3/plans/?page_size=…`), the API's paginated list
 * (`count`, `next`, `previous`, `results`) plus what a quote carries: `count` the plans after
 * narrowing, `all_count` before; `next`/`previous` the URL of the next/previous page (the
 * same path and query with `page` changed; root-relative) or null; `results` the page's plans
 * sorted, an adhesion offer's plans together; `institutions` and `areas` only those the page's
 * plans name; `choices` the narrowing controls' choices over the whole answer; `explanation`
 * only when the quote matched no plan at all.
 */
export const planQuotePageWire = z
  .object({
    ...quoteAnswerFields,
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    all_count: quoteAnswerFields.count,
    choices: quoteChoicesWire,
  })
  .check(z.refine(namesOnlyListed, { message: NAMES_UNLISTED }));
export type PlanQuotePageWire = z.infer<typeof planQuotePageWire>;

/** A hospital or clinic of an accredited network; attributes H, PS, M and laboratory. */
export const providerWire = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  city: z.string(),
  uf: z.string(),
  elective_admission: z.boolean(),
  emergency: z.boolean(),
  maternity: z.boolean(),
  laboratory: z.boolean(),
});

/** A provider of the wire as the domain's `Provider` (camelCase); the quote's adapter, the plan page's and the plan editor's mapping. */
export function providerFromWire(wire: z.infer<typeof providerWire>): Provider {
  return {
    id: wire.id,
    name: wire.name,
    city: wire.city,
    uf: wire.uf,
    electiveAdmission: wire.elective_admission,
    emergency: wire.emergency,
    maternity: wire.maternity,
    laboratory: wire.laboratory,
  };
}

/** A provider of the domain on the wire (the inverse of {@link providerFromWire}): how an answer carries it (the plan editor's, on the server and in the fake). */
export function providerToWire(provider: Provider): z.infer<typeof providerWire> {
  return {
    id: provider.id,
    name: provider.name,
    city: provider.city,
    uf: provider.uf,
    elective_admission: provider.electiveAdmission,
    emergency: provider.emergency,
    maternity: provider.maternity,
    laboratory: provider.laboratory,
  };
}


/** `GET /api/states/`: the 27 UFs; `cities` lists the commercialization-area cities where a state has more than one area. */
export const stateListWire = z.array(
  z.object({ id: z.number().check(z.int()), uf: z.string(), name: z.string(), cities: z.array(z.string()) }),
);


/** Largest `page_size` of `GET /api/institutions/{id}/`. */
export const INSTITUTION_PAGE_MAX_SIZE = 100;

/** `GET /api/entities/?state=&occupation=`: adhesion entities with the occupations they accept. */
export const entityListWire = z.array(z.extend(entityWire, { occupations: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })) }));
/** `GET /api/occupations/`: professions for adhesion. */
export const occupationListWire = z.array(z.object({ id: z.number().check(z.int()), name: z.string() }));
/** `GET /api/hospitals/?state=&search=`: hospitals to filter by accredited network (max 50). */
export const hospitalSearchWire = z.array(providerWire);
