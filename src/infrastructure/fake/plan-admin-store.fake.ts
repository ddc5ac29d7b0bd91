/**
 * The plan editor's store port (server/src/modules/plan-admin/use-cases/plan-admin-store.ts) in
 * memory, over the fake catalog's data: the fake back end runs the server's plan-admin use cases
 * over it. Published plans are `data.plans` itself (the fake catalog quotes them: an edit or a
 * publication shows in the quotes as on the server); drafts are kept aside, never quoted.
 *
 * The fake catalog keeps a plan denormalized (its area, its network's lists, its rules and its one
 * price table inside it); this store reads a plan's row out of it (segmentation as its code, the
 * area's id by order of first appearance, the network and the administradora known by name, the
 * product line the plan's name) and writes the columns back into it. A write replaces the plan's
 * record, never changes one in place: a transaction that fails puts back the lists it copied when
 * it began (transactions are not isolated from one another: the fake's calls interleave only at
 * their awaits, and a use case's work fails only on a bug).
 * Answers come in the database's order (the port's docstrings): plans by UF, type, name and id;
 * entities by acronym (the fake's entities have none: their name), providers by city and name,
 * rules by id, audit lines newest first.
 */
import type { PlanAdminStore } from '../../../server/src/modules/plan-admin/use-cases/plan-admin-store';
import type { RuleRow } from '../../../server/src/modules/plan-admin/use-cases/plan-admin';
import type { RuleKind } from '../../domain/plan-admin-types';
import { compareText } from '../../domain/quotation/catalog';
import type { PriceTable } from '../../domain/quotation/pricing';
import { segmentationCodeOf, segmentationText } from '../../domain/quotation/plan-types';
import { stateById, type StateId } from '../../domain/quotation/states';
import { fakeAreas, searchFakeProviders, toProvider, type FakeCatalogData, type FakePlan, type FakeProvider } from './catalog-data';

type PlanRow = NonNullable<Awaited<ReturnType<PlanAdminStore['planRow']>>>;
type AdminPlanRecord = NonNullable<Awaited<ReturnType<PlanAdminStore['adminPlan']>>>;
type PlanColumns = Parameters<PlanAdminStore['updatePlanIfVersion']>[2];
type AuditRow = Awaited<ReturnType<PlanAdminStore['audit']>>['rows'][number];

/** Where a fake plan keeps each kind of rule. */
const RULE_LISTS = { refunds: 'refunds', coparticipation_rules: 'coparticipationRules', shortfalls: 'shortfalls' } as const;
type StoredRule = FakePlan[(typeof RULE_LISTS)[RuleKind]][number];

/** `ILIKE '%pattern%'` as a test: `%` any run, `_` one character, `\` takes the next one as it is; case ignored. */
function likeContains(pattern: string): RegExp {
  const parts = [...pattern.matchAll(/\\(.)|(%)|(_)|(.)/gsu)].map(([, escaped, any, one, text]) =>
    any ? '.*' : one ? '.' : (escaped ?? text)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(parts.join(''), 'isu');
}

/** Accents removed: how the database's `translate` compares a name or a city with a folded search. */
const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** A fake provider as the store's record: the catalog's provider with its kind. */
const providerRecord = (provider: FakeProvider) => ({ ...toProvider(provider), kind: provider.kind });

/** The in-memory store over `data` (the fake catalog's: its `plans` array is read and written in place). */
export function createMemoryPlanAdminStore(data: FakeCatalogData): PlanAdminStore {
  const published = data.plans as FakePlan[];
  let drafts = new Map<number, FakePlan>();
  let versions = new Map<number, number>();
  let audit: AuditRow[] = [];
  let nextPlanId = Math.max(...published.map((plan) => plan.id)) + 1000;
  let nextRuleId = 900000;
  let nextAuditId = 1;
  const areas = fakeAreas(published);
  const networks = [...new Set(published.map((plan) => plan.networkName))];
  const administradoras = [...new Set(published.flatMap((plan) => plan.administradora ?? []))];
  const providerById = new Map(data.providers.map((provider) => [provider.id, provider]));

  const find = (id: number) => published.find((plan) => plan.id === id) ?? drafts.get(id);
  const allPlans = () => [...published, ...drafts.values()];
  const areaOf = (plan: FakePlan) => areas.find((area) => area.stateId === plan.stateId && area.name === plan.area.name)!;
  const idIn = (list: readonly string[], name: string | null) => (name === null || !list.includes(name) ? null : list.indexOf(name) + 1);

  /** Replaces plan `id`'s record (published or draft) with `change(record)`; the new record, or undefined when there is no such plan. */
  function replace(id: number, change: (plan: FakePlan) => FakePlan): FakePlan | undefined {
    const index = published.findIndex((plan) => plan.id === id);
    const current = index >= 0 ? published[index] : drafts.get(id);
    if (!current) return undefined;
    const next = change(current);
    if (index >= 0) published[index] = next;
    else drafts.set(id, next);
    return next;
  }

  function rowOf(plan: FakePlan): PlanRow {
    return {
      id: plan.id,
      institutionId: plan.institutionId,
      stateId: plan.stateId,
      commercializationAreaId: areaOf(plan).id,
      type: plan.type,
      porte: plan.porte,
      name: plan.name,
      productLine: plan.name,
      segmentation: segmentationCodeOf(plan.segmentation),
      coverageArea: plan.coverageArea,
      roomType: plan.accommodation,
      coparticipation: plan.coparticipation,
      isOptional: plan.type === 'PJ' ? plan.isOptional : null,
      acceptsMei: plan.isMei,
      minLives: plan.minLives,
      maxLives: plan.maxLives,
      administradoraId: idIn(administradoras, plan.administradora),
      networkId: idIn(networks, plan.networkName),
      source: plan.priceTable.source,
      real: plan.priceTable.real,
      draft: drafts.has(plan.id),
      version: versions.get(plan.id) ?? 1,
      operatorCode: null,
    };
  }

  /** The plan's fields written from its columns (the contract checked them). */
  function fromColumns(columns: Partial<PlanColumns>): Partial<FakePlan> {
    const { commercializationAreaId, segmentation, roomType, acceptsMei, isOptional, ...same } = columns;
    const area = areas.find((candidate) => candidate.id === commercializationAreaId);
    return {
      ...(same as Partial<FakePlan>),
      ...(area ? { area: { name: area.name, cities: area.cities } } : {}),
      ...(segmentation !== undefined ? { segmentation: segmentationText(segmentation) } : {}),
      ...(roomType !== undefined ? { accommodation: roomType as FakePlan['accommodation'] } : {}),
      ...(acceptsMei !== undefined ? { isMei: acceptsMei } : {}),
      ...(isOptional !== undefined ? { isOptional: isOptional ?? false } : {}),
    };
  }

  const ruleRow = <K extends RuleKind>(kind: K, planId: number, rule: StoredRule) =>
    (kind === 'shortfalls' ? { ...rule, planId, note: (rule as FakePlan['shortfalls'][number]).note ?? null } : { ...rule, planId }) as unknown as RuleRow<K>;
  const rulesOf = <K extends RuleKind>(plan: FakePlan, kind: K) => [...plan[RULE_LISTS[kind]]].sort((a, b) => a.id - b.id).map((rule) => ruleRow(kind, plan.id, rule));
  const planOfRule = (kind: RuleKind, id: number) => allPlans().find((plan) => plan[RULE_LISTS[kind]].some((rule) => rule.id === id));
  const withRules = (plan: FakePlan, kind: RuleKind, list: readonly StoredRule[]) => ({ ...plan, [RULE_LISTS[kind]]: list });

  const store: PlanAdminStore = {
    planRow: async (id) => {
      const plan = find(id);
      return plan && rowOf(plan);
    },
    adminPlan: async (id): Promise<AdminPlanRecord | undefined> => {
      const plan = find(id);
      if (!plan) return undefined;
      const institution = data.institutions.find((candidate) => candidate.id === plan.institutionId)!;
      const state = stateById(plan.stateId as StateId)!;
      const area = areaOf(plan);
      return {
        row: rowOf(plan),
        institution: { id: institution.id, name: institution.name, slug: institution.slug },
        state: { id: state.id, uf: state.uf, name: state.name },
        area: { id: area.id, name: area.name },
        entities: data.entities
          .filter((entity) => plan.entityIds.includes(entity.id))
          .map((entity) => ({ id: entity.id, name: entity.name, acronym: entity.name }))
          .sort((a, b) => compareText(a.acronym, b.acronym) || a.id - b.id),
        providers: [...plan.hospitalIds, ...plan.clinicIds]
          .flatMap((id) => providerById.get(id) ?? [])
          .map(providerRecord)
          .sort((a, b) => compareText(a.city, b.city) || compareText(a.name, b.name) || a.id - b.id),
        refunds: rulesOf(plan, 'refunds'),
        coparticipationRules: rulesOf(plan, 'coparticipation_rules'),
        shortfalls: rulesOf(plan, 'shortfalls'),
      };
    },
    plansOfOperator: async (filter) =>
      allPlans()
        .filter(
          (plan) =>
            plan.institutionId === filter.institutionId &&
            (filter.stateId === undefined || plan.stateId === filter.stateId) &&
            (filter.type === undefined || plan.type === filter.type) &&
            (filter.porte === undefined || plan.porte === filter.porte),
        )
        .map((plan) => ({
          id: plan.id,
          name: plan.name,
          type: plan.type,
          porte: plan.porte,
          stateId: plan.stateId,
          uf: stateById(plan.stateId as StateId)?.uf ?? '',
          area: plan.area.name,
          accommodation: plan.accommodation,
          coparticipation: plan.coparticipation,
          draft: drafts.has(plan.id),
        }))
        .sort((a, b) => a.uf.localeCompare(b.uf) || a.type.localeCompare(b.type) || compareText(a.name, b.name) || a.id - b.id),
    institutionPlanCounts: async () =>
      [...data.institutions]
        .sort((a, b) => compareText(a.name, b.name))
        .map((institution) => {
          const counts = new Map<string, { uf: string; type: FakePlan['type']; plans: number }>();
          for (const plan of published.filter((candidate) => candidate.institutionId === institution.id)) {
            const uf = stateById(plan.stateId as StateId)?.uf ?? '';
            counts.set(`${uf}:${plan.type}`, { uf, type: plan.type, plans: (counts.get(`${uf}:${plan.type}`)?.plans ?? 0) + 1 });
          }
          const byState = [...counts.values()].sort((a, b) => a.uf.localeCompare(b.uf) || a.type.localeCompare(b.type));
          return { id: institution.id, name: institution.name, slug: institution.slug, plans: byState.reduce((sum, row) => sum + row.plans, 0), byState };
        }),
    searchProviders: async (filter) => {
      const pattern = filter.search === undefined ? undefined : likeContains(filter.search);
      const matching = data.providers.filter((provider) => !pattern || pattern.test(unaccented(provider.name)) || pattern.test(unaccented(provider.city)));
      return searchFakeProviders(matching, { stateId: filter.stateId, kind: filter.kind, text: '', limit: filter.limit }).map(providerRecord);
    },
    areasOfState: async (stateId) => areas.filter((area) => area.stateId === stateId).map(({ id, name }) => ({ id, name, stateId })),
    area: async (id) => {
      const area = areas.find((candidate) => candidate.id === id);
      return area && { id: area.id, stateId: area.stateId };
    },
    institutionExists: async (id) => data.institutions.some((institution) => institution.id === id),
    existingEntityIds: async (ids) => new Set(ids.filter((id) => data.entities.some((entity) => entity.id === id))),
    existingProviderIds: async (kind, ids) => new Set(ids.filter((id) => providerById.get(id)?.kind === kind)),
    updatePlanIfVersion: async (id, version, fields) => {
      if (!find(id) || (versions.get(id) ?? 1) !== version) return undefined;
      const plan = replace(id, (current) => ({ ...current, ...fromColumns(fields) }))!;
      versions.set(id, version + 1);
      return rowOf(plan);
    },
    insertPlan: async (fields) => {
      const { productLine: _productLine, source, real, administradoraId, draft, ...columns } = fields;
      // No prices until copyPriceTables (the clone's next write, in the same transaction).
      const noPrices = Array.from({ length: 10 }, () => 0) as unknown as PriceTable;
      const plan = {
        ...fromColumns(columns),
        id: nextPlanId++,
        administradora: administradoraId ? administradoras[administradoraId - 1]! : null,
        entityIds: [],
        priceTable: { id: 0, effectiveDate: '', source, real, pricesCents: noPrices, promotionalPricesCents: null },
        networkName: '',
        hospitalIds: [],
        clinicIds: [],
        refunds: [],
        coparticipationRules: [],
        shortfalls: [],
      } as FakePlan;
      if (draft) drafts.set(plan.id, plan);
      else published.push(plan);
      return rowOf(plan);
    },
    copyPriceTables: async (fromPlanId, toPlanId) => {
      const source = find(fromPlanId);
      if (!source || !replace(toPlanId, (plan) => ({ ...plan, priceTable: source.priceTable }))) return 0;
      return 1;
    },
    setPlanEntities: async (planId, entityIds) => {
      replace(planId, (plan) => ({ ...plan, entityIds: [...new Set(entityIds)] }));
    },
    setPlanProviders: async (row, providerIds) => {
      // A plan carries its own lists: no other plan changes; the network keeps its name (a new one: "Rede <plan>").
      const name = row.networkId === null ? `Rede ${row.name}` : networks[row.networkId - 1]!;
      if (!networks.includes(name)) networks.push(name);
      const ids = [...new Set(providerIds)];
      const ofKind = (kind: FakeProvider['kind']) => ids.filter((id) => providerById.get(id)?.kind === kind);
      replace(row.id, (plan) => ({ ...plan, networkName: name, hospitalIds: ofKind('hospital'), clinicIds: ofKind('clinic') }));
      return networks.indexOf(name) + 1;
    },
    publishDraft: async (id) => {
      const plan = drafts.get(id);
      if (!plan) return false;
      drafts.delete(id);
      published.push(plan);
      return true;
    },
    deleteDraft: async (row) => drafts.delete(row.id),
    rule: async (kind, id) => {
      const plan = planOfRule(kind, id);
      return plan && ruleRow(kind, plan.id, plan[RULE_LISTS[kind]].find((rule) => rule.id === id)!);
    },
    insertRule: async (kind, planId, columns) => {
      const rule = { id: nextRuleId++, ...columns } as StoredRule;
      replace(planId, (plan) => withRules(plan, kind, [...plan[RULE_LISTS[kind]], rule]));
      return ruleRow(kind, planId, rule);
    },
    updateRule: async (kind, id, columns) => {
      const plan = planOfRule(kind, id);
      if (!plan) return undefined;
      const rule = { id, ...columns } as StoredRule;
      replace(plan.id, (current) => withRules(current, kind, current[RULE_LISTS[kind]].map((candidate) => (candidate.id === id ? rule : candidate))));
      return ruleRow(kind, plan.id, rule);
    },
    deleteRule: async (kind, id) => {
      const plan = planOfRule(kind, id);
      if (plan) replace(plan.id, (current) => withRules(current, kind, current[RULE_LISTS[kind]].filter((rule) => rule.id !== id)));
    },
    insertAudit: async (record) => {
      audit.push({ id: nextAuditId++, ...record });
    },
    audit: async (filter) => {
      const rows = audit
        .filter((row) => filter.planId === undefined || row.planId === filter.planId)
        .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
      return { count: rows.length, rows: rows.slice(filter.offset, filter.offset + filter.limit) };
    },
    async transaction(work) {
      const saved = { published: [...published], drafts: new Map(drafts), versions: new Map(versions), audit: [...audit] };
      try {
        return await work(store);
      } catch (error) {
        published.splice(0, published.length, ...saved.published);
        ({ drafts, versions, audit } = saved);
        throw error;
      }
    },
  };
  return store;
}
