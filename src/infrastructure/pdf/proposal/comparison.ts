/**
 * The comparison table, one per page of up to six plans: the plans' attributes, the
 * monthly price per age bracket and its total, the charges beside it (promotion,
 * administradora fees, dental add-on, total with them, adhesion), the price table's date
 * and the operator's ANS quality figures.
 */
import {
  ADHESION_FEE_LABEL,
  ADMINISTRATION_FEE_LABEL,
  DENTAL_LABEL,
  ILLUSTRATIVE_TEXT,
  livesText,
  NOT_INFORMED,
  perLifeText,
  PROMOTION_LABEL,
  promotionPeriodText,
  recommendedPlanOf,
  TOTAL_WITH_EXTRAS_LABEL,
  type ProposalColumn,
  type ProposalDocument,
  type ProposalPlan,
} from '../../../domain/proposal/proposal';
import { formatBRL, segmentationLabel } from '../../../domain/quotation';
import type { CellSpec, Composer, RowSpec } from '../composer';
import { headerCell, labelCell, missingCell, planColumnWidths, planHeaderCell, sectionRow, TABLE_BASE, valueCell } from './cells';
import { COLOR, LABEL_COLUMN, para } from './layout';

/** The quality row's note: what each index measures, and the source. */
const QUALITY_NOTE = 'IDSS: nota de 0 a 1, maior é melhor; IGR: reclamações por 10 mil beneficiários, menor é melhor. Fonte: ANS';

/**
 * Draws the comparison table of `columns` (one page's plans, at most six) at the composer's
 * position; the head marks the plan the broker recommended in `doc`.
 */
export function comparisonTable(composer: Composer, doc: ProposalDocument, columns: readonly ProposalColumn[]): void {
  const recommendedId = recommendedPlanOf(doc.extras, doc.plans.map((candidate) => candidate.id));
  composer.table({
    ...TABLE_BASE,
    padY: 2.5,
    widths: planColumnWidths(columns.length, LABEL_COLUMN),
    columnRules: true,
    header: { fill: COLOR.teal, cells: [headerCell('Plano'), ...columns.map((column) => planHeaderCell(column.plan, recommendedId))] },
    rows: [...attributeRows(doc, columns), ...priceRows(columns), ...chargeRows(columns), priceTableRow(columns), ...qualityRows(columns)],
  });
}

/** Type, accommodation, coparticipation and area; segmentation and administradora when any plan has them; the network summary when the network is shown. */
function attributeRows(doc: ProposalDocument, columns: readonly ProposalColumn[]): RowSpec[] {
  const plans = columns.map((column) => column.plan);
  const attribute = (label: string, values: readonly string[]): RowSpec => ({ cells: [labelCell(label), ...values.map((value) => valueCell(value))] });
  const optional = (label: string, pick: (plan: ProposalPlan) => string | null): RowSpec[] =>
    plans.some((plan) => (pick(plan) ?? '').trim() !== '') ? [attribute(label, plans.map((plan) => pick(plan)?.trim() || NOT_INFORMED))] : [];
  return [
    attribute('Tipo de contratação', columns.map((column) => column.typeLabel)),
    attribute('Acomodação', columns.map((column) => column.accommodationLabel)),
    attribute('Coparticipação', columns.map((column) => column.coparticipationLabel)),
    attribute('Abrangência', columns.map((column) => column.coverageAreaLabel)),
    ...optional('Segmentação', (plan) => (plan.segmentation ? segmentationLabel(plan.segmentation) : plan.segmentation)),
    ...optional('Administradora', (plan) => plan.administradora),
    ...(doc.options.showNetwork ? [attribute('Rede credenciada', columns.map((column) => column.networkText))] : []),
  ];
}

/** 'Mensalidade por faixa etária': one row per bracket in use (the last kept with the total), then 'Total mensal' in bold. */
function priceRows(columns: readonly ProposalColumn[]): RowSpec[] {
  const first = columns[0];
  return [
    sectionRow('Mensalidade por faixa etária'),
    ...bracketRows(columns),
    {
      fill: COLOR.tealLight,
      ruleAbove: COLOR.teal,
      keepWithNext: true,
      cells: [
        { paras: [para('Total mensal', 'bold', 9.5, COLOR.tealDark), para(livesText(first?.totalLives ?? 0), 'regular', 7.5, COLOR.muted)] },
        ...columns.map((column): CellSpec => ({ paras: [para(column.totalText, 'bold', 10.5, COLOR.tealDark)] })),
      ],
    },
  ];
}

/** '34 a 38 anos · 2 vidas': '2 × R$ 460,64' over the subtotal (the unit line left out for 1 life); 'Nenhuma vida informada' without lives. */
function bracketRows(columns: readonly ProposalColumn[]): RowSpec[] {
  const first = columns[0];
  if (!first || first.lines.length === 0) return [{ cells: [labelCell('Nenhuma vida informada'), ...columns.map(() => valueCell(NOT_INFORMED))] }];
  return first.lines.map((line) => ({
    keepWithNext: line === first.lines[first.lines.length - 1],
    cells: [
      labelCell(`${line.bracketText} · ${livesText(line.lives)}`),
      ...columns.map((column): CellSpec => {
        const own = column.lines.find((candidate) => candidate.index === line.index);
        if (!own) return valueCell(NOT_INFORMED);
        const subtotal = para(own.subtotalText, 'regular', 8.5, COLOR.text);
        return { paras: own.lives > 1 ? [para(own.unitText, 'regular', 7.5, COLOR.muted), subtotal] : [subtotal] };
      }),
    ],
  }));
}

/** A row with a cell per plan, '—' where `cellOf` gives null. */
function chargeRow(columns: readonly ProposalColumn[], label: string, cellOf: (column: ProposalColumn) => CellSpec | null, note?: string): RowSpec {
  return { cells: [labelCell(label, note), ...columns.map((column) => cellOf(column) ?? missingCell())] };
}

type AdministradoraFees = NonNullable<ProposalPlan['administradoraFees']>;

/** An administradora fee per life ('3 vidas × R$ 12,00 = R$ 36,00'), '—' for a plan without it. */
function feeRow(columns: readonly ProposalColumn[], label: string, centsPerLife: (fees: AdministradoraFees) => number, note?: string): RowSpec {
  const livesCount = columns[0]?.totalLives ?? 0;
  return chargeRow(
    columns,
    label,
    (column) => {
      const fees = column.plan.administradoraFees;
      return fees && centsPerLife(fees) > 0 ? { paras: [para(perLifeText(livesCount, centsPerLife(fees)), 'regular', 8, COLOR.text)] } : null;
    },
    note,
  );
}

/** The charges beside the monthly total, each row only when some plan has it: promotion, administration fee, dental add-on, the total with them, adhesion fee. */
function chargeRows(columns: readonly ProposalColumn[]): RowSpec[] {
  const charges = columns.map((column) => column.charges);
  const rows: RowSpec[] = [];
  if (charges.some((charge) => charge.promotion)) rows.push(promotionRow(columns));
  if (charges.some((charge) => charge.administrationMonthlyCents > 0)) rows.push(feeRow(columns, ADMINISTRATION_FEE_LABEL, (fees) => fees.monthlyCentsPerLife));
  if (charges.some((charge) => charge.dentalMonthlyCents > 0)) rows.push(dentalRow(columns));
  if (charges.some((charge) => charge.monthlyWithExtrasCents !== charge.monthlyCents)) rows.push(totalWithExtrasRow(columns));
  if (charges.some((charge) => charge.adhesionOneOffCents > 0)) {
    rows.push(feeRow(columns, ADHESION_FEE_LABEL, (fees) => fees.adhesionCentsPerLife, 'cobrada pela administradora, à parte da mensalidade'));
  }
  return rows;
}

/** 'Preço promocional': the promotional price and its months, then 'depois <total>'. */
function promotionRow(columns: readonly ProposalColumn[]): RowSpec {
  return chargeRow(columns, PROMOTION_LABEL, (column) =>
    column.charges.promotion
      ? {
          paras: [
            para(`${formatBRL(column.charges.promotion.monthlyCents)} ${promotionPeriodText(column.charges.promotion.months)}`, 'bold', 8.5, COLOR.amber),
            para(`depois ${column.totalText}`, 'regular', 7.5, COLOR.muted),
          ],
        }
      : null,
  );
}

/** 'Odontológico (opcional)': the add-on's name over its price per life. */
function dentalRow(columns: readonly ProposalColumn[]): RowSpec {
  const livesCount = columns[0]?.totalLives ?? 0;
  return chargeRow(columns, DENTAL_LABEL, (column) =>
    column.plan.dental
      ? { paras: [para(column.plan.dental.name, 'regular', 7.5, COLOR.muted), para(perLifeText(livesCount, column.plan.dental.monthlyCentsPerLife), 'regular', 8, COLOR.text)] }
      : null,
  );
}

/** 'Total mensal com adicionais' in bold on teal. */
function totalWithExtrasRow(columns: readonly ProposalColumn[]): RowSpec {
  return {
    fill: COLOR.tealLight,
    cells: [
      { paras: [para(TOTAL_WITH_EXTRAS_LABEL, 'bold', 9, COLOR.tealDark)] },
      ...columns.map((column): CellSpec => ({ paras: [para(formatBRL(column.charges.monthlyWithExtrasCents), 'bold', 9.5, COLOR.tealDark)] })),
    ],
  };
}

/** 'Tabela de preços': the table's month and effective date, the 12-month warning and 'valores ilustrativos' where they apply. */
function priceTableRow(columns: readonly ProposalColumn[]): RowSpec {
  return {
    cells: [
      labelCell('Tabela de preços'),
      ...columns.map((column): CellSpec => ({
        paras: [
          para(column.tableDateText, 'bold', 7.5, COLOR.text),
          para(column.effectiveDateText, 'regular', 7.5, COLOR.muted),
          ...(column.staleTableText ? [para(column.staleTableText, 'bold', 7.5, COLOR.amber)] : []),
          ...(column.illustrative ? [para(ILLUSTRATIVE_TEXT, 'bold', 7.5, COLOR.amber)] : []),
        ],
      })),
    ],
  };
}

/** 'Qualidade (ANS)' when any plan carries ANS figures: one figure per line ('IDSS 2025: 0,7693' then 'IGR fev/2020: …'). */
function qualityRows(columns: readonly ProposalColumn[]): RowSpec[] {
  if (!columns.some((column) => column.qualityText !== null)) return [];
  return [chargeRow(columns, 'Qualidade (ANS)', (column) => (column.qualityText === null ? null : { paras: column.qualityText.split(' · ').map((text) => para(text, 'regular', 7.5, COLOR.text)) }), QUALITY_NOTE)];
}
