/**
 * What the SPA does to run under the server's Content-Security-Policy (docs/security.md,
 * "HTTP headers"). Loaded by index.html before main.tsx, so it runs before any other module
 * of the app.
 *
 * - The per-request style nonce (`<meta property="csp-nonce">` of index.html, written by
 *   server/src/http/security-headers.ts) goes to `window.__webpack_nonce__`, where Radix
 *   Dialog's scroll lock (react-remove-scroll, through react-style-singleton) reads it for
 *   the `<style>` it injects; `style-src 'self' 'nonce-…'` blocks that style without it.
 *   Under `vite` (dev server, no CSP) the placeholder is left and nothing is set.
 * - zod compiles object parsers with `new Function` when it may; its probe for that is a
 *   CSP violation under `script-src 'self'` (no 'unsafe-eval'). `jitless` skips the probe:
 *   the policy refuses eval anyway, so parsing was already interpreted.
 */
import { z } from 'zod';

declare global {
  interface Window {
    __webpack_nonce__?: string;
  }
}

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
if (nonce !== '' && nonce !== '__CSP_NONCE__') window.__webpack_nonce__ = nonce;

z.config({ jitless: true });
