/**
 * A chosen life quote in short (finalization and the client's page): title, monthly price,
 * coverages with their capitals, quote number and validity, the "Valores ilustrativos" badge.
 */
import type { LifeQuote } from '../../../domain/life/quote';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { Badge, VisuallyHidden } from '../../design-system';
import * as s from './life-insurance.css';

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
      <ul className={s.coverageList} aria-label="Coberturas">
        {quote.coverages.map((coverage) => (
          <li key={coverage.code} className={s.coverageItem}>
            <span className={s.coverageName}>{coverage.title}</span>
            <span className={s.coveragePrice}>{formatBRL(coverage.monthlyPriceCents)}/mês</span>
            <span className={s.coverageCapital}>
              Capital: {formatBRL(coverage.capitalCents)}
              {coverage.capitalKind === 'daily' ? ' por dia' : ''}
            </span>
          </li>
        ))}
      </ul>
      <dl className={s.details}>
        <div>
          <dt className={s.detailTerm}>Cotação nº</dt>
          <dd className={s.detailValue}>{quote.details.quoteNumber}</dd>
        </div>
        <div>
          <dt className={s.detailTerm}>Validade</dt>
          <dd className={s.detailValue}>
            até {formatDateBR(quote.details.finalValidity)} ({quote.details.days} dias)
          </dd>
        </div>
      </dl>
    </section>
  );
}
