/**
 * Repeated statements run as named prepared statements on a PostgreSQL server
 * (server/src/db/prepared-statements.ts): what the server keeps for a connection
 * (`pg_prepared_statements`), what stays unnamed, and that answers and errors are unchanged.
 * PostgreSQL only (vite.config.ts collects this folder with DATABASE_URL).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createStatementNames, prepareRepeatedStatements, statementName } from '../../src/db/prepared-statements';

if (!process.env.DATABASE_URL) throw new Error('prepared-statements.test.ts needs DATABASE_URL (npm run test:server:pg)');
const databaseUrl = process.env.DATABASE_URL;

const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** A pool of ONE connection, so `pg_prepared_statements` shows what that connection holds. */
function onePool(names = createStatementNames()): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  prepareRepeatedStatements(pool, names);
  pools.push(pool);
  return pool;
}

async function preparedOn(pool: pg.Pool): Promise<Array<{ name: string; statement: string }>> {
  const result = await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name');
  return result.rows;
}

describe('named prepared statements on PostgreSQL', () => {
  it('runs a text unnamed the first time and named from the second, with the same answers', async () => {
    const pool = onePool();
    const text = 'select $1::int + 1 as n';
    expect((await pool.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect(await preparedOn(pool)).toEqual([]);
    expect((await pool.query(text, [2])).rows).toEqual([{ n: 3 }]);
    expect((await pool.query(text, [41])).rows).toEqual([{ n: 42 }]);
    expect(await preparedOn(pool)).toEqual([{ name: statementName(text), statement: text }]);
  });

  it("names Drizzle's queries (config and values apart) and keeps their row mode", async () => {
    const pool = onePool();
    const db = drizzle({ client: pool });
    const ask = (id: number) => db.execute(sql`select ${id}::int * 10 as tens`);
    expect((await ask(1)).rows).toEqual([{ tens: 10 }]);
    expect((await ask(2)).rows).toEqual([{ tens: 20 }]);
    expect((await ask(3)).rows).toEqual([{ tens: 30 }]);
    const prepared = await preparedOn(pool);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.statement).toBe('select $1::int * 10 as tens');
  });

  it('leaves texts without parameters and several statements in one text unnamed', async () => {
    const pool = onePool();
    for (let run = 0; run < 3; run += 1) {
      await pool.query('select 1 as one');
      await pool.query('select 1 as a; select 2 as b');
      await pool.query('begin');
      await pool.query('commit');
    }
    expect(await preparedOn(pool)).toEqual([]);
  });

  it('gives the same text the same name in every pool', async () => {
    const first = onePool();
    const second = onePool();
    const text = 'select $1::text as word';
    for (const pool of [first, second]) for (const word of ['a', 'b']) expect((await pool.query(text, [word])).rows).toEqual([{ word }]);
    expect(await preparedOn(first)).toEqual([{ name: statementName(text), statement: text }]);
    expect(await preparedOn(second)).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('keeps answering the same error for a failing statement, and the connection keeps working', async () => {
    const pool = onePool();
    for (let run = 0; run < 4; run += 1) {
      await expect(pool.query('select $1::int / 0 as never', [run])).rejects.toThrow('division by zero');
      expect((await pool.query('select $1::text as still', ['answers'])).rows).toEqual([{ still: 'answers' }]);
    }
  });

  it('names at most `max` texts: later texts run unnamed however often they come', async () => {
    const pool = onePool(createStatementNames(2));
    const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
    for (const text of texts) for (let run = 0; run < 3; run += 1) await pool.query(text, [run]);
    expect((await preparedOn(pool)).map((row) => row.statement).sort()).toEqual(['select $1::int as a', 'select $1::int as b']);
    expect((await pool.query('select $1::int as c', [7])).rows).toEqual([{ c: 7 }]);
  });
});
