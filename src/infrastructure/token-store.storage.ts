import type { KeyValueStore } from '../application/shared/key-value-store';
import type { TokenPair, TokenStore } from '../application/session/token-store';

const KEY = 'cotador.tokens';

/** TokenStore kept in a KeyValueStore (local storage in the browser) under 'cotador.tokens'. */
export function createStoredTokenStore(store: KeyValueStore): TokenStore {
  return {
    read() {
      const raw = store.get(KEY);
      if (!raw) return null;
      try {
        const value = JSON.parse(raw) as Partial<TokenPair>;
        return typeof value.access === 'string' && typeof value.refresh === 'string'
          ? { access: value.access, refresh: value.refresh }
          : null;
      } catch {
        return null;
      }
    },
    write(tokens) {
      store.set(KEY, JSON.stringify(tokens));
    },
    clear() {
      store.remove(KEY);
    },
  };
}
