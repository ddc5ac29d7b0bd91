/**
 * The SPA's build-time settings, parsed with zod (`zod/mini`) at start-up (fail fast):
 * - VITE_BACKEND: 'http' (the REST API, default) or 'fake' (in-memory fakes; `npm run dev:fake`);
 * - VITE_API_URL: absolute API root ending in '/api/' (default: this origin + '/api/');
 * - VITE_LIFE_API_URL: base URL of the life-insurance service (spec point 7, a separate host;
 *   default: the API's host on the API's port + 1, as the server's `LIFE_PORT` defaults to
 *   `PORT + 1`). Its cable is the same URL with ws(s):// and `/cable`.
 */
import { z } from 'zod/mini';

// zod's tree-shakable build (`zod/mini`, same checks and messages): the first page carries only
// what these three values need (issue 16, "lean first load"); the contracts keep classic zod.
const envSchema = z.object({
  VITE_BACKEND: z._default(z.enum(['http', 'fake']), 'http'),
  VITE_API_URL: z.optional(z.url()),
  VITE_LIFE_API_URL: z.optional(z.url({ protocol: /^https?$/ })),
});

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

/** Parses a Vite env object; throws with a readable message when a value is invalid. */
export function parseEnv(raw: Record<string, unknown>, origin: string): AppEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuração inválida do Cotador (.env): ${details}`);
  }
  const apiUrl = parsed.data.VITE_API_URL ?? `${origin}/api/`;
  return {
    backend: parsed.data.VITE_BACKEND,
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    ...lifeServiceUrls(apiUrl, parsed.data.VITE_LIFE_API_URL),
  };
}

/** The settings of this build. */
export function readEnv(): AppEnv {
  return parseEnv(import.meta.env as unknown as Record<string, unknown>, window.location.origin);
}
