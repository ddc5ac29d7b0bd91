/**
 * AuthGateway over the REST API (spec point 7, `../shared/api-conventions.md`):
 * `POST /api/token/`, `GET /api/users/me/`, `POST /api/accounts/logout/`. Part of the first
 * page (the login): the wire schemas (src/contract/auth.ts, with zod) are imported on the
 * first call that reads an answer, so the first load does not carry zod.
 */
import type { KyInstance } from 'ky';
import type { AuthGateway } from '../../application/session/auth-gateway';
import type { TokenStore } from '../../application/session/token-store';
import { err, ok } from '../../application/shared/result';
import { NO_ACTIVE_ACCOUNT_DETAIL } from '../../domain/session';
import { failureOf, failureOfError, remoteJson } from './remote-call';
import { toUser } from './user.mapper';

/** The auth contract's module, fetched on first use. */
const authContract = () => import('../../contract/auth');

/** Creates the HTTP AuthGateway; tokens are written to and cleared from `tokens`. */
export function createHttpAuthGateway(http: KyInstance, tokens: TokenStore): AuthGateway {
  return {
    async login(credentials) {
      let response: Response;
      try {
        response = await http.post('token/', { json: credentials, throwHttpErrors: false });
      } catch (error) {
        return err(await failureOfError(error));
      }
      if (response.ok) {
        const { tokenPairWire } = await authContract();
        const parsed = tokenPairWire.safeParse(await response.json());
        if (!parsed.success) return err({ kind: 'unavailable', message: 'Resposta inesperada do servidor.' });
        tokens.write(parsed.data);
        return ok(undefined);
      }
      const failure = await failureOf(response);
      if (response.status === 401 && failure.message === NO_ACTIVE_ACCOUNT_DETAIL) return err({ kind: 'invalid-credentials' });
      return err(failure);
    },
    async currentUser() {
      const { userMeWire } = await authContract();
      const result = await remoteJson(http.get('users/me/'), userMeWire);
      return result.ok ? ok(toUser(result.value)) : result;
    },
    async logout() {
      const current = tokens.read();
      if (current) {
        try {
          await http.post('accounts/logout/', { json: { refresh: current.refresh }, throwHttpErrors: false });
        } catch {
          // The local session is forgotten even when the server cannot be reached.
        }
      }
      tokens.clear();
    },
    hasSession() {
      return tokens.read() !== null;
    },
  };
}
