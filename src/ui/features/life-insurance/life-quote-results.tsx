/**
 * Step 4 of the life wizard: each quote (spec point 3 "Life-insurance quote") with its
 * title, monthly price in BRL (yearly premium / 12 to the cent, spec point 9), coverages
 * with their capitals grouped as family / insured / diseases / income, the details (quote
 * number, final validity and days) and the model's note ("Valores ilustrativos", the
 * mortality table and year). 'Escolher esta cotação' goes on to the finalization.
 */
import type { LifeQuote } from '../../../domain/life/quote';
import { formatBRL } from '../../../domain/quotation/money';
import { Badge, Button, VisuallyHidden } from '../../design-system';
import * as s from './life-insurance.css';
import { LifeCoverageList, LifeQuoteDetails } from './life-quote-parts';

/** Props of {@link LifeQuoteResults}. */
export interface LifeQuoteResultsProps {
  quotes: readonly LifeQuote[];
  onChoose: (index: number) => void;
  busy: boolean;
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

            <LifeCoverageList coverages={quote.coverages} grouped />

            <LifeQuoteDetails details={quote.details} withIssueDate />

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
