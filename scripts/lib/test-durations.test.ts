import { describe, expect, it } from 'vitest';
import { durationTable, fileDurations } from './test-durations';

const ROOT = '/repo';

describe('fileDurations', () => {
  it("reads vitest's report: each file's start→end, paths from the root, slowest first", () => {
    const report = {
      testResults: [
        { name: '/repo/src/domain/a.test.ts', startTime: 1_000, endTime: 1_500, assertionResults: [{}, {}] },
        { name: '/repo/server/test/ops/drain.test.ts', startTime: 2_000, endTime: 202_000, assertionResults: [{}] },
      ],
    };
    expect(fileDurations(report, ROOT)).toEqual([
      { file: 'server/test/ops/drain.test.ts', tests: 1, ms: 200_000 },
      { file: 'src/domain/a.test.ts', tests: 2, ms: 500 },
    ]);
  });

  it("sums Playwright's attempts per spec file across nested describe blocks and projects", () => {
    const report = {
      suites: [
        {
          file: 'life.spec.ts',
          specs: [{ file: 'life.spec.ts', tests: [{ results: [{ duration: 1_000 }] }] }],
          suites: [{ specs: [{ file: 'life.spec.ts', tests: [{ results: [{ duration: 2_000 }, { duration: 500 }] }] }] }],
        },
        { file: 'shell.spec.ts', specs: [{ file: 'shell.spec.ts', tests: [{ results: [{ duration: 4_000 }] }] }] },
      ],
    };
    expect(fileDurations(report, ROOT)).toEqual([
      { file: 'tests/e2e/shell.spec.ts', tests: 1, ms: 4_000 },
      { file: 'tests/e2e/life.spec.ts', tests: 2, ms: 3_500 },
    ]);
  });

  it('refuses anything else', () => {
    expect(() => fileDurations({ files: [] }, ROOT)).toThrow('Relatório desconhecido');
  });
});

describe('durationTable', () => {
  it('lists the top files in seconds and totals every file', () => {
    const table = durationTable(
      [
        { file: 'b.test.ts', tests: 3, ms: 12_345 },
        { file: 'a.test.ts', tests: 1, ms: 655 },
      ],
      1,
    );
    expect(table).toBe(['| file | tests | s |', '|---|---:|---:|', '| b.test.ts | 3 | 12.3 |', '', '2 files, 4 tests, 13.0 s summed over the files.'].join('\n'));
  });
});
