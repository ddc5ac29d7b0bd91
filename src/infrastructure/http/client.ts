/**
 * The one HTTP client of the SPA (ky). It:
 * - sends the access token as `Authorization: Bearer <access>`;
 * - on a 401 of an authenticated call, refreshes the access token once through
 *   `POST /api/token/refresh/` (one refresh at a time for concurrent calls) and
 *   retries the call;
 * - when an authenticated call still answers a session-ending status (401, 403, 407,
 *   419, 498, 511 — spec point 8), forgets the tokens and emits `SessionSignal.ended`,
 *   in this one place rather than per call;
 * - when an authenticated call answers 402 (the API's payment gate: account blocked or
 *   without a plan), emits `SessionSignal.paymentRequired` so the app reloads the user and
 *   the payment gate takes it to /assinatura or /comecar; the caller still gets the 402.
 */
import ky, { type KyInstance, type Options } from 'ky';
import { isSessionEnding } from '../../domain/session';
import type { SessionSignal } from '../../application/session/session-signal';
import type { TokenStore } from '../../application/session/token-store';

export interface HttpClientOptions {
  /** Absolute URL of the API root, ending in `/api/` (e.g. `http://localhost:8080/api/`). */
  apiUrl: string;
  tokens: TokenStore;
  signal: SessionSignal;
  /** Fetch implementation (tests pass one); defaults to the global fetch. */
  fetch?: typeof fetch;
}

const RETRIED_HEADER = 'x-cotador-retried';
/** The API's answer when the payment gate refuses a paid call (docs/security.md). */
const PAYMENT_REQUIRED = 402;
const AUTH_PATHS = ['token/', 'token/refresh/'];

function isAuthCall(url: string, apiUrl: string): boolean {
  const path = url.startsWith(apiUrl) ? url.slice(apiUrl.length) : url;
  return AUTH_PATHS.some((p) => path.startsWith(p));
}

/** Creates the ky instance every HTTP adapter uses. */
export function createHttpClient(options: HttpClientOptions): KyInstance {
  const { apiUrl, tokens, signal } = options;
  let refreshing: Promise<string | null> | null = null;

  const raw = ky.create({
    prefixUrl: apiUrl,
    fetch: options.fetch,
    retry: 0,
    timeout: 30000,
  });

  async function refreshAccess(): Promise<string | null> {
    const current = tokens.read();
    if (!current) return null;
    refreshing ??= (async () => {
      try {
        const res = await raw.post('token/refresh/', { json: { refresh: current.refresh }, throwHttpErrors: false });
        if (!res.ok) return null;
        // The auth contract (zod) is fetched with the first refresh: the first page does not carry it.
        const { accessTokenWire } = await import('../../contract/auth');
        const parsed = accessTokenWire.safeParse(await res.json());
        if (!parsed.success) return null;
        tokens.write({ access: parsed.data.access, refresh: current.refresh });
        return parsed.data.access;
      } catch {
        return null;
      } finally {
        queueMicrotask(() => {
          refreshing = null;
        });
      }
    })();
    return refreshing;
  }

  return raw.extend({
    hooks: sessionHooks({
      tokens,
      signal,
      renewAccess: refreshAccess,
      fetch: options.fetch,
      skip: (url) => isAuthCall(url, apiUrl),
    }),
  });
}

/** Options of {@link sessionHooks}. */
export interface SessionHooksOptions {
  tokens: TokenStore;
  signal: SessionSignal;
  /** A fresh access token after a 401 (one refresh for concurrent calls), or null when the session cannot be renewed. */
  renewAccess: () => Promise<string | null>;
  /** Fetch implementation used for the retry (tests pass one); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Calls the session rules leave alone (the main API's token calls). */
  skip?: (url: string) => boolean;
}

/**
 * The session rules of every API the SPA calls with the broker's token (the main API and the
 * life-insurance service), as ky hooks — written once:
 * - the access token goes as `Authorization: Bearer <access>`;
 * - a 401 of an authenticated call asks `renewAccess` once and retries the call;
 * - a session-ending status that remains (spec point 8) forgets the tokens and emits
 *   `SessionSignal.ended`; a 402 (the payment gate) emits `SessionSignal.paymentRequired`.
 * Only calls that carried a token can end a session.
 */
export function sessionHooks(options: SessionHooksOptions): NonNullable<Options['hooks']> {
  const { tokens, signal, renewAccess } = options;
  const skip = options.skip ?? (() => false);

  function endSession(): void {
    if (tokens.read() === null) return;
    tokens.clear();
    signal.emitEnded();
  }

  function signalStatus(status: number): void {
    if (isSessionEnding(status)) endSession();
    else if (status === PAYMENT_REQUIRED) signal.emitPaymentRequired();
  }

  return {
    beforeRequest: [
      (request) => {
        const current = tokens.read();
        if (current && !skip(request.url) && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${current.access}`);
        }
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (!request.headers.has('Authorization') || skip(request.url)) return response;
        if (response.status === 401 && !request.headers.has(RETRIED_HEADER)) {
          const access = await renewAccess();
          if (access) {
            const retry = new Request(request, { headers: new Headers(request.headers) });
            retry.headers.set('Authorization', `Bearer ${access}`);
            retry.headers.set(RETRIED_HEADER, '1');
            const again = await (options.fetch ?? fetch)(retry);
            signalStatus(again.status);
            return again;
          }
          endSession();
          return response;
        }
        signalStatus(response.status);
        return response;
      },
    ],
  };
}
