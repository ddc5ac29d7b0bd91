/**
 * Real server processes for the multi-process tests: `server/src/main.ts` (main API) or
 * `server/life/main.ts` (life service) started with `node --import tsx` on the test's
 * throw-away PostgreSQL database, each with its own DATA_DIR and a free port (read from the
 * banner it prints). Output is kept to wait for log lines and to show when a test fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRIES = {
  api: fileURLToPath(new URL('../../src/main.ts', import.meta.url)),
  life: fileURLToPath(new URL('../../life/main.ts', import.meta.url)),
};

/** A started server process. */
export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Its DATA_DIR (a process started with `DATA_DIR` in `env` shares that folder, not removed by dispose). */
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

/**
 * Starts a process and waits until it listens (up to 4 min by default: tests start two at once on a busy 2-core machine).
 * @param env added to a base environment (no SPA, loopback, free ports, fast bcrypt).
 */
export async function startServerProcess(name: string, entry: keyof typeof ENTRIES, env: Record<string, string>, timeoutMs = 240_000): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cotador-proc-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRIES[entry]], {
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

  const waitForOutput = (pattern: RegExp, waitMs = timeoutMs) =>
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

  const banner = entry === 'api' ? /Cotador pronto em http:\/\/localhost:(\d+)/ : /pronto na porta (\d+)/;
  await waitForOutput(banner);
  const port = Number(banner.exec(text)?.[1]);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: env.DATA_DIR ?? dataDir,
    child,
    output: () => text,
    waitForOutput,
    exited,
    async dispose() {
      if (!finished) {
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
