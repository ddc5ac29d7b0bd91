/*
 * Runs before any module of the SPA (a classic script, loaded by index.html ahead of the
 * module entry), so it holds whatever the Content-Security-Policy needs first
 * (docs/security.md, "HTTP headers"):
 * - zod compiles object parsers with `new Function` when it may, and its probe for that is
 *   a CSP violation under `script-src 'self'` (no 'unsafe-eval'). zod reads its settings
 *   from `globalThis.__zod_globalConfig`; `jitless` set here, before the first schema of any
 *   chunk is built, skips the probe (the policy refuses eval anyway).
 * - The per-request style nonce (`<meta property="csp-nonce">`, written by
 *   server/src/http/security-headers.ts) goes to `window.__webpack_nonce__`, where Radix
 *   Dialog's scroll lock (react-style-singleton) reads it for the `<style>` it injects.
 *   Under `vite` (dev server, no CSP) the placeholder is left and nothing is set.
 * A module could not do this reliably: the bundler evaluates shared chunks (where zod and
 * the contract's schemas live) before the entry's own code.
 */
(function () {
  var config = (globalThis.__zod_globalConfig = globalThis.__zod_globalConfig || {});
  config.jitless = true;
  var meta = document.querySelector('meta[property="csp-nonce"]');
  var nonce = meta ? meta.nonce || '' : '';
  if (nonce !== '' && nonce !== '__CSP_NONCE__') window.__webpack_nonce__ = nonce;
})();
