/**
 * The part of the Reflect metadata API that inversify reads and writes (`defineMetadata`,
 * `getOwnMetadata`, `getMetadata`, `hasOwnMetadata`, `hasMetadata`), stored in a WeakMap.
 * vite.config.ts puts it in place of `reflect-metadata/lite`, which `@inversifyjs/container`
 * imports for its side effect: the app binds without decorators (container-core.ts), so the
 * full polyfill (its providers and registry, ~3 KB gzip) was weight `/cotacao` waited for
 * (docs/benchmarks.md, "lean first load"). Like the polyfill, it installs nothing when the
 * runtime (or another copy) already defines `Reflect.defineMetadata`.
 */

/** Metadata key → value, per property key (`undefined`: the target itself), per target. */
type MetadataTable = Map<string | symbol | undefined, Map<unknown, unknown>>;

/** The Reflect metadata functions this shim adds (the `reflect-metadata` names and argument order). */
export interface ReflectMetadataApi {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  hasOwnMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  hasMetadata(key: unknown, target: object, property?: string | symbol): boolean;
}

/** A fresh metadata API over its own store (exported for tests; the module installs one). */
export function createReflectMetadata(): ReflectMetadataApi {
  const tables = new WeakMap<object, MetadataTable>();
  const own = (target: object, property: string | symbol | undefined, create: boolean) => {
    let table = tables.get(target);
    if (!table) {
      if (!create) return undefined;
      table = new Map();
      tables.set(target, table);
    }
    let entries = table.get(property);
    if (!entries && create) {
      entries = new Map();
      table.set(property, entries);
    }
    return entries;
  };
  // Walks the prototype chain, as `Reflect.getMetadata` does (a subclass reads its parent's metadata).
  const find = (key: unknown, target: object, property: string | symbol | undefined) => {
    for (let at: object | null = target; at !== null; at = Object.getPrototypeOf(at) as object | null) {
      const entries = own(at, property, false);
      if (entries?.has(key)) return entries;
    }
    return undefined;
  };
  return {
    defineMetadata: (key, value, target, property) => {
      own(target, property, true)?.set(key, value);
    },
    getOwnMetadata: (key, target, property) => own(target, property, false)?.get(key),
    getMetadata: (key, target, property) => find(key, target, property)?.get(key),
    hasOwnMetadata: (key, target, property) => own(target, property, false)?.has(key) ?? false,
    hasMetadata: (key, target, property) => find(key, target, property) !== undefined,
  };
}

const reflect = Reflect as unknown as Partial<ReflectMetadataApi>;
if (typeof reflect.defineMetadata !== 'function') Object.assign(Reflect, createReflectMetadata());
