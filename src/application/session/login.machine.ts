/**
 * Login flow (spec points 5 and 7): submit credentials → store tokens → load
 * `/api/users/me/` → done with the user.
 *
 * Errors: wrong credentials show 'Credenciais inválidas'; any other failure shows the
 * server's message. A new `login.submit` from the failure state tries again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { INVALID_CREDENTIALS_MESSAGE } from '../../domain/session';
import type { User } from '../../domain/user';
import type { AuthGateway, Credentials, LoginFailure } from './auth-gateway';
import type { RemoteFailure, Result } from '../shared/result';

export interface LoginContext {
  error: string | null;
  user: User | null;
}

export type LoginEvent = { type: 'login.submit'; username: string; password: string };

/** The message the login form shows for a failure. */
export function loginFailureMessage(failure: LoginFailure): string {
  return failure.kind === 'invalid-credentials' ? INVALID_CREDENTIALS_MESSAGE : failure.message;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as { user: User },
  },
  actors: {
    authenticate: fromPromise<Result<void, LoginFailure>, Credentials>(async () => {
      throw new Error('authenticate actor not provided');
    }),
    loadUser: fromPromise<Result<User, RemoteFailure>>(async () => {
      throw new Error('loadUser actor not provided');
    }),
  },
}).createMachine({
  id: 'login',
  context: { error: null, user: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'login.submit': { target: 'authenticating' } },
    },
    authenticating: {
      entry: assign({ error: null }),
      invoke: {
        src: 'authenticate',
        input: ({ event }) => ({ username: event.username.trim(), password: event.password }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'loadingUser' },
          {
            target: 'failure',
            actions: assign({
              error: ({ event }) => (event.output.ok ? null : loginFailureMessage(event.output.error)),
            }),
          },
        ],
        onError: {
          target: 'failure',
          actions: assign({ error: 'Não foi possível entrar. Tente novamente.' }),
        },
      },
    },
    loadingUser: {
      invoke: {
        src: 'loadUser',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'success',
            actions: assign({ user: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            target: 'failure',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error.message) }),
          },
        ],
        onError: {
          target: 'failure',
          actions: assign({ error: 'Não foi possível carregar seus dados. Tente novamente.' }),
        },
      },
    },
    failure: {
      on: { 'login.submit': { target: 'authenticating' } },
    },
    success: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ user: context.user as User }),
});

/** The login machine wired to an AuthGateway (architecture rule 6). */
export function createLoginLogic(ports: { auth: AuthGateway }) {
  return loginMachine.provide({
    actors: {
      authenticate: fromPromise(({ input }: { input: Credentials }) => ports.auth.login(input)),
      loadUser: fromPromise(() => ports.auth.currentUser()),
    },
  });
}
