/**
 * The small hand-made catalog of the fake PlanCatalog (tests, QA and `npm run dev:fake`): its
 * records are data in ./catalog-data.json (one array per table, a plan denormalized with its
 * price table, network and rules), checked once here with a schema built on the contract's
 * code lists; catalog-data.test.ts checks its contents (RN 563, carências, providers, the
 * copy of Hapvida's file).
 *
 * - Operators: Amil (ANS 326305), Bradesco Saúde (005711), SulAmérica (006246) and
 *   Hapvida (368253) — registration numbers from the ANS registry (server/data/ans-operators/).
 * - SP: plans of the three types (PME, individual, adhesion); PE: Hapvida's REAL
 *   individual tables of June 2026 for Recife, copied exactly from
 *   server/data/hapvida-price-tables-2026-06.json (with the operator's "group_b"
 *   coparticipation rules, the 15 % first-3-months prices and the legal maximum carências),
 *   plus a few illustrative plans; MG: plans sold by commercialization area (Belo Horizonte
 *   e região, Triângulo Mineiro). Every other state has no plans (quotes there are empty).
 * - Every other price is illustrative (`real: false`): a base price times the age ladder
 *   1, 1.3, 1.5, 1.7, 1.8, 2.0, 2.45, 3.3, 4.45, 5.8, which obeys RN 563/2022 (P10 ≤ 6 × P1,
 *   P10/P7 ≤ P7/P1, never decreasing).
 * - Hospitals and laboratories have real names; who accredits whom is illustrative.
 */
import { z } from 'zod/mini';
import { coparticipationWire, coverageAreaWire, planTypeWire } from '../../contract/catalog';
import type { CatalogTables, Provider } from '../../domain/quotation/catalog';
import { isRoomType, PORTE_CODES, type RoomType } from '../../domain/quotation/plan-types';
import type { AdministradoraFees, DentalAddOn } from '../../domain/quotation/plan-extras';
import catalogJson from './catalog-data.json';

// The data file's schema (the contract's and the domain's code lists, integer cents, ten prices a
// table); the records' types are read from it.

const id = z.int();
const ids = z.array(id);
const cents = z.int();
const prices = z.readonly(z.tuple([cents, cents, cents, cents, cents, cents, cents, cents, cents, cents]));

const planSchema = z.object({
  id,
  institutionId: id,
  stateId: id,
  /** Where it is sold; `cities` empty: the whole state. */
  area: z.object({ name: z.string(), cities: z.array(z.string()) }),
  type: planTypeWire,
  porte: z.nullable(z.enum(PORTE_CODES)),
  name: z.string(),
  segmentation: z.string(),
  coverageArea: coverageAreaWire,
  accommodation: z.custom<RoomType>(isRoomType),
  coparticipation: coparticipationWire,
  isOptional: z.boolean(),
  isMei: z.boolean(),
  minLives: z.int(),
  maxLives: z.nullable(z.int()),
  administradora: z.nullable(z.string()),
  entityIds: ids,
  priceTable: z.object({
    id,
    effectiveDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    source: z.string(),
    real: z.boolean(),
    pricesCents: prices,
    promotionalPricesCents: z.nullable(prices),
    promotionalMonths: z.optional(z.nullable(z.int())),
  }),
  networkName: z.string(),
  hospitalIds: ids,
  clinicIds: ids,
  refunds: z.array(z.object({ id, procedure: z.string(), valueCents: cents })),
  coparticipationRules: z.array(
    z.object({ id, procedure: z.string(), percentage: z.nullable(z.number()), fixedCents: z.nullable(cents), capCents: z.nullable(cents), exempt: z.boolean() }),
  ),
  shortfalls: z.array(z.object({ id, group: z.string(), procedure: z.string(), days: z.int(), note: z.optional(z.nullable(z.string())) })),
});

const catalogSchema = z.object({
  institutions: z.array(
    z.object({ id, name: z.string(), slug: z.string(), ansRegistration: z.nullable(z.string()), logoUrl: z.nullable(z.string()), similarEntityIds: ids }),
  ),
  occupations: z.array(z.object({ id, name: z.string() })),
  /** `stateId` null: a national entity. */
  entities: z.array(z.object({ id, name: z.string(), stateId: z.nullable(id), occupationIds: ids })),
  providers: z.array(
    z.object({
      id,
      kind: z.enum(['hospital', 'clinic']),
      name: z.string(),
      city: z.string(),
      uf: z.string(),
      stateId: id,
      /** H internação eletiva, PS pronto-socorro, M maternidade, Lab laboratório. */
      attributes: z.array(z.enum(['H', 'PS', 'M', 'Lab'])),
    }),
  ),
  plans: z.array(planSchema),
  /** The administradoras' fees per life, by name (the illustrative figures of the server's seed, server/src/catalog/reference-data/plan-extras.ts). */
  administradoraFees: z.record(z.string(), z.object({ adhesionCentsPerLife: cents, monthlyCentsPerLife: cents })),
});

type Records = z.infer<typeof catalogSchema>;
export type FakeInstitution = Readonly<Records['institutions'][number]>;
export type FakeOccupation = Readonly<Records['occupations'][number]>;
export type FakeEntity = Readonly<Records['entities'][number]>;
export type FakeProvider = Readonly<Records['providers'][number]>;
/** A fake plan: denormalized with its area, price table, network and rules. */
export type FakePlan = Readonly<Records['plans'][number]>;
export type FakeArea = FakePlan['area'];
/** The fake back end's catalog: one array per table (denormalized: a plan carries its table, network and rules). */
export type FakeCatalogData = CatalogTables<{ institutions: FakeInstitution; occupations: FakeOccupation; entities: FakeEntity; providers: FakeProvider; plans: FakePlan }>;

const { administradoraFees, ...tables } = catalogSchema.parse(catalogJson);

/** The whole fake catalog (plans by id). */
export const FAKE_CATALOG: FakeCatalogData = tables;

/** The administradoras' fees per life, by name. */
export const FAKE_ADMINISTRADORA_FEES: Readonly<Record<string, AdministradoraFees>> = administradoraFees;

/** A commercialization area of the fake data: a plan carries its area; the area's id is its order of first appearance (state and name). */
export interface FakeAreaRecord extends FakeArea {
  readonly id: number;
  readonly stateId: number;
}

/** The commercialization areas of `plans`, by id (the editor's and the quote's ids agree: same plans, same order). */
export function fakeAreas(plans: readonly FakePlan[]): FakeAreaRecord[] {
  const areas: FakeAreaRecord[] = [];
  for (const plan of plans) {
    if (!areas.some((area) => area.stateId === plan.stateId && area.name === plan.area.name)) {
      areas.push({ id: areas.length + 1, stateId: plan.stateId, name: plan.area.name, cities: plan.area.cities });
    }
  }
  return areas;
}

/** Lower case, without accents: how the server's provider searches compare (`translate`, `ilike`). */
const foldedText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The server's provider search (catalog `GET /api/hospitals/` and the control panel's
 * `GET /api/admin/providers/`): of the state and kind, the name OR the city holding the
 * trimmed text (accents and case ignored), by folded name code point by code point
 * (`collate "C"`), then id; at most `limit`.
 */
export function searchFakeProviders(list: readonly FakeProvider[], filter: { stateId: number; kind: FakeProvider['kind']; text: string; limit: number }): FakeProvider[] {
  const needle = foldedText(filter.text.trim());
  const byName = (a: FakeProvider, b: FakeProvider) => {
    const [x, y] = [foldedText(a.name), foldedText(b.name)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };
  return list
    .filter((p) => p.stateId === filter.stateId && p.kind === filter.kind && (foldedText(p.name).includes(needle) || foldedText(p.city).includes(needle)))
    .sort(byName)
    .slice(0, filter.limit);
}

/** A fake provider as the catalog's domain sees it: its attribute codes read as flags (the one reading of them). */
export function toProvider(provider: FakeProvider): Provider {
  return {
    id: provider.id,
    name: provider.name,
    city: provider.city,
    uf: provider.uf,
    electiveAdmission: provider.attributes.includes('H'),
    emergency: provider.attributes.includes('PS'),
    maternity: provider.attributes.includes('M'),
    laboratory: provider.attributes.includes('Lab'),
  };
}

/** The dental add-ons of an operator (an entry plan and one with orthodontics), cheapest first. */
export function fakeDentalOptions(institutionId: number, operatorName: string): DentalAddOn[] {
  return [
    { id: institutionId * 10 + 1, name: `${operatorName} Odonto`, monthlyCentsPerLife: 2490, illustrative: true },
    { id: institutionId * 10 + 2, name: `${operatorName} Odonto com Ortodontia`, monthlyCentsPerLife: 4690, illustrative: true },
  ];
}
