/**
 * Reading an operator catalog upload (docs/operator-catalog-file.md) in any of its three
 * encodings — one JSON file, one XLSX workbook (a sheet per section), or one CSV per section
 * — into the ONE model of src/contract/operator-catalog-file.ts, or the problems found,
 * each with its place: section (sheet / CSV file), row and column.
 *
 * Bounded (OPERATOR_CATALOG_LIMITS), refusing before reading past a limit:
 * - the upload's bytes (all files) > 10 MiB: refused without parsing;
 * - an XLSX whose zip central directory declares > 100 MiB uncompressed: refused before
 *   anything is inflated (zip-directory.ts);
 * - > 50,000 data rows: the CSV parser stops at the first row past the limit (`to_line`),
 *   the XLSX and JSON counts are checked right after the (size-bounded) read;
 * - at most 100 problems are kept, with the total count.
 *
 * Pure (no database): what needs the catalog is import-operator-catalog.ts.
 */
import { parse } from 'csv-parse/sync';
// exceljs is loaded on the first XLSX read, not at start: it is large (about a tenth of the
// API's start-up CPU and several MiB of heap) and only the catalog imports need it.
import type ExcelJS from 'exceljs';
import {
  checkOperatorCatalogReferences,
  OPERATOR_CATALOG_COLUMNS,
  OPERATOR_CATALOG_LIMITS,
  OPERATOR_CATALOG_SECTIONS,
  operatorCatalogFileSchema,
  type OperatorCatalogFile,
  type OperatorCatalogFileProblem,
  type OperatorCatalogSection,
} from '../../../../src/contract/operator-catalog-file';
import { columnLetter } from '../price-table-file';
import { zipDeclaredSize } from './zip-directory';

/** One uploaded file. */
export interface UploadedCatalogFile {
  readonly fileName: string;
  readonly content: Buffer;
}

/** The encoding of an upload. */
export type CatalogFileEncoding = 'json' | 'xlsx' | 'csv';

/** Result of {@link readOperatorCatalogUpload}. */
export type ReadCatalogResult =
  | { readonly kind: 'ok'; readonly file: OperatorCatalogFile; readonly encoding: CatalogFileEncoding; readonly places: CatalogPlaces }
  | { readonly kind: 'refused'; readonly problems: readonly string[]; readonly total: number };

/** Where each row of each section is in the upload (for later messages: diff, RN 563, catalog checks). */
export interface CatalogPlaces {
  /** "Aba planos, linha 7" / "planos.csv, linha 7" / "planos[6]" of a row (0-based index in its section). */
  rowPlace(section: OperatorCatalogSection, index: number): string;
  /** The same with the column: "Aba planos, linha 7, coluna D (area)". */
  cellPlace(section: OperatorCatalogSection, index: number | null, column: string | null): string;
}

type Cell = string | number | boolean | null;
interface SheetRows {
  /** Where the section came from: "Aba planos" or "amil-planos.csv". */
  readonly label: string;
  readonly columns: readonly string[];
  /** Row number of each record in the file (1 = header). */
  readonly rowNumbers: number[];
  readonly records: Record<string, Cell>[];
}

/** Collects problems: the first 100 listed, all counted. */
class Problems {
  readonly listed: string[] = [];
  total = 0;
  add(message: string): void {
    this.total += 1;
    if (this.listed.length < OPERATOR_CATALOG_LIMITS.maxProblemsListed) this.listed.push(message);
  }
  refused(): ReadCatalogResult {
    return { kind: 'refused', problems: this.listed, total: this.total };
  }
}

const MIB = 1024 * 1024;
const formatMiB = (bytes: number) => `${(bytes / MIB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MiB`;

/** A header cell as a column name: trimmed, lower case, accents off, spaces as `_` ('Código' → 'codigo'). */
export function headerName(cell: Cell | undefined): string {
  return String(cell ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');
}

/** The section of a CSV file name: its last word (`amil-sp-precos.csv` → precos), or null. */
export function sectionOfCsvName(fileName: string): OperatorCatalogSection | null {
  const base = headerName(fileName.replace(/\.csv$/i, ''));
  const word = base.split(/[^a-z]+/).filter((part) => part !== '').pop() ?? '';
  return (OPERATOR_CATALOG_SECTIONS as readonly string[]).includes(word) ? (word as OperatorCatalogSection) : null;
}

/** The encoding of an upload by its files' names, or a pt-BR reason. */
export function encodingOf(files: readonly UploadedCatalogFile[]): CatalogFileEncoding | string {
  if (files.length === 0) return 'Envie o arquivo do catálogo (JSON, XLSX ou os CSV das seções).';
  const names = files.map((file) => file.fileName.toLowerCase());
  if (names.every((name) => name.endsWith('.csv'))) return 'csv';
  if (files.length === 1 && names[0]?.endsWith('.json')) return 'json';
  if (files.length === 1 && names[0]?.endsWith('.xlsx')) return 'xlsx';
  return 'Envie um arquivo .json, um .xlsx, ou um .csv por seção (planos.csv, precos.csv, …).';
}

function csvDelimiter(content: Buffer): ';' | ',' {
  const firstLine = content.subarray(0, Math.min(content.length, 4096)).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  return firstLine.includes(';') ? ';' : ',';
}

function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** Header + records of one grid (rows of cells with their row numbers). */
function toSheet(label: string, section: OperatorCatalogSection, grid: readonly { row: number; cells: readonly Cell[] }[], problems: Problems): SheetRows | null {
  const [header, ...body] = grid;
  if (!header) {
    problems.add(`${label}: vazio, falta a linha de cabeçalho.`);
    return null;
  }
  const known: readonly string[] = OPERATOR_CATALOG_COLUMNS[section];
  const columns = header.cells.map(headerName);
  let bad = false;
  columns.forEach((column, index) => {
    if (column === '') return;
    if (!known.includes(column)) {
      problems.add(`${label}, linha ${header.row}, coluna ${columnLetter(index)}: coluna desconhecida "${column}" (colunas de ${section}: ${known.join(', ')}).`);
      bad = true;
    } else if (columns.indexOf(column) !== index) {
      problems.add(`${label}, linha ${header.row}, coluna ${columnLetter(index)}: a coluna "${column}" aparece duas vezes.`);
      bad = true;
    }
  });
  if (bad) return null;
  const records: Record<string, Cell>[] = [];
  const rowNumbers: number[] = [];
  for (const line of body) {
    if (line.cells.every(isBlank)) continue;
    const record: Record<string, Cell> = {};
    columns.forEach((column, index) => {
      if (column !== '') record[column] = line.cells[index] ?? null;
    });
    records.push(record);
    rowNumbers.push(line.row);
  }
  return { label, columns, rowNumbers, records };
}

/** Non-blank physical lines of a text buffer, counting stops past `limit` (a scan, no parse). */
function countLines(content: Buffer, limit: number): number {
  let lines = 0;
  let start = 0;
  while (start < content.length && lines <= limit) {
    let end = content.indexOf(0x0a, start);
    if (end < 0) end = content.length;
    // A line of only \r, spaces or separators is skipped by the parser too.
    if (end - start > 1 || (end - start === 1 && content[start] !== 0x0d)) lines += 1;
    start = end + 1;
  }
  return lines;
}

function readCsv(file: UploadedCatalogFile, section: OperatorCatalogSection, rowBudget: number, problems: Problems): SheetRows | null {
  // Counting lines is a byte scan: a 100k-row file is refused before csv-parse sees it.
  if (countLines(file.content, rowBudget + 1) > rowBudget + 1) {
    problems.add(`${file.fileName}: mais de ${OPERATOR_CATALOG_LIMITS.maxRows.toLocaleString('pt-BR')} linhas de dados no arquivo; divida-o por UF.`);
    return null;
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // `to_line` stops the parser past the budget: a 100k-row file is never read whole.
    records = parse(file.content, {
      bom: true,
      delimiter: csvDelimiter(file.content),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      to_line: rowBudget + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    problems.add(`${file.fileName}: CSV ilegível${lines ? ` (linha ${lines})` : ''}.`);
    return null;
  }
  if (records.length > rowBudget + 1) {
    problems.add(`${file.fileName}: mais de ${OPERATOR_CATALOG_LIMITS.maxRows.toLocaleString('pt-BR')} linhas de dados no arquivo; divida-o por UF.`);
    return null;
  }
  const grid = records.map(({ record, info }) => ({ row: info.lines, cells: record.map((value) => (value === '' ? null : value)) }));
  return toSheet(file.fileName, section, grid, problems);
}

function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return xlsxCell(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

async function readXlsx(file: UploadedCatalogFile, problems: Problems): Promise<Map<OperatorCatalogSection, SheetRows> | null> {
  const directory = zipDeclaredSize(file.content);
  if (directory.kind === 'unreadable') {
    problems.add(`${file.fileName}: XLSX ilegível; salve a planilha como pasta de trabalho do Excel (.xlsx).`);
    return null;
  }
  if (directory.uncompressedBytes > OPERATOR_CATALOG_LIMITS.maxXlsxUncompressedBytes) {
    problems.add(
      `${file.fileName}: a planilha descompactada teria ${formatMiB(directory.uncompressedBytes)}, acima do limite de ${formatMiB(OPERATOR_CATALOG_LIMITS.maxXlsxUncompressedBytes)}.`,
    );
    return null;
  }
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
  } catch {
    problems.add(`${file.fileName}: XLSX ilegível; salve a planilha como pasta de trabalho do Excel (.xlsx).`);
    return null;
  }
  const sheets = new Map<OperatorCatalogSection, SheetRows>();
  let rows = 0;
  for (const worksheet of workbook.worksheets) {
    const section = headerName(worksheet.name) as OperatorCatalogSection;
    if (!(OPERATOR_CATALOG_SECTIONS as readonly string[]).includes(section)) {
      problems.add(`Aba "${worksheet.name}": não é uma seção (use ${OPERATOR_CATALOG_SECTIONS.join(', ')}).`);
      continue;
    }
    const grid: { row: number; cells: Cell[] }[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      grid.push({ row: rowNumber, cells: (row.values as ExcelJS.CellValue[]).slice(1).map(xlsxCell) });
    });
    rows += Math.max(0, grid.length - 1);
    if (rows > OPERATOR_CATALOG_LIMITS.maxRows) {
      problems.add(`${file.fileName}: mais de ${OPERATOR_CATALOG_LIMITS.maxRows.toLocaleString('pt-BR')} linhas de dados; divida o arquivo por UF.`);
      return null;
    }
    const sheet = toSheet(`Aba ${section}`, section, grid, problems);
    if (sheet) sheets.set(section, sheet);
  }
  return sheets;
}

/** The JSON form of tabular sections (operadora = its first row). */
function tabularToJson(sheets: Map<OperatorCatalogSection, SheetRows>, problems: Problems): Record<string, unknown> | null {
  const operator = sheets.get('operadora');
  if (!operator || operator.records.length === 0) {
    problems.add('Falta a seção operadora (uma linha com registro_ans, nome e fonte).');
    return null;
  }
  if (operator.records.length > 1) problems.add(`${operator.label}, linha ${operator.rowNumbers[1] ?? 3}: a seção operadora tem uma linha só.`);
  const json: Record<string, unknown> = { operadora: operator.records[0] };
  for (const [section, sheet] of sheets) if (section !== 'operadora') json[section] = sheet.records;
  return json;
}

function placesOf(encoding: CatalogFileEncoding, sheets: Map<OperatorCatalogSection, SheetRows>): CatalogPlaces {
  if (encoding === 'json') {
    return {
      rowPlace: (section, index) => (section === 'operadora' ? 'Seção operadora' : `Seção ${section}, item ${index + 1}`),
      cellPlace: (section, index, column) =>
        `${section === 'operadora' || index === null ? `Seção ${section}` : `Seção ${section}, item ${index + 1}`}${column ? `, campo ${column}` : ''}`,
    };
  }
  const rowPlace = (section: OperatorCatalogSection, index: number) => {
    const sheet = sheets.get(section);
    const row = sheet?.rowNumbers[section === 'operadora' ? 0 : index];
    return `${sheet?.label ?? `Seção ${section}`}${row !== undefined ? `, linha ${row}` : ''}`;
  };
  return {
    rowPlace,
    cellPlace: (section, index, column) => {
      const sheet = sheets.get(section);
      const base = index === null && section !== 'operadora' ? (sheet?.label ?? `Seção ${section}`) : rowPlace(section, index ?? 0);
      if (column === null) return base;
      const at = sheet?.columns.indexOf(column) ?? -1;
      return `${base}, ${at >= 0 ? `coluna ${columnLetter(at)} (${column})` : `coluna ${column} (ausente)`}`;
    },
  };
}

function countJsonRows(json: unknown): number {
  if (json === null || typeof json !== 'object') return 0;
  return Object.values(json).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 0), 0);
}

/**
 * Reads an upload (one JSON, one XLSX, or one CSV per section) into the parsed model, or
 * refuses it with every problem placed (at most 100 listed, with the total).
 */
export async function readOperatorCatalogUpload(files: readonly UploadedCatalogFile[]): Promise<ReadCatalogResult> {
  const problems = new Problems();
  const bytes = files.reduce((sum, file) => sum + file.content.length, 0);
  if (bytes > OPERATOR_CATALOG_LIMITS.maxBytes) {
    problems.add(`O envio tem ${formatMiB(bytes)}, acima do limite de ${formatMiB(OPERATOR_CATALOG_LIMITS.maxBytes)}; divida o catálogo por UF.`);
    return problems.refused();
  }
  const encoding = encodingOf(files);
  if (encoding !== 'json' && encoding !== 'xlsx' && encoding !== 'csv') {
    problems.add(encoding);
    return problems.refused();
  }

  let json: unknown;
  let sheets = new Map<OperatorCatalogSection, SheetRows>();
  if (encoding === 'json') {
    try {
      json = JSON.parse((files[0]?.content ?? Buffer.alloc(0)).toString('utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      problems.add(`${files[0]?.fileName ?? 'arquivo'}: JSON ilegível (${error instanceof Error ? error.message : String(error)}).`);
      return problems.refused();
    }
    if (countJsonRows(json) > OPERATOR_CATALOG_LIMITS.maxRows) {
      problems.add(`Mais de ${OPERATOR_CATALOG_LIMITS.maxRows.toLocaleString('pt-BR')} linhas de dados; divida o catálogo por UF.`);
      return problems.refused();
    }
  } else if (encoding === 'xlsx') {
    const read = await readXlsx(files[0] as UploadedCatalogFile, problems);
    if (!read || problems.total > 0) return problems.refused();
    sheets = read;
  } else {
    let budget = OPERATOR_CATALOG_LIMITS.maxRows;
    for (const file of files) {
      const section = sectionOfCsvName(file.fileName);
      if (section === null) {
        problems.add(`${file.fileName}: o nome do arquivo deve terminar com a seção (${OPERATOR_CATALOG_SECTIONS.join(', ')}), ex.: planos.csv.`);
        continue;
      }
      if (sheets.has(section)) {
        problems.add(`${file.fileName}: a seção ${section} já veio em ${sheets.get(section)?.label ?? ''}.`);
        continue;
      }
      const sheet = readCsv(file, section, budget, problems);
      if (!sheet) {
        if (problems.listed.some((message) => message.includes('linhas de dados'))) return problems.refused();
        continue;
      }
      budget -= sheet.records.length;
      sheets.set(section, sheet);
    }
    if (problems.total > 0) return problems.refused();
  }
  if (encoding !== 'json') {
    const converted = tabularToJson(sheets, problems);
    if (!converted || problems.total > 0) return problems.refused();
    json = converted;
  }

  const places = placesOf(encoding, sheets);
  const parsed = operatorCatalogFileSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second, third] = issue.path;
      if (typeof first !== 'string' || !(OPERATOR_CATALOG_SECTIONS as readonly string[]).includes(first)) {
        const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(first ?? '');
        problems.add(`Seção desconhecida ${key}: use ${OPERATOR_CATALOG_SECTIONS.join(', ')}.`);
        continue;
      }
      const section = first as OperatorCatalogSection;
      const index = section === 'operadora' ? 0 : typeof second === 'number' ? second : null;
      const column = section === 'operadora' ? (typeof second === 'string' ? second : null) : typeof third === 'string' ? third : null;
      const message = issue.code === 'invalid_type' && column === null ? 'deve ser uma lista de linhas.' : issue.message;
      problems.add(`${places.cellPlace(section, index, column)}: ${message}`);
    }
    return problems.refused();
  }
  const references: OperatorCatalogFileProblem[] = checkOperatorCatalogReferences(parsed.data);
  for (const problem of references) problems.add(`${places.cellPlace(problem.section, problem.index, problem.column)}: ${problem.message}`);
  if (problems.total > 0) return problems.refused();
  return { kind: 'ok', file: parsed.data, encoding, places };
}
