/**
 * Operator files (operator-file.ts) → catalog data (types.ts), the seed's way in for the
 * real catalog: each file is zod-validated, each price table goes through
 * `importPriceTable` (the one import path; refusals are reported, never inserted), and the
 * ids are assigned here in file order, deterministically.
 *
 * - Institutions: one per operator slug (files of several states merge), with the ANS
 *   registration and razão social the file carries (CADOP).
 * - Administradoras, occupations and adhesion entities: the reference lists
 *   (reference-data/adhesion.ts). A PF plan is open to the entities its administradora
 *   carries in the plan's state — that association is the reference data's (illustrative,
 *   as before); the sources do not list entities.
 * - Providers: the networks' hospitals, one per name + city + state (services joined).
 * - Carências: the sources give none; each plan gets the standard legal maximums
 *   (`standardShortfalls`), as the Hapvida loader does.
 * - Price tables: `source` is the file source's label, `real: true`.
 */
import { BRAZILIAN_STATES, standardShortfalls, stateByUf, type UfCode } from '../../../../src/domain/quotation';
import { catalogStates } from '../catalog-states';
import { ImportReportBuilder, importPriceTable, type ImportReport } from '../import-price-table';
import { ADMINISTRADORAS, OCCUPATIONS, OTHER_ENTITIES, STATE_COUNCILS, type AdministradoraSeed } from '../reference-data/adhesion';
import type {
  AdhesionEntity,
  Administradora,
  CatalogData,
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
import { foldName } from './convert';
import { operatorFileSchema, type OperatorFile } from './operator-file';

/** What {@link loadOperatorFiles} answers. */
export type OperatorFilesLoad =
  | { readonly kind: 'loaded'; readonly catalog: CatalogData; readonly report: ImportReport }
  | { readonly kind: 'invalid-file'; readonly file: string; readonly issues: readonly string[] };

function slugify(text: string): string {
  return foldName(text).replace(/ /g, '-');
}

interface Reference {
  readonly occupations: Occupation[];
  readonly entities: AdhesionEntity[];
  readonly administradoras: Administradora[];
  readonly entityIdsOf: (administradora: AdministradoraSeed, uf: UfCode) => number[];
}

/** The adhesion reference lists, ids from 1 in list order (same as the former demo catalog's). */
function buildReference(): Reference {
  const occupations: Occupation[] = OCCUPATIONS.map((name, index) => ({ id: index + 1, name, slug: slugify(name) }));
  const occupationId = (name: string): number => {
    const index = OCCUPATIONS.indexOf(name);
    if (index < 0) throw new Error(`Unknown occupation ${name}`);
    return index + 1;
  };
  const entities: AdhesionEntity[] = [];
  const entityByKey = new Map<string, number>();
  const addEntity = (entity: Omit<AdhesionEntity, 'id'>, key: string): void => {
    const id = entities.length + 1;
    entities.push({ id, ...entity });
    entityByKey.set(key, id);
  };
  for (const seed of OTHER_ENTITIES.filter((entity) => entity.uf === null)) {
    addEntity({ acronym: seed.acronym, name: seed.name, kind: seed.kind, stateId: null, occupationIds: seed.occupations.map(occupationId) }, `${seed.acronym}|*`);
  }
  for (const state of BRAZILIAN_STATES) {
    for (const council of STATE_COUNCILS) {
      addEntity(
        {
          acronym: `${council.acronym}${council.separator}${state.uf}`,
          name: `${council.name} — ${state.name}`,
          kind: 'conselho_profissional',
          stateId: state.id,
          occupationIds: council.occupations.map(occupationId),
        },
        `${council.acronym}|${state.uf}`,
      );
    }
    for (const seed of OTHER_ENTITIES.filter((entity) => entity.uf === state.uf)) {
      addEntity({ acronym: seed.acronym, name: seed.name, kind: seed.kind, stateId: state.id, occupationIds: seed.occupations.map(occupationId) }, `${seed.acronym}|${state.uf}`);
    }
  }
  const entityIdsOf = (administradora: AdministradoraSeed, uf: UfCode): number[] =>
    [
      ...administradora.councils.map((acronym) => entityByKey.get(`${acronym}|${uf}`)),
      ...administradora.otherEntities.map((acronym) => entityByKey.get(`${acronym}|${uf}`) ?? entityByKey.get(`${acronym}|*`)),
    ]
      .filter((id): id is number => id !== undefined)
      .sort((a, b) => a - b);
  const administradoras = ADMINISTRADORAS.map((seed, index) => ({ id: index + 1, name: seed.name, slug: seed.slug, ansRegistration: null }));
  return { occupations, entities, administradoras, entityIdsOf };
}

/**
 * Validates and loads `files` (parsed JSON, with a name for messages). The first invalid
 * file stops the load (the shipped files are part of the app). Tables refused by
 * `importPriceTable` are left out with their plan and listed in the report.
 */
export function loadOperatorFiles(files: readonly { readonly name: string; readonly json: unknown }[], label = 'Tabelas reais das operadoras'): OperatorFilesLoad {
  const parsed: OperatorFile[] = [];
  for (const file of files) {
    const result = operatorFileSchema.safeParse(file.json);
    if (!result.success) {
      return { kind: 'invalid-file', file: file.name, issues: result.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`) };
    }
    parsed.push(result.data);
  }
  const reference = buildReference();
  const report = new ImportReportBuilder(label);
  const institutions: Institution[] = [];
  const institutionStates = new Map<number, Set<number>>();
  const institutionEntities = new Map<number, Set<number>>();
  const providers: Provider[] = [];
  const providerIds = new Map<string, number>();
  const networks: Network[] = [];
  const areas: CommercializationArea[] = [];
  const plans: Plan[] = [];
  const priceTables: PriceTableRow[] = [];
  const rules: CoparticipationRule[] = [];
  const refunds: Refund[] = [];
  const shortfalls: Shortfall[] = [];

  for (const file of parsed) {
    const state = stateByUf(file.state as UfCode);
    if (!state) return { kind: 'invalid-file', file: `${file.operator.slug}-${file.state}`, issues: [`state: UF desconhecida ${file.state}`] };
    let institution = institutions.find((candidate) => candidate.slug === file.operator.slug);
    if (!institution) {
      institution = {
        id: institutions.length + 1,
        name: file.operator.name,
        legalName: file.operator.legalName,
        slug: file.operator.slug,
        ansRegistration: file.operator.ansRegistration,
        logo: null,
        scope: 'regional',
        stateIds: [],
        similarEntityIds: [],
      };
      institutions.push(institution);
    }
    const institutionId = institution.id;
    const states = institutionStates.get(institutionId) ?? new Set<number>();
    states.add(state.id);
    institutionStates.set(institutionId, states);

    const areaIds = new Map<string, number>();
    for (const area of file.areas) {
      const id = areas.length + 1;
      areas.push({ id, stateId: state.id, name: area.name, cities: area.cities });
      areaIds.set(area.name, id);
    }
    const networkIds = new Map<string, number>();
    for (const network of file.networks) {
      const ids = new Set<number>();
      for (const provider of network.providers) {
        const key = `${foldName(provider.name)}|${foldName(provider.city)}|${state.id}`;
        let id = providerIds.get(key);
        if (id === undefined) {
          id = providers.length + 1;
          providerIds.set(key, id);
          providers.push({
            id,
            kind: provider.electiveAdmission || provider.emergencyRoom || provider.maternity || !provider.laboratory ? 'hospital' : 'clinic',
            name: provider.name,
            city: provider.city,
            stateId: state.id,
            uf: state.uf,
            electiveAdmission: provider.electiveAdmission,
            emergencyRoom: provider.emergencyRoom,
            maternity: provider.maternity,
            laboratory: provider.laboratory,
          });
        } else {
          const existing = providers[id - 1];
          if (existing) {
            providers[id - 1] = {
              ...existing,
              electiveAdmission: existing.electiveAdmission || provider.electiveAdmission,
              emergencyRoom: existing.emergencyRoom || provider.emergencyRoom,
              maternity: existing.maternity || provider.maternity,
              laboratory: existing.laboratory || provider.laboratory,
            };
          }
        }
        ids.add(id);
      }
      const id = networks.length + 1;
      networks.push({ id, institutionId, stateId: state.id, name: network.name, tier: 'ampla', providerIds: [...ids].sort((a, b) => a - b), real: true });
      networkIds.set(network.name, id);
    }

    const sourceLabel = new Map(file.sources.map((source) => [source.key, source.label]));
    const planByCode = new Map(file.plans.map((plan) => [plan.code, plan]));
    const planIdOf = new Map<string, number>();
    for (const price of file.prices) {
      const plan = planByCode.get(price.plan);
      const areaId = plan ? areaIds.get(plan.area) : undefined;
      const source = sourceLabel.get(price.source);
      if (!plan || areaId === undefined || source === undefined) {
        return { kind: 'invalid-file', file: `${file.operator.slug}-${file.state}`, issues: [`prices: plano, área ou fonte desconhecida em ${price.plan}`] };
      }
      let planId = planIdOf.get(plan.code);
      const candidateId = plans.length + 1;
      const result = importPriceTable({ planId: planId ?? candidateId, effectiveDate: price.effectiveDate, pricesCents: price.pricesCents, source, real: true });
      report.record(result, () => `${file.operator.name} (${file.state}) — ${plan.name}`);
      if (result.kind === 'refused') continue;
      if (planId === undefined) {
        planId = candidateId;
        planIdOf.set(plan.code, planId);
        const administradoraSeed = plan.administradora === null ? undefined : ADMINISTRADORAS.find((seed) => foldName(seed.name).startsWith(foldName(plan.administradora ?? '')));
        const administradoraId = administradoraSeed ? ADMINISTRADORAS.indexOf(administradoraSeed) + 1 : null;
        const entityIds = plan.type === 'PF' && administradoraSeed ? reference.entityIdsOf(administradoraSeed, state.uf) : [];
        if (entityIds.length > 0) {
          const set = institutionEntities.get(institutionId) ?? new Set<number>();
          for (const entityId of entityIds) set.add(entityId);
          institutionEntities.set(institutionId, set);
        }
        plans.push({
          id: planId,
          institutionId,
          stateId: state.id,
          commercializationAreaId: areaId,
          type: plan.type,
          porte: plan.porte,
          name: plan.name,
          productLine: plan.productLine,
          segmentation: plan.segmentation,
          coverageArea: plan.coverageArea,
          roomType: plan.accommodation,
          coparticipation: plan.coparticipation,
          isOptional: plan.type === 'PJ' ? plan.isOptional : null,
          acceptsMei: plan.acceptsMei,
          minLives: plan.minLives,
          maxLives: plan.maxLives,
          entityIds,
          administradoraId,
          networkId: plan.network === null ? null : (networkIds.get(plan.network) ?? null),
          source,
          real: true,
        });
        for (const rule of plan.coparticipationRules) {
          rules.push({ id: rules.length + 1, planId, procedure: rule.procedure, percentage: rule.percentage, fixedCents: rule.fixedCents, capCents: rule.capCents, exempt: false });
        }
        for (const refund of plan.refunds) refunds.push({ id: refunds.length + 1, planId, procedure: refund.procedure, valueCents: refund.valueCents });
        const hospital = plan.segmentation !== 'ambulatorial';
        const obstetrics = plan.segmentation.includes('com_obstetricia') || plan.segmentation === 'referencia';
        for (const standard of standardShortfalls({ hospital, obstetrics, businessThirtyPlus: plan.type === 'PJ' && plan.minLives >= 30 })) {
          shortfalls.push({ id: shortfalls.length + 1, planId, ...standard });
        }
      }
      priceTables.push({ id: priceTables.length + 1, ...result.table, planId });
    }
  }

  const catalog: CatalogData = {
    states: catalogStates(),
    institutions: institutions.map((institution) => {
      const stateIds = [...(institutionStates.get(institution.id) ?? [])].sort((a, b) => a - b);
      return {
        ...institution,
        scope: stateIds.length > 1 ? 'nacional' : 'regional',
        stateIds,
        similarEntityIds: [...(institutionEntities.get(institution.id) ?? [])].sort((a, b) => a - b),
      };
    }),
    administradoras: reference.administradoras,
    occupations: reference.occupations,
    entities: reference.entities,
    providers,
    networks,
    commercializationAreas: areas,
    plans,
    priceTables,
    coparticipationRules: rules,
    refunds,
    shortfalls,
  };
  return { kind: 'loaded', catalog, report: report.build() };
}
