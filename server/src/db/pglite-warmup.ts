/**
 * PGlite's WebAssembly (the embedded PostgreSQL, ~9 MB) compiled ahead of its use: `npm start`'s
 * entry (server/life/start.ts) starts the compile before it loads the server's modules, so
 * V8 compiles it on its background threads (the second core) while the main thread loads
 * fastify, drizzle and the rest; `openPgliteDatabase` then hands the compiled module to
 * `PGlite.create` (`pgliteWasmModule`) instead of PGlite compiling it when the database opens.
 * Measured in docs/benchmarks.md, "Restart after kill -9".
 *
 * The compile's promise is kept on `globalThis` under a registered symbol, because the entry
 * and the server are two bundles (two copies of this module) in one process. Any failure
 * (package moved, unreadable file) resolves to `undefined`: PGlite then compiles it itself.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const KEY = Symbol.for('cotador.pglite-wasm-module');
type Holder = { [KEY]?: Promise<WebAssembly.Module | undefined> };

/** `pglite.wasm` of the installed @electric-sql/pglite (beside its entry file). */
function wasmPath(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.join(path.dirname(entry), 'pglite.wasm');
}

/** Starts compiling PGlite's WebAssembly once per process (later calls return the same promise). */
export function startPgliteCompile(): Promise<WebAssembly.Module | undefined> {
  const holder = globalThis as Holder;
  holder[KEY] ??= readFile(wasmPath()).then(
    (bytes) => WebAssembly.compile(bytes),
    () => undefined,
  ).catch(() => undefined);
  return holder[KEY];
}
