/**
 * Exclusive lock on a PGlite data folder: PGlite admits one process per folder, and a
 * second process opening it gets no error while one side's writes are silently lost.
 *
 * The lock is the folder `<dataDir>/cotador.lock` holding `owner.json` — the holder's pid,
 * host name, boot id and process start time (from /proc, so a pid reused by another process
 * after a crash is not taken for the holder). It is created complete in one step (a temporary
 * folder renamed into place: rename refuses a non-empty target), so a reader never sees a
 * lock without its owner.
 *
 * A lock is stale — and taken over at once — when its holder no longer lives: on this host
 * (same host name and boot id), when that pid is gone or now belongs to a process started at
 * another time; for a holder on another host (a data folder on shared storage), when its
 * heartbeat (the owner file's modification time, renewed every 10 s) is older than 30 s.
 * So a restart after `kill -9` opens the folder on its first try, while a live holder — in
 * another process or in this one — keeps refusing with {@link DataDirLockedError}.
 *
 * A takeover is serialised by a second, short-lived folder `cotador.lock.takeover` (stale after
 * 10 s), so two processes starting together after a crash cannot both remove the stale lock and
 * one the other's fresh one: the loser is refused like any second process.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Thrown when another process (or another lock in this one) holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `A pasta de dados "${dataDir}" já está em uso por outro processo do Cotador (PGlite admite um só processo por pasta). ` +
        'Pare o outro processo ou use outro DATA_DIR.\n' +
        `The data folder "${dataDir}" is already in use by another Cotador process (PGlite allows one process per folder). ` +
        'Stop the other process or use another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Releases a lock taken by {@link lockDataDir}; safe to call more than once. */
export type ReleaseLock = () => Promise<void>;

/** Name of the lock folder created inside the data folder while it is held. */
export const LOCK_NAME = 'cotador.lock';

/** Name of the owner file inside the lock folder. */
export const OWNER_FILE = 'owner.json';

const TAKEOVER_NAME = `${LOCK_NAME}.takeover`;
const HEARTBEAT_MS = 10_000;
/** A holder on another host whose heartbeat is older than this is taken for dead. */
const REMOTE_STALE_MS = 30_000;
/** A takeover folder older than this was left by a process killed during its takeover. */
const TAKEOVER_STALE_MS = 10_000;

/** Who holds a lock: written in `owner.json`. */
export interface LockOwner {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id (null where there is no /proc). */
  bootId: string | null;
  /** Field 22 of /proc/<pid>/stat: start time in clock ticks since boot (null where there is no /proc). */
  startTime: string | null;
  /** Random per lock: tells this holder's lock from a later one of the same process. */
  token: string;
}

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The start time of process `pid` (clock ticks since boot), or null when unknown. */
export function processStartTime(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses: fields resume after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

/** True when process `pid` exists (signal 0; EPERM means it exists under another user). */
export function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder of a lock still lives, judged from this host.
 * @param owner the lock's owner file (null when unreadable).
 * @param ageMs how long ago the owner file was last renewed.
 */
export function holderIsAlive(owner: LockOwner | null, ageMs: number): boolean {
  // An unreadable owner file: a lock from another version, or one being written by hand;
  // judged by its age like a remote holder.
  if (owner === null || owner.host !== os.hostname()) return ageMs < REMOTE_STALE_MS;
  const boot = bootId();
  if (owner.bootId !== null && boot !== null && owner.bootId !== boot) return false;
  if (!pidExists(owner.pid)) return false;
  const start = processStartTime(owner.pid);
  return owner.startTime === null || start === null || owner.startTime === start;
}

async function readOwner(lockDir: string): Promise<{ owner: LockOwner | null; ageMs: number } | undefined> {
  const file = path.join(lockDir, OWNER_FILE);
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    let owner: LockOwner | null = null;
    try {
      const parsed = JSON.parse(text) as Partial<LockOwner>;
      if (typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.token === 'string') owner = parsed as LockOwner;
    } catch {
      owner = null;
    }
    return { owner, ageMs: Date.now() - info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // No owner file: gone since (released), or a lock folder of another version (empty).
    try {
      const info = await stat(lockDir);
      return { owner: null, ageMs: Date.now() - info.mtimeMs };
    } catch (statError) {
      if ((statError as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw statError;
    }
  }
}

/**
 * Removes a lock folder by first renaming it aside (atomic), so a lock placed by another
 * process right after is never removed half-way.
 */
async function removeLock(dataDir: string, lockDir: string): Promise<void> {
  const aside = path.join(dataDir, `${LOCK_NAME}.old-${randomBytes(6).toString('hex')}`);
  try {
    await rename(lockDir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
}

/** Moves a complete lock folder (owner file inside) into place; false when one is there. */
async function placeLock(dataDir: string, lockDir: string, owner: LockOwner): Promise<boolean> {
  const temporary = await mkdtemp(path.join(dataDir, `${LOCK_NAME}.new-`));
  try {
    await writeFile(path.join(temporary, OWNER_FILE), JSON.stringify(owner));
    await rename(temporary, lockDir);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'EISDIR') return false;
    throw error;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/**
 * Removes `lockDir` if it still holds the stale lock read before; serialised by the takeover
 * folder. `removed`: place the lock now; `retry`: a stale takeover folder was cleared, try
 * again; `refused`: another process is taking over, or the lock changed hands meanwhile.
 */
async function takeOver(dataDir: string, lockDir: string, stale: LockOwner | null): Promise<'removed' | 'retry' | 'refused'> {
  const takeoverDir = path.join(dataDir, TAKEOVER_NAME);
  try {
    await mkdir(takeoverDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const info = await stat(takeoverDir).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs < TAKEOVER_STALE_MS) return 'refused';
    // Left by a process killed during its takeover.
    await rm(takeoverDir, { recursive: true, force: true });
    return 'retry';
  }
  try {
    const now = await readOwner(lockDir);
    if (now === undefined) return 'removed';
    const same = now.owner === null ? stale === null : stale !== null && now.owner.token === stale.token;
    if (!same || holderIsAlive(now.owner, now.ageMs)) return 'refused';
    await removeLock(dataDir, lockDir);
    return 'removed';
  } finally {
    await rm(takeoverDir, { recursive: true, force: true });
  }
}

/**
 * Creates `dataDir` if needed and locks it (lock folder `<dataDir>/cotador.lock`); a lock whose
 * holder no longer lives is taken over at once (see the module comment).
 *
 * @param dataDir absolute path of the data folder.
 * @param onCompromised called if the lock is lost while held — its owner file removed or
 *   replaced by someone else (default: print a warning).
 * @returns a function that releases the lock.
 * @throws DataDirLockedError when a live process (this one included) holds the folder.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    console.warn(`Aviso: a trava da pasta de dados foi perdida / data folder lock lost: ${error.message}`);
  },
): Promise<ReleaseLock> {
  await mkdir(dataDir, { recursive: true });
  const lockDir = path.join(dataDir, LOCK_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    bootId: bootId(),
    startTime: processStartTime(process.pid),
    token: randomBytes(12).toString('hex'),
  };
  // A few attempts: place the lock; if a dead holder has it, take it over and place again.
  let placed = false;
  for (let attempt = 0; attempt < 4 && !placed; attempt += 1) {
    placed = await placeLock(dataDir, lockDir, owner);
    if (placed) break;
    const current = await readOwner(lockDir);
    if (current === undefined) continue; // released meanwhile
    if (holderIsAlive(current.owner, current.ageMs)) throw new DataDirLockedError(dataDir);
    if ((await takeOver(dataDir, lockDir, current.owner)) === 'refused') throw new DataDirLockedError(dataDir);
  }
  if (!placed) throw new DataDirLockedError(dataDir);

  const ownerFile = path.join(lockDir, OWNER_FILE);
  const isOurs = async () => (await readOwner(lockDir))?.owner?.token === owner.token;
  let lost = false;
  const heartbeat = setInterval(() => {
    void (async () => {
      if (lost) return;
      if (await isOurs().catch(() => false)) {
        const now = new Date();
        await utimes(ownerFile, now, now).catch(() => undefined);
      } else {
        lost = true;
        clearInterval(heartbeat);
        onCompromised(new Error(`${lockDir}: owner file removed or replaced`));
      }
    })();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  return async () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    if (!lost && (await isOurs().catch(() => false))) await removeLock(dataDir, lockDir);
  };
}
