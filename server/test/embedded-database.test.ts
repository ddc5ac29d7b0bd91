/**
 * The embedded database as `npm start` opens it (openPgliteDatabase on a DATA_DIR): its buffer
 * cache is the small one of PGLITE_START_PARAMS, whatever the cluster's postgresql.conf says
 * (initdb writes 128MB there), and data written through it is there after a reopen.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase, PGLITE_SHARED_BUFFERS_MB } from '../src/db/database';
import { seedDataDirFromTemplate } from './helpers';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-embedded-'));
  await seedDataDirFromTemplate(dataDir);
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('openPgliteDatabase on a data folder', () => {
  it('runs with the small buffer cache although the folder asks for 128MB, and keeps what it wrote', async () => {
    const conf = await readFile(path.join(dataDir, 'pglite', 'postgresql.conf'), 'utf8').catch(() => '');
    if (conf) expect(conf).toMatch(/^shared_buffers = 128MB/m);

    const first = await openPgliteDatabase({ dataDir });
    try {
      const client = first.pglite;
      if (!client) throw new Error('a data folder opens PGlite');
      const shown = await client.query<{ shared_buffers: string }>('show shared_buffers');
      expect(shown.rows[0]?.shared_buffers).toBe(`${PGLITE_SHARED_BUFFERS_MB}MB`);
      await client.exec('create table if not exists buffer_probe (n int); insert into buffer_probe values (42)');
    } finally {
      await first.close();
    }

    const second = await openPgliteDatabase({ dataDir });
    try {
      const rows = await second.pglite?.query<{ n: number }>('select n from buffer_probe');
      expect(rows?.rows).toEqual([{ n: 42 }]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
