/**
 * The container with both backends and every feature (tests, the contract suite):
 * {@link createAppContainer} binds the fakes itself and every feature's adapters at once. The
 * app's composition root (main.tsx) uses shell-ports.ts at start-up and feature-loader.ts with
 * each feature's first screen, and imports fake-bindings.ts only in fake mode, so the
 * production bundle stays lean.
 */
import type { Container, ContainerModule } from 'inversify';
import type { AppServices } from '../../application/app-services';
import { createContainerCore, type BackendMode, type ContainerOptions } from './container-core';
import { createFakeBackend } from './fake-bindings';
import { loadFeatureModules } from './feature-loader';
import { createShellHttp } from './shell-http';
import { createShellPorts } from './shell-ports';
import { TOKENS } from './tokens';
import { accountsFeature } from './features/accounts';
import { lifeFeature } from './features/life';
import { planAdminFeature } from './features/plan-admin';
import { proposalFeature } from './features/proposal';
import { quotationFeature } from './features/quotation';
import { subscriptionFeature } from './features/subscription';
import { supportFeature } from './features/support';
import { tableUpdatesFeature } from './features/table-updates';

export type { BackendMode, ContainerOptions, FakeBackend } from './container-core';

const EVERY_FEATURE = [quotationFeature, proposalFeature, accountsFeature, subscriptionFeature, tableUpdatesFeature, supportFeature, lifeFeature, planAdminFeature];

/** Builds the container for one mode, fakes and every feature's adapters included. */
export function createAppContainer(options: ContainerOptions): Container {
  // The HTTP part is made at once (not fetched on first need as in the app): the container is built synchronously.
  const fakes = createFakeBackend();
  const container = createContainerCore(options, fakes, createShellPorts(options, fakes.shellPorts, { createShellHttp }));
  const loaded = new Set<ContainerModule>();
  for (const feature of EVERY_FEATURE) loadFeatureModules(container, options, feature, loaded);
  return container;
}

/** Resolves every port from a container of {@link createAppContainer} (tests: `createAppUseCases(resolveServices(…))`). */
export function resolveServices(container: Container, mode: BackendMode): AppServices {
  return {
    mode,
    clock: container.get(TOKENS.Clock),
    storage: container.get(TOKENS.KeyValueStore),
    tokens: container.get(TOKENS.TokenStore),
    sessionSignal: container.get(TOKENS.SessionSignal),
    auth: container.get(TOKENS.AuthGateway),
    catalog: container.get(TOKENS.PlanCatalog),
    comparison: container.get(TOKENS.ComparisonStore),
    registration: container.get(TOKENS.Registration),
    profile: container.get(TOKENS.ProfileGateway),
    team: container.get(TOKENS.TeamGateway),
    demoMailbox: container.get(TOKENS.DemoMailbox),
    quotations: container.get(TOKENS.QuotationStore),
    clients: container.get(TOKENS.ClientStore),
    lastQuote: container.get(TOKENS.LastQuoteStore),
    pdfTools: container.get(TOKENS.PdfToolsLoader),
    subscriptions: container.get(TOKENS.SubscriptionGateway),
    tableUpdates: container.get(TOKENS.TableUpdatesGateway),
    expirationSkip: container.get(TOKENS.ExpirationSkipStore),
    lifeQuote: container.get(TOKENS.LifeQuoteGateway),
    chosenLifeQuotes: container.get(TOKENS.ChosenLifeQuoteStore),
    support: container.get(TOKENS.SupportGateway),
    publicSettings: container.get(TOKENS.PublicSettingsGateway),
    trackers: container.get(TOKENS.TrackerLoader),
    sessionStore: container.get(TOKENS.SessionKeyValueStore),
    planAdmin: container.get(TOKENS.PlanAdminGateway),
    operatorImports: container.get(TOKENS.OperatorImportGateway),
  };
}
