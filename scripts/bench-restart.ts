/**
 * Restart after a crash (`npm run bench`, a section; alone: `npm run bench:restart`): how long a
 * supervisor's restart of `npm start` takes to be healthy after `kill -9`, on PGlite with the
 * demo data. The embedded database's folder lock is judged by its holder's liveness
 * (server/src/db/data-dir-lock.ts), so the killed holder's lock must not delay the new start.
 *
 * 1. The launcher (server/life/launch.ts: main API + life service) starts on a fresh DATA_DIR
 *    and seeds the demo users and the plan catalog (not timed); it is then restarted once with
 *    SIGTERM, timed, as the reference of a clean restart.
 * 2. RESTART_ROUNDS times (default 3): SIGKILL to the launcher's whole process group (a crash,
 *    or a supervisor's `KillMode=control-group`: nothing runs its shutdown), then a new launcher
 *    on the same DATA_DIR; time from its spawn until both `/api/health/ready/` and the life
 *    service's `/health/ready` answer 200 (polled every 50 ms). A start refused with "já está em
 *    uso" counts as a failed round. Beside each time, the CPU seconds the new launcher's process
 *    group spent to get there (Linux /proc), which a busy machine inflates far less.
 *
 * Runs the compiled server (build/server/launch.mjs, `npm run build:server`) when it exists, as
 * `npm start` does; else the sources through tsx (their compilation then counts in every figure).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const COMPILED = path.join(ROOT, 'build', 'server', 'launch.mjs');
const ROUNDS = Number(process.env.RESTART_ROUNDS ?? 3);
/** The first start seeds the full catalog: minutes on a busy machine. */
const FIRST_START_LIMIT_MS = 15 * 60_000;
const RESTART_LIMIT_MS = 120_000;

/** What the restart bench measured (milliseconds from the new launcher's spawn to both services ready). */
export interface RestartBenchFigures {
  runtime: 'compiled' | 'tsx';
  afterSigtermMs: number;
  afterKillMs: number[];
  maxAfterKillMs: number;
  /**
   * CPU seconds (user + system) the launcher's process group spent from its spawn to both
   * services ready, per restart after kill -9 (Linux /proc; empty elsewhere): steadier than
   * the wall time on a shared machine.
   */
  afterKillCpuSeconds: number[];
  /** Starts refused because the folder was still "em uso" (must be 0). */
  refusedStarts: number;
}

interface Launched {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
  /** Milliseconds from spawn until both readiness probes answered 200 (rejects if it exits first or after `limitMs`). */
  ready(limitMs: number): Promise<number>;
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system, with the reaped children's) of every live process of the process
 * group `pgid` (Linux /proc), or undefined where there is no /proc.
 */
function groupCpuSeconds(pgid: number): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime cutime cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

function launch(dataDir: string, apiPort: number, lifePort: number): Launched {
  const compiled = existsSync(COMPILED);
  const args = compiled ? [COMPILED] : ['--import', 'tsx', fileURLToPath(new URL('../server/life/launch.ts', import.meta.url))];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LIFE_PORT: String(lifePort),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    LOG_LEVEL: 'warn',
  };
  const spawnedAt = performance.now();
  // Its own process group, so one signal reaches the launcher and both services.
  const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  let finished = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      finished = true;
      resolve();
    }),
  );
  const ok = (url: string) =>
    fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status === 200,
      () => false,
    );
  const ready = async (limitMs: number) => {
    const deadline = spawnedAt + limitMs;
    for (;;) {
      const [api, life] = await Promise.all([ok(`http://127.0.0.1:${apiPort}/api/health/ready/`), ok(`http://127.0.0.1:${lifePort}/health/ready`)]);
      if (api && life) return performance.now() - spawnedAt;
      if (finished) throw new Error(`o launcher terminou antes de ficar pronto:\n${text}`);
      if (performance.now() > deadline) throw new Error(`não ficou pronto em ${limitMs} ms:\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, output: () => text, exited, ready };
}

function signalGroup(launched: Launched, signal: NodeJS.Signals): void {
  try {
    process.kill(-(launched.child.pid ?? 0), signal);
  } catch {
    // Already gone.
  }
}

const IN_USE = /já está em uso/;

/** Runs the measurement (see the module note) and prints its figures. */
export async function runRestartBench(): Promise<RestartBenchFigures> {
  const runtime = existsSync(COMPILED) ? 'compiled' : 'tsx';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-restart-bench-'));
  let current: Launched | undefined;
  try {
    const ports = async () => [await freePort(), await freePort()] as const;
    let [apiPort, lifePort] = await ports();
    current = launch(dataDir, apiPort, lifePort);
    const firstMs = await current.ready(FIRST_START_LIMIT_MS);
    console.log(`primeira partida (demo + catálogo, ${runtime}): ${(firstMs / 1000).toFixed(1)} s`);

    signalGroup(current, 'SIGTERM');
    await current.exited;
    [apiPort, lifePort] = await ports();
    current = launch(dataDir, apiPort, lifePort);
    const afterSigtermMs = await current.ready(RESTART_LIMIT_MS);
    console.log(`reinício depois de SIGTERM: ${Math.round(afterSigtermMs)} ms`);

    const afterKillMs: number[] = [];
    const afterKillCpuSeconds: number[] = [];
    let refusedStarts = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      signalGroup(current, 'SIGKILL');
      await current.exited;
      [apiPort, lifePort] = await ports();
      current = launch(dataDir, apiPort, lifePort);
      try {
        afterKillMs.push(await current.ready(RESTART_LIMIT_MS));
        const cpu = groupCpuSeconds(current.child.pid ?? 0);
        if (cpu !== undefined) afterKillCpuSeconds.push(Math.round(cpu * 100) / 100);
      } catch (error) {
        if (!IN_USE.test(current.output())) throw error;
        refusedStarts += 1;
        afterKillMs.push(Number.POSITIVE_INFINITY);
      }
      const cpu = afterKillCpuSeconds.length === round ? `, CPU ${afterKillCpuSeconds[round - 1]} s` : '';
      console.log(`reinício ${round} depois de kill -9: ${Number.isFinite(afterKillMs[round - 1]) ? `${Math.round(afterKillMs[round - 1] ?? 0)} ms${cpu}` : 'RECUSADO (pasta em uso)'} (carga média ${os.loadavg()[0]?.toFixed(1)})`);
    }
    const maxAfterKillMs = Math.max(...afterKillMs);
    console.log(`pior reinício depois de kill -9: ${Math.round(maxAfterKillMs)} ms (meta ≤ 3000 ms); partidas recusadas: ${refusedStarts}`);
    return { runtime, afterSigtermMs: Math.round(afterSigtermMs), afterKillMs: afterKillMs.map(Math.round), maxAfterKillMs: Math.round(maxAfterKillMs), afterKillCpuSeconds, refusedStarts };
  } finally {
    if (current) {
      signalGroup(current, 'SIGKILL');
      await current.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log('== Reinício depois de kill -9 (PGlite, dados de demonstração) ==');
  runRestartBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
