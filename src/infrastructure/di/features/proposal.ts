/** The comparative proposal's adapters and use cases (selection, saved quotations, PDF). */
import { ContainerModule } from 'inversify';
import { createProposalUseCases } from '../../../application/proposal/use-cases';
import { createHttpQuotationStore } from '../../http/quotation-store.http';
import { createHttpClientStore } from '../../http/client-store.http';
import { loadBrowserPdfTools } from '../../pdf/browser-pdf-tools';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { chosenLifeQuoteModule } from './chosen-life-quote';
import { comparisonStoreModule, planCatalogHttpModule } from './shared';

const proposalLocalModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.PdfToolsLoader).toConstantValue(loadBrowserPdfTools);
});

const proposalHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.QuotationStore).toResolvedValue(createHttpQuotationStore, [TOKENS.HttpClient]);
  bind(TOKENS.ClientStore).toResolvedValue(createHttpClientStore, [TOKENS.HttpClient]);
});

export const proposalFeature: FeatureModule<'proposal'> = {
  modules: { local: [comparisonStoreModule, chosenLifeQuoteModule, proposalLocalModule], http: [planCatalogHttpModule, proposalHttpModule] },
  useCases: (container) =>
    createProposalUseCases({
      catalog: container.get(TOKENS.PlanCatalog),
      comparison: container.get(TOKENS.ComparisonStore),
      quotations: container.get(TOKENS.QuotationStore),
      clients: container.get(TOKENS.ClientStore),
      pdfTools: container.get(TOKENS.PdfToolsLoader),
      chosenLifeQuotes: container.get(TOKENS.ChosenLifeQuoteStore),
      clock: container.get(TOKENS.Clock),
    }),
};
