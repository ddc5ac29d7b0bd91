/**
 * The rows of the shared real price tables (server/data/real-tables/ALL_prices_combined.csv,
 * one row = one plan's table) and the cells every reader of a row shares: the prices in
 * cents, the `key=value` pairs of the notes column.
 */
import { parse } from 'csv-parse/sync';
import { reaisToCents } from '../../../../src/contract/operator-catalog-cells';

/** One row of ALL_prices_combined.csv (columns as the shared README lists them). */
export interface RealTableRow {
  /** 1-based line in the CSV (header = 1). */
  readonly line: number;
  readonly folder: string;
  readonly operator: string;
  readonly plan: string;
  readonly uf: string;
  readonly region: string;
  readonly contractType: string;
  readonly lives: string;
  readonly accommodation: string;
  readonly coparticipation: string;
  /** The 10 bracket prices as the source writes them (reais, '268.75'). */
  readonly prices: readonly string[];
  readonly effective: string;
  readonly notes: string;
  readonly sourceRepo: string;
  readonly sourcePath: string;
  readonly commit: string;
  readonly checkRn63: string;
}

/** Parses the shared prices CSV into rows (line numbers kept for the report and the test). */
export function parseRealTables(csv: string): RealTableRow[] {
  const records = parse(csv, { columns: true, skip_empty_lines: true, info: true }) as Array<{ record: Record<string, string>; info: { lines: number } }>;
  const brackets = ['p00_18', 'p19_23', 'p24_28', 'p29_33', 'p34_38', 'p39_43', 'p44_48', 'p49_53', 'p54_58', 'p59_plus'];
  return records.map(({ record, info }) => ({
    line: info.lines,
    folder: (record.folder ?? '').split('/')[0] ?? '',
    operator: record.operator ?? '',
    plan: record.plan ?? '',
    uf: record.uf ?? '',
    region: record.region ?? '',
    contractType: record.contract_type ?? '',
    lives: record.lives ?? '',
    accommodation: record.accommodation ?? '',
    coparticipation: record.coparticipation ?? '',
    prices: brackets.map((key) => record[key] ?? ''),
    effective: record.effective ?? '',
    notes: record.notes ?? '',
    sourceRepo: record.source_repo ?? '',
    sourcePath: record.source_path ?? '',
    commit: record.commit ?? '',
    checkRn63: record.check_rn63 ?? '',
  }));
}

/** Reais text of the sources, a dot decimal ('268.75', '1599.2') → integer cents above zero, or null when not a price. */
export function sourcePriceCents(text: string): number | null {
  const trimmed = text.trim();
  const cents = /^\d+(\.\d{1,2})?$/.test(trimmed) ? reaisToCents(trimmed) : null;
  return cents !== null && cents > 0 ? cents : null;
}

/** `key=value` pairs of a notes cell ('categoria=PME (02 a 29 vidas); remissao=Com remissao'), trimmed; a part without a key is ignored, a repeated key keeps its last value. */
export function notePairs(notes: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of notes.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) pairs.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return pairs;
}
