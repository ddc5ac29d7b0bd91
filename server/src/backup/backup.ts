/**
 * Backups of the embedded default (PGlite in `DATA_DIR`): `npm run backup -- FILE` and
 * `npm run restore -- FILE` (backup-cli.ts). With `DATABASE_URL`, use PostgreSQL's own tools
 * (`pg_dump` / `pg_restore`, docs/deploy.md) and copy `DATA_DIR/media`.
 *
 * FILE is a gzipped tar holding:
 * - `cotador-backup.json`: `{format: 1, createdAt, files}`;
 * - `pglite.tar.gz`: PGlite's own dump of its data folder (`dumpDataDir('gzip')`), taken with
 *   the folder locked, so the server cannot be writing (stop it first: one process per folder);
 * - `media/...`: the uploaded files (logos) under `DATA_DIR/media`.
 *
 * Restore goes into a DATA_DIR without a database (`DATA_DIR/pglite` absent or empty): PGlite
 * loads the dump (`loadDataDir`), the media files are written back, and `npm start` serves it.
 * Entry names are checked (no absolute paths, no `..`).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/data-dir-lock';
import { readTar, writeTar, type TarEntry } from './tar';

/** Name of the manifest entry. */
export const MANIFEST = 'cotador-backup.json';
const DATABASE_ENTRY = 'pglite.tar.gz';

/** A backup or restore refused for a reason the operator can fix. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Every file under `dir`, as paths relative to `base` (POSIX separators). */
async function filesUnder(base: string, dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(base, full)));
    else if (entry.isFile()) found.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return found;
}

/**
 * Writes the backup of `dataDir` to `file`.
 * @throws DataDirLockedError while a server holds the folder; BackupError without a database.
 * @returns the number of media files and the size of the database dump, in bytes.
 */
export async function backupDataDir(dataDir: string, file: string, now: Date = new Date()): Promise<{ mediaFiles: number; databaseBytes: number }> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(pgliteDir) || (await readdir(pgliteDir)).length === 0) {
    throw new BackupError(`Nenhum banco embutido em ${pgliteDir} / no embedded database there.`);
  }
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir });
    let dump: Buffer;
    try {
      dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
    const media = await filesUnder(dataDir, path.join(dataDir, 'media'));
    const entries: TarEntry[] = [
      { name: MANIFEST, data: Buffer.from(JSON.stringify({ format: 1, createdAt: now.toISOString(), files: [DATABASE_ENTRY, ...media] }, null, 2)) },
      { name: DATABASE_ENTRY, data: dump },
    ];
    for (const name of media) entries.push({ name, data: await readFile(path.join(dataDir, ...name.split('/'))) });
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, gzipSync(writeTar(entries)));
    return { mediaFiles: media.length, databaseBytes: dump.length };
  } finally {
    await release();
  }
}

/** A safe relative path of a media entry, or null. */
function safeMediaPath(name: string): string | null {
  if (!name.startsWith('media/') || name.includes('\\')) return null;
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  return path.join(...parts);
}

/**
 * Restores `file` into `dataDir`, which must hold no database yet.
 * @throws BackupError for a folder that already has a database or a file that is not a backup.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ mediaFiles: number }> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (existsSync(pgliteDir) && (await readdir(pgliteDir)).length > 0) {
    throw new BackupError(`${pgliteDir} já tem um banco: restaure numa pasta de dados vazia / restore into an empty DATA_DIR.`);
  }
  let entries: TarEntry[];
  try {
    entries = readTar(gunzipSync(await readFile(file)));
  } catch (error) {
    throw new BackupError(`${file} não é um backup do Cotador / not a Cotador backup (${(error as Error).message}).`);
  }
  const manifest = entries.find((entry) => entry.name === MANIFEST);
  const database = entries.find((entry) => entry.name === DATABASE_ENTRY);
  if (!manifest || !database) throw new BackupError(`${file} não é um backup do Cotador / not a Cotador backup.`);
  const release = await lockDataDir(dataDir);
  try {
    await mkdir(pgliteDir, { recursive: true });
    const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([new Uint8Array(database.data)]) });
    await client.close();
    let mediaFiles = 0;
    for (const entry of entries) {
      const relative = entry.name === MANIFEST || entry.name === DATABASE_ENTRY ? null : safeMediaPath(entry.name);
      if (!relative) continue;
      const target = path.join(dataDir, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, entry.data);
      mediaFiles += 1;
    }
    return { mediaFiles };
  } finally {
    await release();
  }
}
