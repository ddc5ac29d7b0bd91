/**
 * `npm start`'s compiled entry (build/server/launch.mjs): starts compiling the embedded
 * database's WebAssembly (server/src/db/pglite-warmup.ts) BEFORE the server's modules load,
 * then runs the one-process launcher (./launch.ts, bundled as launch-main.mjs beside this file).
 *
 * Why a separate file: in one ES-module bundle every package import is linked and evaluated
 * before the bundle's first statement, so the compile could only start after them. Loaded by
 * a computed URL, the launcher's bundle (and its packages) load while V8 compiles the
 * WebAssembly on its background threads. With DATABASE_URL (PostgreSQL) nothing is compiled.
 */
import { startPgliteCompile } from '../src/kit/launcher';

if (!process.env.DATABASE_URL) void startPgliteCompile();
const launcher = new URL('./launch-main.mjs', import.meta.url).href;
import(launcher).catch((error: unknown) => {
  console.error(`Falha ao carregar o servidor / server failed to load: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
