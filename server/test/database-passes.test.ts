import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_ONLY, POSTGRES_PASS } from './database-passes';

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
  const postgres = POSTGRES_PASS.map(globToRegExp);
  const pgliteOnly = PGLITE_ONLY.map(globToRegExp);

  it('finds the server test files', () => {
    expect(files).toContain('server/test/concurrency/races.test.ts');
    expect(files).toContain('server/life/test/life-api.test.ts');
  });

  it('puts every file in exactly one list, so none leaves the PostgreSQL pass unnoticed', () => {
    const unclassified = files.filter((file) => !postgres.some((re) => re.test(file)) && !pgliteOnly.some((re) => re.test(file)));
    const inBoth = files.filter((file) => postgres.some((re) => re.test(file)) && pgliteOnly.some((re) => re.test(file)));
    expect({ unclassified, inBoth }).toEqual({ unclassified: [], inBoth: [] });
  });

  it('has no pattern that matches no file (a renamed file would leave the pass)', () => {
    const unused = [...POSTGRES_PASS, ...PGLITE_ONLY].filter((glob) => !files.some((file) => globToRegExp(glob).test(file)));
    expect(unused).toEqual([]);
  });

  it('keeps the races, the processes and the repositories on PostgreSQL', () => {
    for (const file of ['server/test/concurrency/races.test.ts', 'server/test/concurrency/processes.test.ts', 'server/test/contract/subscription.contract.test.ts', 'server/test/payments/checkout.test.ts']) {
      expect(postgres.some((re) => re.test(file)), file).toBe(true);
    }
  });
});
