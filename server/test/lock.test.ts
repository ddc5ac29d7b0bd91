import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_NAME, lockDataDir } from '../src/db/data-dir-lock';
import { seedDataDirFromTemplate } from './helpers';

const MESSAGE_START = 'A pasta de dados';
const MESSAGE_PART = 'já está em uso por outro processo do Cotador (PGlite admite um só processo por pasta)';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cotador-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('creates the folder, refuses a second lock with the message, and can be taken again after release', async () => {
    const dataDir = path.join(dir, 'in-process', 'data');
    const release = await lockDataDir(dataDir);
    expect(existsSync(path.join(dataDir, LOCK_NAME))).toBe(true);

    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`${MESSAGE_START} "${dataDir}" ${MESSAGE_PART}`);
    await expect(lockDataDir(dataDir)).rejects.toThrow('Pare o outro processo ou use outro DATA_DIR.');

    await release();
    await release();
    expect(existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
    const again = await lockDataDir(dataDir);
    await again();
  });
});

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `tsx server/src/main.ts` with an embedded database in `dataDir` (no DATABASE_URL). */
function startServer(dataDir: string, port: number): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dataDir, 'no-spa'),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two server processes on one DATA_DIR', () => {
  it('the second exits 1 with the message; the first keeps serving and releases the lock on SIGTERM', async () => {
    const dataDir = path.join(dir, 'two-processes');
    // The run's migrated small-catalog template: the first start then seeds only the demo users,
    // not the full plan catalog (minutes on a busy machine, and not what this test is about).
    await seedDataDirFromTemplate(dataDir);
    const first = startServer(dataDir, await freePort());
    let firstExit: number | null | undefined;
    void first.exited.then((code) => (firstExit = code));
    try {
      // The first start seeds the demo users (and, without a template, creates the database and the
      // full plan catalog: minutes on a busy machine); the wait ends as soon as it is ready.
      await waitFor(() => first.output().includes('Cotador pronto em http://localhost:') || firstExit !== undefined, 280_000, first.output);
      expect(first.output()).toContain('Logins de demonstração (senha: demo1234)');

      const second = startServer(dataDir, await freePort());
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain(`${MESSAGE_START} "${dataDir}" ${MESSAGE_PART}`);

      const port = Number(/localhost:(\d+)/.exec(first.output())?.[1]);
      const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    expect(existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
  }, 300_000);
});
