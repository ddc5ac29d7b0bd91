import type { SessionSignal } from '../application/session/session-signal';

/** A SessionSignal kept in memory; the only implementation needed. */
export function createSessionSignal(): SessionSignal {
  const ended = new Set<() => void>();
  const paymentRequired = new Set<() => void>();
  const subscribe = (listeners: Set<() => void>, listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    emitEnded() {
      for (const listener of [...ended]) listener();
    },
    onEnded: (listener) => subscribe(ended, listener),
    emitPaymentRequired() {
      for (const listener of [...paymentRequired]) listener();
    },
    onPaymentRequired: (listener) => subscribe(paymentRequired, listener),
  };
}
