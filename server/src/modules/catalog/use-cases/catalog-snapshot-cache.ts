/**
 * A copy on disk of the rows of the last catalog snapshot read, so a restart (after a crash,
 * a deploy, `npm start` again) builds its snapshot without reading the whole catalog through
 * the embedded database: on PGlite that read was the largest share of a second start's CPU
 * (about 3 s of 7 on a 2-core machine; docs/benchmarks.md, "Restart after kill -9").
 *
 * - The file (`<dir>/catalog-snapshot.bin`) holds the rows exactly as the database answered
 *   them (`v8.serialize`: the same structured values, Dates included) behind a header with its
 *   **key** and the SHA-256 of the payload. The snapshot is then built from these rows by the
 *   same `buildCatalogSnapshot` as after a database read: the quote cannot differ.
 * - The key is what makes the copy the database's current catalog, asked of the database at
 *   start ({@link CatalogStamp}): the cluster's `system_identifier` (another database copied
 *   into the folder), the catalog version AND the transaction id that last wrote the version
 *   row (`xmin`: a backup of an older state restored in place, whose version number may
 *   coincide), plus {@link SNAPSHOT_ROWS_FORMAT} (the code's row shape: a new column read
 *   by the snapshot must never be missing from an old file). Any difference: the file is
 *   ignored and the catalog read from the database, as without a cache.
 * - Written after a database read, into a temporary file then renamed over the old one (a
 *   process killed half-way leaves the old file or a stray temporary, never a torn file that
 *   is read); a torn or corrupt file fails its checksum and is ignored. Failures to read or
 *   write are logged and cost only the time the cache would have saved.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import type { CatalogSnapshotRows, CatalogStamp } from '../repositories/catalog-snapshot.repository';

/**
 * The shape of the rows in the file: raise it whenever readCatalogSnapshotRows reads other
 * columns or tables, or returns them otherwise (the key changes: old files are ignored).
 */
export const SNAPSHOT_ROWS_FORMAT = 1;

const FILE_NAME = 'catalog-snapshot.bin';
const MAGIC = 'cotador-catalog-snapshot';

/** The file cache of {@link CatalogSnapshotRows} in one folder. */
export interface CatalogSnapshotCache {
  /** The rows saved for exactly this stamp, or undefined (no file, another key, corrupt). */
  read(stamp: CatalogStamp): Promise<CatalogSnapshotRows | undefined>;
  /** Saves the rows read at this stamp, replacing any older file. */
  write(stamp: CatalogStamp, rows: CatalogSnapshotRows): Promise<void>;
}

const keyOf = (stamp: CatalogStamp) => `${MAGIC}:${SNAPSHOT_ROWS_FORMAT}:${stamp.identity}:${stamp.version}`;
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The cache in `dir` (created on the first write). Layout: one line of JSON
 * (`{ key, sha256, bytes }`), a newline, then the payload of `bytes` bytes.
 */
export function createCatalogSnapshotCache(dir: string): CatalogSnapshotCache {
  const file = path.join(dir, FILE_NAME);
  return {
    async read(stamp) {
      let data: Buffer;
      try {
        data = await readFile(file);
      } catch {
        return undefined;
      }
      const newline = data.indexOf(10);
      if (newline < 0 || newline > 4096) return undefined;
      let header: { key?: unknown; sha256?: unknown; bytes?: unknown };
      try {
        header = JSON.parse(data.subarray(0, newline).toString('utf8')) as typeof header;
      } catch {
        return undefined;
      }
      if (header.key !== keyOf(stamp)) return undefined;
      const payload = data.subarray(newline + 1);
      if (header.bytes !== payload.length || header.sha256 !== sha256(payload)) return undefined;
      const rows = v8.deserialize(payload) as CatalogSnapshotRows;
      return rows.version === stamp.version ? rows : undefined;
    },
    async write(stamp, rows) {
      if (rows.version !== stamp.version) return;
      const payload = v8.serialize(rows);
      const header = Buffer.from(`${JSON.stringify({ key: keyOf(stamp), sha256: sha256(payload), bytes: payload.length })}\n`, 'utf8');
      await mkdir(dir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(temporary, Buffer.concat([header, payload]));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
