/**
 * Fonts for the SPA: Vite emits the two TTF files of `dejavu-fonts-ttf` as assets
 * (`?url`: a hashed URL, no bytes in the JS bundle); they are fetched the first time
 * a PDF is asked for (about 1.4 MB, then HTTP-cached) and kept in memory for the next
 * PDFs. Import this module lazily, with the renderer:
 *
 *   const [{ createPdfLibProposalRenderer }, { loadBrowserFonts }] = await Promise.all([
 *     import('../infrastructure/pdf/proposal-pdf'), import('../infrastructure/pdf/fonts.browser')]);
 *   const bytes = await createPdfLibProposalRenderer(loadBrowserFonts).render(doc);
 */
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import type { ProposalFonts } from './fonts';

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let loading: Promise<ProposalFonts> | null = null;

/** The font URLs Vite made (for preloading, or a test). */
export const BROWSER_FONT_URLS = { regular: regularUrl, bold: boldUrl } as const;

/** DejaVu Sans and DejaVu Sans Bold as bytes, fetched once (a failed fetch is retried on the next call). */
export function loadBrowserFonts(): Promise<ProposalFonts> {
  loading ??= Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
