/**
 * The cells and rows the proposal's tables are made of: head cells (a plan's operator,
 * ANS registration and name), label and value cells, the '—' of a missing value, the
 * teal section row, and the column widths of a label column beside plan columns.
 */
import { RECOMMENDED_PLAN_LABEL, NOT_INFORMED, type ProposalPlan } from '../../../domain/proposal/proposal';
import type { CellSpec, RowSpec } from '../composer';
import { COLOR, CONTENT_WIDTH, MARGIN, MAX_PLAN_COLUMN, para } from './layout';

/** What every proposal table shares: starts at the left margin, zebra rows, grey borders. */
export const TABLE_BASE = { x: MARGIN, zebra: COLOR.zebra, border: COLOR.border } as const;

/** A column head: white bold text on the teal head row. */
export function headerCell(text: string): CellSpec {
  return { paras: [para(text, 'bold', 8, COLOR.white)] };
}

/**
 * A plan's column head: the operator (with 'ANS nº …' when known, at most 4 lines) over the
 * plan's name (at most 8 lines), topped by 'PLANO RECOMENDADO' when `recommendedId` is its id.
 */
export function planHeaderCell(plan: ProposalPlan, recommendedId: number | null = null): CellSpec {
  const ans = plan.ansRegistration?.trim();
  const operator = ans ? `${plan.operatorName} · ANS nº ${ans}` : plan.operatorName;
  const paras = [para(operator, 'regular', 7.5, COLOR.tealOnDark, 4), para(plan.planName, 'bold', 8.5, COLOR.white, 8)];
  if (recommendedId !== null && plan.id === recommendedId) paras.unshift(para(RECOMMENDED_PLAN_LABEL.toUpperCase(), 'bold', 7.5, COLOR.recommended));
  return { paras };
}

/** A row's label in bold, with an optional smaller grey `note` under it. */
export function labelCell(text: string, note?: string): CellSpec {
  const paras = [para(text, 'bold', 8, COLOR.label)];
  if (note) paras.push(para(note, 'regular', 7.5, COLOR.muted));
  return { paras };
}

/** A plain value; `size` in points. */
export function valueCell(text: string, size = 8.5): CellSpec {
  return { paras: [para(text, 'regular', size, COLOR.text)] };
}

/** The grey '—' of a value the plan does not have or did not inform. */
export function missingCell(): CellSpec {
  return { paras: [para(NOT_INFORMED, 'regular', 8.5, COLOR.muted)] };
}

/**
 * A teal row across the whole table that opens a group ('Mensalidade por faixa etária', a
 * city): kept with the next row, repeated as '<text> (continuação)' on the next page.
 */
export function sectionRow(text: string, note?: string, suffix?: string): RowSpec {
  const paras = [para(suffix ? `${text} · ${suffix}` : text, 'bold', 8, COLOR.tealDark)];
  if (note) paras.push(para(note, 'regular', 7.5, COLOR.muted));
  return { span: true, fill: COLOR.tealLight, keepWithNext: true, cells: [{ paras }], continued: { span: true, fill: COLOR.tealLight, cells: [{ paras: [para(`${text} (continuação)`, 'bold', 8, COLOR.tealDark)] }] } };
}

/** Widths of a `labelWidth` column and `count` equal plan columns sharing the rest (each at most `MAX_PLAN_COLUMN`), in points. */
export function planColumnWidths(count: number, labelWidth: number): number[] {
  const width = Math.min(MAX_PLAN_COLUMN, (CONTENT_WIDTH - labelWidth) / Math.max(count, 1));
  return [labelWidth, ...Array.from({ length: count }, () => width)];
}
