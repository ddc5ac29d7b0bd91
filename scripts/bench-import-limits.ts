/**
 * Measures the operator catalog reader's refusals at its limits: a 100k-row CSV,
 * an XLSX zip bomb (a real deflated sheet of 200 MiB of spaces) and an 11 MiB upload, each
 * read by `readOperatorCatalogUpload` in this process: the time to the refusal and the RSS
 * growth. Prints a Markdown table for docs/table-import.md.
 *
 * Run: npx tsx scripts/bench-import-limits.ts
 */
import { zipWith } from '../server/test/operator-catalog/zip-fixtures';
import { readOperatorCatalogUpload, type UploadedCatalogFile } from '../server/src/catalog/operator-catalog/read-file';

const header = 'plano;vigencia;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+';
const csv = Buffer.from(`${header}\n${'P1;2026-06-01;1;2;3;4;5;6;7;8;9;10\n'.repeat(100_000)}`);
let bomb: Buffer | null = zipWith('xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024, 0x20));
const bombFile = { fileName: 'bomba.xlsx', content: Buffer.from(bomb) };
bomb = null;
const big = Buffer.alloc(11 * 1024 * 1024, 0x20);

const cases: Array<[string, UploadedCatalogFile[]]> = [
  [`CSV de 100.000 linhas (${(csv.length / 1e6).toFixed(1)} MB)`, [{ fileName: 'precos.csv', content: csv }]],
  [`XLSX bomba (${(bombFile.content.length / 1024).toFixed(0)} KiB → 200 MiB declarados)`, [bombFile]],
  ['JSON de 11 MiB', [{ fileName: 'catalogo.json', content: big }]],
];
console.log('| arquivo | recusa | tempo | RSS antes → pico |');
console.log('|---|---|---|---|');
for (const [label, files] of cases) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const start = performance.now();
  const result = await readOperatorCatalogUpload(files);
  const ms = performance.now() - start;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const refusal = result.kind === 'refused' ? result.problems[0] : 'ACEITO (erro)';
  console.log(`| ${label} | ${refusal} | ${ms.toFixed(0)} ms | ${(before / 1e6).toFixed(0)} → ${(peak / 1e6).toFixed(0)} MB (+${((peak - before) / 1e6).toFixed(1)}) |`);
}
