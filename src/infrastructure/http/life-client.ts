/**
 * The ky instance of the life-insurance service (spec point 7: a separate host). It follows
 * the main client's session rules (client.ts) with the same TokenStore and SessionSignal:
 * - sends the broker's access token as `Authorization: Bearer <access>`;
 * - on a 401 it asks `renewAccess` for a fresh access token (the main API owns the refresh:
 *   see {@link renewAccessThroughMainApi}) and retries once;
 * - a session-ending status (401, 403, 407, 419, 498, 511 — spec point 8) that remains ends
 *   the session (tokens forgotten, `SessionSignal.ended`);
 * - a 402 (the payment gate: blocked or plan-less broker) emits `SessionSignal.paymentRequired`,
 *   and the caller still gets the 402.
 */
import ky, { type KyInstance } from 'ky';
import type { SessionSignal } from '../../application/ports/session-signal';
import type { TokenStore } from '../../application/ports/token-store';
import { isSessionEnding } from '../../domain/session';

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

const RETRIED_HEADER = 'x-cotador-retried';
const PAYMENT_REQUIRED = 402;

/** Creates the ky instance the life adapter uses (prefix `<lifeApiUrl>/`). */
export function createLifeHttpClient(options: LifeHttpClientOptions): KyInstance {
  const { tokens, signal } = options;

  function endSession(): void {
    if (tokens.read() === null) return;
    tokens.clear();
    signal.emitEnded();
  }

  return ky.create({
    prefixUrl: `${options.lifeApiUrl.replace(/\/+$/, '')}/`,
    fetch: options.fetch,
    retry: 0,
    timeout: 30000,
    hooks: {
      beforeRequest: [
        (request) => {
          const current = tokens.read();
          if (current && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${current.access}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (!request.headers.has('Authorization')) return response;
          if (response.status === 401 && !request.headers.has(RETRIED_HEADER)) {
            const access = await options.renewAccess();
            if (access) {
              const retry = new Request(request, { headers: new Headers(request.headers) });
              retry.headers.set('Authorization', `Bearer ${access}`);
              retry.headers.set(RETRIED_HEADER, '1');
              const again = await (options.fetch ?? fetch)(retry);
              if (isSessionEnding(again.status)) endSession();
              else if (again.status === PAYMENT_REQUIRED) signal.emitPaymentRequired();
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
