/**
 * Named prepared statements for the statements a process repeats, on a PostgreSQL server.
 *
 * node-postgres sends every parameterized query as an UNNAMED statement: the server parses,
 * analyses and plans its text again on each run. Measured on a broker's day
 * (`log_min_duration_statement = 0` on the bench's throw-away server, docs/benchmarks.md),
 * parse and bind (bind includes planning) took three quarters of the backend's time per
 * statement, the execution a quarter. The same texts come back all day: the caller's lookup,
 * a login's writes, pg-boss's fetch, a life quotation's steps.
 *
 * {@link prepareRepeatedStatements} names a text the second time its pool sends it (a
 * name derived from the text, so every connection and process gives one text one name);
 * node-postgres then parses it once per connection and later runs only bind and execute, and
 * PostgreSQL keeps its plan (a generic plan once it is no worse than the custom ones:
 * `plan_cache_mode = auto`). Texts seen once (the seed's and imports' bulk inserts, a
 * migration) stay unnamed, and at most {@link MAX_NAMED_TEXTS} texts are ever named, so a
 * text built per call (an `in (…)` list of changing length) cannot grow the server's
 * per-connection statement cache without bound.
 *
 * Only for pools on a real PostgreSQL server: the life service's pool over the embedded
 * database's socket shares one PGlite session between connections, where two connections
 * preparing the same name would collide. Behind a proxy that pools by transaction, use one
 * that keeps prepared statements (PgBouncer ≥ 1.21, `max_prepared_statements`).
 * A statement whose result's columns change under it (a column dropped by a migration of a
 * process started later) fails with PostgreSQL's "cached plan must not change result type";
 * the queries here name their columns, and a migration that drops one needs the processes
 * restarted anyway.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Most distinct texts a process names; later new texts run unnamed. */
export const MAX_NAMED_TEXTS = 1000;

/** Which texts a pool runs named; see {@link createStatementNames}. */
export interface StatementNames {
  /**
   * The name `text` runs under, or undefined while it stays unnamed (seen once so far, or
   * {@link MAX_NAMED_TEXTS} texts already named). Counts the sighting.
   */
  nameFor(text: string): string | undefined;
}

/** A stable statement name for `text`: `c_` and its SHA-1 in base64url (30 bytes; PostgreSQL allows 63). */
export function statementName(text: string): string {
  return `c_${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * The naming rule of one pool: a text is named from its second sighting on, up to `max` texts;
 * texts are counted up to four times that many (one-off texts beyond are not even remembered).
 */
export function createStatementNames(max = MAX_NAMED_TEXTS): StatementNames {
  const seen = new Map<string, { count: number; name?: string }>();
  let named = 0;
  return {
    nameFor(text) {
      let entry = seen.get(text);
      if (!entry) {
        if (seen.size >= max * 4) return undefined;
        entry = { count: 0 };
        seen.set(text, entry);
      }
      entry.count += 1;
      if (entry.name) return entry.name;
      if (entry.count < 2 || named >= max) return undefined;
      named += 1;
      entry.name = statementName(text);
      return entry.name;
    },
  };
}

/** Several statements in one text (a `;` followed by more): the simple protocol only, never named. */
const MANY_STATEMENTS = /;\s*\S/;

/**
 * Makes every client `pool` opens send repeated parameterized statements as named prepared
 * statements (see the module comment). Queries already named, without parameters (`begin`,
 * `commit`, pg-boss's migration scripts) or with several statements pass unchanged; results and
 * errors are node-postgres's own.
 */
export function prepareRepeatedStatements(pool: pg.Pool, names: StatementNames = createStatementNames()): void {
  pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second, ...rest] = args;
      if (typeof first === 'string' && Array.isArray(second)) {
        const name = MANY_STATEMENTS.test(first) ? undefined : names.nameFor(first);
        return name ? query({ name, text: first, values: second }, ...rest) : query(...args);
      }
      if (first && typeof first === 'object' && !('submit' in first)) {
        // Drizzle passes the values beside the config (`query(config, values)`), pg-pool adds a callback.
        const config = first as pg.QueryConfig;
        const values = Array.isArray(config.values) ? config.values : second;
        if (typeof config.text === 'string' && Array.isArray(values) && !config.name && !MANY_STATEMENTS.test(config.text)) {
          const name = names.nameFor(config.text);
          if (name) return query({ ...config, name }, ...args.slice(1));
        }
      }
      return query(...args);
    };
  });
}
