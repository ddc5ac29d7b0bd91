/**
 * Configuration of the life-insurance service: the main API's configuration
 * (server/src/config.ts `loadConfig`: JWT_SECRET, DATABASE_URL, DATA_DIR, APP_URL...) plus
 *
 * - `LIFE_PORT`: where the service listens (default `PORT + 1`; 0 picks a free port);
 * - `LIFE_API_URL`: where the SPA reaches it (default: the host of `APP_URL` on `LIFE_PORT`,
 *   e.g. `http://localhost:8081`); its cable is the same origin with `ws(s)://` and `/cable`.
 *
 * CORS and the cable accept the SPA's origin only: the origin of `APP_URL`.
 */
import { z } from 'zod';
import { ConfigError, type AppConfig } from '../src/kit/config';

/** The parsed life configuration. */
export interface LifeConfig {
  /** `LIFE_PORT`. */
  port: number;
  /** Interface to bind (the main API's `HOST`). */
  host: string;
  /** `LIFE_API_URL` without a trailing slash (http or https origin, optional path prefix). */
  apiUrl: string;
  /** The cable's absolute URL: `LIFE_API_URL` with ws(s) and `/cable`. */
  cableUrl: string;
  /** The only origin CORS and the cable accept (origin of `APP_URL`). */
  allowedOrigin: string;
}

const env = z.object({
  LIFE_PORT: z.preprocess((value) => (value === undefined || value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
  LIFE_API_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
});

/**
 * Reads the LIFE_* variables over an already loaded main configuration.
 * @throws ConfigError for a bad LIFE_PORT or LIFE_API_URL (pt-BR + English).
 */
export function loadLifeConfig(variables: NodeJS.ProcessEnv, app: Pick<AppConfig, 'port' | 'host' | 'appUrl'>): LifeConfig {
  const parsed = env.safeParse(variables);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) =>
        issue.path[0] === 'LIFE_PORT' ? 'LIFE_PORT: porta entre 0 e 65535 / port 0-65535' : 'LIFE_API_URL: deve ser uma URL http(s) / must be an http(s) URL',
      ),
    );
  }
  const port = parsed.data.LIFE_PORT ?? (app.port === 0 ? 0 : app.port + 1);
  const appUrl = new URL(app.appUrl);
  let apiUrl = parsed.data.LIFE_API_URL;
  if (!apiUrl) {
    const url = new URL(appUrl.origin);
    url.port = String(port);
    apiUrl = url.origin;
  }
  apiUrl = apiUrl.replace(/\/+$/, '');
  const cable = new URL(`${apiUrl}/cable`);
  cable.protocol = cable.protocol === 'https:' ? 'wss:' : 'ws:';
  return { port, host: app.host, apiUrl, cableUrl: cable.toString(), allowedOrigin: appUrl.origin };
}

/**
 * Origins the SPA's Content-Security-Policy must allow in `connect-src` to reach the
 * service: its http(s) origin and its ws(s) origin (main.ts adds them to CSP_CONNECT_SRC's).
 */
export function lifeConnectSources(life: Pick<LifeConfig, 'apiUrl' | 'cableUrl'>): string[] {
  return [...new Set([new URL(life.apiUrl).origin, new URL(life.cableUrl).origin])];
}
