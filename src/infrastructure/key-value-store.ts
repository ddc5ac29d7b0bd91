import type { KeyValueStore } from '../application/shared/key-value-store';

/** KeyValueStore over the browser's localStorage (or any Web Storage). */
export function createWebKeyValueStore(storage: Storage): KeyValueStore {
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
  };
}

/** KeyValueStore kept in memory (tests, fake mode without storage). */
export function createMemoryKeyValueStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}
