/**
 * The first stage's HTTP part: the API's one ky client and the
 * first page's two HTTP adapters over it (auth, run-time settings). shell-ports.ts fetches this
 * module on first need — main.tsx asks for it as soon as the app starts, so it downloads while
 * the landing hydrates — and the first page's JavaScript does not carry ky. The container
 * (container-core.ts) binds this same client, so both stages share one client and one token
 * refresh. docs/architecture.md, "Two stages, one composition root".
 */
import type { KyInstance } from 'ky';
import type { AuthGateway } from '../../application/session/auth-gateway';
import type { SessionSignal } from '../../application/session/session-signal';
import type { TokenStore } from '../../application/session/token-store';
import type { PublicSettingsGateway } from '../../application/support/support-gateway';
import { createHttpAuthGateway } from '../http/auth-gateway.http';
import { createHttpClient } from '../http/client';
import { createHttpPublicSettings } from '../http/public-settings.http';

/** What {@link createShellHttp} is made from: the API's root and the first stage's session parts. */
export interface ShellHttpOptions {
  apiUrl: string;
  tokens: TokenStore;
  signal: SessionSignal;
  /** Fetch implementation (tests pass one); defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** The API's HTTP client and the first page's HTTP adapters over it. */
export interface ShellHttp {
  client: KyInstance;
  auth: AuthGateway;
  publicSettings: PublicSettingsGateway;
}

/** Makes the API's one HTTP client and the first page's auth and settings adapters over it. */
export function createShellHttp(options: ShellHttpOptions): ShellHttp {
  const client = createHttpClient({ apiUrl: options.apiUrl, tokens: options.tokens, signal: options.signal, fetch: options.fetch });
  return { client, auth: createHttpAuthGateway(client, options.tokens), publicSettings: createHttpPublicSettings(client) };
}
