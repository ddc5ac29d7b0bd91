import type { User } from '../../domain/user';
import type { RemoteFailure, Result } from '../shared/result';

/** Username and password as typed on the login form. */
export interface Credentials {
  username: string;
  password: string;
}

/** Why a login failed: wrong credentials (shown as 'Credenciais inválidas') or another failure. */
export type LoginFailure = { kind: 'invalid-credentials' } | RemoteFailure;

/**
 * The account session with the back end (spec point 7 "Account and users"):
 * login stores the token pair in the TokenStore; `currentUser` loads
 * `GET /api/users/me/`; `logout` revokes the refresh token on the server and always
 * forgets the local session, even when the server cannot be reached.
 */
export interface AuthGateway {
  login(credentials: Credentials): Promise<Result<void, LoginFailure>>;
  currentUser(): Promise<Result<User, RemoteFailure>>;
  logout(): Promise<void>;
  /** True when tokens are stored (a session may be resumed). */
  hasSession(): boolean;
}
