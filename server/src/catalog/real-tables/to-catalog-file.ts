/**
 * The converter's operator model (operator-file.ts: one operator in one state) written in the
 * JSON form of the documented operator catalog file (`cotador-operadora` v1,
 * docs/operator-catalog-file.md: sections operadora, areas, planos, precos, coparticipacoes,
 * reembolsos, rede) — what scripts/real-tables-to-operator-files.ts commits under
 * server/data/operator-files/ and the seed imports with `importOperatorCatalog`.
 *
 * Values are written as the template writes them: reais with 2 decimals ('1599.24'),
 * percent ('30'), file codes ('enfermaria', 'sem', 'compulsoria'), sim/não.
 * - A PJ row whose source states no contribution (`isOptional` null) → `contratacao`
 *   `nao_informada`; a PF row whose source names no administradora → `não informada`.
 * - A PF plan's administradora is written with the reference list's name, and its
 *   `entidades` are the entities that administradora carries in the state
 *   (reference-data/adhesion.ts; illustrative, the sources list no entity).
 * - Every price table carries its provenance: `fonte` (the source's label) and
 *   `data_tabela` (the table's stated or inferred date).
 * - No `carencias`: the sources give none, so the importer gives each plan the legal
 *   standard ones.
 */
import { stateByUf, type UfCode } from '../../../../src/domain/quotation';
import { ADMINISTRADORAS, type AdministradoraSeed } from '../reference-data/adhesion';
import type { AdhesionReference } from '../reference-data/adhesion-reference';
import { foldName } from './fold-name';
import type { OperatorFile } from './operator-file';

const BRACKETS = ['0-18', '19-23', '24-28', '29-33', '34-38', '39-43', '44-48', '49-53', '54-58', '59+'] as const;
const ROOM = { outpatient: 'ambulatorial', infirmary: 'enfermaria', apartment: 'apartamento' } as const;
const COPART = { without: 'sem', with: 'total', with_tp: 'parcial' } as const;

/** Integer cents → reais text with 2 decimals ('159924' → '1599.24'). */
function reais(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A cell row: column → text, number, boolean or null (blank). */
type Row = Record<string, string | number | boolean | null>;

/** The administradora of the reference list a source names ('Qualicorp', 'Elo'), by the start of its name. */
export function referenceAdministradora(name: string): AdministradoraSeed | undefined {
  return ADMINISTRADORAS.find((seed) => foldName(seed.name).startsWith(foldName(name)));
}

/** The JSON form of the operator catalog file of `file` (plain data; validate with the format's schema). */
export function toOperatorCatalogJson(file: OperatorFile, reference: AdhesionReference): { formato: 'cotador-operadora'; versao: 1; operadora: Row; [section: string]: unknown } {
  const sourceLabel = new Map(file.sources.map((source) => [source.key, source.label]));
  const state = stateByUf(file.state as UfCode);
  const acronyms = new Map(reference.entities.map((entity) => [entity.id, entity.acronym]));
  const adhesionOf = (administradora: string | null): { name: string | null; entities: string | null } => {
    if (administradora === null) return { name: 'não informada', entities: null };
    const seed = referenceAdministradora(administradora);
    if (!seed || !state) return { name: administradora, entities: null };
    const entities = reference.entityIdsOf(seed, state.uf).map((id) => acronyms.get(id) ?? '');
    return { name: seed.name, entities: entities.length > 0 ? entities.join(', ') : null };
  };
  return {
    formato: 'cotador-operadora',
    versao: 1,
    operadora: {
      registro_ans: file.operator.ansRegistration,
      nome: file.operator.name,
      razao_social: file.operator.legalName,
      fonte: file.sources.map((source) => source.label).join('; ').slice(0, 200),
    },
    areas: file.areas.flatMap((area): Row[] =>
      area.cities === null ? [{ area: area.name, uf: file.state, municipio: null }] : area.cities.map((city) => ({ area: area.name, uf: file.state, municipio: city })),
    ),
    planos: file.plans.map(
      (plan): Row => ({
        codigo: plan.code,
        nome: plan.name,
        linha: plan.productLine,
        area: plan.area,
        tipo: plan.type,
        segmentacao: plan.segmentation,
        abrangencia: plan.coverageArea,
        acomodacao: ROOM[plan.accommodation],
        coparticipacao: COPART[plan.coparticipation],
        vidas_min: plan.minLives,
        vidas_max: plan.maxLives,
        porte: plan.porte,
        mei: plan.type === 'PJ' ? plan.acceptsMei : null,
        contratacao: plan.type !== 'PJ' ? null : plan.isOptional === null ? 'nao_informada' : plan.isOptional ? 'opcional' : 'compulsoria',
        administradora: plan.type === 'PF' ? adhesionOf(plan.administradora).name : null,
        entidades: plan.type === 'PF' ? adhesionOf(plan.administradora).entities : null,
        rede: plan.network,
      }),
    ),
    precos: file.prices.map(
      (price): Row => ({
        plano: price.plan,
        vigencia: price.effectiveDate,
        ...Object.fromEntries(BRACKETS.map((label, index) => [label, reais(price.pricesCents[index] ?? 0)])),
        data_tabela: price.effectiveDate,
        fonte: sourceLabel.get(price.source) ?? null,
      }),
    ),
    coparticipacoes: file.plans.flatMap((plan) =>
      plan.coparticipationRules.map(
        (rule): Row => ({
          plano: plan.code,
          procedimento: rule.procedure,
          percentual: rule.percentage === null ? null : String(Math.round(rule.percentage * 10000) / 100),
          valor_fixo: rule.fixedCents === null ? null : reais(rule.fixedCents),
          teto: rule.capCents === null ? null : reais(rule.capCents),
          isento: false,
        }),
      ),
    ),
    reembolsos: file.plans.flatMap((plan) => plan.refunds.map((refund): Row => ({ plano: plan.code, procedimento: refund.procedure, valor: reais(refund.valueCents) }))),
    rede: file.networks.flatMap((network) =>
      network.providers.map(
        (provider): Row => ({
          rede: network.name,
          uf: file.state,
          nivel: 'ampla',
          prestador: provider.name,
          municipio: provider.city,
          tipo: provider.electiveAdmission || provider.emergencyRoom || provider.maternity || !provider.laboratory ? 'hospital' : 'clinica',
          internacao: provider.electiveAdmission,
          pronto_socorro: provider.emergencyRoom,
          maternidade: provider.maternity,
          laboratorio: provider.laboratory,
        }),
      ),
    ),
  };
}
