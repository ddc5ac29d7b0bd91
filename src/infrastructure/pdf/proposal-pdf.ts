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
 *
 * The parts live in ./proposal/: the page and colours (layout), table cells, headings and
 * notes, the logo's embedding, the header and footer, the comparison table, the detail
 * sections, the life section and the closing notes. This module puts them in order.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PdfRenderer } from '../../application/proposal/pdf-renderer';
import { clientLine, paginatePlans, proposalColumns, PROPOSAL_TITLE, type ProposalColumn, type ProposalDocument } from '../../domain/proposal/proposal';
import { Composer, createFace, TextNeedsEmbeddedFontError } from './composer';
import type { LoadProposalFonts, ProposalFonts } from './fonts';
import { comparisonTable } from './proposal/comparison';
import { drawFooters, headerDrawer } from './proposal/header-footer';
import { note } from './proposal/headings';
import { CONTENT_BOTTOM, MARGIN, PAGE_SIZE } from './proposal/layout';
import { lifeSection } from './proposal/life';
import { embedLogo } from './proposal/logo-embedding';
import { brokerNotesSection, notesSection } from './proposal/notes';
import { coparticipationSection, networkSection, refundsSection, shortfallsSection } from './proposal/plan-details';

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

/** The regular and bold faces of `choice` in `pdf`; `exact` when every text must be WinAnsi-encodable (the standard pair). */
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

/** `doc` written from the start with the faces of `choice`: pages, footers, metadata, saved. */
async function renderWith(doc: ProposalDocument, choice: FontChoice): Promise<Uint8Array> {
  const columns = proposalColumns(doc); // validates prices, lives and dates before any work
  const pdf = await PDFDocument.create();
  const { regular, bold, exact } = await embedFaces(pdf, choice);
  const logo = doc.options.showLogo && doc.broker.logo ? await embedLogo(pdf, doc.broker.logo) : null;

  let drawHeader: (page: PDFPage) => number = () => PAGE_SIZE[1] - MARGIN;
  const composer = new Composer(pdf, { regular: createFace(regular, { exact }), bold: createFace(bold, { exact }) }, { pageSize: PAGE_SIZE, bottom: CONTENT_BOTTOM, drawHeader: (page) => drawHeader(page) });
  drawHeader = headerDrawer(composer, doc, logo);

  drawSections(composer, doc, columns);
  drawFooters(composer);
  setMetadata(pdf, doc);
  return pdf.save();
}

/**
 * The proposal's content in order: the comparison (six plans a page), the life quote, the
 * detail sections the broker chose, the broker's notes and the fixed notes.
 */
function drawSections(composer: Composer, doc: ProposalDocument, columns: readonly ProposalColumn[]): void {
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
    if (options.showShortfalls) shortfallsSection(composer, doc.plans);
    if (options.showRefunds) refundsSection(composer, doc.plans);
  }
  const brokerNotes = doc.extras?.notes.trim() ?? '';
  if (brokerNotes !== '') brokerNotesSection(composer, brokerNotes);
  notesSection(composer, doc);
}

/** Title (with the client), author (the broker), subject, keywords (the operators, the insurer), creator, producer, language pt-BR. */
function setMetadata(pdf: PDFDocument, doc: ProposalDocument): void {
  const client = doc.clientName.trim().replace(/\s+/g, ' ');
  pdf.setTitle(client === '' ? PROPOSAL_TITLE : `${PROPOSAL_TITLE} – ${client}`, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.broker.name);
  pdf.setSubject(clientLine(client));
  pdf.setKeywords(['plano de saúde', 'proposta comparativa', ...new Set(doc.plans.map((plan) => plan.operatorName)), ...(doc.lifeQuote ? ['seguro de vida', doc.lifeQuote.insurerName] : [])]);
  pdf.setCreator('Cotador');
  pdf.setProducer('Cotador (pdf-lib)');
  pdf.setLanguage('pt-BR');
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
