/** The comparative proposal's adapters and use cases (selection, saved quotations, PDF). */
import { createProposalUseCases } from '../../../application/proposal/use-cases';
import { createHttpQuotationStore } from '../../http/quotation-store.http';
import { createHttpClientStore } from '../../http/client-store.http';
import { loadBrowserPdfTools } from '../../pdf/browser-pdf-tools';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindChosenLifeQuoteStore } from './chosen-life-quote';
import { bindComparisonStore, bindHttpOnce, bindOnce, bindPlanCatalog } from './shared';

export const proposalFeature: FeatureModule<'proposal'> = {
  bind(container, options) {
    bindPlanCatalog(container, options);
    bindComparisonStore(container);
    bindChosenLifeQuoteStore(container);
    bindHttpOnce(container, options, TOKENS.QuotationStore, createHttpQuotationStore);
    bindHttpOnce(container, options, TOKENS.ClientStore, createHttpClientStore);
    bindOnce(container, TOKENS.PdfToolsLoader, () => container.bind(TOKENS.PdfToolsLoader).toConstantValue(loadBrowserPdfTools));
  },
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
