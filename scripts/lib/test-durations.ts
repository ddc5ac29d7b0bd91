/**
 * Reads the JSON reports of a test run (vitest's `json` reporter, Playwright's `json` reporter)
 * and sums the time per test file, so docs/testing.md's figures come from a run instead of
 * being typed (scripts/test-durations.ts prints them).
 */

/** One test file's time in a report. */
export interface FileDuration {
  /** Path from the repository root, e.g. `server/test/ops/drain.test.ts`. */
  file: string;
  /** Tests in the file (every status). */
  tests: number;
  /** Wall time of the file in milliseconds: vitest's start→end of the file; Playwright's sum of its tests' attempts. */
  ms: number;
}

/** The parts of vitest's JSON report read here (`vitest run --reporter=json`). */
interface VitestReport {
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}

/** The parts of Playwright's JSON report read here (`reporter: [['json', …]]`). */
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ file: string; tests: Array<{ results: Array<{ duration: number }> }> }>;
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

/** `absolute` relative to `root` when it is under it (vitest writes absolute paths). */
function relativeTo(root: string, absolute: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return absolute.startsWith(prefix) ? absolute.slice(prefix.length) : absolute;
}

/**
 * Time per file of a vitest or Playwright JSON report, slowest first.
 * @param report the parsed JSON.
 * @param root the repository root (to shorten vitest's absolute paths); Playwright's paths are
 *   relative to its `testDir` and are prefixed with `testDir` when given.
 * @throws Error when the object is neither report.
 */
export function fileDurations(report: unknown, root: string, playwrightTestDir = 'tests/e2e'): FileDuration[] {
  const files = new Map<string, FileDuration>();
  const add = (file: string, tests: number, ms: number) => {
    const entry = files.get(file) ?? { file, tests: 0, ms: 0 };
    entry.tests += tests;
    entry.ms += ms;
    files.set(file, entry);
  };
  if (typeof report === 'object' && report !== null && Array.isArray((report as VitestReport).testResults)) {
    for (const result of (report as VitestReport).testResults) add(relativeTo(root, result.name), result.assertionResults.length, Math.max(0, result.endTime - result.startTime));
  } else if (typeof report === 'object' && report !== null && Array.isArray((report as PlaywrightReport).suites)) {
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) add(`${playwrightTestDir}/${spec.file}`, 1, test.results.reduce((sum, result) => sum + result.duration, 0));
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of (report as PlaywrightReport).suites) walk(suite);
  } else {
    throw new Error('Relatório desconhecido: nem o JSON do vitest (testResults) nem o do Playwright (suites) / unknown report');
  }
  return [...files.values()].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
}

/**
 * A Markdown table of the `top` slowest files, then the totals: files, tests, and the sum of
 * the files' times (more than the wall time when files run side by side).
 */
export function durationTable(durations: readonly FileDuration[], top: number): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const total = durations.reduce((sum, entry) => sum + entry.ms, 0);
  const tests = durations.reduce((sum, entry) => sum + entry.tests, 0);
  const lines = ['| file | tests | s |', '|---|---:|---:|'];
  for (const entry of durations.slice(0, top)) lines.push(`| ${entry.file} | ${entry.tests} | ${seconds(entry.ms)} |`);
  lines.push('', `${durations.length} files, ${tests} tests, ${seconds(total)} s summed over the files.`);
  return lines.join('\n');
}
