/**
 * ExpirationSkipStore kept in a KeyValueStore (local storage in the browser), one key per
 * user: 'cotador.expiration-alert.skip.<userId>' → the Brasília day it was dismissed
 * (`YYYY-MM-DD`). Spec point 4: "the skip date is kept in local storage and compared by day".
 */
import type { ExpirationSkipStore } from '../application/subscription/expiration-skip-store';
import type { KeyValueStore } from '../application/shared/key-value-store';

/** Key prefix of the skip dates. */
export const EXPIRATION_SKIP_KEY_PREFIX = 'cotador.expiration-alert.skip.';

/** Creates the store over `store` (local storage in the browser, memory in tests). */
export function createStoredExpirationSkipStore(store: KeyValueStore): ExpirationSkipStore {
  return {
    read: (userId) => store.get(`${EXPIRATION_SKIP_KEY_PREFIX}${userId}`),
    write: (userId, day) => store.set(`${EXPIRATION_SKIP_KEY_PREFIX}${userId}`, day),
  };
}
