import { describe, expect, it } from 'vitest';
import { isWriteStatement } from '../src/db/write-observer';

describe('which statements empty the in-process caches (db/write-observer.ts)', () => {
  it('counts every change to our tables, reads excepted', () => {
    expect(isWriteStatement('update "users" set "roles" = $1 where "users"."id" = $2')).toBe(true);
    expect(isWriteStatement('insert into "accounts" ("payment") values ($1)')).toBe(true);
    expect(isWriteStatement('COMMIT')).toBe(true);
    expect(isWriteStatement('select "id" from "users" where "id" = $1')).toBe(false);
  });

  it("ignores the job queue's idle polls, but not a statement that also names one of our tables", () => {
    const poll = `WITH next as (SELECT id FROM pgboss.job WHERE name = $1 FOR UPDATE SKIP LOCKED)
      UPDATE pgboss.job j SET state = 'active' FROM next WHERE j.id = next.id RETURNING j.id`;
    expect(isWriteStatement(poll)).toBe(false);
    expect(isWriteStatement('WITH j AS (DELETE FROM pgboss.job RETURNING id) UPDATE "users" SET "is_active" = false')).toBe(true);
    expect(isWriteStatement('DELETE FROM pgboss.job USING public.users u WHERE u.id = 1')).toBe(true);
  });
});
