/**
 * The failure controls the fakes share: one failure for the next call (`failNextWith`), or
 * every call unreachable until `goOnline` (`goOffline`). The fake keeps the switch and asks
 * it, in each call, whether it is offline and which one-shot failure is pending.
 */
import type { RemoteFailure } from '../../application/shared/result';

/** What an unreachable server answers, in every fake. */
export const FAKE_OFFLINE_FAILURE: RemoteFailure = {
  kind: 'unavailable',
  message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
};

/** The test controls a fake exposes. */
export interface FakeFaultControls {
  /** The next call answers this failure. */
  failNextWith(failure: RemoteFailure): void;
  /** Every call fails as if the server were unreachable, until `goOnline`. */
  goOffline(): void;
  goOnline(): void;
}

/** The controls plus what the fake reads of them. */
export interface FaultSwitch {
  readonly controls: FakeFaultControls;
  isOffline(): boolean;
  /** The pending one-shot failure, or null; it is cleared. */
  takeNextFailure(): RemoteFailure | null;
}

/** Creates a switch: online, no failure pending. */
export function createFaultSwitch(): FaultSwitch {
  let nextFailure: RemoteFailure | null = null;
  let offline = false;
  return {
    controls: {
      failNextWith(failure) {
        nextFailure = failure;
      },
      goOffline() {
        offline = true;
      },
      goOnline() {
        offline = false;
      },
    },
    isOffline: () => offline,
    takeNextFailure() {
      const failure = nextFailure;
      nextFailure = null;
      return failure;
    },
  };
}
