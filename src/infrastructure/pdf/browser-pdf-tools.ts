/**
 * The PDF tools of the SPA. Import it lazily (`loadBrowserPdfTools` below does): it pulls
 * pdf-lib, the renderer and the fonts' URLs in only when a PDF is asked for.
 */
import type { PdfTools, PdfToolsLoader } from '../../application/proposal/pdf-tools';
import type { ProposalLogo } from '../../domain/proposal/proposal';

let loading: Promise<PdfTools> | null = null;

/** The renderer + logo fetcher, loaded on the first call (a failed load is retried next time). */
export const loadBrowserPdfTools: PdfToolsLoader = () => {
  loading ??= Promise.all([import('./proposal-pdf'), import('./fonts.browser'), import('./logo')]).then(
    ([{ createPdfLibProposalRenderer }, { loadBrowserFonts }, { sniffImageKind }]) => ({
      renderer: createPdfLibProposalRenderer(loadBrowserFonts),
      async loadLogo(url: string): Promise<ProposalLogo | null> {
        try {
          const response = await fetch(url);
          if (!response.ok) return null;
          const bytes = new Uint8Array(await response.arrayBuffer());
          const kind = sniffImageKind(bytes);
          return kind ? { bytes, kind } : null;
        } catch {
          return null;
        }
      },
    }),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
};
