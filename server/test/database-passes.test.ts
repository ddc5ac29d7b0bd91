import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_DATABASES, PGLITE_ONLY, PGLITE_PASS, POSTGRES_ONLY, POSTGRES_PASS } from './database-passes';

/** The globs of database-passes.ts as regular expressions (`**\/` any folders, `*` within a name). */
function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*\*\//g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '(?:.*/)?')}$`);
}

/** Every server test file, relative to the repository root with '/' separators. */
function serverTestFiles(): string[] {
  const root = path.resolve(import.meta.dirname, '../..');
  return ['server/test', 'server/life/test'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.test.ts')),
  );
}

describe('which database each server test file runs on (database-passes.ts)', () => {
  const files = serverTestFiles();
  const lists = { BOTH_DATABASES, POSTGRES_ONLY, PGLITE_ONLY };
  const matches = (globs: readonly string[], file: string) => globs.some((glob) => globToRegExp(glob).test(file));
  const postgres = POSTGRES_PASS.map(globToRegExp);

  it('finds the server test files', () => {
    expect(files).toContain('server/test/concurrency/races.test.ts');
    expect(files).toContain('server/life/test/life-api.test.ts');
  });

  it('puts every file in exactly one list, so none leaves both passes unnoticed', () => {
    const wrong = files
      .map((file) => ({ file, in: Object.entries(lists).filter(([, globs]) => matches(globs, file)).map(([name]) => name) }))
      .filter((entry) => entry.in.length !== 1);
    expect(wrong).toEqual([]);
  });

  it('has no pattern that matches no file (a renamed file would leave the pass)', () => {
    const unused = [...BOTH_DATABASES, ...POSTGRES_ONLY, ...PGLITE_ONLY].filter((glob) => !files.some((file) => globToRegExp(glob).test(file)));
    expect(unused).toEqual([]);
  });

  it('runs each file on PostgreSQL, on PGlite or on both, as its list says', () => {
    expect(matches(POSTGRES_PASS, 'server/test/concurrency/races.test.ts')).toBe(true);
    expect(matches(PGLITE_PASS, 'server/test/concurrency/races.test.ts')).toBe(false);
    expect(matches(PGLITE_PASS, 'server/test/security/fuzz.test.ts')).toBe(true);
    expect(matches(POSTGRES_PASS, 'server/test/security/fuzz.test.ts')).toBe(false);
    for (const file of ['server/test/contract/subscription.contract.test.ts', 'server/test/ops/drain.test.ts']) {
      expect([matches(POSTGRES_PASS, file), matches(PGLITE_PASS, file)], file).toEqual([true, true]);
    }
  });

  it('keeps the races, the processes and the repositories on PostgreSQL', () => {
    for (const file of ['server/test/concurrency/races.test.ts', 'server/test/concurrency/processes.test.ts', 'server/test/contract/subscription.contract.test.ts', 'server/test/payments/checkout.test.ts']) {
      expect(postgres.some((re) => re.test(file)), file).toBe(true);
    }
  });
});
