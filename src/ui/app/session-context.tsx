/**
 * The app's one session actor (createSessionLogic) exposed through React context.
 *
 * `useSession()` gives the current user, a coarse status and actions:
 * - status 'checking' while a stored session is being resumed;
 * - 'authenticated' with a user; 'anonymous' without;
 * - loggedIn(user) after the login flow; logout() (resolves once logged out);
 *   reload() to fetch the user again (after a profile or payment change); it resolves
 *   once the new user is in place, so a screen can navigate after a payment knowing the
 *   payment gate already sees the new payment state.
 *
 * When the server ends the session (services.sessionSignal, spec point 8) the
 * provider forgets the tokens, sends 'session.ended' and navigates to /home.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { waitFor } from 'xstate';
import { createSessionLogic } from '../../application/session/session.machine';
import { HOME_PATH } from '../../domain/payment-gate';
import type { User } from '../../domain/user';
import { useServices } from './services-context';

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

export interface SessionValue {
  user: User | null;
  status: SessionStatus;
  /** True while a logout is in progress. */
  loggingOut: boolean;
  loggedIn(user: User): void;
  logout(): Promise<void>;
  /** Fetches `/api/users/me/` again; resolves when done (also when it failed: the old user stays). */
  reload(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  const [, navigate] = useLocation();
  const logic = useMemo(() => createSessionLogic({ auth: services.auth }), [services.auth]);
  const actor = useActorRef(logic);
  const stateValue = useSelector(actor, (snapshot) => snapshot.value);
  const user = useSelector(actor, (snapshot) => snapshot.context.user);

  useEffect(
    () =>
      services.sessionSignal.onEnded(() => {
        services.tokens.clear();
        actor.send({ type: 'session.ended' });
        navigate(HOME_PATH, { replace: true });
      }),
    [services, actor, navigate],
  );

  useEffect(
    () =>
      services.sessionSignal.onPaymentRequired(() => {
        // The account's payment state changed: the reloaded user makes the route guard
        // apply the payment gate (/assinatura or /comecar).
        if (actor.getSnapshot().matches('authenticated')) actor.send({ type: 'session.reload' });
      }),
    [services, actor],
  );

  const loggedIn = useCallback((next: User) => actor.send({ type: 'session.loggedIn', user: next }), [actor]);
  const reload = useCallback(async () => {
    actor.send({ type: 'session.reload' });
    await waitFor(actor, (s) => !s.matches('reloading'));
  }, [actor]);
  const logout = useCallback(async () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('anonymous')) return;
    if (snapshot.matches('checking') || snapshot.matches('resuming')) {
      await waitFor(actor, (s) => s.matches('anonymous') || s.matches('authenticated'));
      if (actor.getSnapshot().matches('anonymous')) return;
    }
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
  }, [actor]);

  const status: SessionStatus =
    stateValue === 'checking' || stateValue === 'resuming'
      ? 'checking'
      : user && stateValue !== 'anonymous'
        ? 'authenticated'
        : 'anonymous';

  const value = useMemo<SessionValue>(
    () => ({ user: status === 'authenticated' ? user : null, status, loggingOut: stateValue === 'loggingOut', loggedIn, logout, reload }),
    [user, status, stateValue, loggedIn, logout, reload],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session: user, status and actions. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** The logged-in user; throws when called on a screen reachable without login. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a logged-in user (use it on private routes only).');
  return user;
}
