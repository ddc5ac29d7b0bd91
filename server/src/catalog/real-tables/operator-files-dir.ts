/** Reads the bundled operator files of the shipped catalog (server/data/operator-files/*.json). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the folder the generator writes (scripts/real-tables-to-operator-files.ts). */
export const OPERATOR_FILES_DIR = fileURLToPath(new URL('../../../data/operator-files/', import.meta.url));

/** Every `*.json` of `dir`, in name order, parsed but not validated (operator catalog files in the JSON form: the seed parses and imports them). */
export function readOperatorFiles(dir: string = OPERATOR_FILES_DIR): { name: string; json: unknown }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, json: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown }));
}
