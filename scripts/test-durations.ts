/**
 * Prints the slowest test files of a run from its JSON reports (rules in
 * scripts/lib/test-durations.ts): `npm test` writes them to `.tmp/test-reports/`
 * (vitest.json, vitest-postgres.json; Playwright's e2e.json).
 *
 *   tsx scripts/test-durations.ts [report.json ...] [--top N]
 *
 * Without files: every report in `.tmp/test-reports/`. One Markdown table per report.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { durationTable, fileDurations } from './lib/test-durations';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
if (!Number.isInteger(top) || top < 1) {
  console.error('--top: um número inteiro positivo / a positive integer');
  process.exit(2);
}
const given = args.filter((_, index) => index !== topAt && index !== topAt + 1);
const reportsDir = path.join(root, '.tmp/test-reports');
const files = given.length > 0 ? given : existsSync(reportsDir) ? readdirSync(reportsDir).filter((name) => name.endsWith('.json')).map((name) => path.join(reportsDir, name)) : [];
if (files.length === 0) {
  console.error('Nenhum relatório: rode npm test, ou passe os arquivos JSON / no report: run npm test, or pass the JSON files');
  process.exit(1);
}
for (const file of files) {
  const durations = fileDurations(JSON.parse(readFileSync(file, 'utf8')), root);
  console.log(`### ${path.relative(root, path.resolve(file))} (${statSync(file).mtime.toISOString()})\n\n${durationTable(durations, top)}\n`);
}
