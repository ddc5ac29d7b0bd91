/**
 * Global setup of the server test project: builds, once per run, the migrated database with
 * the small catalog that every test file starts from (the suite spent most of its
 * time running initdb, the migrations and the catalog seed again for each file).
 *
 * - PGlite: a dump of the data folder (`dumpDataDir`) written to a temp file; each test
 *   context opens its own in-memory PGlite from it (`loadDataDir`), ~2 s instead of ~6 s.
 * - PostgreSQL (DATABASE_URL set): template databases; each context's throw-away database is
 *   `CREATE DATABASE … TEMPLATE …`, a file copy.
 *
 * The templates hold no user and no clock-dependent row: the demo users are seeded per
 * context with the context's own clock. Both come from one cluster, migrated once ('none' is
 * dumped, or copied, before the catalog is seeded into it for 'small'). The catalog is seeded
 * from the current code on every run; the migrated empty PGlite cluster is kept between runs
 * under a name made of everything it is built from (see `migratedClusterCache`), so neither
 * is ever stale. Tests read the locations with `inject('dbTemplates')` (see helpers.ts).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openPgliteDatabase, openPostgresDatabase, type DatabaseHandle } from '../src/db/database';
import { pidExists } from '../src/db/data-dir-lock';
import { buildCatalog } from '../src/catalog';
import { seedCatalog } from '../src/catalog-seed';
import { seedPlanExtras } from '../src/plan-extras-seed';

/** Where the templates of this run are, by catalog option ('small' | 'none'). */
export interface DbTemplates {
  /** PGlite data-folder dumps (tar files), when running on PGlite. */
  pgliteDumps?: Record<'small' | 'none', string>;
  /** Template database names on the DATABASE_URL server, when running on PostgreSQL. */
  postgresTemplates?: Record<'small' | 'none', string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
    /** Folder of this run's compiled server (launch.mjs, api.mjs, life.mjs), see {@link buildServerOnce}. */
    serverBuild: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Compiles the server once per run, as `npm start` runs it (scripts/build-server.ts, esbuild,
 * about 1 s), into `build/test-server-<pid>` (inside the checkout: the bundles resolve their
 * packages from its node_modules). The tests that start real processes run these bundles with
 * plain node (server/test/concurrency/processes.ts): through tsx each start compiled every
 * module again, and the drain test alone starts the launcher 20 times. Built from the current
 * sources on every run, so never stale; removed at the end of the run.
 * @returns the folder.
 * @throws when the build fails (its output in the message).
 */
async function buildServerOnce(): Promise<string> {
  const outDir = path.join(ROOT, 'build', `test-server-${process.pid}`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build-server.ts'), outDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`scripts/build-server.ts failed (${String(code)}):\n${output}`);
  return outDir;
}

/** Runs a statement on the server's maintenance database. */
async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The bundle builds in its own process while this one builds the database templates.
  const serverBuild = buildServerOnce();
  const [built, teardown] = await Promise.allSettled([serverBuild, setupDatabases(project)]);
  const removeServerBuild = () => (built.status === 'fulfilled' ? rm(built.value, { recursive: true, force: true }) : Promise.resolve());
  if (built.status === 'rejected' || teardown.status === 'rejected') {
    if (teardown.status === 'fulfilled') await teardown.value();
    await removeServerBuild();
    throw built.status === 'rejected' ? built.reason : (teardown as PromiseRejectedResult).reason;
  }
  project.provide('serverBuild', built.value);
  return async () => {
    await teardown.value();
    await removeServerBuild();
  };
}

/** Where the migrated empty PGlite cluster is kept between runs (not committed). */
const CLUSTER_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'cotador-test-templates');

/**
 * The migrated empty PGlite cluster of the previous run, when it was made of the same things:
 * its file is named by a hash of PGlite's and drizzle-orm's versions and every file of the
 * migrations folder (names and contents), so a changed migration or package makes a new one
 * and the cache is never stale. PGlite's initdb (about 8 s of CPU) and the migrations are
 * skipped on a hit; a fresh checkout builds it once. `store` writes it (to a temporary name,
 * then renamed, so a killed run leaves no half file under the real name) and removes the older
 * ones and the temporary files of runs that died before their rename.
 */
async function migratedClusterCache(): Promise<{ file: string; store: (dump: Buffer) => Promise<void> }> {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(`${name}@${(JSON.parse(await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}\n`);
  }
  const entries = await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(MIGRATIONS_FOLDER, path.join(entry.parentPath, entry.name))).sort();
  for (const file of files) hash.update(`${file}\n`).update(await readFile(path.join(MIGRATIONS_FOLDER, file))).update('\n');
  // A run killed between its write and its rename left `<file>.<pid>.partial`: removed once that
  // process is gone (a live one may be about to rename it: two passes run at once).
  for (const other of await readdir(CLUSTER_CACHE_DIR).catch(() => [])) {
    const writer = /\.(\d+)\.partial$/.exec(other)?.[1];
    if (writer !== undefined && !pidExists(Number(writer))) await rm(path.join(CLUSTER_CACHE_DIR, other), { force: true });
  }
  const name = `migrated-${hash.digest('hex').slice(0, 24)}.tar`;
  const file = path.join(CLUSTER_CACHE_DIR, name);
  return {
    file,
    store: async (dump) => {
      await mkdir(CLUSTER_CACHE_DIR, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, dump);
      await rename(partial, file);
      for (const other of await readdir(CLUSTER_CACHE_DIR)) {
        if (other !== name && other.startsWith('migrated-') && other.endsWith('.tar')) await rm(path.join(CLUSTER_CACHE_DIR, other), { force: true });
      }
    },
  };
}

/** Opens the template database `name` on the server of `baseUrl`, runs `use` on it and closes it. */
async function withTemplate(baseUrl: string, name: string, use: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString(), { max: 1 });
  try {
    await use(handle);
  } finally {
    await handle.close();
  }
}

/** The database templates (see the file's comment); returns their teardown. */
async function setupDatabases(project: TestProject): Promise<() => Promise<void>> {
  const built = buildCatalog({ scale: 'small' });
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const names = { small: `cotador_tpl_small_${suffix}`, none: `cotador_tpl_none_${suffix}` };
    // Migrated once: 'small' is a copy of 'none' (a file copy) with the catalog seeded into it.
    await adminQuery(baseUrl, `CREATE DATABASE ${names.none}`);
    await withTemplate(baseUrl, names.none, (handle) => handle.migrate());
    await adminQuery(baseUrl, `CREATE DATABASE ${names.small} TEMPLATE ${names.none}`);
    await withTemplate(baseUrl, names.small, async (handle) => {
      await seedCatalog(handle.db, { scale: 'small', built });
      await seedPlanExtras(handle.db);
    });
    project.provide('dbTemplates', { postgresTemplates: names });
    return async () => {
      for (const name of Object.values(names)) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'cotador-db-templates-'));
  const dumps = { small: path.join(dir, 'small.tar'), none: path.join(dir, 'none.tar') };
  // One cluster, migrated once and dumped twice: before the catalog ('none') and after it
  // ('small'). The migrated empty cluster is also kept between runs (see migratedClusterCache):
  // PGlite's initdb and the migrations are most of a template's cost.
  const cache = await migratedClusterCache();
  const cached = await readFile(cache.file).catch(() => undefined);
  const handle = await openPgliteDatabase(cached ? { loadDataDir: new Blob([cached]) } : {});
  try {
    // A no-op on the cached cluster (its migrations are recorded).
    await handle.migrate();
    const none = cached ?? Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer());
    await writeFile(dumps.none, none);
    if (!cached) await cache.store(none);
    await seedCatalog(handle.db, { scale: 'small', built });
    await seedPlanExtras(handle.db);
    await writeFile(dumps.small, Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('dbTemplates', { pgliteDumps: dumps });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
