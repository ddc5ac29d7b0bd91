/**
 * The operator catalog file as the importer reads it: identity keys, the price brackets, the
 * plan's columns, the areas, the checked price tables by plan, and the plan-level rows
 * (coparticipation, carências, refunds) in the catalog's shape.
 */
import { normalizeCode } from '../../../../src/contract/operator-catalog-cells';
import { PRICE_BRACKET_COLUMNS, PROMOTIONAL_BRACKET_COLUMNS, type OperatorCatalogFile, type PlanRow as FilePlanRow, type PriceRow } from '../../../../src/contract/operator-catalog-file';
import { stateByUf } from '../../../../src/domain/quotation/states';
import { standardShortfalls } from '../../../../src/domain/quotation/standard-shortfalls';
import { checkShortfall, type ShortfallGroup } from '../../../../src/domain/quotation/waiting-periods';
import type { coparticipationRules, refunds, shortfalls } from '../../db/schema-catalog';
import { importPriceTable } from '../import-price-table';
import type { Refusals } from './import-report';

/** Identity key of a name or code: no accents, lower case, non-alphanumerics as '_'. */
export const key = normalizeCode;

/** Slug of a name ('-' between words). */
export function slugOf(text: string): string {
  return key(text).replace(/_/g, '-');
}

/** Change of each bracket (fraction, 4 decimals). */
export function changesOf(before: readonly number[], after: readonly number[]): number[] {
  return after.map((price, index) => {
    const old = before[index] ?? price;
    return Math.round(((price - old) / old) * 10_000) / 10_000;
  });
}

/** The row's 10 prices (cents). */
export function pricesOf(row: PriceRow): number[] {
  return PRICE_BRACKET_COLUMNS.map((column) => row[column] ?? 0);
}

/** The row's 10 promotional prices (cents), or null unless all 10 are given. */
export function promoOf(row: PriceRow): number[] | null {
  const promo = PROMOTIONAL_BRACKET_COLUMNS.map((column) => row[column]);
  return promo.every((value) => value !== undefined) ? (promo as number[]) : null;
}

/** Same items in the same order (null and undefined alike). */
export const sameArray = (a: readonly unknown[] | null | undefined, b: readonly unknown[] | null | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The plan's columns the file decides (compared for "changed", written on confirm). */
export function planColumns(row: FilePlanRow) {
  // Any type may state its band; blank: 1 – no maximum (a PJ row's minimum is required by the file's schema).
  const lives = { min: row.vidas_min ?? 1, max: row.vidas_max ?? null };
  return {
    name: row.nome,
    productLine: row.linha ?? row.nome,
    type: row.tipo as 'CP' | 'PF' | 'PJ',
    porte: row.tipo === 'PJ' ? (row.porte ?? null) : null,
    segmentation: row.segmentacao as string,
    coverageArea: row.abrangencia as 'nacional' | 'estadual' | 'grupo_de_municipios',
    roomType: row.acomodacao as string,
    coparticipation: row.coparticipacao as 'without' | 'with' | 'with_tp',
    // PJ: compulsória false, opcional true, 'nao_informada' null (the quote's contribution filter matches either).
    isOptional: row.tipo === 'PJ' ? (row.contratacao === undefined ? false : row.contratacao) : null,
    acceptsMei: row.tipo === 'PJ' ? row.mei : false,
    minLives: lives.min,
    maxLives: lives.max,
  };
}

/** pt-BR name of each plan column in the report's `changes`. */
export const ATTRIBUTE_LABELS: Record<string, string> = {
  name: 'nome',
  productLine: 'linha',
  type: 'tipo',
  porte: 'porte',
  segmentation: 'segmentação',
  coverageArea: 'abrangência',
  roomType: 'acomodação',
  coparticipation: 'coparticipação',
  isOptional: 'contratação',
  acceptsMei: 'MEI',
  minLives: 'vidas',
  maxLives: 'vidas',
};

/** An area of the file: its rows of one name gathered; `cities` null = the whole state. */
export interface FileArea {
  name: string;
  uf: string;
  stateId: number;
  cities: string[] | null;
}

/** A price row of the file with its index in the section (for messages). */
export interface FileTable {
  row: PriceRow;
  index: number;
}

/** The file's areas by name key, each with its municipalities in file order (rows of an unknown UF skipped). */
export function fileAreas(file: OperatorCatalogFile): Map<string, FileArea> {
  const areaByName = new Map<string, FileArea>();
  for (const row of file.areas) {
    const state = stateByUf(row.uf ?? '');
    if (!state) continue;
    const area = areaByName.get(key(row.area)) ?? { name: row.area, uf: state.uf, stateId: state.id, cities: row.municipio === undefined ? null : [] };
    if (row.municipio !== undefined && area.cities) area.cities.push(row.municipio);
    areaByName.set(key(row.area), area);
  }
  return areaByName;
}

/**
 * The file's price tables by plan code (file order), each checked by `importPriceTable`, the
 * one import path: a table it refuses is refused with its reasons.
 */
export function checkedTablesByPlan(file: OperatorCatalogFile, refusals: Refusals): Map<string, FileTable[]> {
  const tablesByPlan = new Map<string, FileTable[]>();
  file.precos.forEach((row, index) => {
    const result = importPriceTable({
      planId: 0,
      effectiveDate: row.vigencia ?? '',
      pricesCents: pricesOf(row),
      promotionalPricesCents: promoOf(row),
      promotionalMonths: row.meses_promocionais ?? null,
      source: row.fonte ?? file.operadora.fonte,
      real: true,
    });
    if (result.kind === 'refused') for (const reason of result.reasons) refusals.add(`${refusals.place('precos', index)}: ${reason}`);
    const list = tablesByPlan.get(key(row.plano)) ?? [];
    list.push({ row, index });
    tablesByPlan.set(key(row.plano), list);
  });
  return tablesByPlan;
}

/** Refuses each carência above its legal maximum or not a whole number of days (`checkShortfall`). */
export function checkCarencias(file: OperatorCatalogFile, refusals: Refusals): void {
  file.carencias.forEach((row, index) => {
    const finding = checkShortfall(row.grupo as ShortfallGroup, row.dias ?? 0);
    if (finding) refusals.add(`${refusals.place('carencias', index)}: ${finding.message}`);
  });
}

/** A coparticipation rule of a plan, without its plan. */
export type CoparticipationValues = Omit<typeof coparticipationRules.$inferInsert, 'planId'>;
/** A carência of a plan, without its plan. */
export type ShortfallValues = Omit<typeof shortfalls.$inferInsert, 'planId'>;
/** A refund of a plan, without its plan. */
export type RefundValues = Omit<typeof refunds.$inferInsert, 'planId'>;

/** The file's coparticipation rules of the plan `code` (a key), in file order. */
export function coparticipationOf(file: OperatorCatalogFile, code: string): CoparticipationValues[] {
  return file.coparticipacoes
    .filter((row) => key(row.plano) === code)
    .map((row) => ({ procedure: row.procedimento, percentage: row.percentual ?? null, fixedCents: row.valor_fixo ?? null, capCents: row.teto ?? null, exempt: row.isento }));
}

/** The file's carências of the plan `code` (days); none in the file: the legal standard ones (their note cites the norm). */
export function shortfallsOf(file: OperatorCatalogFile, code: string, plan: FilePlanRow): ShortfallValues[] {
  const rows = file.carencias.filter((row) => key(row.plano) === code);
  if (rows.length > 0) return rows.map((row) => ({ group: row.grupo as string, procedure: row.procedimento, days: row.dias ?? 0, note: row.observacao ?? null }));
  const segmentation = String(plan.segmentacao);
  return standardShortfalls({
    hospital: segmentation !== 'ambulatorial',
    obstetrics: segmentation.includes('com_obstetricia') || segmentation === 'referencia',
    businessThirtyPlus: plan.tipo === 'PJ' && (plan.vidas_min ?? 1) >= 30,
  }).map((row) => ({ group: row.group as string, procedure: row.procedure, days: row.days, note: row.note as string | null }));
}

/** The file's refunds of the plan `code` (cents), in file order. */
export function refundsOf(file: OperatorCatalogFile, code: string): RefundValues[] {
  return file.reembolsos.filter((row) => key(row.plano) === code).map((row) => ({ procedure: row.procedimento, valueCents: row.valor ?? 0 }));
}
