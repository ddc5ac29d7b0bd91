/**
 * Tells the app what the server said about the session, in one place (the HTTP layer
 * emits, the app shell listens):
 * - `ended`: an API answer with a session-ending status (spec point 8) → the app goes to /home;
 * - `paymentRequired`: a 402 from the API's access policy (the account is blocked or has no
 *   plan, e.g. it changed during the session) → the app reloads the user, and the payment
 *   gate (src/domain/payment-gate.ts) sends it to /assinatura or /comecar.
 */
export interface SessionSignal {
  emitEnded(): void;
  onEnded(listener: () => void): () => void;
  emitPaymentRequired(): void;
  onPaymentRequired(listener: () => void): () => void;
}
