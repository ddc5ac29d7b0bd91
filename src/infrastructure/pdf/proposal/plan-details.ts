/**
 * The detail sections the broker chooses, in the plans' order, six plans per table side
 * by side: the accredited network (counts, then the hospitals by city), the
 * coparticipation rules (one table per plan), carências and refunds (one row per procedure).
 */
import {
  coparticipationRuleText,
  hospitalMatrix,
  networkCounts,
  NOT_INFORMED,
  paginatePlans,
  PROVIDER_ATTRIBUTE_LEGEND_TEXT,
  refundMatrix,
  shortfallMatrix,
  type MatrixRow,
  type NetworkCounts,
  type ProposalPlan,
} from '../../../domain/proposal/proposal';
import { coparticipationLabel } from '../../../domain/quotation';
import type { CellSpec, Composer, RowSpec, TableSpec } from '../composer';
import { headerCell, labelCell, missingCell, planColumnWidths, planHeaderCell, sectionRow, TABLE_BASE, valueCell } from './cells';
import { heading, note, noteHeight, subheading } from './headings';
import { COLOR } from './layout';

const NETWORK_NOTE = `Hospitais por cidade e o que cada plano oferece neles: ${PROVIDER_ATTRIBUTE_LEGEND_TEXT}; “${NOT_INFORMED}” = não credenciado no plano. Clínicas e laboratórios entram nos totais.`;

/** The network table of up to six plans: the totals, then each city's hospitals with what each plan offers there. */
function networkTable(chunk: readonly ProposalPlan[]): TableSpec {
  const counts = chunk.map(networkCounts);
  const countRow = (label: string, pick: (value: NetworkCounts) => number): RowSpec => ({ cells: [labelCell(label), ...counts.map((value) => valueCell(String(pick(value))))] });
  const rows: RowSpec[] = [
    sectionRow('Totais da rede'),
    countRow('Hospitais', (value) => value.hospitals),
    countRow('Com pronto-socorro', (value) => value.emergency),
    countRow('Com maternidade', (value) => value.maternity),
    countRow('Clínicas', (value) => value.clinics),
    countRow('Com laboratório', (value) => value.laboratories),
    countRow('Cidades', (value) => value.cities),
  ];
  const cities = hospitalMatrix(chunk);
  if (cities.length === 0) rows.push(sectionRow('Nenhum hospital informado'));
  for (const city of cities) {
    rows.push(sectionRow(city.label, undefined, `${city.rows.length} ${city.rows.length === 1 ? 'hospital' : 'hospitais'}`));
    for (const row of city.rows) {
      rows.push({
        cells: [
          valueCell(row.name, 8),
          ...row.cells.map((cell): CellSpec => (cell === null ? missingCell() : valueCell(cell.length > 0 ? cell.join(' · ') : 'Credenciado'))),
        ],
      });
    }
  }
  return {
    ...TABLE_BASE,
    widths: planColumnWidths(chunk.length, 180),
    columnRules: true,
    header: { fill: COLOR.teal, cells: [headerCell('Hospital'), ...chunk.map((plan) => planHeaderCell(plan))] },
    rows,
  };
}

/** Tables that compare the plans, six per table, under a heading and a caption kept with the first table. */
function comparedSection(composer: Composer, title: string, caption: string, tables: readonly TableSpec[], empty: string): void {
  const first = tables[0];
  heading(composer, title, noteHeight(composer, caption) + (first ? composer.tableStartHeight(first) : noteHeight(composer, empty)));
  note(composer, caption);
  if (!first) note(composer, empty, 8);
  for (const table of tables) {
    composer.ensure(composer.tableStartHeight(table));
    composer.table(table);
    composer.gap(12);
  }
}

/** 'Rede credenciada': the network tables, six plans each, under the legend. */
export function networkSection(composer: Composer, plans: readonly ProposalPlan[]): void {
  comparedSection(composer, 'Rede credenciada', NETWORK_NOTE, paginatePlans(plans).map(networkTable), 'Nenhum hospital informado.');
}

/** One plan's coparticipation rules: procedure, percentage, fixed value, cap per event. */
function coparticipationTable(plan: ProposalPlan): TableSpec {
  return {
    ...TABLE_BASE,
    widths: [330, 100, 110, 130],
    header: { fill: COLOR.teal, cells: ['Procedimento', 'Percentual', 'Valor fixo', 'Limite por evento'].map(headerCell) },
    rows: plan.coparticipationRules.map((rule) => {
      const text = coparticipationRuleText(rule);
      return { cells: [valueCell(text.procedure), valueCell(text.percentage), valueCell(text.fixed), valueCell(text.cap)] };
    }),
  };
}

/** 'Coparticipação': per plan its subheading and rules, or why there are none. */
export function coparticipationSection(composer: Composer, plans: readonly ProposalPlan[]): void {
  const emptyText = (plan: ProposalPlan) => (plan.coparticipation === 'without' ? 'Plano sem coparticipação.' : 'Regras de coparticipação não informadas.');
  const tables = plans.map((plan) => (plan.coparticipationRules.length > 0 ? coparticipationTable(plan) : null));
  const firstPlan = plans[0];
  const firstTable = tables[0];
  heading(composer, 'Coparticipação', 40 + (firstTable ? composer.tableStartHeight(firstTable) : firstPlan ? noteHeight(composer, emptyText(firstPlan)) : 0));
  plans.forEach((plan, index) => {
    const table = tables[index];
    subheading(composer, plan, coparticipationLabel(plan.coparticipation), table ? composer.tableStartHeight(table) : noteHeight(composer, emptyText(plan)));
    if (!table) {
      note(composer, emptyText(plan), 8);
      return;
    }
    composer.table(table);
    composer.gap(10);
  });
}

/** A table of one row per procedure and a column per plan of `chunk` ('—' where a plan has no value). */
function matrixTable(chunk: readonly ProposalPlan[], rows: readonly MatrixRow[]): TableSpec {
  return {
    ...TABLE_BASE,
    widths: planColumnWidths(chunk.length, 180),
    columnRules: true,
    header: { fill: COLOR.teal, cells: [headerCell('Procedimento'), ...chunk.map((plan) => planHeaderCell(plan))] },
    rows: rows.map((row) => ({
      cells: [valueCell(row.label, 8), ...row.cells.map((cell): CellSpec => (cell === null ? missingCell() : valueCell(cell)))],
    })),
  };
}

/** A procedure-by-plan section (carências, refunds): tables of six plans; those without any row are left out. */
function matrixSection(composer: Composer, title: string, caption: string, empty: string, plans: readonly ProposalPlan[], matrix: (plans: readonly ProposalPlan[]) => MatrixRow[]): void {
  const tables = paginatePlans(plans)
    .map((chunk) => ({ chunk, rows: matrix(chunk) }))
    .filter((entry) => entry.rows.length > 0)
    .map((entry) => matrixTable(entry.chunk, entry.rows));
  comparedSection(composer, title, caption, tables, empty);
}

/** 'Carências': the plans' waiting periods, under the legal maximums (Lei 9.656/98, art. 12, V). */
export function shortfallsSection(composer: Composer, plans: readonly ProposalPlan[]): void {
  matrixSection(composer, 'Carências', 'Prazos máximos legais: 24 horas para urgência e emergência, 300 dias para parto a termo e 180 dias para os demais casos (Lei 9.656/98, art. 12, V).', 'Carências não informadas.', plans, shortfallMatrix);
}

/** 'Reembolso': the plans' refund per event. */
export function refundsSection(composer: Composer, plans: readonly ProposalPlan[]): void {
  matrixSection(composer, 'Reembolso', 'Valores de reembolso por evento, conforme a tabela da operadora.', 'Reembolso não informado.', plans, refundMatrix);
}
