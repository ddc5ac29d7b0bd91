/**
 * Life insurance in the comparative proposal (spec point 3 "Quotation": `lifeInsurance`,
 * `lifeInsuranceInstitution`): the broker's chosen life quote kept in the saved
 * quotation AS QUOTED — insurer, coverages with their capitals, monthly price and validity —
 * and the pt-BR texts the preview and the PDF print for it ('Seguro de vida').
 *
 * Units: money in integer cents (BRL); a daily coverage's capital (DIT, DIH) is paid per
 * day; dates ISO `YYYY-MM-DD` (printed DD/MM/YYYY).
 */
import {
  LIFE_INSTITUTION_NAMES,
  LIFE_INSTITUTIONS,
  type CapitalKind,
  type LifeCoverageCode,
  type LifeInstitution,
} from '../life/catalog';
import type { LifeQuote } from '../life/quote';
import { compareCalendarDates, parseIsoDateOrThrow } from '../quotation/iso-date';
import { formatBRL, formatDateBR } from '../quotation/money';

/** A coverage of the life quote as quoted. */
export interface ProposalLifeCoverage {
  readonly code: LifeCoverageCode;
  /** pt-BR title as quoted ('Morte (natural ou acidental)'). */
  readonly title: string;
  /** `daily`: the capital is paid per day (DIT, DIH); `lump_sum`: once. */
  readonly capitalKind: CapitalKind;
  /** Capital in cents (per day for daily coverages). */
  readonly capitalCents: number;
}

/** The life quote kept in a saved quotation. */
export interface ProposalLifeQuote {
  /** The life service's slug of the insurer ('porto_seguro'). */
  readonly institution: LifeInstitution;
  /** The insurer's name as quoted ('Porto Seguro'); the quotation's `lifeInsuranceInstitution.name`. */
  readonly insurerName: string;
  /** The product ('Porto Seguro Vida Individual'). */
  readonly title: string;
  /** The insurer's quote number ('PSV-2026-000001'). */
  readonly quoteNumber: string;
  /** Day the quote was made, `YYYY-MM-DD`. */
  readonly issuedOn: string;
  /** Last day the quote holds (the quote's final validity), `YYYY-MM-DD`. */
  readonly validUntil: string;
  /** Monthly price of the whole quote, cents (yearly premium / 12, spec point 9). */
  readonly monthlyPriceCents: number;
  /** The coverages in the quote's order; death first. */
  readonly coverages: readonly ProposalLifeCoverage[];
}

/**
 * The numeric id of each life insurer in a quotation's `lifeInsuranceInstitution`
 * (spec point 3 gives it an id and a name; the life service names insurers by slug only,
 * so the ids are fixed here and never reused).
 */
export const LIFE_INSURANCE_INSTITUTION_IDS: Readonly<Record<LifeInstitution, number>> = { porto_seguro: 1 };

/** The insurer of an id of {@link LIFE_INSURANCE_INSTITUTION_IDS}, or null. */
export function lifeInstitutionOfId(id: number): LifeInstitution | null {
  return LIFE_INSTITUTIONS.find((institution) => LIFE_INSURANCE_INSTITUTION_IDS[institution] === id) ?? null;
}

/** A priced life quote of `institution` as the proposal keeps it (snapshot: nothing is re-priced later). */
export function proposalLifeQuoteFrom(institution: LifeInstitution, quote: LifeQuote): ProposalLifeQuote {
  return {
    institution,
    insurerName: LIFE_INSTITUTION_NAMES[institution],
    title: quote.title,
    quoteNumber: quote.details.quoteNumber,
    issuedOn: quote.details.issuedOn,
    validUntil: quote.details.finalValidity,
    monthlyPriceCents: quote.monthlyPriceCents,
    coverages: quote.coverages.map((coverage) => ({
      code: coverage.code,
      title: coverage.title,
      capitalKind: coverage.capitalKind,
      capitalCents: coverage.capitalCents,
    })),
  };
}

/**
 * True when the quote no longer holds on `today` (`YYYY-MM-DD`): its last valid day is before
 * today. An expired quote is not offered for a new proposal; a saved one still shows as quoted.
 * @throws RangeError for a malformed date.
 */
export function lifeQuoteExpired(lifeQuote: Pick<ProposalLifeQuote, 'validUntil'>, today: string): boolean {
  return compareCalendarDates(parseIsoDateOrThrow(lifeQuote.validUntil), parseIsoDateOrThrow(today)) < 0;
}

/** Title of the life-insurance section of the proposal. */
export const LIFE_SECTION_TITLE = 'Seguro de vida';

/** Note printed under the life quote. */
export const LIFE_PROPOSAL_NOTE =
  'Valores ilustrativos do seguro de vida, calculados na data da cotação; a contratação depende da aceitação da seguradora.';

/** A coverage's capital: 'R$ 100.000,00', or 'R$ 150,00 por dia' for a daily coverage. */
export function lifeCapitalText(coverage: Pick<ProposalLifeCoverage, 'capitalKind' | 'capitalCents'>): string {
  const amount = formatBRL(coverage.capitalCents);
  return coverage.capitalKind === 'daily' ? `${amount} por dia` : amount;
}

/** 'Porto Seguro · Porto Seguro Vida Individual · Cotação nº PSV-2026-000001'. */
export function lifeQuoteHeadline(lifeQuote: Pick<ProposalLifeQuote, 'insurerName' | 'title' | 'quoteNumber'>): string {
  return `${lifeQuote.insurerName} · ${lifeQuote.title} · Cotação nº ${lifeQuote.quoteNumber}`;
}

/** 'R$ 38,11 por mês'. */
export function lifeMonthlyPriceText(lifeQuote: Pick<ProposalLifeQuote, 'monthlyPriceCents'>): string {
  return `${formatBRL(lifeQuote.monthlyPriceCents)} por mês`;
}

/** 'Cotação válida até 14/07/2026'. */
export function lifeValidityText(lifeQuote: Pick<ProposalLifeQuote, 'validUntil'>): string {
  return `Cotação válida até ${formatDateBR(lifeQuote.validUntil)}`;
}

/** A line of the life quote's table: a coverage and its capital, or the monthly price. */
export interface ProposalLifeLine {
  /** Stable key: the coverage's code, or 'monthly'. */
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** The life section of the proposal in the words both the preview and the PDF print. */
export interface ProposalLifeSection {
  /** {@link LIFE_SECTION_TITLE}. */
  readonly title: string;
  /** {@link lifeQuoteHeadline}. */
  readonly headline: string;
  /** Headers of the table's two columns. */
  readonly headers: readonly [string, string];
  /** A line per coverage, in the quote's order: its title and {@link lifeCapitalText}. */
  readonly coverages: readonly ProposalLifeLine[];
  /** The total line: 'Mensalidade do seguro de vida' and {@link lifeMonthlyPriceText}. */
  readonly monthly: ProposalLifeLine;
  /** {@link lifeValidityText}. */
  readonly validity: string;
  /** {@link LIFE_PROPOSAL_NOTE}. */
  readonly note: string;
}

/** The texts of the life section of a proposal holding `lifeQuote`. */
export function proposalLifeSection(lifeQuote: ProposalLifeQuote): ProposalLifeSection {
  return {
    title: LIFE_SECTION_TITLE,
    headline: lifeQuoteHeadline(lifeQuote),
    headers: ['Cobertura', 'Capital segurado'],
    coverages: lifeQuote.coverages.map((coverage) => ({ key: coverage.code, label: coverage.title, value: lifeCapitalText(coverage) })),
    monthly: { key: 'monthly', label: 'Mensalidade do seguro de vida', value: lifeMonthlyPriceText(lifeQuote) },
    validity: lifeValidityText(lifeQuote),
    note: LIFE_PROPOSAL_NOTE,
  };
}
