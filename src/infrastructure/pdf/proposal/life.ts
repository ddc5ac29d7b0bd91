/**
 * 'Seguro de vida' in the proposal: the life quote as quoted (insurer, product and quote
 * number, one row per coverage with its capital, the monthly price, the validity).
 */
import { proposalLifeSection, type ProposalLifeQuote, type ProposalLifeSection } from '../../../domain/proposal/proposal';
import type { Composer, RowSpec, TableSpec } from '../composer';
import { headerCell, TABLE_BASE, valueCell } from './cells';
import { heading } from './headings';
import { COLOR, CONTENT_WIDTH, MARGIN, para } from './layout';

/** Coverages and capitals, the monthly price in bold and, in the same table, the validity with the illustrative note. */
function lifeTable(section: ProposalLifeSection): TableSpec {
  return {
    ...TABLE_BASE,
    widths: [430, 200],
    columnRules: true,
    header: { fill: COLOR.teal, cells: section.headers.map(headerCell) },
    rows: [
      ...section.coverages.map((line): RowSpec => ({ cells: [valueCell(line.label), valueCell(line.value)] })),
      {
        fill: COLOR.tealLight,
        ruleAbove: COLOR.teal,
        keepWithNext: true,
        cells: [{ paras: [para(section.monthly.label, 'bold', 9.5, COLOR.tealDark)] }, { paras: [para(section.monthly.value, 'bold', 10.5, COLOR.tealDark)] }],
      },
      // The validity stays with the price: a row of the table, never left alone on the next page.
      { span: true, fill: COLOR.white, cells: [{ paras: [para(section.validity, 'bold', 8.5, COLOR.amber), para(section.note, 'regular', 7.5, COLOR.muted)] }] },
    ],
  };
}

/** 'Seguro de vida': the quote as quoted (insurer, coverages and capitals, monthly price, validity). */
export function lifeSection(composer: Composer, quote: ProposalLifeQuote): void {
  const section = proposalLifeSection(quote);
  const table = lifeTable(section);
  const headline = para(section.headline, 'bold', 9.5, COLOR.text, 3);
  const headlineHeight = composer.layout(headline, CONTENT_WIDTH).height + 4;
  // At most 8 coverages: the whole table is kept with its heading on one page.
  heading(composer, section.title, headlineHeight + composer.tableStartHeight(table, table.rows.length));
  composer.paragraph(headline, MARGIN, CONTENT_WIDTH);
  composer.gap(4);
  composer.table(table);
  composer.gap(8);
}
