/**
 * Registration over the REST API: `POST /api/users/register/`, `confirm-email/`,
 * `resend-confirmation/`, `password-reset/` and `password-reset/confirm/`
 * (src/contract/accounts.ts).
 */
import type { KyInstance } from 'ky';
import type { LinkFailure, Registration } from '../../application/accounts/registration';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { LINK_MESSAGES, linkProblemOfCode } from '../../domain/accounts/email-links';
import { failureOf, failureOfError, remoteJson } from './remote-call';
import { detailWire, fromRelatedUserWire, relatedUserWire, toRegisterRequestWire } from '../../contract/accounts';

/** A call (made with `throwHttpErrors: false`) whose 400 may be a refused link (`{"token": [...], "code": "token_used"}`). */
export async function linkCall(call: Promise<Response>): Promise<Result<void, LinkFailure | RemoteFailure>> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    return err(await failureOfError(error));
  }
  if (response.ok) return ok(undefined);
  if (response.status === 400) {
    const body = (await response.clone().json().catch(() => null)) as { code?: string; token?: string[] } | null;
    const problem = linkProblemOfCode(body?.code);
    if (problem) return err({ kind: 'link', problem, message: body?.token?.[0] ?? LINK_MESSAGES[problem] });
  }
  return err(await failureOf(response));
}

export function createHttpRegistration(http: KyInstance): Registration {
  const detailCall = async (path: string, json: unknown): Promise<Result<void, RemoteFailure>> => {
    const result = await remoteJson(http.post(path, { json }), detailWire);
    return result.ok ? ok(undefined) : result;
  };
  return {
    async register(fields) {
      const result = await remoteJson(http.post('users/register/', { json: toRegisterRequestWire(fields) }), relatedUserWire);
      return result.ok ? ok(fromRelatedUserWire(result.value)) : result;
    },
    confirmEmail: (token) => linkCall(http.post('users/confirm-email/', { json: { token }, throwHttpErrors: false })),
    resendConfirmation: (email) => detailCall('users/resend-confirmation/', { email: email.trim() }),
    requestPasswordReset: (email) => detailCall('users/password-reset/', { email: email.trim() }),
    resetPassword: (token, password) =>
      linkCall(http.post('users/password-reset/confirm/', { json: { token, password }, throwHttpErrors: false })),
  };
}
