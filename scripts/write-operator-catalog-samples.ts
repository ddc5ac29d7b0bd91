/**
 * Writes the operator catalog templates docs/samples/operadora-modelo.xlsx and
 * docs/samples/operadora-modelo-<seção>.csv from the canonical JSON template
 * docs/samples/operadora-modelo.json, so the three encodings carry the same example
 * (server/test/operator-catalog/read-file.test.ts reads all three and expects one model).
 *
 * Run: npx tsx scripts/write-operator-catalog-samples.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { OPERATOR_CATALOG_COLUMNS, OPERATOR_CATALOG_SECTIONS } from '../src/contract/operator-catalog-file';

const samples = resolve(import.meta.dirname, '../docs/samples');
const json = JSON.parse(readFileSync(resolve(samples, 'operadora-modelo.json'), 'utf8')) as Record<string, unknown>;

function rowsOf(section: string): Record<string, unknown>[] {
  const value = json[section];
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [value as Record<string, unknown>];
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const workbook = new ExcelJS.Workbook();
// A fixed date keeps the XLSX bytes stable across runs.
workbook.created = new Date(Date.UTC(2026, 5, 1));
workbook.modified = workbook.created;
for (const section of OPERATOR_CATALOG_SECTIONS) {
  const columns: readonly string[] = OPERATOR_CATALOG_COLUMNS[section];
  const rows = rowsOf(section);
  const sheet = workbook.addWorksheet(section);
  sheet.addRow([...columns]);
  for (const row of rows) sheet.addRow(columns.map((column) => (row[column] ?? null) as ExcelJS.CellValue));
  sheet.getRow(1).font = { bold: true };
  const lines = [columns.join(';'), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(';'))];
  writeFileSync(resolve(samples, `operadora-modelo-${section}.csv`), `${lines.join('\n')}\n`);
}
await workbook.xlsx.writeFile(resolve(samples, 'operadora-modelo.xlsx'));
console.log(`wrote ${OPERATOR_CATALOG_SECTIONS.length} CSV and 1 XLSX under docs/samples`);
