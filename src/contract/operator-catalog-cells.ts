/**
 * Cells of the operator catalog file (./operator-catalog-file.ts): what a cell of JSON, CSV or XLSX
 * holds, the readers of each kind of column (text, code, money in reais → integer cents, percent →
 * fraction, integers, yes/no, dates, UF, digits, lists), each deciding what a blank cell means,
 * and the pt-BR messages of the file's rules. The row schemas of the sections are built from these.
 */
import { z } from 'zod';
import { parseMoneyText } from '../domain/quotation/money';
import { isUfCode, type UfCode } from '../domain/quotation/states';

/** Words accepted for yes / no cells (also JSON booleans). */
const YES = new Set(['sim', 's', 'x', 'true', '1', 'yes']);
const NO = new Set(['nao', 'n', 'false', '0', 'no']);

/** A cell as it comes from JSON, CSV or XLSX. */
export type OperatorCatalogCell = string | number | boolean | null | undefined;

/** Lower case, accents removed, any run of non-alphanumerics as `_`, trimmed of `_`. */
export function normalizeCode(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Trimmed text of a cell; blank (empty, spaces, null) → undefined. */
export function cellText(cell: unknown): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  const text = (typeof cell === 'string' ? cell : String(cell)).trim();
  return text === '' ? undefined : text;
}

/** A dot as the decimal separator ('1234.56', '1599.2'): what spreadsheets and programs write. */
const DOT_DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * Integer cents of a money cell in reais with at most 2 decimals (`1234.56`, `1234,56`,
 * `1.234,56`, `R$ 1.234,56`, a number), or null when it is not one. Never rounds away
 * a third decimal: the number `10.005` is not a price. Text other than a dot decimal is read as
 * a person types it (`parseMoneyText`: a dot before three digits separates thousands, a comma the
 * cents), so the text `10.005` is R$ 10.005,00.
 */
export function reaisToCents(cell: OperatorCatalogCell): number | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return null;
    const cents = Math.round(cell * 100);
    return Math.abs(cell * 100 - cents) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
  }
  const raw = cellText(cell);
  // A boolean reads as 'true' / 'false', which is no amount; `raw` is trimmed.
  if (raw === undefined) return null;
  const text = raw.replace(/^R\$\s*/i, '');
  return parseMoneyText(DOT_DECIMAL.test(text) ? text.replace('.', ',') : text);
}

/** pt-BR messages of the file's rules (one home for the schema, the importer and the docs). */
export const OPERATOR_CATALOG_MESSAGES = {
  required: 'preencha este campo.',
  text: 'deve ser um texto de até 200 caracteres.',
  price: 'não é um valor em reais com até 2 casas (use 1234,56).',
  pricePositive: 'o valor deve ser maior que zero.',
  percent: 'não é um percentual de 0 a 100 (use 30 ou 30%).',
  integer: 'deve ser um número inteiro maior ou igual a zero.',
  lives: 'deve ser um número inteiro de vidas maior que zero.',
  yesNo: 'use sim ou não.',
  date: 'não é uma data AAAA-MM-DD válida.',
  month: 'não é uma data AAAA-MM-DD ou AAAA-MM válida.',
  uf: 'não é uma UF (SP, RJ, …).',
  ans: 'o registro ANS tem 6 dígitos (ex.: 326305).',
  cnpj: 'o CNPJ tem 14 dígitos.',
  code: (allowed: readonly string[]) => `valor não reconhecido; use ${allowed.join(', ')}.`,
} as const;

const MAX_TEXT = 200;

/**
 * Any cell. Every transform below decides what blank means for its column; an absent key
 * is a blank cell ({@link rowOf} fills the section's columns with null first).
 */
export function cellSchema() {
  return z.unknown() as z.ZodType<OperatorCatalogCell, OperatorCatalogCell>;
}

/** A required or optional text cell (trimmed, ≤ 200 characters; blank → undefined). */
export function textCell(required: true): z.ZodType<string, OperatorCatalogCell>;
export function textCell(required: false): z.ZodType<string | undefined, OperatorCatalogCell>;
export function textCell(required: boolean): z.ZodType<string | undefined, OperatorCatalogCell> {
  const schema = cellSchema().transform((cell, ctx): string | undefined => {
    const text = cellText(cell);
    if (text === undefined) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      if (required) ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.required });
      return undefined;
    }
    // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
    if (text.length > MAX_TEXT) ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.text });
    return text;
  });
  return schema;
}

/**
 * Words of a cell that says the source does not inform a value (`não informada`,
 * `não informado`, `nao informada`; case and accents ignored). Explicit, so a forgotten
 * (blank) required cell is still refused.
 */
export const NOT_INFORMED_WORDS = ['nao_informada', 'nao_informado'] as const;

/** Whether a text cell says "não informada" ({@link NOT_INFORMED_WORDS}). */
export function isNotInformed(text: string): boolean {
  return (NOT_INFORMED_WORDS as readonly string[]).includes(normalizeCode(text));
}

/** An optional text cell that may say "não informada": blank → undefined, "não informada" → null, else the text (≤ 200). */
export function notInformedText() {
  return textCell(false).transform((text): string | null | undefined => (text !== undefined && isNotInformed(text) ? null : text));
}

/** A code cell read through one of {@link FILE_CODES}' tables. */
export function codeCell<T>(table: Readonly<Record<string, T>>, required: boolean, shown: readonly string[]) {
  return cellSchema().transform((cell, ctx): T | undefined => {
    const text = cellText(cell);
    if (text === undefined) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      if (required) ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.required });
      return undefined;
    }
    const key = normalizeCode(text);
    if (!Object.prototype.hasOwnProperty.call(table, key)) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.code(shown) });
      return undefined;
    }
    return table[key];
  });
}

/** Money cell → integer cents (> 0 when `positive`). */
export function moneyCell(required: boolean, positive = true) {
  return cellSchema().transform((cell, ctx): number | undefined => {
    if (cellText(cell) === undefined) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      if (required) ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.required });
      return undefined;
    }
    const cents = reaisToCents(cell);
    if (cents === null) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.price });
    } else if (positive && cents <= 0) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.pricePositive });
    }
    return cents ?? undefined;
  });
}

/** Percent cell (`30`, `30%`, `30,5`, number 30) → fraction (0.3). */
export function percentCell() {
  return cellSchema().transform((cell, ctx): number | undefined => {
    const text = cellText(cell);
    if (text === undefined) return undefined;
    const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(text);
    const value = match ? Number(`${match[1]}.${match[2] ?? '0'}`) : NaN;
    if (!(value >= 0 && value <= 100)) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.percent });
      return undefined;
    }
    return Math.round(value * 100) / 10_000;
  });
}

/** Whole number cell (≥ `min`). */
export function integerCell(required: boolean, min: number, message: string) {
  return cellSchema().transform((cell, ctx): number | undefined => {
    const text = cellText(cell);
    if (text === undefined) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      if (required) ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.required });
      return undefined;
    }
    if (!/^\d{1,7}$/.test(text) || Number(text) < min) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message });
      return undefined;
    }
    return Number(text);
  });
}

/** Yes / no cell (sim/não, s/n, x, true/false, 1/0); blank → undefined. */
export function optionalYesNoCell() {
  return cellSchema().transform((cell, ctx): boolean | undefined => {
    // A JSON boolean reads as 'true' / 'false', both in the word lists.
    const text = cellText(cell);
    if (text === undefined) return undefined;
    const key = normalizeCode(text);
    if (YES.has(key)) return true;
    if (NO.has(key)) return false;
    // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
    ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.yesNo });
    return undefined;
  });
}

/** Yes / no cell; blank → `fallback`. */
export function yesNoCell(fallback: boolean) {
  return optionalYesNoCell().transform((value): boolean => value ?? fallback);
}

/** True for a real civil date `YYYY-MM-DD`. */
export function isCivilDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1990 && year <= 2100;
}

/** `AAAA-MM-DD` cell; with `monthOnly`, `AAAA-MM` is read as day 1. */
export function dateCell(required: boolean, monthOnly: boolean) {
  return cellSchema().transform((cell, ctx): string | undefined => {
    const text = cellText(cell);
    if (text === undefined) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      if (required) ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.required });
      return undefined;
    }
    const full = monthOnly && /^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text;
    if (!isCivilDate(full)) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message: monthOnly ? OPERATOR_CATALOG_MESSAGES.month : OPERATOR_CATALOG_MESSAGES.date });
      return undefined;
    }
    return full;
  });
}

/** A required UF cell (`SP`, `rj`; one of the 27 of src/domain/quotation/states.ts), upper-cased. */
export function ufCell() {
  return cellSchema().transform((cell, ctx): UfCode | undefined => {
    const text = cellText(cell)?.toUpperCase();
    if (text === undefined) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.required });
      return undefined;
    }
    if (!isUfCode(text)) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.uf });
      return undefined;
    }
    return text;
  });
}

export function digitsCell(length: number, message: string, required: boolean) {
  return cellSchema().transform((cell, ctx): string | undefined => {
    const text = cellText(cell);
    if (text === undefined) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      if (required) ctx.addIssue({ code: 'custom', message: OPERATOR_CATALOG_MESSAGES.required });
      return undefined;
    }
    const digits = text.replace(/[.\-/\s]/g, '');
    // A number cell may lose leading zeros (XLSX, JSON numbers): pad them back (a longer or
    // non-digit value stays wrong after padding, and the check below refuses it).
    const padded = digits.padStart(length, '0');
    if (!new RegExp(`^\\d{${length}}$`).test(padded)) {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      ctx.addIssue({ code: 'custom', message });
      return undefined;
    }
    return padded;
  });
}

/** Entities of a PF plan: acronyms separated by `,` (or a JSON array of text). */
export function listCell() {
  return z.unknown().transform((cell): string[] => {
    if (Array.isArray(cell)) return cell.map((item) => String(item).trim()).filter((item) => item !== '');
    const text = cellText(cell);
    return text === undefined ? [] : text.split(',').map((item) => item.trim()).filter((item) => item !== '');
  });
}
