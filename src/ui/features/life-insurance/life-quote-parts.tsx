/**
 * The parts of a life quote card that the results (step 4) and the chosen-quote summary
 * share: the coverage list with the capitals and the details list (quote number, optional
 * issue date, validity).
 */
import { LIFE_COVERAGE_GROUP_TITLES } from '../../../domain/life/catalog';
import type { LifeQuote } from '../../../domain/life/quote';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import * as s from './life-insurance.css';

function capitalText(coverage: LifeQuote['coverages'][number]): string {
  return coverage.capitalKind === 'daily' ? `${formatBRL(coverage.capitalCents)} por dia` : formatBRL(coverage.capitalCents);
}

/** The coverages with their monthly price and capital; `grouped` shows each one's group title above its name. */
export function LifeCoverageList({ coverages, grouped = false }: { coverages: LifeQuote['coverages']; grouped?: boolean }) {
  return (
    <ul className={s.coverageList} aria-label="Coberturas">
      {coverages.map((coverage) => (
        <li key={coverage.code} className={s.coverageItem}>
          {grouped ? (
            <span>
              <span className={s.coverageGroup}>{LIFE_COVERAGE_GROUP_TITLES[coverage.group]}</span>
              <br />
              <span className={s.coverageName}>{coverage.title}</span>
            </span>
          ) : (
            <span className={s.coverageName}>{coverage.title}</span>
          )}
          <span className={s.coveragePrice}>{formatBRL(coverage.monthlyPriceCents)}/mês</span>
          <span className={s.coverageCapital}>Capital: {capitalText(coverage)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The quote's details: number, issue date (when `withIssueDate`) and validity. */
export function LifeQuoteDetails({ details, withIssueDate = false }: { details: LifeQuote['details']; withIssueDate?: boolean }) {
  return (
    <dl className={s.details}>
      <div>
        <dt className={s.detailTerm}>Cotação nº</dt>
        <dd className={s.detailValue}>{details.quoteNumber}</dd>
      </div>
      {withIssueDate ? (
        <div>
          <dt className={s.detailTerm}>Emitida em</dt>
          <dd className={s.detailValue}>{formatDateBR(details.issuedOn)}</dd>
        </div>
      ) : null}
      <div>
        <dt className={s.detailTerm}>Validade</dt>
        <dd className={s.detailValue}>
          até {formatDateBR(details.finalValidity)} ({details.days} dias)
        </dd>
      </div>
    </dl>
  );
}
