/**
 * Creating an account and the mailed links (spec point 7 "Account and users"): a broker
 * registers itself, confirms its e-mail through the mailed link, asks for another link,
 * and recovers its password. Every call answers a Result; the UI shows `message` and puts
 * `fields` messages under the matching inputs.
 */
import type { LinkProblem } from '../../domain/accounts/email-links';
import type { NewUserFields } from '../../domain/accounts/fields';
import type { TeamMember } from '../../domain/accounts/team';
import type { RemoteFailure, Result } from '../shared/result';

/** A mailed link that cannot be used: `used`, `expired` or `invalid`, with the message to show. */
export type LinkFailure = { kind: 'link'; problem: LinkProblem; message: string };

export interface Registration {
  /** `POST /api/users/register/`: a new account whose user stays inactive until the e-mail is confirmed. */
  register(fields: NewUserFields): Promise<Result<TeamMember, RemoteFailure>>;
  /** `POST /api/users/confirm-email/` with the link's token. */
  confirmEmail(token: string): Promise<Result<void, LinkFailure | RemoteFailure>>;
  /** `POST /api/users/resend-confirmation/`: same answer whether the address exists or not. */
  resendConfirmation(email: string): Promise<Result<void, RemoteFailure>>;
  /** `POST /api/users/password-reset/`: same answer whether the address exists or not. */
  requestPasswordReset(email: string): Promise<Result<void, RemoteFailure>>;
  /** `POST /api/users/password-reset/confirm/`: a weak password fails with `fields.password`. */
  resetPassword(token: string, password: string): Promise<Result<void, LinkFailure | RemoteFailure>>;
}
