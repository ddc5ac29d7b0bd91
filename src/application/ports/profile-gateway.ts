/**
 * The logged-in user's own profile (spec point 7 `PATCH /api/users/{username}/`) and the
 * first-access check. After a change the UI reloads the session's user.
 */
import type { RemoteFailure, Result } from '../result';

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
  email?: string;
  logo?: LogoUpload;
}

export interface ProfileGateway {
  /** Sends the changes as multipart/form-data; a refused logo fails with `fields.logo`. */
  updateProfile(username: string, changes: ProfileChanges): Promise<Result<void, RemoteFailure>>;
  /** `POST /api/users/first-access-check/`: the first-access welcome is done for good. */
  completeFirstAccess(): Promise<Result<void, RemoteFailure>>;
}
