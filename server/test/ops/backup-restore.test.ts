/**
 * Backup → restore round trip of the embedded default (server/src/backup/backup.ts): a
 * DATA_DIR with users, a saved quotation, the catalog and an uploaded logo is backed up,
 * restored into a fresh DATA_DIR, and the restored one has the same users, quotations,
 * catalog and logo. A folder that already has a database is refused, and so is a file
 * that is not a backup.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, BackupError, restoreDataDir } from '../../src/backup/backup';
import { buildCatalog } from '../../src/catalog';
import { seedCatalog } from '../../src/catalog-seed';
import { openPgliteDatabase, type Database } from '../../src/db/database';
import { plans, quotations, users } from '../../src/db/schema';
import { seedDemoData } from '../../src/seed';
import { TINY_PNG } from '../accounts/support';
import { seedDataDirFromTemplate } from '../helpers';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cotador-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function snapshot(db: Database) {
  return {
    users: (await db.select({ username: users.username, email: users.email, passwordHash: users.passwordHash }).from(users).orderBy(asc(users.username))),
    quotations: await db.select({ code: quotations.code, data: quotations.data }).from(quotations).orderBy(asc(quotations.id)),
    plans: (await db.select({ n: count() }).from(plans))[0]?.n,
  };
}

describe('npm run backup / npm run restore', () => {
  it('restores the same users, quotations, catalog and logos into a fresh DATA_DIR', async () => {
    const source = path.join(root, 'source');
    // The run's migrated small-catalog template when there is one (a copy, not a second seed).
    const fromTemplate = await seedDataDirFromTemplate(source);
    const handle = await openPgliteDatabase({ dataDir: source });
    await handle.migrate();
    await seedDemoData(handle.db, { bcryptRounds: 4 });
    if (!fromTemplate) await seedCatalog(handle.db, { scale: 'small', built: buildCatalog({ scale: 'small' }) });
    await handle.db.insert(quotations).values({ code: randomUUID(), accountId: 1, createdBy: 1, data: { plans: [{ id: 1, total_cents: 12345 }] }, createdAt: new Date() });
    const before = await snapshot(handle.db);
    await handle.close();
    await mkdir(path.join(source, 'media', 'logos'), { recursive: true });
    await writeFile(path.join(source, 'media', 'logos', 'abc123.png'), TINY_PNG);

    const file = path.join(root, 'cotador.backup');
    expect(await backupDataDir(source, file)).toMatchObject({ mediaFiles: 1 });

    const target = path.join(root, 'target');
    expect(await restoreDataDir(file, target)).toEqual({ mediaFiles: 1 });
    expect(await readFile(path.join(target, 'media', 'logos', 'abc123.png'))).toEqual(TINY_PNG);
    const restored = await openPgliteDatabase({ dataDir: target });
    try {
      const after = await snapshot(restored.db);
      expect(after).toEqual(before);
      expect(after.users.map((user) => user.username)).toContain('corretor');
      expect(after.quotations).toHaveLength(1);
      expect(after.plans).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }

    // Not over a database, and not from a file that is not a backup.
    await expect(restoreDataDir(file, target)).rejects.toBeInstanceOf(BackupError);
    const junk = path.join(root, 'junk.bin');
    await writeFile(junk, 'não sou um backup');
    await expect(restoreDataDir(junk, path.join(root, 'other'))).rejects.toBeInstanceOf(BackupError);
    expect(existsSync(path.join(root, 'other', 'pglite'))).toBe(false);
    // Two PGlite folders opened, seeded and dumped: slow on a busy machine.
  }, 400_000);
});
