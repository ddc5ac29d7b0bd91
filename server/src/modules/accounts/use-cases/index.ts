/**
 * The accounts module's use cases as other modules' use cases reach them: registering a
 * self-registered account's user (register-and-subscribe, payments module). Only use cases and
 * their types — no route, no repository — so what imports this runs in a browser too (the fake
 * back end runs the payments use cases: docs/decisions/2026-11-28-fakes-run-server-use-cases.md).
 * Everything else of the module is reached through its index.ts, which re-exports this.
 */
export { type RegisterInput, newUserFields, sendConfirmationMail, takenFieldErrors } from './register-user';
