/**
 * What making the proposal PDF needs, loaded only when a PDF is asked for (the adapter
 * is heavy: pdf-lib and the fonts, via dynamic `import()`). Tests inject a failing one.
 */
import type { ProposalLogo } from '../../domain/proposal/proposal';
import type { PdfRenderer } from './pdf-renderer';

export interface PdfTools {
  renderer: PdfRenderer;
  /** The logo's bytes and format, or null when it cannot be fetched or is not PNG/JPEG. */
  loadLogo(url: string): Promise<ProposalLogo | null>;
}

/** Loads the PDF tools (once; later calls reuse them). */
export type PdfToolsLoader = () => Promise<PdfTools>;
