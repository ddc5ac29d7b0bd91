/** Small client-side preferences (e.g. a modal's skip date): local storage in the browser. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
