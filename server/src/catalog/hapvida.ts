/**
 * Loader of the real Hapvida price tables (server/data/hapvida-price-tables-2026-06.json):
 * 10 cities, June 2026, individual (CP), PME and business (PJ) plans, with the
 * operator's coparticipation rules and the 15 % first-3-months promotional prices.
 *
 * The file is validated with zod first; every table then goes through
 * `importPriceTable` (the one import path) and the findings are collected in a report
 * for the seed ("Hapvida: 182 tabelas, 64 acima da verificação composta …").
 *
 * Mapping (what the file says → catalog):
 * - One plan per table of the file (a table is one product × accommodation ×
 *   coparticipation kind in one city), with exactly one price table: effective date
 *   2026-06-01, source 'Hapvida — tabela de preços junho/2026', real: true, the prices
 *   and promotional prices cent by cent as in the file (promotion: 3 months).
 * - Priced per city: one commercialization area per city (name = city, cities = [city]).
 *   MG has three (Belo Horizonte, Uberaba, Uberlândia): a MG quote needs the city.
 * - product 'ind' → CP, 1 life minimum, no maximum; 'pme' (label 'Empresarial PME') →
 *   PJ porte I, 2–29 lives; 'ss' (label 'Empresarial') → PJ porte II, 30–99 lives. The
 *   file states no band: these are the market's usual ones (domain-facts: porte I =
 *   2–29, porte II = 30–99); 100+ lives are negotiated case by case.
 * - coparticipation 'total' → kind 'with' with the group's "total" rules; 'partial' →
 *   'with_tp' with its "partial" rules; group_a for Belo Horizonte and Curitiba,
 *   group_b for every other city (file note). 'exempt' → exempt: true.
 * - segment 'ambulatorial' → ambulatorial; 'ambulatorial + hospitalar com obstetrícia'
 *   → ambulatorial_hospitalar_com_obstetricia. accommodation → room type as is.
 * - Not in the file, so set conservatively and documented: coverage area
 *   'grupo_de_municipios' (Hapvida sells regional products); PJ contribution
 *   compulsory (isOptional false, the filter's default); acceptsMei false; no refunds
 *   and no network here — `buildCatalog` links the plans to the illustrative Hapvida
 *   network of their state.
 * - Carências: the file has none, so each plan gets the standard carências within Lei
 *   9.656/98 (`standardShortfalls`, src/domain/quotation/standard-shortfalls.ts: the legal
 *   maximums with their source in the note; business plans of 30+ lives exempt within 30
 *   days, RN 557/2022) instead of 'Carências não informadas.'.
 * - Names: where a city prints the same name twice (total and partial coparticipation),
 *   the kind is added (`distinctHapvidaPlanNames`).
 */
import { z } from 'zod';
import { AGE_BRACKETS, BRAZILIAN_STATES, distinctTableNames, standardShortfalls, stateByUf, type CoparticipationKind, type PorteCode, type UfCode } from '../../../src/domain/quotation';
import { catalogStates } from './catalog-states';
import { ImportReportBuilder, importPriceTable, type ImportReport } from './import-price-table';
import {
  HAPVIDA_EFFECTIVE_DATE,
  HAPVIDA_SOURCE,
  type CatalogData,
  type CommercializationArea,
  type CoparticipationRule,
  type Plan,
  type PriceTableRow,
  type Segmentation,
  type Shortfall,
} from './types';

const BRACKET_LABELS: readonly string[] = AGE_BRACKETS.map((bracket) => bracket.label);
const UF_CODES = BRAZILIAN_STATES.map((state) => state.uf) as [UfCode, ...UfCode[]];

const ruleValueSchema = z.union([
  z.literal('exempt'),
  z
    .object({
      percentage: z.number().gt(0).lte(1).optional(),
      fixed_cents: z.number().int().positive().optional(),
      cap_cents: z.number().int().positive().optional(),
    })
    .strict()
    .refine((value) => value.percentage !== undefined || value.fixed_cents !== undefined, {
      message: 'a rule needs a percentage or a fixed value',
    }),
]);

const rulesSchema = z.array(z.tuple([z.string().min(1), ruleValueSchema])).min(1);
const groupSchema = z.object({ partial: rulesSchema, total: rulesSchema });

/** Names that tell a city's tables apart (the coparticipation kind added where the file repeats a name; `distinctTableNames`). */
export function distinctHapvidaPlanNames(tables: readonly { plan_name: string; coparticipation: 'total' | 'partial' }[]): string[] {
  return distinctTableNames(tables.map((table) => ({ name: table.plan_name, coparticipation: table.coparticipation })));
}

export const HAPVIDA_SEGMENTS = {
  ambulatorial: 'ambulatorial',
  'ambulatorial + hospitalar com obstetrícia': 'ambulatorial_hospitalar_com_obstetricia',
} as const satisfies Record<string, Segmentation>;

const tableSchema = z
  .object({
    product: z.enum(['ind', 'pme', 'ss']),
    plan_name: z.string().min(1),
    plan_type: z.enum(['CP', 'PJ']),
    accommodation: z.enum(['outpatient', 'infirmary', 'apartment']),
    segment: z.enum(Object.keys(HAPVIDA_SEGMENTS) as [keyof typeof HAPVIDA_SEGMENTS, ...(keyof typeof HAPVIDA_SEGMENTS)[]]),
    coparticipation: z.enum(['total', 'partial']),
    // Lengths and values are checked by importPriceTable, which refuses with pt-BR reasons.
    prices_cents: z.array(z.number()),
    first_3_months_prices_cents: z.array(z.number()).optional(),
  })
  .strict();

/** zod schema of the Hapvida data file. */
export const hapvidaFileSchema = z
  .object({
    about: z.string(),
    operator: z.object({ name: z.string().min(1), ans_registration: z.string().regex(/^\d{6}$/) }),
    brackets: z.array(z.string()).refine((labels) => labels.join('|') === BRACKET_LABELS.join('|'), {
      message: 'brackets must be the 10 ANS brackets 0-18 … 59+',
    }),
    products: z.object({
      ind: z.object({ type: z.literal('CP'), label: z.string().min(1) }),
      pme: z.object({ type: z.literal('PJ'), label: z.string().min(1) }),
      ss: z.object({ type: z.literal('PJ'), label: z.string().min(1) }),
    }),
    coparticipation_rules: z.object({
      note: z.string(),
      group_a: groupSchema,
      group_b: groupSchema,
      group_a_cities: z.array(z.string().min(1)),
    }),
    cities: z
      .array(z.object({ city: z.string().min(1), uf: z.enum(UF_CODES), tables: z.array(tableSchema).min(1) }))
      .min(1),
  })
  .superRefine((file, ctx) => {
    file.cities.forEach((city, c) =>
      city.tables.forEach((table, t) => {
        if (table.plan_type !== file.products[table.product].type) {
          ctx.addIssue({
            code: 'custom',
            path: ['cities', c, 'tables', t, 'plan_type'],
            message: `plan_type ${table.plan_type} differs from product ${table.product}'s type`,
          });
        }
      }),
    );
  });

/** The parsed file. */
export type HapvidaFile = z.infer<typeof hapvidaFileSchema>;

/** Result of `loadHapvidaCatalog`. */
export type HapvidaLoadResult =
  | { readonly kind: 'loaded'; readonly catalog: CatalogData; readonly report: ImportReport }
  | { readonly kind: 'invalid-file'; readonly issues: readonly string[] };

/** Hapvida's slug in the catalog (the demonstration catalog uses the same one). */
export const HAPVIDA_SLUG = 'hapvida';
/** Months of the promotional prices (file: "15% off during the first 3 months"). */
export const HAPVIDA_PROMOTIONAL_MONTHS = 3;

export const HAPVIDA_PRODUCT_PLAN: Record<'ind' | 'pme' | 'ss', { porte: PorteCode | null; minLives: number; maxLives: number | null }> = {
  ind: { porte: null, minLives: 1, maxLives: null },
  pme: { porte: 'porte_i', minLives: 2, maxLives: 29 },
  ss: { porte: 'porte_ii', minLives: 30, maxLives: 99 },
};

const KIND: Record<'total' | 'partial', CoparticipationKind> = { total: 'with', partial: 'with_tp' };

/**
 * Validates the Hapvida file (zod) and turns it into catalog data, ids from 1 in file
 * order (cities, then tables). Tables refused by `importPriceTable` are left out (with
 * their plan) and listed in the report.
 */
export function loadHapvidaCatalog(json: unknown): HapvidaLoadResult {
  const parsed = hapvidaFileSchema.safeParse(json);
  if (!parsed.success) {
    return {
      kind: 'invalid-file',
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
    };
  }
  const file = parsed.data;
  const report = new ImportReportBuilder('Hapvida');
  const areas: CommercializationArea[] = [];
  const plans: Plan[] = [];
  const priceTables: PriceTableRow[] = [];
  const rules: CoparticipationRule[] = [];
  const shortfalls: Shortfall[] = [];
  const stateIds = new Set<number>();
  const groupACities = new Set(file.coparticipation_rules.group_a_cities);

  for (const city of file.cities) {
    const state = stateByUf(city.uf);
    if (!state) throw new Error(`unreachable: UF ${city.uf} validated by zod`);
    stateIds.add(state.id);
    const area: CommercializationArea = { id: areas.length + 1, stateId: state.id, name: city.city, cities: [city.city] };
    areas.push(area);
    const group = groupACities.has(city.city) ? file.coparticipation_rules.group_a : file.coparticipation_rules.group_b;

    const names = distinctHapvidaPlanNames(city.tables);
    for (const [tableIndex, table] of city.tables.entries()) {
      const planId = plans.length + 1;
      const promo = table.first_3_months_prices_cents ?? null;
      const result = importPriceTable({
        planId,
        effectiveDate: HAPVIDA_EFFECTIVE_DATE,
        pricesCents: table.prices_cents,
        promotionalPricesCents: promo,
        promotionalMonths: promo === null ? null : HAPVIDA_PROMOTIONAL_MONTHS,
        source: HAPVIDA_SOURCE,
        real: true,
      });
      report.record(result, () => `${city.city} — ${table.plan_name} (coparticipação ${table.coparticipation === 'total' ? 'total' : 'parcial'})`);
      if (result.kind === 'refused') continue;

      const product = HAPVIDA_PRODUCT_PLAN[table.product];
      plans.push({
        id: planId,
        institutionId: 1,
        stateId: state.id,
        commercializationAreaId: area.id,
        type: table.plan_type,
        porte: product.porte,
        name: names[tableIndex] ?? table.plan_name,
        productLine: file.products[table.product].label,
        segmentation: HAPVIDA_SEGMENTS[table.segment],
        coverageArea: 'grupo_de_municipios',
        roomType: table.accommodation,
        coparticipation: KIND[table.coparticipation],
        isOptional: table.plan_type === 'PJ' ? false : null,
        acceptsMei: false,
        minLives: product.minLives,
        maxLives: product.maxLives,
        entityIds: [],
        administradoraId: null,
        networkId: null,
        source: HAPVIDA_SOURCE,
        real: true,
      });
      priceTables.push({ id: priceTables.length + 1, ...result.table });
      const hospital = table.segment !== 'ambulatorial';
      for (const standard of standardShortfalls({ hospital, obstetrics: hospital, businessThirtyPlus: product.minLives >= 30 })) {
        shortfalls.push({ id: shortfalls.length + 1, planId, ...standard });
      }
      for (const [procedure, value] of group[table.coparticipation]) {
        rules.push(
          value === 'exempt'
            ? { id: rules.length + 1, planId, procedure, percentage: null, fixedCents: null, capCents: null, exempt: true }
            : {
                id: rules.length + 1,
                planId,
                procedure,
                percentage: value.percentage ?? null,
                fixedCents: value.fixed_cents ?? null,
                capCents: value.cap_cents ?? null,
                exempt: false,
              },
        );
      }
    }
  }

  const catalog: CatalogData = {
    states: catalogStates(),
    institutions: [
      {
        id: 1,
        name: 'Hapvida',
        legalName: file.operator.name,
        slug: HAPVIDA_SLUG,
        ansRegistration: file.operator.ans_registration,
        logo: null,
        scope: 'nacional',
        stateIds: [...stateIds].sort((a, b) => a - b),
        similarEntityIds: [],
      },
    ],
    administradoras: [],
    occupations: [],
    entities: [],
    providers: [],
    networks: [],
    commercializationAreas: areas,
    plans,
    priceTables,
    coparticipationRules: rules,
    refunds: [],
    shortfalls,
  };
  return { kind: 'loaded', catalog, report: report.build() };
}
