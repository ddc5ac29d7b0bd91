/**
 * The SPA's build-time settings, read at start-up. Vite bakes them in as constants; they are
 * validated when Vite starts (vite.config.ts runs `checkEnv` of env-check.ts with zod, in Node:
 * a bad value fails `vite build` and `vite`), so the browser carries no validator (a lean
 * first load: `zod/mini` alone was ~16 KB gzip of the first page).
 * - VITE_BACKEND: 'http' (the REST API, default) or 'fake' (in-memory fakes; `npm run dev:fake`);
 * - VITE_API_URL: absolute API root ending in '/api/' (default: this origin + '/api/');
 * - VITE_LIFE_API_URL: base URL of the life-insurance service (spec point 7, a separate host;
 *   default: the API's host on the API's port + 1, as the server's `LIFE_PORT` defaults to
 *   `PORT + 1`). Its cable is the same URL with ws(s):// and `/cable`.
 */

import type { BuildEnv } from './env-check';

export interface AppEnv {
  backend: 'http' | 'fake';
  apiUrl: string;
  /** Life service base URL, no trailing slash (REST under `/v1/...`). */
  lifeApiUrl: string;
  /** Life service cable: `ws(s)://…/cable`. */
  lifeCableUrl: string;
}

/**
 * Where the SPA finds the life-insurance service: `explicit` (VITE_LIFE_API_URL) or the
 * API's host on the API's port + 1 (80 → 81 and 443 → 444 when the port is implicit), and
 * its cable (http → ws, https → wss, plus `/cable`).
 */
export function lifeServiceUrls(apiUrl: string, explicit?: string): { lifeApiUrl: string; lifeCableUrl: string } {
  let base: string;
  if (explicit) base = explicit.replace(/\/+$/, '');
  else {
    const api = new URL(apiUrl);
    const port = api.port === '' ? (api.protocol === 'https:' ? 443 : 80) : Number(api.port);
    const life = new URL(api.origin);
    life.port = String(port + 1);
    base = life.origin;
  }
  const cable = new URL(`${base}/cable`);
  cable.protocol = cable.protocol === 'https:' ? 'wss:' : 'ws:';
  return { lifeApiUrl: base, lifeCableUrl: cable.toString() };
}

/** The app's settings from checked values, with the defaults of the module comment for `origin`. */
export function resolveEnv(values: BuildEnv, origin: string): AppEnv {
  const apiUrl = values.VITE_API_URL || `${origin}/api/`;
  return {
    backend: values.VITE_BACKEND,
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    ...lifeServiceUrls(apiUrl, values.VITE_LIFE_API_URL || undefined),
  };
}

/** The settings of this build (checked by vite.config.ts when the build started). */
export function readEnv(): AppEnv {
  return resolveEnv(
    {
      VITE_BACKEND: import.meta.env.VITE_BACKEND === 'fake' ? 'fake' : 'http',
      VITE_API_URL: import.meta.env.VITE_API_URL as string | undefined,
      VITE_LIFE_API_URL: import.meta.env.VITE_LIFE_API_URL as string | undefined,
    },
    window.location.origin,
  );
}
