import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_NAME, lockDataDir, OWNER_FILE, processStartTime } from '../src/db/data-dir-lock';
import { freePort, spawnServerProcess, type SpawnedProcess } from './concurrency/processes';
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

/** A child process holding the lock of `dataDir` until killed; resolves once it holds it. */
async function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const script = "import('./server/src/db/data-dir-lock.ts').then((m) => m.lockDataDir(process.argv[1])).then(() => { console.log('locked'); setInterval(() => undefined, 60_000); })";
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dataDir], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => (chunk.toString().includes('locked') ? resolve() : undefined));
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${String(code)}`)));
  });
  return child;
}

describe('a lock whose holder died', () => {
  it('is taken on the first try right after its holder was killed with SIGKILL, never while it lives', async () => {
    const dataDir = path.join(dir, 'killed-holder', 'data');
    const holder = await holdLockInChild(dataDir);
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_NAME, OWNER_FILE), 'utf8')) as { pid: number; host: string };
    expect(owner).toMatchObject({ pid: holder.pid, host: os.hostname() });
    await expect(lockDataDir(dataDir)).rejects.toThrow(`${MESSAGE_START} "${dataDir}" ${MESSAGE_PART}`);

    const gone = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await gone;
    const release = await lockDataDir(dataDir);
    // ... and now this process is the live holder: refused again.
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    expect(existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
  }, 120_000);

  it('is stale when its pid now belongs to a process started at another time (pid reused)', async () => {
    const dataDir = path.join(dir, 'reused-pid', 'data');
    const release = await lockDataDir(dataDir, () => undefined);
    // Rewrite the owner as if this process's pid had belonged to an earlier, dead holder.
    const file = path.join(dataDir, LOCK_NAME, OWNER_FILE);
    const owner = JSON.parse(readFileSync(file, 'utf8')) as { startTime: string | null; token: string };
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    writeFileSync(file, JSON.stringify({ ...owner, startTime: '1', token: 'earlier-holder' }));
    const again = await lockDataDir(dataDir);
    await again();
    await release();
  });

  it('from another host is judged by its heartbeat: refused while fresh', async () => {
    const dataDir = path.join(dir, 'other-host', 'data');
    const release = await lockDataDir(dataDir, () => undefined);
    const file = path.join(dataDir, LOCK_NAME, OWNER_FILE);
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...owner, host: `not-${os.hostname()}`, pid: 1, token: 'remote' }));
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });
});

/** Starts `server/src/main.ts` with an embedded database in `dataDir` (no DATABASE_URL). */
const startServer = async (dataDir: string) => spawnServerProcess('lock', 'api', { DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'warn' });
/** Resolves once `server` listens (the first start seeds the demo users: slow on a busy machine). */
const ready = (server: SpawnedProcess) => server.waitForOutput(/Cotador pronto em http:\/\/localhost:/, 280_000);

// One story, so that only two servers start up to readiness (each start copies the folder,
// opens PGlite and seeds the demo users: the costly part of this file): a second live start is
// refused, the first one killed with SIGKILL is replaced on the first try, the replacement holds
// the lock in turn, and SIGTERM releases it.
describe('server processes on one DATA_DIR', () => {
  it('a second exits 1 with the message while the first serves; after SIGKILL a new one starts on the first try and is the live holder; SIGTERM releases the lock', async () => {
    const dataDir = path.join(dir, 'two-processes');
    // The run's migrated small-catalog template: the first start then seeds only the demo users,
    // not the full plan catalog (minutes on a busy machine, and not what this test is about).
    await seedDataDirFromTemplate(dataDir);
    const killed = await startServer(dataDir);
    try {
      // The wait ends as soon as it is ready.
      await ready(killed);
      expect(killed.output()).toContain('Logins de demonstração (senha: demo1234)');

      const second = await startServer(dataDir);
      expect((await second.exited).code).toBe(1);
      expect(second.output()).toContain(`${MESSAGE_START} "${dataDir}" ${MESSAGE_PART}`);

      // The first keeps serving after the refused start.
      const port = Number(/localhost:(\d+)/.exec(killed.output())?.[1]);
      const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      killed.child.kill('SIGKILL');
      await killed.exited;
    }
    expect(existsSync(path.join(dataDir, LOCK_NAME))).toBe(true); // left behind by the killed one

    // The first start after the crash opens the folder: no "em uso" refusal, no retry.
    const next = await startServer(dataDir);
    try {
      await ready(next);
      expect(next.output()).not.toContain(MESSAGE_START);
      expect(next.output()).toContain('Cotador pronto em http://localhost:');
      const port = Number(/localhost:(\d+)/.exec(next.output())?.[1]);
      expect((await fetch(`http://127.0.0.1:${port}/api/health/`)).status).toBe(200);

      // The replacement holds the lock in turn: another live start is refused again.
      const refused = await startServer(dataDir);
      expect((await refused.exited).code).toBe(1);
      expect(refused.output()).toContain(`${MESSAGE_START} "${dataDir}" ${MESSAGE_PART}`);
    } finally {
      next.child.kill('SIGTERM');
      expect((await next.exited).code).toBe(0);
    }
    expect(existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
  }, 600_000);
});
