/**
 * Use cases of the session feature (login, the session's clock-based texts): the login form
 * and the layouts call these through `useShellUseCases().session`, never the AuthGateway or the
 * Clock port directly.
 */
import type { AppServices } from '../app-services';
import { createLoginLogic } from './login.machine';

/** The ports the session use cases need. */
export type SessionPorts = Pick<AppServices, 'auth' | 'clock'>;

/** Builds the session use cases over their ports. */
export function createSessionUseCases(ports: SessionPorts) {
  const { auth, clock } = ports;
  return {
    /** The login form's machine (required fields, credentials, the server's message). */
    loginLogic: () => createLoginLogic({ auth }),
    /** The current calendar year by the injected clock (footers' '© 2026 Cotador'). */
    currentYear: (): number => clock.now().getFullYear(),
  };
}

/** What {@link createSessionUseCases} builds. */
export type SessionUseCases = ReturnType<typeof createSessionUseCases>;
