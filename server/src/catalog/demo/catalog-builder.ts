/**
 * The demonstration catalog while it is generated: one mutable collection per table (an id
 * is the row's position + 1, so ids follow generation order), the lookups that keep areas
 * and networks unique, and the states and entities gathered for each institution.
 */
import type { UfCode } from '../../../../src/domain/quotation';
import { catalogStates } from '../catalog-states';
import type { ImportReportBuilder } from '../import-price-table';
import type { AdministradoraSeed } from '../reference-data/adhesion';
import type { ProviderSeed } from '../reference-data/providers';
import type {
  AdhesionEntity,
  Administradora,
  CatalogData,
  CatalogScale,
  CommercializationArea,
  CoparticipationRule,
  Institution,
  Network,
  Occupation,
  Plan,
  PriceTableRow,
  Provider,
  Refund,
  Shortfall,
} from '../types';

/** Mutable collections with their id counters. */
export class CatalogBuilder {
  readonly institutions: Institution[] = [];
  readonly administradoras: Administradora[] = [];
  readonly occupations: Occupation[] = [];
  readonly entities: AdhesionEntity[] = [];
  readonly providers: Provider[] = [];
  readonly networks: Network[] = [];
  readonly areas: CommercializationArea[] = [];
  readonly plans: Plan[] = [];
  readonly priceTables: PriceTableRow[] = [];
  readonly rules: CoparticipationRule[] = [];
  readonly refunds: Refund[] = [];
  readonly shortfalls: Shortfall[] = [];
  /** Network id by `operator slug|UF|tier`. */
  readonly networkIds = new Map<string, number>();
  /** Area id by `state id|name`. */
  readonly areaIds = new Map<string, number>();
  readonly institutionStates = new Map<number, Set<number>>();
  readonly institutionEntities = new Map<number, Set<number>>();

  /** Records that the institution sells (or has a network) in the state. */
  touchState(institutionId: number, stateId: number): void {
    const set = this.institutionStates.get(institutionId) ?? new Set<number>();
    set.add(stateId);
    this.institutionStates.set(institutionId, set);
  }

  /** Records entities of the institution's adhesion plans (its "similar entities"); nothing for an empty list. */
  linkEntities(institutionId: number, entityIds: readonly number[]): void {
    if (entityIds.length === 0) return;
    const set = this.institutionEntities.get(institutionId) ?? new Set<number>();
    entityIds.forEach((id) => set.add(id));
    this.institutionEntities.set(institutionId, set);
  }

  /** Id of the commercialization area `name` of the state, added on first use (`cities` null: the whole state). */
  areaId(stateId: number, name: string, cities: readonly string[] | null): number {
    const key = `${stateId}|${name}`;
    const existing = this.areaIds.get(key);
    if (existing !== undefined) return existing;
    const id = this.areas.length + 1;
    this.areas.push({ id, stateId, name, cities });
    this.areaIds.set(key, id);
    return id;
  }

  /** The generated catalog: the 27 states, every collection, each institution with its states and entities ascending. */
  toCatalogData(): CatalogData {
    return {
      states: catalogStates(),
      institutions: this.institutions.map((institution) => ({
        ...institution,
        stateIds: [...(this.institutionStates.get(institution.id) ?? [])].sort((a, b) => a - b),
        similarEntityIds: [...(this.institutionEntities.get(institution.id) ?? [])].sort((a, b) => a - b),
      })),
      administradoras: this.administradoras,
      occupations: this.occupations,
      entities: this.entities,
      providers: this.providers,
      networks: this.networks,
      commercializationAreas: this.areas,
      plans: this.plans,
      priceTables: this.priceTables,
      coparticipationRules: this.rules,
      refunds: this.refunds,
      shortfalls: this.shortfalls,
    };
  }
}

/** A provider of a state with its catalog id. */
export interface StateProvider {
  readonly id: number;
  readonly seed: ProviderSeed;
}

/** One generation: what every step after the reference lists reads and adds to. */
export interface DemoRun {
  /** The 32-bit seed every draw is keyed by (`rngFor(seed, key)`). */
  readonly seed: number;
  readonly scale: CatalogScale;
  readonly builder: CatalogBuilder;
  /** Collects the result of every price table. */
  readonly report: ImportReportBuilder;
  /** Ids (ascending) of the entities the administradora carries in the state. */
  readonly entityIdsOf: (administradora: AdministradoraSeed, uf: UfCode) => number[];
  /** The state's providers, in reference order. */
  readonly providersOf: (uf: UfCode) => readonly StateProvider[];
}
