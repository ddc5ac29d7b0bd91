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
import ky, { type KyInstance } from 'ky';
import { isSessionEnding } from '../../domain/session';
import type { SessionSignal } from '../../application/ports/session-signal';
import type { TokenStore } from '../../application/ports/token-store';
import { accessTokenWire } from './wire/auth.wire';

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

  function endSession(): void {
    if (tokens.read() === null) return;
    tokens.clear();
    signal.emitEnded();
  }

  return raw.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const current = tokens.read();
          if (current && !isAuthCall(request.url, apiUrl) && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${current.access}`);
          }
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (!request.headers.has('Authorization') || isAuthCall(request.url, apiUrl)) return response;
          if (response.status === 401 && !request.headers.has(RETRIED_HEADER)) {
            const access = await refreshAccess();
            if (access) {
              const retry = new Request(request, { headers: new Headers(request.headers) });
              retry.headers.set('Authorization', `Bearer ${access}`);
              retry.headers.set(RETRIED_HEADER, '1');
              const again = await (options.fetch ?? fetch)(retry);
              if (isSessionEnding(again.status)) endSession();
              return again;
            }
            endSession();
            return response;
          }
          if (isSessionEnding(response.status)) endSession();
          else if (response.status === PAYMENT_REQUIRED) signal.emitPaymentRequired();
          return response;
        },
      ],
    },
  });
}
