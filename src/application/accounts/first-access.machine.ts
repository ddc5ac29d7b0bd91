/**
 * First access (spec points 2 and 4 "First login"): when the user's `first_access` is
 * true, the logo modal opens (png, jpeg, jpg; 'Continuar sem' skips), then the tutorial
 * offer ('Quero aprender a usar' → /tutoriais; 'Pular tutorial' dismisses), then
 * `POST /api/users/first-access-check/` so neither shows again, also after a reload.
 *
 * States: idle → logoOffer ⇄ uploadingLogo → tutorialOffer → completing → done (final).
 * A user whose first access is already done goes straight to done. While a modal is open
 * the snapshot has the tag 'modal' ({@link isFirstAccessModalOpen}): the expiration
 * modal stays hidden meanwhile (spec point 4).
 *
 * Output: `{ openTutorials, logoSaved }` — the UI navigates to /tutoriais when asked
 * and reloads the session's user.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LOGO_MESSAGES, logoFileProblem } from '../../domain/accounts/logo';
import type { LogoUpload, ProfileGateway } from './profile-gateway';
import type { RemoteFailure, Result } from '../shared/result';

export interface FirstAccessInput {
  username: string;
  firstAccess: boolean;
}

export interface FirstAccessContext {
  username: string;
  firstAccess: boolean;
  /** Why the last logo was refused ('Formato de arquivo não suportado!', ...), or null. */
  logoError: string | null;
  /** True once a logo was saved (the UI reloads the user to show it). */
  logoSaved: boolean;
  openTutorials: boolean;
}

export type FirstAccessEvent =
  | { type: 'logo.upload'; logo: LogoUpload & { size: number } }
  | { type: 'logo.skip' }
  | { type: 'tutorial.accept' }
  | { type: 'tutorial.skip' };

export interface FirstAccessOutput {
  openTutorials: boolean;
  logoSaved: boolean;
}

/** The message to show for a refused logo upload. */
export function logoFailureMessage(failure: RemoteFailure): string {
  if (failure.kind === 'rejected') return failure.fields?.logo?.[0] ?? failure.message;
  return LOGO_MESSAGES.saveError;
}

export const firstAccessMachine = setup({
  types: {
    context: {} as FirstAccessContext,
    events: {} as FirstAccessEvent,
    input: {} as FirstAccessInput,
    output: {} as FirstAccessOutput,
    tags: {} as 'modal' | 'logo' | 'tutorial' | 'busy',
  },
  actors: {
    uploadLogo: fromPromise<Result<void, RemoteFailure>, { username: string; logo: LogoUpload }>(async () => {
      throw new Error('uploadLogo actor not provided');
    }),
    completeFirstAccess: fromPromise<Result<void, RemoteFailure>>(async () => {
      throw new Error('completeFirstAccess actor not provided');
    }),
  },
  guards: {
    isFirstAccess: ({ context }) => context.firstAccess,
    logoFileRefused: ({ event }) => event.type === 'logo.upload' && logoFileProblem(event.logo) !== null,
  },
}).createMachine({
  id: 'firstAccess',
  context: ({ input }) => ({
    username: input.username,
    firstAccess: input.firstAccess,
    logoError: null,
    logoSaved: false,
    openTutorials: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: [{ guard: 'isFirstAccess', target: 'logoOffer' }, { target: 'done' }],
    },
    logoOffer: {
      tags: ['modal', 'logo'],
      on: {
        'logo.upload': [
          {
            guard: 'logoFileRefused',
            actions: assign({ logoError: ({ event }) => logoFileProblem(event.logo) }),
          },
          { target: 'uploadingLogo' },
        ],
        'logo.skip': { target: 'tutorialOffer', actions: assign({ logoError: null }) },
      },
    },
    uploadingLogo: {
      tags: ['modal', 'logo', 'busy'],
      entry: assign({ logoError: null }),
      invoke: {
        src: 'uploadLogo',
        input: ({ context, event }) => ({
          username: context.username,
          logo: (event as Extract<FirstAccessEvent, { type: 'logo.upload' }>).logo,
        }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'tutorialOffer', actions: assign({ logoSaved: true }) },
          {
            target: 'logoOffer',
            actions: assign({ logoError: ({ event }) => (event.output.ok ? null : logoFailureMessage(event.output.error)) }),
          },
        ],
        onError: { target: 'logoOffer', actions: assign({ logoError: LOGO_MESSAGES.saveError }) },
      },
    },
    tutorialOffer: {
      tags: ['modal', 'tutorial'],
      on: {
        'tutorial.accept': { target: 'completing', actions: assign({ openTutorials: true }) },
        'tutorial.skip': { target: 'completing' },
      },
    },
    completing: {
      invoke: {
        src: 'completeFirstAccess',
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ openTutorials: context.openTutorials, logoSaved: context.logoSaved }),
});

/** True while the logo modal or the tutorial offer is open. */
export function isFirstAccessModalOpen(snapshot: SnapshotFrom<typeof firstAccessMachine>): boolean {
  return snapshot.hasTag('modal');
}

/** The first-access machine wired to the ProfileGateway (architecture rule 6). */
export function createFirstAccessLogic(ports: { profile: ProfileGateway }) {
  return firstAccessMachine.provide({
    actors: {
      uploadLogo: fromPromise(
        async ({ input }: { input: { username: string; logo: LogoUpload } }): Promise<Result<void, RemoteFailure>> => {
          const result = await ports.profile.updateProfile(input.username, { logo: input.logo });
          return result.ok ? { ok: true, value: undefined } : result;
        },
      ),
      completeFirstAccess: fromPromise(() => ports.profile.completeFirstAccess()),
    },
  });
}
