/** The quotation feature's adapters and use cases (quotation screens, operators, plan details). */
import { createQuotationUseCases } from '../../../application/quotation/use-cases';
import { createHttpLastQuoteStore } from '../../http/last-quote-store.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindComparisonStore, bindHttpOnce, bindPlanCatalog } from './shared';

export const quotationFeature: FeatureModule<'quotation'> = {
  bind(container, options) {
    bindPlanCatalog(container, options);
    bindComparisonStore(container);
    bindHttpOnce(container, options, TOKENS.LastQuoteStore, createHttpLastQuoteStore);
  },
  useCases: (container) =>
    createQuotationUseCases({
      catalog: container.get(TOKENS.PlanCatalog),
      comparison: container.get(TOKENS.ComparisonStore),
      lastQuote: container.get(TOKENS.LastQuoteStore),
      clock: container.get(TOKENS.Clock),
    }),
};
