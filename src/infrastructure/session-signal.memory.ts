import type { SessionSignal } from '../application/ports/session-signal';

/** A SessionSignal kept in memory; the only implementation needed. */
export function createSessionSignal(): SessionSignal {
  const listeners = new Set<() => void>();
  return {
    emitEnded() {
      for (const listener of [...listeners]) listener();
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
