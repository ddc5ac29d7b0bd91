/**
 * The run's PGlite template dumps (server/test/global-setup.ts) as test code reads them,
 * without importing the app: test files of PGlite's own machinery use it alone.
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/** The PGlite template dumps read so far in this worker, by path. */
const dumpCache = new Map<string, Blob>();

/** A PGlite template dump of this run, read once per file. */
export async function templateDump(dumpPath: string): Promise<Blob> {
  let dump = dumpCache.get(dumpPath);
  if (!dump) {
    dump = new Blob([await readFile(dumpPath)]);
    dumpCache.set(dumpPath, dump);
  }
  return dump;
}

/**
 * A bare in-memory PGlite for tests of PGlite's own machinery (no app, no seed): a copy of
 * this run's migrated empty template when there is one — a new cluster runs PGlite's initdb,
 * seconds of CPU — else, outside a run with templates, a new cluster. The app's tables are
 * in it, empty.
 */
export async function openBarePglite(): Promise<PGlite> {
  const dumpPath = (inject('dbTemplates') ?? {}).pgliteDumps?.none;
  return PGlite.create(dumpPath ? { loadDataDir: await templateDump(dumpPath) } : {});
}
