import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsAreCurrent } from '../src/db/migrations-current';
import { openBarePglite } from './pglite-templates';

// A start skips drizzle's migrator when its one-statement check says nothing is pending; the
// check must never say so while drizzle would still apply something (a new migration shipped
// with an update would then be missed), and must say so right after drizzle has run.
let folder: string;
let client: PGlite;
const place = () => ({ migrationsFolder: folder, migrationsSchema: 'migrations_test', migrationsTable: '__drizzle_migrations' });

beforeAll(async () => {
  // A journal as drizzle-kit writes it (two migrations), in a schema of its own.
  folder = await mkdtemp(path.join(os.tmpdir(), 'cotador-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const entries = [
    { idx: 0, version: '7', when: 1795482693096, tag: '0000_first', breakpoints: true },
    { idx: 1, version: '7', when: 1795491756367, tag: '0001_second', breakpoints: true },
  ];
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  await writeFile(path.join(folder, '0000_first.sql'), 'CREATE SCHEMA IF NOT EXISTS "migrations_test";\n--> statement-breakpoint\nCREATE TABLE "migrations_test"."first" ("id" integer);');
  await writeFile(path.join(folder, '0001_second.sql'), 'CREATE TABLE "migrations_test"."second" ("id" integer);');
  client = await openBarePglite();
});
afterAll(async () => {
  await client.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the start-up migrations check', () => {
  it('sends a fresh database to the migrator, then finds it current once migrated', async () => {
    expect(await migrationsAreCurrent(client, place())).toBe(false);
    await migrate(drizzle({ client }), place());
    expect(await migrationsAreCurrent(client, place())).toBe(true);
  });

  it('sends the database to the migrator when the code brings a newer migration, which drizzle then applies', async () => {
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries[journal.entries.length - 1]!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_added_by_test' });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(path.join(folder, '9999_added_by_test.sql'), 'CREATE TABLE "migrations_test"."added_by_test" ("id" integer);');

    expect(await migrationsAreCurrent(client, place())).toBe(false);
    await migrate(drizzle({ client }), place());
    expect((await client.query(`select to_regclass('migrations_test.added_by_test') is not null as present`)).rows).toEqual([{ present: true }]);
    expect(await migrationsAreCurrent(client, place())).toBe(true);
  });

  it('sends the database to the migrator when the journal cannot be read', async () => {
    expect(await migrationsAreCurrent(client, { ...place(), migrationsFolder: path.join(folder, 'nao-existe') })).toBe(false);
  });
});
