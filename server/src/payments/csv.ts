/**
 * CSV for spreadsheets used in Brazil (Excel, LibreOffice, Google Sheets in pt-BR):
 * UTF-8 with a byte-order mark (so Excel reads the accents), `;` between fields (the comma
 * is the decimal separator), CRLF between lines (RFC 4180).
 *
 * Escaping (RFC 4180): a field holding `;`, `"`, CR or LF is enclosed in double quotes, with
 * its quotes doubled. Formula injection (OWASP "CSV Injection"): a text cell starting with
 * `=`, `+`, `-`, `@`, a tab or a CR would run as a formula when opened, so it gets a leading
 * apostrophe (`'=HYPERLINK(…)`), which the spreadsheet shows as text. Numbers passed as
 * numbers are written as they are (a negative amount stays a number).
 */

/** The byte-order mark that starts the file. */
export const UTF8_BOM = '\uFEFF';
/** Field separator. */
export const CSV_SEPARATOR = ';';

/** A cell: text (escaped, neutralised), a number (written as is), or empty. */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as written in the file. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
  return UTF8_BOM + line(header) + rows.map(line).join('');
}

/**
 * Integer cents as a pt-BR decimal without thousands separators: 123456 → "1234,56",
 * 5 → "0,05" (what a spreadsheet in pt-BR reads as a number).
 */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
