/**
 * Exclusive lock on a PGlite data folder: PGlite admits one process per folder, and a
 * second process opening it gets no error while one side's writes are silently lost.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

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

/**
 * Creates `dataDir` if needed and locks it (lock folder `<dataDir>/cotador.lock`, kept fresh
 * by proper-lockfile; a lock left by a killed process counts as stale after 30 s).
 *
 * @param dataDir absolute path of the data folder.
 * @param onCompromised called if the lock is lost while held (default: print a warning).
 * @returns a function that releases the lock.
 * @throws DataDirLockedError when the folder is already locked.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    console.warn(`Aviso: a trava da pasta de dados foi perdida / data folder lock lost: ${error.message}`);
  },
): Promise<ReleaseLock> {
  await mkdir(dataDir, { recursive: true });
  const lockfilePath = path.join(dataDir, LOCK_NAME);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { lockfilePath, stale: 30_000, update: 10_000, retries: 0, onCompromised });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await release();
  };
}
