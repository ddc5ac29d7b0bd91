/**
 * Step 4 of the life wizard: each quote (spec point 3 "Life-insurance quote") with its
 * title, monthly price in BRL (yearly premium / 12 to the cent, spec point 9), coverages
 * with their capitals grouped as family / insured / diseases / income, the details (quote
 * number, final validity and days) and the model's note ("Valores ilustrativos", the
 * mortality table and year). 'Escolher esta cotação' goes on to the finalization.
 */
import { LIFE_COVERAGE_GROUP_TITLES } from '../../../domain/life/catalog';
import type { LifeQuote } from '../../../domain/life/quote';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { Badge, Button, VisuallyHidden } from '../../design-system';
import * as s from './life-insurance.css';

/** Props of {@link LifeQuoteResults}. */
export interface LifeQuoteResultsProps {
  quotes: readonly LifeQuote[];
  onChoose: (index: number) => void;
  busy: boolean;
}

function capitalText(coverage: LifeQuote['coverages'][number]): string {
  return coverage.capitalKind === 'daily' ? `${formatBRL(coverage.capitalCents)} por dia` : formatBRL(coverage.capitalCents);
}

/** The quotes of a successful quotation (module note). */
export function LifeQuoteResults({ quotes, onChoose, busy }: LifeQuoteResultsProps) {
  return (
    <>
      {quotes.map((quote, index) => {
        const titleId = `cotacao-vida-${index}`;
        return (
          <article key={quote.details.quoteNumber} className={s.quoteCard} aria-labelledby={titleId}>
            <div className={s.quoteHead}>
              <div>
                <h3 id={titleId} className={s.quoteTitle}>
                  {quote.title}
                </h3>
                <Badge tone="warning">Valores ilustrativos</Badge>
              </div>
              <p className={s.priceBox}>
                <VisuallyHidden>Preço mensal: </VisuallyHidden>
                <span className={s.price}>{formatBRL(quote.monthlyPriceCents)}</span>
                <span className={s.pricePer}>por mês · {formatBRL(quote.yearlyPremiumCents)} por ano</span>
              </p>
            </div>

            <ul className={s.coverageList} aria-label="Coberturas">
              {quote.coverages.map((coverage) => (
                <li key={coverage.code} className={s.coverageItem}>
                  <span>
                    <span className={s.coverageGroup}>{LIFE_COVERAGE_GROUP_TITLES[coverage.group]}</span>
                    <br />
                    <span className={s.coverageName}>{coverage.title}</span>
                  </span>
                  <span className={s.coveragePrice}>{formatBRL(coverage.monthlyPriceCents)}/mês</span>
                  <span className={s.coverageCapital}>Capital: {capitalText(coverage)}</span>
                </li>
              ))}
            </ul>

            <dl className={s.details}>
              <div>
                <dt className={s.detailTerm}>Cotação nº</dt>
                <dd className={s.detailValue}>{quote.details.quoteNumber}</dd>
              </div>
              <div>
                <dt className={s.detailTerm}>Emitida em</dt>
                <dd className={s.detailValue}>{formatDateBR(quote.details.issuedOn)}</dd>
              </div>
              <div>
                <dt className={s.detailTerm}>Validade</dt>
                <dd className={s.detailValue}>
                  até {formatDateBR(quote.details.finalValidity)} ({quote.details.days} dias)
                </dd>
              </div>
            </dl>

            <p className={s.note}>{quote.model.note}</p>

            <div>
              <Button icon="check" onClick={() => onChoose(index)} loading={busy} loadingText="Guardando escolha…">
                Escolher esta cotação
              </Button>
            </div>
          </article>
        );
      })}
    </>
  );
}
