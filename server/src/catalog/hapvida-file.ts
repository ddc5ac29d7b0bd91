/** Reads the bundled real Hapvida data file (server/data/hapvida-price-tables-2026-06.json). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of the bundled file. */
export const HAPVIDA_FILE_PATH = fileURLToPath(new URL('../../data/hapvida-price-tables-2026-06.json', import.meta.url));

/** The file's JSON, not yet validated (give it to `loadHapvidaCatalog`). */
export function readHapvidaFile(path: string = HAPVIDA_FILE_PATH): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}
