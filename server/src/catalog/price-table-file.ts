/**
 * Reading an operator's price-table file (docs/table-import.md): CSV (csv-parse)
 * or XLSX (exceljs, first worksheet). One header row, then one row per plan:
 *
 *   plano_id ; plano (optional, for people) ; 0-18 ; 19-23 ; … ; 59+
 *
 * Columns separated by `;` (Excel in pt-BR) or `,` (then prices with a decimal comma must be
 * quoted), chosen by the header line. Prices in reais as the operators write them: `1.234,56`, `1234,56`, `1234.56`, `R$ 1.234,56`,
 * or a number cell in XLSX; at most 2 decimals. Each problem is reported with its row (1 =
 * header) and column (A, B, …), e.g. "Linha 3, coluna D (24-28): \"abc\" não é um preço.":
 * a missing bracket column, a blank or non-numeric or non-positive price, a plan id that is
 * not a number, a plan listed twice. Pure (no database): which plans exist is checked by the
 * import use case.
 */
import { parse } from 'csv-parse/sync';
// exceljs is loaded on the first XLSX read, not at start: it is large (about a tenth of the
// API's start-up CPU and several MiB of heap) and only the catalog imports need it.
import type ExcelJS from 'exceljs';
import { AGE_BRACKETS } from '../../../src/domain/quotation';
import type { PriceTableFileFormat } from './price-table-format';

export { formatOfFileName, type PriceTableFileFormat } from './price-table-format';

/** One plan row of the file. */
export interface PriceTableFileRow {
  /** Row number in the file (1 = header). */
  readonly row: number;
  readonly planId: number;
  /** Column letter of `plano_id` (for the caller's messages). */
  readonly planColumn: string;
  /** 10 prices, integer cents, brackets 0-18 … 59+. */
  readonly pricesCents: readonly number[];
}

/** Result of {@link readPriceTableFile}. */
export type PriceTableFileResult = { kind: 'ok'; rows: PriceTableFileRow[] } | { kind: 'refused'; problems: string[] };

/** Header of the plan id column. */
export const PLAN_ID_HEADER = 'plano_id';
/** Optional header of the plan name column (ignored by the import, kept for people). */
export const PLAN_NAME_HEADER = 'plano';

type Cell = string | number | null;
interface GridRow {
  readonly row: number;
  readonly cells: readonly Cell[];
}

/** The spreadsheet column letter of a 0-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const THOUSANDS = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const COMMA_DECIMAL = /^\d+(,\d{1,2})?$/;
const DOT_DECIMAL = /^\d+(\.\d{1,2})?$/;

/** Integer cents of a price cell, or null when it is not a price in reais with ≤ 2 decimals. */
export function parsePriceCents(cell: Cell): number | null {
  if (typeof cell === 'number') {
    const cents = Math.round(cell * 100);
    return Number.isFinite(cell) && Math.abs(cell * 100 - cents) < 1e-6 ? cents : null;
  }
  if (cell === null) return null;
  const text = cell.replace(/^R\$\s*/i, '').trim();
  let normalized: string | null = null;
  if (THOUSANDS.test(text)) normalized = text.replace(/\./g, '').replace(',', '.');
  else if (COMMA_DECIMAL.test(text)) normalized = text.replace(',', '.');
  else if (DOT_DECIMAL.test(text)) normalized = text;
  if (normalized === null) return null;
  const [reais = '0', decimals = ''] = normalized.split('.');
  return Number(reais) * 100 + Number(decimals.padEnd(2, '0'));
}

function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

function cellText(cell: Cell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** The CSV delimiter: `;` (Excel in pt-BR, prices with a decimal comma) when the first line has one, else `,`. */
function csvDelimiter(content: Buffer): ';' | ',' {
  const firstLine = content.subarray(0, Math.min(content.length, 4096)).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  return firstLine.includes(';') ? ';' : ',';
}

function csvGrid(content: Buffer): GridRow[] | string {
  try {
    const records = parse(content, {
      bom: true,
      delimiter: csvDelimiter(content),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return records.map(({ record, info }) => ({ row: info.lines, cells: record.map((value) => (value === '' ? null : value)) }));
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    return `Arquivo CSV ilegível${lines ? ` (linha ${lines})` : ''}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return xlsxCell(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

async function xlsxGrid(content: Buffer): Promise<GridRow[] | string> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return 'Arquivo XLSX ilegível: salve a planilha como pasta de trabalho do Excel (.xlsx).';
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return 'A planilha não tem nenhuma aba.';
  const rows: GridRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    // exceljs' row.values is 1-based (index 0 unused).
    const cells = values.slice(1).map(xlsxCell);
    if (cells.some((cell) => !isBlank(cell))) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** Reads the plan rows of a table file, or every problem found (with row and column). */
export async function readPriceTableFile(content: Buffer, format: PriceTableFileFormat): Promise<PriceTableFileResult> {
  const grid = format === 'csv' ? csvGrid(content) : await xlsxGrid(content);
  if (typeof grid === 'string') return { kind: 'refused', problems: [grid] };
  const [header, ...body] = grid;
  if (!header) return { kind: 'refused', problems: ['O arquivo está vazio: falta a linha de cabeçalho.'] };

  const headers = header.cells.map((cell) => cellText(cell).toLowerCase());
  const problems: string[] = [];
  const planIndex = headers.indexOf(PLAN_ID_HEADER);
  if (planIndex < 0) problems.push(`Linha ${header.row}: falta a coluna "${PLAN_ID_HEADER}" no cabeçalho.`);
  const bracketIndexes = AGE_BRACKETS.map((bracket) => headers.indexOf(bracket.label));
  AGE_BRACKETS.forEach((bracket, index) => {
    if (bracketIndexes[index] === -1) problems.push(`Linha ${header.row}: falta a coluna da faixa ${bracket.label} no cabeçalho.`);
  });
  if (problems.length > 0) return { kind: 'refused', problems };
  if (body.length === 0) return { kind: 'refused', problems: [`O arquivo não tem nenhum plano depois do cabeçalho (linha ${header.row}).`] };

  const planColumn = columnLetter(planIndex);
  const rows: PriceTableFileRow[] = [];
  const firstRowOfPlan = new Map<number, number>();
  for (const line of body) {
    const where = (index: number, label: string) => `Linha ${line.row}, coluna ${columnLetter(index)} (${label})`;
    const rawPlan = line.cells[planIndex] ?? null;
    const planText = cellText(rawPlan);
    let planId: number | null = null;
    if (planText === '') problems.push(`${where(planIndex, PLAN_ID_HEADER)}: informe o número do plano.`);
    else if (!/^\d{1,10}$/.test(planText) || Number(planText) < 1 || Number(planText) > 2_147_483_647) {
      problems.push(`${where(planIndex, PLAN_ID_HEADER)}: "${planText}" não é um número de plano.`);
    } else {
      planId = Number(planText);
      const first = firstRowOfPlan.get(planId);
      if (first !== undefined) problems.push(`${where(planIndex, PLAN_ID_HEADER)}: o plano ${planId} já está na linha ${first}.`);
      else firstRowOfPlan.set(planId, line.row);
    }
    const prices: number[] = [];
    AGE_BRACKETS.forEach((bracket, index) => {
      const column = bracketIndexes[index] ?? 0;
      const cell = line.cells[column] ?? null;
      if (isBlank(cell)) {
        problems.push(`${where(column, bracket.label)}: falta o preço da faixa.`);
        return;
      }
      const cents = parsePriceCents(cell);
      if (cents === null) problems.push(`${where(column, bracket.label)}: "${cellText(cell)}" não é um preço (use 1234,56).`);
      else if (cents <= 0) problems.push(`${where(column, bracket.label)}: o preço deve ser maior que zero.`);
      else prices.push(cents);
    });
    if (planId !== null && prices.length === AGE_BRACKETS.length) rows.push({ row: line.row, planId, planColumn, pricesCents: prices });
  }
  return problems.length > 0 ? { kind: 'refused', problems } : { kind: 'ok', rows };
}
