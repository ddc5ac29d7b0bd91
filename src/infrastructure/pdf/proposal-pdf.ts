/**
 * The comparative proposal as PDF, with pdf-lib + fontkit (`PdfRenderer` adapter).
 * Lazy-loaded by the SPA (dynamic `import()`), fonts passed in as a loader
 * (./fonts.browser.ts in the SPA, ./fonts.node.ts in tests and benchmarks).
 *
 * Layout decisions:
 * - A4 landscape (841.89 × 595.28 pt), 36 pt margins: six plan columns of about
 *   107 pt beside a 128 pt label column, so 'R$ 12.345,67' and most plan names fit on
 *   one or two lines (in portrait a column would be about 74 pt). Fewer plans get
 *   wider columns (at most 200 pt).
 * - Running header on every page: the broker's logo (fitted into 130 × 52 pt keeping
 *   its aspect; PNG or JPEG recognised by its bytes; large logos shrunk in the browser,
 *   ./logo.ts; a logo that cannot be decoded is left out rather than failing the PDF),
 *   name, phone '(11) 98765-4321' and e-mail; the title and the date on the right; a
 *   teal rule; 'Proposta para: <client>' and the number of lives.
 * - Comparison: up to 6 plans per page (`paginatePlans`); 7 or more continue on new
 *   pages with the same header. Column head: operator (with 'ANS nº …' when known) and
 *   plan. Rows: type, accommodation, coparticipation (Não / Sim / Parcial), coverage
 *   area, segmentation and administradora when any plan has them, network counts when
 *   the network is shown; one row per age bracket in use ('34 a 38 anos · 2 vidas':
 *   '2 × R$ 460,64' over the subtotal; the unit line is left out for 1 life); the
 *   monthly total in bold; the table's effective date, with 'valores ilustrativos'
 *   where the prices are illustrative. The last bracket, the total and the date are
 *   kept on one page.
 * - Then, when the proposal holds a life quote, 'Seguro de vida': the insurer, product and
 *   quote number, one row per coverage with its capital ('… por dia' for daily ones), the
 *   monthly price in bold and 'Cotação válida até DD/MM/AAAA' with the illustrative note.
 * - Then, when chosen, in this order, six plans per table side by side:
 *   accredited network (counts: hospitals, with pronto-socorro, with maternidade,
 *   clinics, with laboratório, cities; then the hospitals grouped by city, each with
 *   its H / PS / M / Lab in each plan or '—' when not in that plan's network, with a
 *   legend; clinics are counted, not listed), coparticipation rules (one table per
 *   plan: percentage, fixed value, cap per event), carências and refunds (one row per
 *   procedure). Then fixed notes ('Observações').
 * - Tables flow onto new pages repeating their head row and the current city or
 *   section ('… (continuação)'); a heading is never left alone at the foot of a page.
 * - Footer on every page: the disclaimer and 'Página n de N'.
 * - Text: Helvetica and Helvetica-Bold, the standard PDF fonts with WinAnsi encoding (no
 *   font file, no fontkit: a fast first PDF), whenever every text is
 *   WinAnsi-encodable — Portuguese always is. A text outside WinAnsi (CJK, emoji, Greek…)
 *   makes the renderer start over with DejaVu Sans, subset and embedded (fontkit loaded
 *   then); there anything the font cannot draw becomes '□' (./text.ts). Both ways
 *   `pdftotext` gives the accents back;
 *   long texts wrap, over-long words break; a cell may take at most 30 lines and the
 *   client's name 3 lines in the header, beyond that they end with '…'.
 * - Metadata: title 'Proposta comparativa de planos de saúde – <client>', author the
 *   broker, subject, keywords (operators), creator 'Cotador', producer
 *   'Cotador (pdf-lib)', language pt-BR.
 */
import { JpegEmbedder, PDFContext, PDFDocument, PDFImage, PDFObjectCopier, PngEmbedder, rgb, StandardFonts, type PDFFont, type PDFPage, type PDFRef, type RGB } from 'pdf-lib';
import type { PdfRenderer } from '../../application/proposal/pdf-renderer';
import {
  clientLine,
  coparticipationRuleText,
  formatPhoneBR,
  hospitalMatrix,
  livesText,
  networkCounts,
  pageLabel,
  paginatePlans,
  proposalColumns,
  refundMatrix,
  shortfallMatrix,
  ILLUSTRATIVE_TEXT,
  NOT_INFORMED,
  PROPOSAL_DISCLAIMER,
  PROPOSAL_TITLE,
  PROVIDER_ATTRIBUTE_LEGEND_TEXT,
  type MatrixRow,
  type NetworkCounts,
  type ProposalColumn,
  type ProposalDocument,
  type ProposalLogo,
  type ProposalPlan,
  proposalLifeSection,
  type ProposalLifeQuote,
  type ProposalLifeSection,
  ADHESION_FEE_LABEL,
  ADMINISTRATION_FEE_LABEL,
  BROKER_NOTES_TITLE,
  DENTAL_LABEL,
  extrasNotes,
  perLifeText,
  PROMOTION_LABEL,
  promotionPeriodText,
  proposalValidityText,
  recommendedPlanOf,
  RECOMMENDED_PLAN_LABEL,
  TOTAL_WITH_EXTRAS_LABEL,
} from '../../domain/proposal/proposal';
import { coparticipationLabel, formatBRL, formatDateBR, segmentationLabel, totalLives } from '../../domain/quotation';
import { Composer, createFace, TextNeedsEmbeddedFontError, type CellSpec, type FaceName, type Para, type RowSpec, type TableSpec } from './composer';
import type { LoadProposalFonts, ProposalFonts } from './fonts';
import { fitInBox, logoForPdf } from './logo';

// ---------------------------------------------------------------------------------
// Page and style

/** A4 landscape, in points. */
export const PAGE_SIZE: readonly [number, number] = [841.89, 595.28];
export const MARGIN = 36;
const CONTENT_WIDTH = PAGE_SIZE[0] - 2 * MARGIN;
const FOOTER_RULE_Y = MARGIN + 14;
const CONTENT_BOTTOM = FOOTER_RULE_Y + 8;
export const LOGO_BOX = { width: 130, height: 52 } as const;
const LABEL_COLUMN = 128;
const MAX_PLAN_COLUMN = 200;

const hex = (value: string): RGB => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);
const COLOR = {
  teal: hex('#0e7490'),
  tealDark: hex('#155e75'),
  tealLight: hex('#e3f1f5'),
  tealOnDark: hex('#cdeef5'),
  zebra: hex('#f4f7f9'),
  text: hex('#1f2937'),
  label: hex('#374151'),
  muted: hex('#6b7280'),
  border: hex('#d3dce2'),
  amber: hex('#b45309'),
  recommended: hex('#fde68a'),
  white: rgb(1, 1, 1),
} as const;

const para = (text: string, face: FaceName, size: number, color: RGB, maxLines?: number): Para => (maxLines === undefined ? { text, face, size, color } : { text, face, size, color, maxLines });

// ---------------------------------------------------------------------------------
// Logo

/** A logo decoded and embedded once (a PNG inflated, split and deflated again) into a scratch context. */
interface EmbeddedLogo {
  readonly context: PDFContext;
  readonly ref: PDFRef;
  readonly embedder: PngEmbedder | JpegEmbedder;
}

/** Per logo byte array (the loaders hand out the same array for the same logo): its embedding, or null when undecodable. */
const embeddedLogos = new WeakMap<Uint8Array, Promise<EmbeddedLogo | null>>();

async function embedOnce(original: ProposalLogo): Promise<EmbeddedLogo | null> {
  const logo = await logoForPdf(original);
  try {
    const embedder = logo.kind === 'png' ? await PngEmbedder.for(logo.bytes) : await JpegEmbedder.for(logo.bytes);
    const context = PDFContext.create();
    const ref = await embedder.embedIntoContext(context);
    return { context, ref, embedder };
  } catch {
    return null; // An undecodable logo is left out: the proposal is still worth having.
  }
}

/**
 * The logo as an image of `pdf`. pdf-lib's `embedPng` decodes the PNG and deflates its colour
 * and alpha channels again for every document (about 45 ms for a 360 × 120 px logo, more on
 * the first PDF); here that is done once per logo and the finished image objects are copied
 * (bytes as they are) into each document.
 */
async function embedLogo(pdf: PDFDocument, original: ProposalLogo): Promise<PDFImage | null> {
  let embedding = embeddedLogos.get(original.bytes);
  if (!embedding) {
    embedding = embedOnce(original);
    embeddedLogos.set(original.bytes, embedding);
  }
  const embedded = await embedding;
  if (!embedded) return null;
  const ref = PDFObjectCopier.for(embedded.context, pdf.context).copy(embedded.ref);
  // Not through `pdf.embedPng`: the image is already in the document, `save` has nothing to embed.
  return PDFImage.of(ref, pdf, embedded.embedder);
}

// ---------------------------------------------------------------------------------
// Header and footer

function headerDrawer(composer: Composer, doc: ProposalDocument, logo: PDFImage | null): (page: PDFPage) => number {
  const top = PAGE_SIZE[1] - MARGIN;
  const logoSize = logo ? fitInBox(logo.width, logo.height, LOGO_BOX.width, LOGO_BOX.height) : null;
  const textX = MARGIN + (logoSize ? logoSize.width + 14 : 0);
  const leftWidth = CONTENT_WIDTH * 0.54 - (textX - MARGIN);
  const rightWidth = CONTENT_WIDTH * 0.43;
  const rightX = MARGIN + CONTENT_WIDTH - rightWidth;

  const contact = [formatPhoneBR(doc.broker.phone), doc.broker.email.trim()].filter((part) => part !== '').join('  ·  ');
  const left = [composer.layout(para(doc.broker.name, 'bold', 13, COLOR.text, 2), leftWidth), composer.layout(para(contact, 'regular', 8.5, COLOR.muted, 2), leftWidth)];
  const validUntil = doc.extras?.validUntil ?? null;
  const right = [
    composer.layout(para(PROPOSAL_TITLE, 'bold', 13, COLOR.teal, 2), rightWidth),
    composer.layout(para(`Data: ${formatDateBR(doc.date)}`, 'regular', 8.5, COLOR.muted), rightWidth),
    ...(validUntil ? [composer.layout(para(proposalValidityText(validUntil), 'bold', 8.5, COLOR.amber), rightWidth)] : []),
  ];
  const leftHeight = left.reduce((sum, laid) => sum + laid.height, 0) + 2;
  const rightHeight = right.reduce((sum, laid) => sum + laid.height, 0) + 3;
  const blockHeight = Math.max(logoSize ? LOGO_BOX.height : 0, leftHeight, rightHeight);
  const ruleY = top - blockHeight - 6;

  const prefix = composer.layout(para('Proposta para:', 'regular', 9.5, COLOR.muted), 120);
  const prefixWidth = composer.width(composer.printable('Proposta para:', 'regular'), 'regular', 9.5) + 5;
  const livesLaid = composer.layout(para(`Beneficiários: ${livesText(totalLives(doc.lives))}`, 'regular', 9, COLOR.muted), 180);
  const clientWidth = CONTENT_WIDTH - prefixWidth - 200;
  const client = composer.layout(para(doc.clientName.trim() === '' ? NOT_INFORMED : doc.clientName, 'bold', 10.5, COLOR.text, 3), clientWidth);
  const clientTop = ruleY - 8;
  const clientContact = [formatPhoneBR(doc.extras?.clientPhone ?? ''), (doc.extras?.clientEmail ?? '').trim()].filter((part) => part !== '').join('  ·  ');
  const contactLaid = clientContact === '' ? null : composer.layout(para(`Contato do cliente: ${clientContact}`, 'regular', 8.5, COLOR.muted, 2), clientWidth);
  const contactTop = clientTop - Math.max(client.height, prefix.height) - 1;
  const contentTop = contactTop - (contactLaid ? contactLaid.height + 1 : 0) - 10;

  return (page) => {
    if (logo && logoSize) {
      page.drawImage(logo, { x: MARGIN, y: top - (blockHeight + logoSize.height) / 2, width: logoSize.width, height: logoSize.height });
    }
    let y = top - (blockHeight - leftHeight) / 2;
    for (const laid of left) y -= composer.drawLaid(page, laid, textX, y, leftWidth) + 2;
    y = top;
    for (const laid of right) y -= composer.drawLaid(page, laid, rightX, y, rightWidth, 'right') + 3;
    composer.line(MARGIN, MARGIN + CONTENT_WIDTH, ruleY, 1.5, COLOR.teal, page);
    composer.drawLaid(page, prefix, MARGIN, clientTop - (10.5 - 9.5) * 0.95, prefixWidth); // same baseline as the name
    composer.drawLaid(page, client, MARGIN + prefixWidth, clientTop, clientWidth);
    composer.drawLaid(page, livesLaid, MARGIN + CONTENT_WIDTH - 180, clientTop - (10.5 - 9) * 0.95, 180, 'right');
    if (contactLaid) composer.drawLaid(page, contactLaid, MARGIN + prefixWidth, contactTop, clientWidth);
    return contentTop;
  };
}

function drawFooters(composer: Composer): void {
  const count = composer.pages.length;
  const disclaimer = composer.layout(para(PROPOSAL_DISCLAIMER, 'regular', 7.5, COLOR.muted, 1), CONTENT_WIDTH - 90);
  composer.pages.forEach((page, index) => {
    composer.line(MARGIN, MARGIN + CONTENT_WIDTH, FOOTER_RULE_Y, 0.5, COLOR.border, page);
    composer.drawLaid(page, disclaimer, MARGIN, FOOTER_RULE_Y - 5, CONTENT_WIDTH - 90);
    composer.drawLaid(page, composer.layout(para(pageLabel(index + 1, count), 'regular', 7.5, COLOR.text), 90), MARGIN + CONTENT_WIDTH - 90, FOOTER_RULE_Y - 5, 90, 'right');
  });
}

// ---------------------------------------------------------------------------------
// Building blocks

const TABLE_BASE = { x: MARGIN, zebra: COLOR.zebra, border: COLOR.border } as const;

function headerCell(text: string): CellSpec {
  return { paras: [para(text, 'bold', 8, COLOR.white)] };
}

function planHeaderCell(plan: ProposalPlan, recommendedId: number | null = null): CellSpec {
  const ans = plan.ansRegistration?.trim();
  const operator = ans ? `${plan.operatorName} · ANS nº ${ans}` : plan.operatorName;
  const paras = [para(operator, 'regular', 7.5, COLOR.tealOnDark, 4), para(plan.planName, 'bold', 8.5, COLOR.white, 8)];
  if (recommendedId !== null && plan.id === recommendedId) paras.unshift(para(RECOMMENDED_PLAN_LABEL.toUpperCase(), 'bold', 7.5, COLOR.recommended));
  return { paras };
}

function labelCell(text: string, note?: string): CellSpec {
  const paras = [para(text, 'bold', 8, COLOR.label)];
  if (note) paras.push(para(note, 'regular', 7.5, COLOR.muted));
  return { paras };
}

function valueCell(text: string, size = 8.5): CellSpec {
  return { paras: [para(text, 'regular', size, COLOR.text)] };
}

function sectionRow(text: string, note?: string, suffix?: string): RowSpec {
  const paras = [para(suffix ? `${text} · ${suffix}` : text, 'bold', 8, COLOR.tealDark)];
  if (note) paras.push(para(note, 'regular', 7.5, COLOR.muted));
  return { span: true, fill: COLOR.tealLight, keepWithNext: true, cells: [{ paras }], continued: { span: true, fill: COLOR.tealLight, cells: [{ paras: [para(`${text} (continuação)`, 'bold', 8, COLOR.tealDark)] }] } };
}

function planColumnWidths(count: number, labelWidth: number): number[] {
  const width = Math.min(MAX_PLAN_COLUMN, (CONTENT_WIDTH - labelWidth) / Math.max(count, 1));
  return [labelWidth, ...Array.from({ length: count }, () => width)];
}

/** A section title; `keep` = height of what must follow it on the same page. */
function heading(composer: Composer, text: string, keep = 70): void {
  const laid = composer.layout(para(text, 'bold', 12, COLOR.teal), CONTENT_WIDTH);
  if (!composer.ensure(14 + laid.height + 10 + keep)) composer.gap(14);
  const page = composer.page;
  composer.y -= composer.drawLaid(page, laid, MARGIN, composer.y, CONTENT_WIDTH);
  composer.line(MARGIN, MARGIN + CONTENT_WIDTH, composer.y - 2, 0.8, COLOR.teal, page);
  composer.gap(8);
}

function subheading(composer: Composer, plan: ProposalPlan, note: string | null, keep = 40): void {
  const title = composer.layout(para(`${plan.operatorName} · ${plan.planName}`, 'bold', 9.5, COLOR.text, 3), CONTENT_WIDTH);
  const noteLaid = note ? composer.layout(para(note, 'regular', 8, COLOR.muted, 3), CONTENT_WIDTH) : null;
  const height = title.height + (noteLaid?.height ?? 0) + 4;
  if (!composer.ensure(6 + height + keep)) composer.gap(6);
  const page = composer.page;
  composer.y -= composer.drawLaid(page, title, MARGIN, composer.y, CONTENT_WIDTH);
  if (noteLaid) composer.y -= composer.drawLaid(page, noteLaid, MARGIN, composer.y, CONTENT_WIDTH);
  composer.gap(4);
}

const notePara = (text: string): Para => para(text, 'regular', 8, COLOR.muted);

function note(composer: Composer, text: string, gapAfter = 6): void {
  composer.paragraph(notePara(text), MARGIN, CONTENT_WIDTH);
  composer.gap(gapAfter);
}

/** Height of a note plus its gap. */
function noteHeight(composer: Composer, text: string, gapAfter = 6): number {
  return composer.layout(notePara(text), CONTENT_WIDTH).height + gapAfter;
}

// ---------------------------------------------------------------------------------
// Sections

function comparisonTable(composer: Composer, doc: ProposalDocument, columns: readonly ProposalColumn[]): void {
  const plans = columns.map((column) => column.plan);
  const attribute = (label: string, values: readonly string[]): RowSpec => ({ cells: [labelCell(label), ...values.map((value) => valueCell(value))] });
  const optional = (label: string, pick: (plan: ProposalPlan) => string | null): RowSpec[] =>
    plans.some((plan) => (pick(plan) ?? '').trim() !== '') ? [attribute(label, plans.map((plan) => pick(plan)?.trim() || NOT_INFORMED))] : [];

  const rows: RowSpec[] = [
    attribute('Tipo de contratação', columns.map((column) => column.typeLabel)),
    attribute('Acomodação', columns.map((column) => column.accommodationLabel)),
    attribute('Coparticipação', columns.map((column) => column.coparticipationLabel)),
    attribute('Abrangência', columns.map((column) => column.coverageAreaLabel)),
    ...optional('Segmentação', (plan) => (plan.segmentation ? segmentationLabel(plan.segmentation) : plan.segmentation)),
    ...optional('Administradora', (plan) => plan.administradora),
    ...(doc.options.showNetwork ? [attribute('Rede credenciada', columns.map((column) => column.networkText))] : []),
  ];

  const first = columns[0];
  rows.push(sectionRow('Mensalidade por faixa etária'));
  if (!first || first.lines.length === 0) {
    rows.push({ cells: [labelCell('Nenhuma vida informada'), ...columns.map(() => valueCell(NOT_INFORMED))] });
  } else {
    for (const line of first.lines) {
      rows.push({
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
      });
    }
  }
  rows.push({
    fill: COLOR.tealLight,
    ruleAbove: COLOR.teal,
    keepWithNext: true,
    cells: [
      { paras: [para('Total mensal', 'bold', 9.5, COLOR.tealDark), para(livesText(first?.totalLives ?? 0), 'regular', 7.5, COLOR.muted)] },
      ...columns.map((column): CellSpec => ({ paras: [para(column.totalText, 'bold', 10.5, COLOR.tealDark)] })),
    ],
  });
  const charges = columns.map((column) => column.charges);
  const livesCount = first?.totalLives ?? 0;
  const chargeRow = (label: string, cellOf: (column: ProposalColumn) => CellSpec | null, note?: string): RowSpec => ({
    cells: [labelCell(label, note), ...columns.map((column) => cellOf(column) ?? { paras: [para(NOT_INFORMED, 'regular', 8.5, COLOR.muted)] })],
  });
  if (charges.some((charge) => charge.promotion)) {
    rows.push(
      chargeRow(PROMOTION_LABEL, (column) =>
        column.charges.promotion
          ? {
              paras: [
                para(`${formatBRL(column.charges.promotion.monthlyCents)} ${promotionPeriodText(column.charges.promotion.months)}`, 'bold', 8.5, COLOR.amber),
                para(`depois ${column.totalText}`, 'regular', 7.5, COLOR.muted),
              ],
            }
          : null,
      ),
    );
  }
  if (charges.some((charge) => charge.administrationMonthlyCents > 0)) {
    rows.push(
      chargeRow(ADMINISTRATION_FEE_LABEL, (column) =>
        column.plan.administradoraFees && column.plan.administradoraFees.monthlyCentsPerLife > 0
          ? { paras: [para(perLifeText(livesCount, column.plan.administradoraFees.monthlyCentsPerLife), 'regular', 8, COLOR.text)] }
          : null,
      ),
    );
  }
  if (charges.some((charge) => charge.dentalMonthlyCents > 0)) {
    rows.push(
      chargeRow(DENTAL_LABEL, (column) =>
        column.plan.dental
          ? { paras: [para(column.plan.dental.name, 'regular', 7.5, COLOR.muted), para(perLifeText(livesCount, column.plan.dental.monthlyCentsPerLife), 'regular', 8, COLOR.text)] }
          : null,
      ),
    );
  }
  if (charges.some((charge) => charge.monthlyWithExtrasCents !== charge.monthlyCents)) {
    rows.push({
      fill: COLOR.tealLight,
      cells: [
        { paras: [para(TOTAL_WITH_EXTRAS_LABEL, 'bold', 9, COLOR.tealDark)] },
        ...columns.map((column): CellSpec => ({ paras: [para(formatBRL(column.charges.monthlyWithExtrasCents), 'bold', 9.5, COLOR.tealDark)] })),
      ],
    });
  }
  if (charges.some((charge) => charge.adhesionOneOffCents > 0)) {
    rows.push(
      chargeRow(
        ADHESION_FEE_LABEL,
        (column) =>
          column.plan.administradoraFees && column.plan.administradoraFees.adhesionCentsPerLife > 0
            ? { paras: [para(perLifeText(livesCount, column.plan.administradoraFees.adhesionCentsPerLife), 'regular', 8, COLOR.text)] }
            : null,
        'cobrada pela administradora, à parte da mensalidade',
      ),
    );
  }
  rows.push({
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
  });

  if (columns.some((column) => column.qualityText !== null)) {
    // One figure per line: 'IDSS 2025: 0,7693' then 'IGR fev/2020: …'.
    rows.push(
      chargeRow(
        'Qualidade (ANS)',
        (column) => (column.qualityText === null ? null : { paras: column.qualityText.split(' · ').map((text) => para(text, 'regular', 7.5, COLOR.text)) }),
        QUALITY_NOTE,
      ),
    );
  }

  composer.table({
    ...TABLE_BASE,
    padY: 2.5,
    widths: planColumnWidths(columns.length, LABEL_COLUMN),
    columnRules: true,
    header: { fill: COLOR.teal, cells: [headerCell('Plano'), ...plans.map((plan) => planHeaderCell(plan, recommendedPlanOf(doc.extras, doc.plans.map((candidate) => candidate.id))))] },
    rows,
  });
}

/** The quality row's note: what each index measures, and the source. */
const QUALITY_NOTE = 'IDSS: nota de 0 a 1, maior é melhor; IGR: reclamações por 10 mil beneficiários, menor é melhor. Fonte: ANS';

const NETWORK_NOTE = `Hospitais por cidade e o que cada plano oferece neles: ${PROVIDER_ATTRIBUTE_LEGEND_TEXT}; “${NOT_INFORMED}” = não credenciado no plano. Clínicas e laboratórios entram nos totais.`;

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
          ...row.cells.map((cell): CellSpec => (cell === null ? { paras: [para(NOT_INFORMED, 'regular', 8.5, COLOR.muted)] } : valueCell(cell.length > 0 ? cell.join(' · ') : 'Credenciado'))),
        ],
      });
    }
  }
  return {
    ...TABLE_BASE,
    widths: planColumnWidths(chunk.length, 180),
    columnRules: true,
    header: { fill: COLOR.teal, cells: [headerCell('Hospital'), ...chunk.map(planHeaderCell)] },
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

function networkSection(composer: Composer, plans: readonly ProposalPlan[]): void {
  comparedSection(composer, 'Rede credenciada', NETWORK_NOTE, paginatePlans(plans).map(networkTable), 'Nenhum hospital informado.');
}

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

function coparticipationSection(composer: Composer, plans: readonly ProposalPlan[]): void {
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

function matrixTable(chunk: readonly ProposalPlan[], rows: readonly MatrixRow[]): TableSpec {
  return {
    ...TABLE_BASE,
    widths: planColumnWidths(chunk.length, 180),
    columnRules: true,
    header: { fill: COLOR.teal, cells: [headerCell('Procedimento'), ...chunk.map(planHeaderCell)] },
    rows: rows.map((row) => ({
      cells: [valueCell(row.label, 8), ...row.cells.map((cell): CellSpec => (cell === null ? { paras: [para(NOT_INFORMED, 'regular', 8.5, COLOR.muted)] } : valueCell(cell)))],
    })),
  };
}

function matrixSection(composer: Composer, title: string, caption: string, empty: string, plans: readonly ProposalPlan[], matrix: (plans: readonly ProposalPlan[]) => MatrixRow[]): void {
  const tables = paginatePlans(plans)
    .map((chunk) => ({ chunk, rows: matrix(chunk) }))
    .filter((entry) => entry.rows.length > 0)
    .map((entry) => matrixTable(entry.chunk, entry.rows));
  comparedSection(composer, title, caption, tables, empty);
}

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
function lifeSection(composer: Composer, quote: ProposalLifeQuote): void {
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

/** 'Observações do corretor': the broker's notes to the client, line breaks kept. */
function brokerNotesSection(composer: Composer, text: string): void {
  const lines = text.split(/\r?\n/).map((line) => line.trimEnd());
  const paras = lines.map((line) => para(line === '' ? ' ' : line, 'regular', 9, COLOR.text));
  const height = paras.reduce((sum, item) => sum + composer.layout(item, CONTENT_WIDTH).height + 2, 0);
  heading(composer, BROKER_NOTES_TITLE, Math.min(height, 120));
  for (const item of paras) {
    composer.paragraph(item, MARGIN, CONTENT_WIDTH);
    composer.gap(2);
  }
}

function notesSection(composer: Composer, doc: ProposalDocument): void {
  const notes = [
    'Valores mensais por beneficiário conforme a faixa etária (RN 563/2022 da ANS), calculados com a tabela de preços vigente indicada em cada plano.',
    'A contratação depende da aceitação da operadora, da documentação exigida e das regras de elegibilidade de cada produto.',
    'Carências, coparticipação, reembolso e rede credenciada conforme o contrato e o material oficial da operadora; a área de comercialização pode ser diferente da área de abrangência do plano.',
  ];
  if (doc.plans.some((plan) => plan.priceTable.illustrative)) {
    notes.push(`Planos marcados com “${ILLUSTRATIVE_TEXT}” usam preços de demonstração, não a tabela oficial da operadora.`);
  }
  notes.push(...extrasNotes(doc.plans));
  const notesHeight = notes.reduce((sum, text) => sum + composer.layout(notePara(`• ${text}`), CONTENT_WIDTH - 9).height + 2, 0);
  heading(composer, 'Observações', notesHeight);
  for (const text of notes) {
    composer.bullet(notePara(text), MARGIN, CONTENT_WIDTH);
    composer.gap(2);
  }
}

// ---------------------------------------------------------------------------------
// The renderer

/** The faces a document is written with: the standard WinAnsi pair, or embedded DejaVu. */
type FontChoice = { kind: 'standard' } | { kind: 'embedded'; fonts: ProposalFonts };

/**
 * The proposal as PDF bytes. Written with the standard fonts (WinAnsi) when every text fits
 * them; otherwise (a {@link TextNeedsEmbeddedFontError} on the way) again from the start with
 * the DejaVu faces of `fonts` (bytes, or a loader called only then).
 */
export async function renderProposalPdf(doc: ProposalDocument, fonts: ProposalFonts | LoadProposalFonts): Promise<Uint8Array> {
  try {
    return await renderWith(doc, { kind: 'standard' });
  } catch (error) {
    if (!(error instanceof TextNeedsEmbeddedFontError)) throw error;
  }
  return renderWith(doc, { kind: 'embedded', fonts: typeof fonts === 'function' ? await fonts() : fonts });
}

async function embedFaces(pdf: PDFDocument, choice: FontChoice): Promise<{ regular: PDFFont; bold: PDFFont; exact: boolean }> {
  if (choice.kind === 'standard') {
    const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
    return { regular, bold, exact: true };
  }
  // fontkit (~700 KB) is fetched only for a document that needs it.
  const { fastFontkit } = await import('./fast-fontkit');
  pdf.registerFontkit(fastFontkit);
  const [regular, bold] = await Promise.all([pdf.embedFont(choice.fonts.regular, { subset: true }), pdf.embedFont(choice.fonts.bold, { subset: true })]);
  return { regular, bold, exact: false };
}

async function renderWith(doc: ProposalDocument, choice: FontChoice): Promise<Uint8Array> {
  const columns = proposalColumns(doc); // validates prices, lives and dates before any work
  const pdf = await PDFDocument.create();
  const { regular, bold, exact } = await embedFaces(pdf, choice);
  const logo = doc.options.showLogo && doc.broker.logo ? await embedLogo(pdf, doc.broker.logo) : null;

  let drawHeader: (page: PDFPage) => number = () => PAGE_SIZE[1] - MARGIN;
  const composer = new Composer(pdf, { regular: createFace(regular, { exact }), bold: createFace(bold, { exact }) }, { pageSize: PAGE_SIZE, bottom: CONTENT_BOTTOM, drawHeader: (page) => drawHeader(page) });
  drawHeader = headerDrawer(composer, doc, logo);

  const pages = paginatePlans(columns);
  if (pages.length === 0) {
    composer.newPage();
    note(composer, 'Nenhum plano selecionado para esta proposta.');
  }
  for (const chunk of pages) {
    composer.newPage();
    comparisonTable(composer, doc, chunk);
  }
  if (doc.lifeQuote) lifeSection(composer, doc.lifeQuote);
  const { options } = doc;
  if (doc.plans.length > 0) {
    if (options.showNetwork) networkSection(composer, doc.plans);
    if (options.showCoparticipation) coparticipationSection(composer, doc.plans);
    if (options.showShortfalls) {
      matrixSection(composer, 'Carências', 'Prazos máximos legais: 24 horas para urgência e emergência, 300 dias para parto a termo e 180 dias para os demais casos (Lei 9.656/98, art. 12, V).', 'Carências não informadas.', doc.plans, shortfallMatrix);
    }
    if (options.showRefunds) {
      matrixSection(composer, 'Reembolso', 'Valores de reembolso por evento, conforme a tabela da operadora.', 'Reembolso não informado.', doc.plans, refundMatrix);
    }
  }
  const brokerNotes = doc.extras?.notes.trim() ?? '';
  if (brokerNotes !== '') brokerNotesSection(composer, brokerNotes);
  notesSection(composer, doc);
  drawFooters(composer);

  const client = doc.clientName.trim().replace(/\s+/g, ' ');
  pdf.setTitle(client === '' ? PROPOSAL_TITLE : `${PROPOSAL_TITLE} – ${client}`, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.broker.name);
  pdf.setSubject(clientLine(client));
  pdf.setKeywords(['plano de saúde', 'proposta comparativa', ...new Set(doc.plans.map((plan) => plan.operatorName)), ...(doc.lifeQuote ? ['seguro de vida', doc.lifeQuote.insurerName] : [])]);
  pdf.setCreator('Cotador');
  pdf.setProducer('Cotador (pdf-lib)');
  pdf.setLanguage('pt-BR');
  return pdf.save();
}

/**
 * The `PdfRenderer` port with pdf-lib; `fonts` is called only for a document with text
 * outside WinAnsi (cache in the loader).
 */
export function createPdfLibProposalRenderer(fonts: LoadProposalFonts): PdfRenderer {
  return {
    render(doc) {
      return renderProposalPdf(doc, fonts);
    },
  };
}
