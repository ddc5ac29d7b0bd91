/**
 * Renders the comparative proposal (spec point 2, layout "PDF") as PDF bytes.
 *
 * The adapter (`src/infrastructure/pdf/proposal-pdf.ts`, pdf-lib) is heavy: the SPA
 * loads it with a dynamic `import()` only when a PDF is asked for. A rejected promise
 * is a bug (malformed document or fonts that cannot be loaded); the UI shows
 * 'Erro ao gerar PDF, por favor tente novamente.' (spec point 8).
 */
import type { ProposalDocument } from '../../domain/proposal/proposal';

export interface PdfRenderer {
  /** The proposal as a PDF file (A4). Same document in, same pages out. */
  render(doc: ProposalDocument): Promise<Uint8Array>;
}
