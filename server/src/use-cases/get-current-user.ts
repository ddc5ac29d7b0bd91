/** Use case: the authenticated user's profile for `GET /api/users/me/`. */
import type { Database } from '../db/database';
import { findUserProfile, type UserProfile } from '../repositories/users.repository';

/** `ok` with the profile, or `not_found` if the user vanished after authentication. */
export type GetCurrentUserResult = { kind: 'ok'; profile: UserProfile } | { kind: 'not_found' };

/** Loads the profile (user + account payment state + subscription) of `userId`. */
export async function getCurrentUser(deps: { db: Database }, userId: number): Promise<GetCurrentUserResult> {
  const profile = await findUserProfile(deps.db, userId);
  return profile ? { kind: 'ok', profile } : { kind: 'not_found' };
}
