/**
 * A chosen life quote in short (finalization and the client's page): title, monthly price,
 * coverages with their capitals, quote number and validity, the "Valores ilustrativos" badge.
 */
import type { LifeQuote } from '../../../domain/life/quote';
import { formatBRL } from '../../../domain/quotation/money';
import { Badge, VisuallyHidden } from '../../design-system';
import * as s from './life-insurance.css';
import { LifeCoverageList, LifeQuoteDetails } from './life-quote-parts';

/** Props of {@link LifeQuoteSummary}. */
export interface LifeQuoteSummaryProps {
  quote: LifeQuote;
  headingLevel?: 2 | 3;
}

/** The quote summary (module note). */
export function LifeQuoteSummary({ quote, headingLevel = 2 }: LifeQuoteSummaryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={s.quoteCard} aria-label="Cotação escolhida">
      <div className={s.quoteHead}>
        <div>
          <Heading className={s.quoteTitle}>{quote.title}</Heading>
          <Badge tone="warning">Valores ilustrativos</Badge>
        </div>
        <p className={s.priceBox}>
          <VisuallyHidden>Preço mensal: </VisuallyHidden>
          <span className={s.price}>{formatBRL(quote.monthlyPriceCents)}</span>
          <span className={s.pricePer}>por mês</span>
        </p>
      </div>
      <LifeCoverageList coverages={quote.coverages} />
      <LifeQuoteDetails details={quote.details} />
    </section>
  );
}
