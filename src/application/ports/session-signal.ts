/**
 * Tells the app that the server ended the session (an API answer with a
 * session-ending status, spec point 8). The HTTP layer emits; the app shell listens
 * and goes to /home.
 */
export interface SessionSignal {
  emitEnded(): void;
  onEnded(listener: () => void): () => void;
}
