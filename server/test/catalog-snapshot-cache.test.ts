/**
 * The catalog snapshot's file cache (use-cases/catalog/catalog-snapshot-cache.ts), as a restart
 * of `npm start` on PGlite uses it: the next start builds the snapshot from the file without
 * reading the catalog; a catalog edit, another database state or a damaged file make it read
 * the database again, so a quote never comes from a stale or torn copy.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../src/db/schema-catalog';
import { findCatalogStamp, readCatalogSnapshotRows } from '../src/modules/catalog/repositories/catalog-snapshot.repository';
import { createCatalogSnapshotCache } from '../src/modules/catalog/use-cases/catalog-snapshot-cache';
import { createCatalogSnapshotSource } from '../src/modules/catalog/use-cases/catalog-snapshot-source';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  dir = await mkdtemp(path.join(os.tmpdir(), 'cotador-snapshot-cache-'));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

/** A snapshot source over the test database and the cache, and where its loads came from. */
function sourceWithCache() {
  const loads: string[] = [];
  const log = { info: (object: object) => void ('from' in object && loads.push(String(object.from))), warn: () => undefined };
  const source = createCatalogSnapshotSource({ db: ctx.db, cache: createCatalogSnapshotCache(dir), log, checkIntervalMs: 0 });
  return { source, loads };
}

const firstPlanName = async () =>
  (await ctx.db.select({ name: plans.name }).from(plans).where(eq(plans.draft, false)).orderBy(asc(plans.id)).limit(1))[0]?.name;

describe('catalog snapshot file cache', () => {
  it('a restart builds the same snapshot from the file, without reading the catalog', async () => {
    const first = sourceWithCache();
    const fromDatabase = await first.source.current();
    expect(first.loads).toEqual(['database']);
    first.source.close();

    const restarted = sourceWithCache();
    const fromFile = await restarted.source.current();
    expect(restarted.loads).toEqual(['cache']);
    expect(fromFile.version).toBe(fromDatabase.version);
    expect(fromFile.planCount).toBe(fromDatabase.planCount);
    expect(fromFile.tableCount).toBe(fromDatabase.tableCount);
    expect([...fromFile.plansByState.keys()]).toEqual([...fromDatabase.plansByState.keys()]);
    restarted.source.close();

    // The rows in the file are exactly those the database answers now.
    const stamp = await findCatalogStamp(ctx.db);
    expect(stamp).toBeDefined();
    expect(await createCatalogSnapshotCache(dir).read(stamp!)).toEqual(await readCatalogSnapshotRows(ctx.db));
  });

  it('after a catalog edit the file is not used: the edit is quoted, and the file is rewritten', async () => {
    const before = await findCatalogStamp(ctx.db);
    await ctx.db.execute(sql`update plans set name = name || ' (editado)' where id = (select min(id) from plans where not draft)`);
    const after = await findCatalogStamp(ctx.db);
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    expect(await createCatalogSnapshotCache(dir).read(after!)).toBeUndefined();

    const restarted = sourceWithCache();
    const snapshot = await restarted.source.current();
    expect(restarted.loads).toEqual(['database']);
    const names = [...snapshot.plansByState.values()].flat().map((entry) => entry.plan.name);
    expect(names).toContain(await firstPlanName());
    restarted.source.close();

    const again = sourceWithCache();
    await again.source.current();
    expect(again.loads).toEqual(['cache']);
    again.source.close();
  });

  it('another database state with the same version number (a restored copy) does not match the file', async () => {
    const stamp = await findCatalogStamp(ctx.db);
    const cache = createCatalogSnapshotCache(dir);
    expect(await cache.read(stamp!)).toBeDefined();
    expect(await cache.read({ version: stamp!.version, identity: `${stamp!.identity}0` })).toBeUndefined();
  });

  it('a damaged or cut file is ignored and the catalog is read from the database', async () => {
    const file = path.join(dir, 'catalog-snapshot.bin');
    const intact = await readFile(file);
    const flipped = Buffer.from(intact);
    flipped[flipped.length - 10] = (flipped[flipped.length - 10] ?? 0) ^ 0xff;
    for (const damaged of [flipped, intact.subarray(0, intact.length - 1000), Buffer.from('lixo')]) {
      await writeFile(file, damaged);
      const restarted = sourceWithCache();
      const snapshot = await restarted.source.current();
      expect(restarted.loads).toEqual(['database']);
      expect(snapshot.planCount).toBeGreaterThan(0);
      restarted.source.close();
    }
    // The database read rewrote a sound file.
    const stamp = await findCatalogStamp(ctx.db);
    expect(await createCatalogSnapshotCache(dir).read(stamp!)).toBeDefined();
  });
});
