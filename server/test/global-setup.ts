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
 * context with the context's own clock. Both are rebuilt from the current migrations and
 * catalog code on every run, so they are never stale. Tests read the locations with
 * `inject('dbTemplates')` (see helpers.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase, openPostgresDatabase } from '../src/db/database';
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

/** The database templates (see the file's comment); returns their teardown. */
async function setupDatabases(project: TestProject): Promise<() => Promise<void>> {
  const built = buildCatalog({ scale: 'small' });
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const names = { small: `cotador_tpl_small_${suffix}`, none: `cotador_tpl_none_${suffix}` };
    for (const [kind, name] of Object.entries(names) as Array<['small' | 'none', string]>) {
      await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const handle = await openPostgresDatabase(url.toString(), { max: 1 });
      try {
        await handle.migrate();
        if (kind === 'small') {
          await seedCatalog(handle.db, { scale: 'small', built });
          await seedPlanExtras(handle.db);
        }
      } finally {
        await handle.close();
      }
    }
    project.provide('dbTemplates', { postgresTemplates: names });
    return async () => {
      for (const name of Object.values(names)) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'cotador-db-templates-'));
  const dumps = { small: path.join(dir, 'small.tar'), none: path.join(dir, 'none.tar') };
  for (const [kind, file] of Object.entries(dumps) as Array<['small' | 'none', string]>) {
    const handle = await openPgliteDatabase();
    try {
      await handle.migrate();
      if (kind === 'small') {
        await seedCatalog(handle.db, { scale: 'small', built });
        await seedPlanExtras(handle.db);
      }
      const blob = await handle.pglite!.dumpDataDir('none');
      await writeFile(file, Buffer.from(await blob.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }
  project.provide('dbTemplates', { pgliteDumps: dumps });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
