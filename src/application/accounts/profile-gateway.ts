/**
 * The logged-in user's own profile (spec point 7 `PATCH /api/users/{username}/`), the
 * confirmation of a new e-mail (`POST /api/users/confirm-email-change/`) and the
 * first-access check. After a change the UI reloads the session's user.
 */
import type { RemoteFailure, Result } from '../shared/result';
import type { LinkFailure } from './registration';

/** A logo picked by the user: the file's name, MIME type and bytes. */
export interface LogoUpload {
  name: string;
  type: string;
  data: Blob;
}

/** Fields to change; the phone as digits. Absent fields stay as they are. */
export interface ProfileChanges {
  name?: string;
  phone?: string;
  /** One's own new e-mail needs `currentPassword`, and only changes through the link mailed to it. */
  email?: string;
  /** The user's password, asked when it changes its own e-mail. */
  currentPassword?: string;
  logo?: LogoUpload;
}

/** What a saved profile change did beyond the fields that apply at once. */
export interface ProfileUpdate {
  /**
   * The new e-mail waiting for the link mailed to it (the account keeps the old one until
   * then), or null when no e-mail change is pending from this call.
   */
  pendingEmail: string | null;
}

export interface ProfileGateway {
  /**
   * Sends the changes as multipart/form-data. Refusals come as `rejected` with `fields`
   * (`logo`, `email`, `current_password`, …) or one `message`.
   */
  updateProfile(username: string, changes: ProfileChanges): Promise<Result<ProfileUpdate, RemoteFailure>>;
  /**
   * Opens the link mailed to a new address: the e-mail changes now. When an admin of the
   * account asked for the change, the member's own `password` is required: without it, or
   * wrong, the answer is `rejected` with `fields.password` (pt-BR) and the link stays usable.
   */
  confirmEmailChange(token: string, password?: string): Promise<Result<void, LinkFailure | RemoteFailure>>;
  /** `POST /api/users/first-access-check/`: the first-access welcome is done for good. */
  completeFirstAccess(): Promise<Result<void, RemoteFailure>>;
}
