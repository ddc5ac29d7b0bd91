/**
 * HTTP security headers (docs/security.md, "HTTP headers"): the @fastify/helmet options of
 * every answer (SPA, `/api/*`, `/media/*`, errors and 404s alike), the relaxed policy of the
 * Swagger UI at `/api/docs/`, and the SPA's `index.html` with its per-request style nonce.
 *
 * The Content-Security-Policy allows no inline script anywhere. Inline `<style>` elements
 * are allowed only with the nonce of the answer: Radix Dialog (react-remove-scroll) injects
 * one while a dialog or drawer is open, reading the nonce from `window.__webpack_nonce__`,
 * which `public/csp-setup.js` sets from `<meta property="csp-nonce">` of index.html.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { trackerOrigins } from '../shell-config';

/** What index.html carries where the server writes the answer's style nonce. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The Content-Security-Policy directives of the app (before helmet adds the nonces). The
 * configured trackers (TRACKING_*, shell-config.ts) add their script origins to script-src and
 * their beacon origins to connect-src and img-src; the SPA loads them only after consent.
 */
export function cspDirectives(config: Pick<AppConfig, 'cspConnectSrc'> & Partial<Pick<AppConfig, 'shell'>>): Record<string, string[]> {
  const trackers = config.shell ? trackerOrigins(config.shell) : { scripts: [], beacons: [] };
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...trackers.scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Logos (/media, data: URLs of the picked file before upload) and blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...trackers.beacons],
    // Extra origins (CSP_CONNECT_SRC): e.g. the life-insurance service on another port.
    'connect-src': ["'self'", ...config.cspConnectSrc, ...trackers.beacons],
    // The proposal PDF is downloaded (a blob: link), never shown in a frame or an object.
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** The @fastify/helmet options of every answer. */
export function helmetOptions(config: Pick<AppConfig, 'cspConnectSrc' | 'hstsMaxAgeSeconds'> & Partial<Pick<AppConfig, 'shell'>>): FastifyHelmetOptions {
  return {
    global: true,
    // A fresh nonce per answer, added to script-src and style-src; only index.html uses it.
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Behind TLS only (HSTS_MAX_AGE): on plain-http localhost it would pin the browser to https.
    strictTransportSecurity: config.hstsMaxAgeSeconds > 0 ? { maxAge: config.hstsMaxAgeSeconds, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // A window this app opens (wa.me links) or that opens it gets no handle on it.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * The Swagger UI (`/api/docs/*`): its bundle injects an inline `<style>` (refused by the
 * SPA's policy, checked in Chromium) and shows images from data: URLs; it gets
 * `style-src 'unsafe-inline'` and no nonce (a nonce would void 'unsafe-inline'). Still no
 * inline script, still not framed.
 */
export function docsHelmetOptions(config: Pick<AppConfig, 'cspConnectSrc'>): FastifyHelmetOptions {
  return {
    enableCSPNonces: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...cspDirectives(config), 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] },
    },
  };
}

/** Whether `url` is a Swagger UI path (its route URL as registered, or a request path). */
export const isDocsPath = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** Whether a route URL (as registered) is a JSON API route: /api/… but the Swagger UI. */
const isApiRoute = (url: string) => (url === '/api' || url.startsWith('/api/')) && !isDocsPath(url);

/**
 * The headers helmet writes with `options` when no nonce is asked for, computed once
 * (helmet's own middleware run against a header-collecting stand-in for the response).
 * Lower-case names → values.
 */
export function staticSecurityHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const { enableCSPNonces: _nonces, global: _global, ...rest } = options;
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(rest as HelmetOptions)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The security headers of every answer (docs/security.md, "HTTP headers"):
 *
 * - the JSON API's routes (`/api/…` but the Swagger UI) get the app's headers computed once
 *   at start ({@link staticSecurityHeaders}: the same policy, without nonces — an API answer
 *   is never a page, so a nonce would serve nothing), set by one cheap `onRequest` hook:
 *   helmet building its middleware and two random nonces per request was the largest cost of
 *   an authenticated `/api/users/me/` (docs/benchmarks.md);
 * - the Swagger UI gets its relaxed policy ({@link docsHelmetOptions});
 * - everything else (index.html with its style nonce, assets, media, the not-found answers)
 *   goes through @fastify/helmet with a fresh nonce per answer.
 *
 * Call on the root instance before the routes are registered.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'cspConnectSrc' | 'hstsMaxAgeSeconds'> & Partial<Pick<AppConfig, 'shell'>>): void {
  const options = helmetOptions(config);
  const apiHeaders = staticSecurityHeaders(options);
  const docsHelmet = docsHelmetOptions(config);
  app.register(fastifyHelmet, options);
  // Added now, so it runs before helmet's own onRoute hook, which reads `route.helmet`.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (isDocsPath(url)) route.helmet = docsHelmet;
    else if (isApiRoute(url)) route.helmet = false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRoute(request.routeOptions.url ?? '')) reply.headers(apiHeaders);
    done();
  });
}

/**
 * Pages the build prerenders (vite.config.ts, scripts/lib/vite-prerender.ts): request path →
 * file under the static folder, answered instead of the empty index.html. Their folder is never served as a static file.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/home': 'prerendered/home.html' };

/**
 * Answers the SPA's page for `pathname`: its prerendered page when the build made one, else
 * index.html (read from `staticDir` on every call, so a rebuild is served without a restart),
 * with the answer's style nonce in place of the placeholder.
 */
export async function sendSpaIndex(reply: FastifyReply, staticDir: string, pathname = '/'): Promise<FastifyReply> {
  const prerendered = Object.hasOwn(PRERENDERED_PAGES, pathname) ? PRERENDERED_PAGES[pathname] : undefined;
  const html =
    (prerendered ? await readFile(path.join(staticDir, prerendered), 'utf8').catch(() => null) : null) ??
    (await readFile(path.join(staticDir, 'index.html'), 'utf8'));
  const nonce = reply.cspNonce?.style ?? '';
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
}
