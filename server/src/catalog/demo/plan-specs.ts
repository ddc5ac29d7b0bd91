/**
 * The demonstration catalog's candidate plans: what a plan is made of (operator, state,
 * type, line, accommodation, coparticipation, porte, contribution, administradora), its
 * name and segmentation, and which candidates each scale keeps.
 */
import {
  porteLabel,
  roomTypeLabel,
  type CoparticipationKind,
  type PlanTypeCode,
  type RoomType,
  type StateId,
  type UfCode,
} from '../../../../src/domain/quotation';
import { chance, rngFor, type Random } from '../prng';
import { ADMINISTRADORAS, type AdministradoraSeed } from '../reference-data/adhesion';
import type { LineSeed, OperatorSeed, PorteSeed } from '../reference-data/operators';
import type { CatalogScale, Segmentation } from '../types';

/** One candidate plan. */
export interface PlanSpec {
  readonly operator: OperatorSeed;
  readonly uf: UfCode;
  readonly stateId: StateId;
  readonly type: PlanTypeCode;
  readonly line: LineSeed;
  readonly room: RoomType;
  readonly coparticipation: CoparticipationKind;
  /** PJ only. */
  readonly porte: PorteSeed | null;
  /** PJ: optional contribution (false: compulsory). */
  readonly optional: boolean;
  /** PF only, with its catalog id. */
  readonly administradora: AdministradoraChoice | null;
}

/** An administradora with its catalog id (position in ADMINISTRADORAS + 1). */
export interface AdministradoraChoice {
  readonly seed: AdministradoraSeed;
  readonly id: number;
}

/**
 * Share of the candidate plans kept in the full catalog, per type (PJ has many more
 * candidates: portes × contributions).
 */
const FULL_KEEP_PROBABILITY: Readonly<Record<PlanTypeCode, number>> = { CP: 0.9, PF: 0.6, PJ: 0.3 };

const TYPE_WORD: Readonly<Record<PlanTypeCode, string>> = { CP: 'Individual', PF: 'Adesão', PJ: 'Empresarial' };
const COPARTICIPATION_SUFFIX: Readonly<Record<CoparticipationKind, string>> = {
  without: '',
  with: ' com Coparticipação',
  with_tp: ' com Coparticipação Parcial',
};

/** The plan's stable text key: what its random streams are keyed by. */
export function specKey(spec: PlanSpec): string {
  return [
    spec.operator.slug,
    spec.uf,
    spec.type,
    spec.line.line,
    spec.room,
    spec.coparticipation,
    spec.porte?.porte ?? '-',
    spec.optional ? 'opt' : 'comp',
    spec.administradora?.seed.slug ?? '-',
  ].join('|');
}

/** The plan's own random stream (first table year, coparticipation, carências). */
export function planRandom(seed: number, spec: PlanSpec): Random {
  return rngFor(seed, `plan|${specKey(spec)}`);
}

/** 'Amil Clássico Empresarial Apartamento com Coparticipação (Porte I, contribuição opcional)'; PF names its administradora. */
export function planName(spec: PlanSpec): string {
  const base = `${spec.operator.name} ${spec.line.line} ${TYPE_WORD[spec.type]} ${roomTypeLabel(spec.room)}${COPARTICIPATION_SUFFIX[spec.coparticipation]}`;
  if (spec.type === 'PJ' && spec.porte) {
    return `${base} (${porteLabel(spec.porte.porte)}${spec.optional ? ', contribuição opcional' : ''})`;
  }
  if (spec.type === 'PF' && spec.administradora) return `${base} (${spec.administradora.seed.name})`;
  return base;
}

/** Segmentation of an accommodation: ambulatorial, referência, else hospitalar com obstetrícia. */
export function segmentationOf(room: RoomType): Segmentation {
  if (room === 'outpatient') return 'ambulatorial';
  if (room === 'rc') return 'referencia';
  return 'ambulatorial_hospitalar_com_obstetricia';
}

/** The administradoras that act in the state, with their ids. */
export function administradorasIn(uf: UfCode): AdministradoraChoice[] {
  return ADMINISTRADORAS.map((adm, index) => ({ seed: adm, id: index + 1 })).filter(({ seed: adm }) => adm.states === 'all' || adm.states.includes(uf));
}

/**
 * The operator's candidate plans in the state, in generation order: type (CP, except where
 * the operator sells no individual plan; PF; PJ) × line × accommodation × coparticipation
 * kind, then PJ × porte × contribution (compulsory; optional where the operator offers it),
 * PF × administradora (the state's first one, and each other with a seeded 60 % chance).
 */
export function candidateSpecs(seed: number, operator: OperatorSeed, uf: UfCode, stateId: StateId, administradorasHere: readonly AdministradoraChoice[]): PlanSpec[] {
  const operatorAdministradoras = administradorasHere.filter(
    (adm, index) => index === 0 || chance(rngFor(seed, `adm|${operator.slug}|${uf}|${adm.seed.slug}`), 0.6),
  );
  const specs: PlanSpec[] = [];
  for (const type of ['CP', 'PF', 'PJ'] as const) {
    if (type === 'CP' && operator.cpStates && !operator.cpStates.includes(uf)) continue;
    for (const line of operator.lines[type]) {
      for (const room of line.rooms) {
        for (const coparticipation of line.coparticipation) {
          const base = { operator, uf, stateId, type, line, room, coparticipation };
          if (type === 'PJ') {
            for (const porte of operator.portes) {
              specs.push({ ...base, porte, optional: false, administradora: null });
              if (operator.optionalContribution) specs.push({ ...base, porte, optional: true, administradora: null });
            }
          } else if (type === 'PF') {
            for (const administradora of operatorAdministradoras) specs.push({ ...base, porte: null, optional: false, administradora });
          } else {
            specs.push({ ...base, porte: null, optional: false, administradora: null });
          }
        }
      }
    }
  }
  return specs;
}

/**
 * Whether the catalog keeps the candidate: always the state's first candidate of its type ×
 * coparticipation kind (`firstOfKind`, one set per state, gains its kind when kept); 'full'
 * also keeps others by a seeded draw (90 % CP, 60 % PF, 30 % PJ); 'small' none.
 */
export function keepsCandidate(seed: number, scale: CatalogScale, spec: PlanSpec, firstOfKind: Set<string>): boolean {
  const kindKey = `${spec.type}|${spec.coparticipation}`;
  const first = !firstOfKind.has(kindKey);
  const keep = first || (scale === 'full' && chance(rngFor(seed, `keep|${specKey(spec)}`), FULL_KEEP_PROBABILITY[spec.type]));
  if (keep) firstOfKind.add(kindKey);
  return keep;
}
