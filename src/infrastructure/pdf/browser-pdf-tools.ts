/**
 * The PDF tools of the SPA. Import it lazily (`loadBrowserPdfTools` below does): it pulls
 * pdf-lib, the renderer and the fonts' URLs in only when a PDF is asked for.
 */
import type { PdfTools, PdfToolsLoader } from '../../application/proposal/pdf-tools';
import type { ProposalLogo } from '../../domain/proposal/proposal';

let loading: Promise<PdfTools> | null = null;

/** The last bytes fetched per logo URL: the same array is handed out while they do not change. */
const lastLogoBytes = new Map<string, Uint8Array>();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `bytes`, or the array handed out before for `url` when the logo did not change: the renderer
 * keeps a logo's decoded and compressed image per array (./proposal/logo-embedding.ts), so the next PDFs
 * reuse it; a new logo at the same URL is a new array.
 */
function stableLogoBytes(url: string, bytes: Uint8Array): Uint8Array {
  const last = lastLogoBytes.get(url);
  if (last && sameBytes(last, bytes)) return last;
  lastLogoBytes.set(url, bytes);
  return bytes;
}

/** The renderer + logo fetcher, loaded on the first call (a failed load is retried next time). */
export const loadBrowserPdfTools: PdfToolsLoader = () => {
  loading ??= Promise.all([import('./proposal-pdf'), import('./fonts.browser'), import('./logo')]).then(
    ([{ createPdfLibProposalRenderer }, { loadBrowserFonts }, { sniffImageKind }]) => ({
      renderer: createPdfLibProposalRenderer(loadBrowserFonts),
      async loadLogo(url: string): Promise<ProposalLogo | null> {
        try {
          const response = await fetch(url);
          if (!response.ok) return null;
          const bytes = stableLogoBytes(url, new Uint8Array(await response.arrayBuffer()));
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
