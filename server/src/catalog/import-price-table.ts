/**
 * The ONE path through which a price table enters the catalog: the Hapvida loader, the
 * demonstration generator, the seed, and later the admin's upload all call
 * `importPriceTable`.
 *
 * - A malformed table is refused, with its reasons in pt-BR: not exactly 10 brackets, a
 *   price that is not an integer number of cents, a price ≤ 0 (`checkPriceTable`
 *   `malformed` findings); an effective date that is not a real `YYYY-MM-DD` day; an empty
 *   source; promotional prices that are malformed, above the regular price, or without a
 *   positive whole number of months.
 * - RN 563/2022 findings (`decreasing` warning, `art3-i` and `art3-ii` violations) do not
 *   refuse the table: real operator tables sometimes exceed the compounded art. 3º, II
 *   check slightly (64 of the 182 real Hapvida tables, by up to 8,03 %). The table is
 *   accepted and the findings, with their figures, are returned to whoever loads it.
 * - Promotional prices are a temporary discount on the same table: they are checked for
 *   shape and against the regular prices, not against RN 563 again.
 *
 * Pure: no ids, no I/O. The caller gives the accepted draft an id (or the database does).
 */
import {
  AGE_BRACKETS,
  checkPriceTable,
  formatBRL,
  formatPercent,
  isIsoDate,
  type BracketIndex,
  type PriceTable,
  type PriceTableFinding,
} from '../../../src/domain/quotation';
import type { IsoDate, PriceTableRow } from './types';

/** A price table as read from a sheet, a file or a form (not yet trusted). */
export interface PriceTableInput {
  readonly planId: number;
  readonly effectiveDate: string;
  /** 10 monthly prices per life, integer cents, brackets 0-18 … 59+. */
  readonly pricesCents: readonly number[];
  /** Promotional prices for the first `promotionalMonths` months, or null/absent. */
  readonly promotionalPricesCents?: readonly number[] | null;
  readonly promotionalMonths?: number | null;
  readonly source: string;
  readonly real: boolean;
}

/** An accepted table, without its id. */
export type PriceTableDraft = Omit<PriceTableRow, 'id'>;

/** Result of `importPriceTable`: expected failures are values, not exceptions. */
export type PriceTableImport =
  | {
      readonly kind: 'accepted';
      readonly table: PriceTableDraft;
      /** Warnings and violations of the regular prices (empty when the table passes everything). */
      readonly findings: readonly PriceTableFinding[];
    }
  | PriceTableRefusal;

/** A table `importPriceTable` refused. */
export interface PriceTableRefusal {
  readonly kind: 'refused';
  /** pt-BR reasons, one per problem. */
  readonly reasons: readonly string[];
  /** The `malformed` findings of the regular prices (empty when the problem is elsewhere). */
  readonly findings: readonly PriceTableFinding[];
}

function bracketName(index: number): string {
  const bracket = AGE_BRACKETS[index as BracketIndex];
  return `faixa ${index + 1} (${bracket.label})`;
}

function promotionReasons(input: PriceTableInput): string[] {
  const promo = input.promotionalPricesCents ?? null;
  const months = input.promotionalMonths ?? null;
  if (promo === null) {
    return months === null ? [] : ['Informado prazo promocional sem preços promocionais.'];
  }
  const reasons: string[] = [];
  if (months === null || !Number.isSafeInteger(months) || months <= 0) {
    reasons.push(`Prazo dos preços promocionais inválido: ${String(months)}; informe um número inteiro de meses maior que zero.`);
  }
  const malformed = checkPriceTable(promo).filter((finding) => finding.severity === 'error');
  if (malformed.length > 0) {
    return [...reasons, ...malformed.map((finding) => `Preços promocionais: ${finding.message}`)];
  }
  promo.forEach((value, index) => {
    const regular = input.pricesCents[index];
    if (regular !== undefined && value > regular) {
      reasons.push(
        `Preço promocional da ${bracketName(index)}, ${formatBRL(value)}, é maior que o preço da tabela, ${formatBRL(regular)}.`,
      );
    }
  });
  return reasons;
}

/**
 * Validates a price table and returns it as an accepted draft with its RN 563 findings,
 * or refused with pt-BR reasons. Never throws on bad input.
 */
export function importPriceTable(input: PriceTableInput): PriceTableImport {
  const findings = checkPriceTable(input.pricesCents);
  const errors = findings.filter((finding) => finding.severity === 'error');
  const reasons = errors.map((finding) => finding.message);
  if (!isIsoDate(input.effectiveDate)) {
    reasons.push(`Data de vigência inválida: ${JSON.stringify(input.effectiveDate)}; use o formato AAAA-MM-DD.`);
  }
  if (input.source.trim() === '') reasons.push('Informe a origem da tabela.');
  if (errors.length === 0) reasons.push(...promotionReasons(input));
  if (reasons.length > 0) return { kind: 'refused', reasons, findings: errors };

  const promo = input.promotionalPricesCents ?? null;
  return {
    kind: 'accepted',
    table: {
      planId: input.planId,
      effectiveDate: input.effectiveDate as IsoDate,
      pricesCents: [...input.pricesCents] as unknown as PriceTable,
      promotionalPricesCents: promo === null ? null : ([...promo] as unknown as PriceTable),
      promotionalMonths: promo === null ? null : (input.promotionalMonths ?? null),
      source: input.source,
      real: input.real,
    },
    findings,
  };
}

/**
 * What happened to one table of a batch, for the report: a refusal's reasons and findings
 * (an accepted table with findings: no reasons, its warnings and violations).
 */
export interface ImportedTableNote extends Omit<PriceTableRefusal, 'kind'> {
  /** Human reference of the table ('Recife — Plano Individual Enfermaria com Coparticipação (total)'). */
  readonly reference: string;
}

/** Summary of a batch of imports (one loader run). */
export interface ImportReport {
  /** Who was loaded ('Hapvida', 'Catálogo de demonstração'). */
  readonly label: string;
  /** Tables submitted. */
  readonly tables: number;
  readonly accepted: number;
  /** Refused tables with their reasons. */
  readonly refused: readonly ImportedTableNote[];
  /** Accepted tables that came with warnings or violations. */
  readonly withFindings: readonly ImportedTableNote[];
  /** pt-BR one-liner for the seed's output. */
  readonly summary: string;
}

function countText(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? singular : plural}`;
}

/** Collects import results of a batch and writes the summary. */
export class ImportReportBuilder {
  private tables = 0;
  private accepted = 0;
  private readonly refused: ImportedTableNote[] = [];
  private readonly withFindings: ImportedTableNote[] = [];

  constructor(private readonly label: string) {}

  /** Records one result; `reference` is evaluated only when there is something to note. */
  record(result: PriceTableImport, reference: () => string): void {
    this.tables += 1;
    if (result.kind === 'refused') {
      this.refused.push({ reference: reference(), reasons: result.reasons, findings: result.findings });
      return;
    }
    this.accepted += 1;
    if (result.findings.length > 0) this.withFindings.push({ reference: reference(), reasons: [], findings: result.findings });
  }

  build(): ImportReport {
    return {
      label: this.label,
      tables: this.tables,
      accepted: this.accepted,
      refused: this.refused,
      withFindings: this.withFindings,
      summary: this.summary(),
    };
  }

  private summary(): string {
    const parts = [countText(this.tables, 'tabela', 'tabelas')];
    if (this.refused.length > 0) parts.push(countText(this.refused.length, 'recusada', 'recusadas'));
    const all = this.withFindings.flatMap((note) => note.findings);
    const art3ii = all.flatMap((finding) => (finding.code === 'art3-ii' ? [finding.figures.excess] : []));
    if (art3ii.length > 0) {
      parts.push(`${art3ii.length.toLocaleString('pt-BR')} acima da verificação composta do art. 3º, II (até ${formatPercent(Math.max(...art3ii))})`);
    }
    const art3i = all.filter((finding) => finding.code === 'art3-i').length;
    if (art3i > 0) parts.push(`${art3i.toLocaleString('pt-BR')} acima de 6 vezes a 1ª faixa (art. 3º, I)`);
    const decreasing = this.withFindings.filter((note) => note.findings.some((finding) => finding.code === 'decreasing')).length;
    if (decreasing > 0) parts.push(`${countText(decreasing, 'com preço que cai entre faixas', 'com preço que cai entre faixas')}`);
    if (this.refused.length === 0 && this.withFindings.length === 0) parts.push('nenhuma pendência');
    return `${this.label}: ${parts.join(', ')}`;
  }
}
