/**
 * The app's catalog: the real Hapvida tables plus the demonstration catalog around them.
 *
 * Ids: the Hapvida part keeps the ids `loadHapvidaCatalog` gives (1…, file order); the
 * demonstration part follows, each collection renumbered after the last Hapvida id, in
 * generation order. Deterministic: same seed and scale → identical catalog.
 *
 * The Hapvida data stays untouched (prices, promotional prices, coparticipation rules,
 * areas, plan fields); the only links added to it are demonstration ones, marked as such:
 * - the demonstration catalog's 'hapvida' institution is the same institution (merged by
 *   slug; its states join the real record's);
 * - each Hapvida plan gets the illustrative Hapvida network of its state for its room
 *   (ambulatorial essencial, enfermaria intermediária, apartamento ampla; Network.real = false).
 */
import { generateDemoCatalog } from './demo/demo-generator';
import { loadHapvidaCatalog } from './hapvida';
import { readHapvidaFile } from './hapvida-file';
import type { ImportReport } from './import-price-table';
import type { CatalogData, CatalogScale, Institution, Plan } from './types';

/** Seed of the app's demonstration catalog. */
export const DEFAULT_CATALOG_SEED = 20260601;

export interface BuildCatalogOptions {
  readonly scale: CatalogScale;
  readonly seed?: number;
  /** The Hapvida file's JSON; read from server/data when absent. */
  readonly hapvidaJson?: unknown;
}

export interface BuiltCatalog {
  readonly catalog: CatalogData;
  /**
   * Import reports for the seed's output (`report.summary`): Hapvida, then the rest — the real
   * operator files (scale 'full') or the small demonstration catalog (scale 'small', tests).
   */
  readonly reports: { readonly hapvida: ImportReport; readonly rest: ImportReport };
}

function maxId(rows: readonly { readonly id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

function sortedUnion(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}

/**
 * Appends `demo` after `real`, renumbering the demo ids and every reference to them.
 * Institutions with the same slug are one (the real record wins, states and similar
 * entities are joined). Real plans without a network get the demo network of their
 * institution in their state, if there is one.
 */
export function mergeCatalogs(real: CatalogData, demo: CatalogData): CatalogData {
  const offset = (rows: readonly { readonly id: number }[]) => {
    const base = maxId(rows);
    return (id: number) => id + base;
  };
  const entityId = offset(real.entities);
  const occupationId = offset(real.occupations);
  const administradoraId = offset(real.administradoras);
  const providerId = offset(real.providers);
  const networkId = offset(real.networks);
  const areaId = offset(real.commercializationAreas);
  const planId = offset(real.plans);
  const priceTableId = offset(real.priceTables);
  const ruleId = offset(real.coparticipationRules);
  const refundId = offset(real.refunds);
  const shortfallId = offset(real.shortfalls);

  // Institutions: merge by slug, else append with the next id.
  const institutions: Institution[] = [...real.institutions];
  const institutionIdOf = new Map<number, number>();
  let nextInstitutionId = maxId(real.institutions);
  for (const institution of demo.institutions) {
    const index = institutions.findIndex((candidate) => candidate.slug === institution.slug);
    const existing = institutions[index];
    if (existing) {
      institutionIdOf.set(institution.id, existing.id);
      institutions[index] = {
        ...existing,
        stateIds: sortedUnion(existing.stateIds, institution.stateIds),
        similarEntityIds: sortedUnion(existing.similarEntityIds, institution.similarEntityIds.map(entityId)),
      };
    } else {
      nextInstitutionId += 1;
      institutionIdOf.set(institution.id, nextInstitutionId);
      institutions.push({ ...institution, id: nextInstitutionId, similarEntityIds: institution.similarEntityIds.map(entityId) });
    }
  }
  const institutionId = (id: number): number => {
    const mapped = institutionIdOf.get(id);
    if (mapped === undefined) throw new Error(`Unknown demo institution ${id}`);
    return mapped;
  };

  const demoNetworks = demo.networks.map((network) => ({
    ...network,
    id: networkId(network.id),
    institutionId: institutionId(network.institutionId),
    providerIds: network.providerIds.map(providerId),
  }));
  // A real plan takes its operator's network of the state by room, so plans differ as real ones do:
  // ambulatorial → essencial, enfermaria → intermediária, apartamento → ampla (any tier there is otherwise).
  const ROOM_TIER = { outpatient: 'essencial', infirmary: 'intermediaria' } as const;
  const networkFor = (plan: Plan): number | null => {
    if (plan.networkId !== null) return plan.networkId;
    const own = demoNetworks.filter((network) => network.institutionId === plan.institutionId && network.stateId === plan.stateId);
    const tier = ROOM_TIER[plan.roomType as keyof typeof ROOM_TIER] ?? 'ampla';
    return (own.find((network) => network.tier === tier) ?? own[0])?.id ?? null;
  };

  return {
    states: real.states,
    institutions,
    administradoras: [...real.administradoras, ...demo.administradoras.map((row) => ({ ...row, id: administradoraId(row.id) }))],
    occupations: [...real.occupations, ...demo.occupations.map((row) => ({ ...row, id: occupationId(row.id) }))],
    entities: [...real.entities, ...demo.entities.map((row) => ({ ...row, id: entityId(row.id), occupationIds: row.occupationIds.map(occupationId) }))],
    providers: [...real.providers, ...demo.providers.map((row) => ({ ...row, id: providerId(row.id) }))],
    networks: [...real.networks, ...demoNetworks],
    commercializationAreas: [...real.commercializationAreas, ...demo.commercializationAreas.map((row) => ({ ...row, id: areaId(row.id) }))],
    plans: [
      ...real.plans.map((plan) => (plan.networkId === null ? { ...plan, networkId: networkFor(plan) } : plan)),
      ...demo.plans.map((plan) => ({
        ...plan,
        id: planId(plan.id),
        institutionId: institutionId(plan.institutionId),
        commercializationAreaId: areaId(plan.commercializationAreaId),
        entityIds: plan.entityIds.map(entityId),
        administradoraId: plan.administradoraId === null ? null : administradoraId(plan.administradoraId),
        networkId: plan.networkId === null ? null : networkId(plan.networkId),
      })),
    ],
    priceTables: [...real.priceTables, ...demo.priceTables.map((row) => ({ ...row, id: priceTableId(row.id), planId: planId(row.planId) }))],
    coparticipationRules: [
      ...real.coparticipationRules,
      ...demo.coparticipationRules.map((row) => ({ ...row, id: ruleId(row.id), planId: planId(row.planId) })),
    ],
    refunds: [...real.refunds, ...demo.refunds.map((row) => ({ ...row, id: refundId(row.id), planId: planId(row.planId) }))],
    shortfalls: [...real.shortfalls, ...demo.shortfalls.map((row) => ({ ...row, id: shortfallId(row.id), planId: planId(row.planId) }))],
  };
}

/**
 * The demonstration catalog around the real Hapvida tables: the server tests' template
 * (scale 'small') and scale experiments ('full' = the generator's full size). NOT the app's
 * catalog: `seedCatalog({ scale: 'full' })` imports the operator files of
 * server/data/operator-files through the operator importer (catalog-seed.ts), the only way
 * real tables enter the app.
 * @throws Error when the Hapvida file is invalid.
 */
export function buildCatalog(options: BuildCatalogOptions): BuiltCatalog {
  const hapvida = loadHapvidaCatalog(options.hapvidaJson ?? readHapvidaFile());
  if (hapvida.kind === 'invalid-file') {
    throw new Error(`Arquivo de tabelas Hapvida inválido: ${hapvida.issues.slice(0, 5).join('; ')}`);
  }
  const demo = generateDemoCatalog({ seed: options.seed ?? DEFAULT_CATALOG_SEED, scale: options.scale });
  return {
    catalog: mergeCatalogs(hapvida.catalog, demo.catalog),
    reports: { hapvida: hapvida.report, rest: demo.report },
  };
}
