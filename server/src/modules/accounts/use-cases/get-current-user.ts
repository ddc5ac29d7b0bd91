/** Use case: the authenticated user's profile for `GET /api/users/me/`. */
import type { CallerCache } from '../../../auth/caller-cache';
import type { UserProfile } from '../repositories/users.repository';
import type { SessionStore } from './session-store';

/** `ok` with the profile, or `not_found` if the user vanished after authentication. */
export type GetCurrentUserResult = { kind: 'ok'; profile: UserProfile } | { kind: 'not_found' };

/**
 * Loads the profile (user + account payment state + subscription) of `userId`, from
 * `deps.callerCache` when no write happened since it was last read.
 */
export async function getCurrentUser(deps: { sessions: Pick<SessionStore, 'findUserProfile'>; callerCache?: CallerCache }, userId: number): Promise<GetCurrentUserResult> {
  const cached = deps.callerCache?.profile(userId);
  if (cached) return { kind: 'ok', profile: cached };
  const generation = deps.callerCache?.generation() ?? 0;
  const profile = await deps.sessions.findUserProfile(userId);
  if (profile) deps.callerCache?.rememberProfile(generation, profile);
  return profile ? { kind: 'ok', profile } : { kind: 'not_found' };
}
