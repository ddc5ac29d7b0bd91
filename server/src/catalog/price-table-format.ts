/**
 * The formats of an operator's price-table file (docs/table-import.md), told by the file's
 * name alone: pure, no reader behind it, so the import form's checks
 * (modules/table-updates/use-cases/import-table-form.ts) run wherever the use cases run — the
 * fake back end in the browser included. The readers are price-table-file.ts.
 */

/** Formats the reader accepts. */
export type PriceTableFileFormat = 'csv' | 'xlsx';

/** The format of a file by its name (`.csv` / `.xlsx`, any case), or null. */
export function formatOfFileName(fileName: string): PriceTableFileFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}
