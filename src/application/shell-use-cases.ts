/**
 * The use cases the first page (`/home`: the login, the session, the consent banner) calls,
 * built over the first stage's ports at start-up. The UI reaches
 * them with `useShellUseCases()`; every feature's use cases (app-use-cases.ts), which include
 * these same objects, come with the first screen that needs them.
 */
import type { ShellServices } from './app-services';
import { createSessionUseCases, type SessionUseCases } from './session/use-cases';
import { createSupportShellUseCases, type SupportShellUseCases } from './support/shell-use-cases';

/** The first page's use cases. */
export interface ShellUseCases {
  /** 'fake' when the SPA runs on in-memory fakes (prices shown as illustrative). */
  mode: ShellServices['mode'];
  /** Login and the session's clock-based texts (src/application/session/use-cases.ts). */
  session: SessionUseCases;
  /** Run-time settings, consent, mobile alert, support hours, WhatsApp link (src/application/support/shell-use-cases.ts). */
  support: SupportShellUseCases;
}

/** Builds the first page's use cases over the first stage's ports. */
export function createShellUseCases(services: ShellServices): ShellUseCases {
  return { mode: services.mode, session: createSessionUseCases(services), support: createSupportShellUseCases(services) };
}
