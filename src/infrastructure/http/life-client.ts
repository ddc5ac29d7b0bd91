/**
 * The ky instance of the life-insurance service (spec point 7: a separate host). It applies
 * the main client's session rules (`sessionHooks` of client.ts) with the same TokenStore and
 * SessionSignal:
 * - sends the broker's access token as `Authorization: Bearer <access>`;
 * - on a 401 it asks `renewAccess` for a fresh access token (the main API owns the refresh:
 *   see {@link renewAccessThroughMainApi}) and retries once;
 * - a session-ending status (401, 403, 407, 419, 498, 511 — spec point 8) that remains ends
 *   the session (tokens forgotten, `SessionSignal.ended`);
 * - a 402 (the payment gate: blocked or plan-less broker) emits `SessionSignal.paymentRequired`,
 *   and the caller still gets the 402.
 */
import ky, { type KyInstance } from 'ky';
import type { SessionSignal } from '../../application/session/session-signal';
import type { TokenStore } from '../../application/session/token-store';
import { sessionHooks } from './client';

/** Options of {@link createLifeHttpClient}. */
export interface LifeHttpClientOptions {
  /** Base URL of the life service without a trailing slash (e.g. `http://localhost:8081`); calls go to `<base>/v1/...`. */
  lifeApiUrl: string;
  tokens: TokenStore;
  signal: SessionSignal;
  /** A fresh access token after a 401, or null when the session cannot be renewed. */
  renewAccess: () => Promise<string | null>;
  /** Fetch implementation (tests pass one); defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** Creates the ky instance the life adapter uses (prefix `<lifeApiUrl>/`), with the session rules of client.ts. */
export function createLifeHttpClient(options: LifeHttpClientOptions): KyInstance {
  return ky.create({
    prefixUrl: `${options.lifeApiUrl.replace(/\/+$/, '')}/`,
    fetch: options.fetch,
    retry: 0,
    timeout: 30000,
    hooks: sessionHooks({ tokens: options.tokens, signal: options.signal, renewAccess: options.renewAccess, fetch: options.fetch }),
  });
}

/**
 * `renewAccess` through the main API's client: an authenticated call there refreshes an
 * expired access token (once for concurrent calls) or ends the session itself. Answers the
 * new access token, or null when it did not change (the life service refused a token the
 * main API accepts, or the session ended).
 */
export function renewAccessThroughMainApi(mainHttp: KyInstance, tokens: TokenStore): () => Promise<string | null> {
  return async () => {
    const before = tokens.read()?.access ?? null;
    try {
      await mainHttp.get('users/me/', { throwHttpErrors: false });
    } catch {
      return null;
    }
    const after = tokens.read()?.access ?? null;
    return after !== null && after !== before ? after : null;
  };
}
