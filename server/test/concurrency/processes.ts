/**
 * Real server processes for the multi-process tests: the main API (`server/src/main.ts`), the
 * life service (`server/life/main.ts`) or `npm start`'s launcher (`server/life/launch.ts`: both
 * in one process), run as `npm start` runs them: the run's compiled bundles
 * (`api.mjs`, `life.mjs`, `launch.mjs`, built once per run by server/test/global-setup.ts)
 * with plain node — or, outside a vitest run that built them, the TypeScript entries through
 * tsx. Each has its own DATA_DIR unless given one. Output is kept to wait for log lines and to show when a test fails. Used by the
 * PostgreSQL tests of this folder (on the test's throw-away database) and by the PGlite ones
 * of the lock and the drain (server/test/lock.test.ts, server/test/ops/drain.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port';

/** A free loopback port (for processes whose port a test must know before they start). */
export { freePort };

const ENTRIES = {
  api: fileURLToPath(new URL('../../src/main.ts', import.meta.url)),
  life: fileURLToPath(new URL('../../life/main.ts', import.meta.url)),
  launcher: fileURLToPath(new URL('../../life/launch.ts', import.meta.url)),
};
const BUNDLES: Record<keyof typeof ENTRIES, string> = { api: 'api.mjs', life: 'life.mjs', launcher: 'launch.mjs' };

/** The node arguments that start `entry`: the run's bundle when there is one, else the source through tsx. */
function commandOf(entry: keyof typeof ENTRIES): string[] {
  const build = inject('serverBuild');
  return build ? [path.join(build, BUNDLES[entry])] : ['--import', 'tsx', ENTRIES[entry]];
}

/** A started server process. */
export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Its DATA_DIR (a process started with `DATA_DIR` in `env` uses that folder, which dispose leaves). */
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves when its output matches `pattern` (rejects when it exits first or after `timeoutMs`). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills it if still running and removes its DATA_DIR. */
  dispose(): Promise<void>;
}

/** Options of {@link spawnServerProcess}. */
export interface SpawnOptions {
  /** Its own process group (signal the whole group with `process.kill(-pid, signal)`), as `npm start` in a terminal. */
  detached?: boolean;
}

/** A process as spawned: its url and port are known once its banner is printed ({@link startServerProcess}). */
export type SpawnedProcess = Omit<ServerProcess, 'url' | 'port'>;

/**
 * Spawns a process without waiting for anything: for a start that is expected to fail, or
 * to wait for other lines than the banner.
 * @param env added to a base environment (no SPA, loopback, free ports, fast bcrypt, no
 *   DATABASE_URL: pass it for PostgreSQL).
 */
export async function spawnServerProcess(name: string, entry: keyof typeof ENTRIES, env: Record<string, string>, options: SpawnOptions = {}): Promise<SpawnedProcess> {
  // A folder of its own unless the test gives one (which the test then owns).
  const ownDataDir = env.DATA_DIR === undefined ? await mkdtemp(path.join(os.tmpdir(), `cotador-proc-${name}-`)) : undefined;
  const dataDir = env.DATA_DIR ?? ownDataDir ?? '';
  const child = spawn(process.execPath, commandOf(entry), {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LIFE_PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'info',
      ...env,
    },
    detached: options.detached ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of [...listeners]) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let finished = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      // Set before the waiters look: a process that failed to start rejects their wait now
      // (they used to wait out their whole timeout, 240 s, in the CI run of stop 25).
      finished = true;
      resolve({ code, signal });
      for (const listener of [...listeners]) listener();
    });
  });

  const waitForOutput = (pattern: RegExp, waitMs = 240_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`${name}: no ${pattern} within ${waitMs} ms. Output:\n${text}`));
      }, waitMs);
      const check = () => {
        if (pattern.test(text)) {
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        } else if (finished) {
          clearTimeout(timer);
          listeners.delete(check);
          reject(new Error(`${name} exited before ${pattern}. Output:\n${text}`));
        }
      };
      listeners.add(check);
      check();
    });

  return {
    name,
    dataDir,
    child,
    output: () => text,
    waitForOutput,
    exited,
    async dispose() {
      if (!finished) {
        child.kill('SIGKILL');
        await exited;
      }
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** The line each entry prints once it listens, with its port. */
const BANNERS: Record<keyof typeof ENTRIES, RegExp> = {
  api: /Cotador pronto em http:\/\/localhost:(\d+)/,
  life: /pronto na porta (\d+)/,
  // The launcher prints both; the main API's port is the one answered.
  launcher: /Cotador pronto em http:\/\/localhost:(\d+)[\s\S]*pronto na porta \d+|pronto na porta \d+[\s\S]*Cotador pronto em http:\/\/localhost:(\d+)/,
};

/**
 * Starts a process and waits until it listens (up to 4 min by default: tests start two at once on a busy 2-core machine).
 * @param env added to a base environment (no SPA, loopback, free ports, fast bcrypt).
 */
export async function startServerProcess(name: string, entry: keyof typeof ENTRIES, env: Record<string, string>, timeoutMs = 240_000, options: SpawnOptions = {}): Promise<ServerProcess> {
  const spawned = await spawnServerProcess(name, entry, env, options);
  const banner = BANNERS[entry];
  await spawned.waitForOutput(banner, timeoutMs);
  const match = banner.exec(spawned.output());
  const port = Number(match?.[1] ?? match?.[2]);
  return { ...spawned, url: `http://127.0.0.1:${port}`, port };
}
