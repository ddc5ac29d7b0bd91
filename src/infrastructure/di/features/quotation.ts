/** The quotation feature's adapters and use cases (quotation screens, operators, plan details). */
import { ContainerModule } from 'inversify';
import { createQuotationUseCases } from '../../../application/quotation/use-cases';
import { createHttpLastQuoteStore } from '../../http/last-quote-store.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { comparisonStoreModule, planCatalogHttpModule } from './shared';

const quotationHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.LastQuoteStore).toResolvedValue(createHttpLastQuoteStore, [TOKENS.HttpClient]);
});

export const quotationFeature: FeatureModule<'quotation'> = {
  modules: { local: [comparisonStoreModule], http: [planCatalogHttpModule, quotationHttpModule] },
  useCases: (container) =>
    createQuotationUseCases({
      catalog: container.get(TOKENS.PlanCatalog),
      comparison: container.get(TOKENS.ComparisonStore),
      lastQuote: container.get(TOKENS.LastQuoteStore),
      clock: container.get(TOKENS.Clock),
    }),
};
