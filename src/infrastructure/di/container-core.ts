/**
 * The composition of ports and adapters (architecture rule 8): decorator-free
 * inversify bindings. `http` talks to the REST API; `fake` runs on the in-memory
 * fakes (tests, QA, `npm run dev:fake`), bound by the fake back end (fake-bindings.ts), which
 * the caller passes in: the production bundle never carries the fakes, main.tsx imports
 * them on demand in fake mode only (docs/benchmarks.md, "lean first load").
 * Tests call `createAppContainer` (container.ts), which passes the fakes itself.
 *
 * The second stage of the composition root (issue 16): the first page's ports are made by
 * shell-ports.ts (no inversify) and bound here as they are; main.tsx fetches this module, and
 * the features' adapters with it, with the first screen that needs a feature.
 */
import { Container } from 'inversify';
import type { KyInstance } from 'ky';
import type { AppServices } from '../../application/app-services';
import type { KeyValueStore } from '../../application/shared/key-value-store';
import type { SessionSignal } from '../../application/session/session-signal';
import type { TokenStore } from '../../application/session/token-store';
import type { Clock } from '../../application/shared/clock';
import type { BackendMode, ContainerOptions, FakeBackend } from './container-options';
import { createShellPorts, type ShellPorts } from './shell-ports';
import { createStoredComparisonStore } from '../comparison-store.storage';
import { createHttpProfileGateway } from '../http/profile-gateway.http';
import { createHttpRegistration } from '../http/registration.http';
import { createHttpTeamGateway } from '../http/team-gateway.http';
import { createHttpPlanCatalog } from '../http/plan-catalog.http';
import { createHttpQuotationStore } from '../http/quotation-store.http';
import { createHttpTableUpdatesGateway } from '../http/table-updates.http';
import { createHttpLastQuoteStore } from '../http/last-quote-store.http';
import { loadBrowserPdfTools } from '../pdf/browser-pdf-tools';
import { createHttpSubscriptionGateway } from '../http/subscription-gateway.http';
import { createHttpPlanAdminGateway } from '../http/plan-admin.http';
import { createStoredExpirationSkipStore } from '../expiration-skip-store.storage';
import { createLifeHttpClient, renewAccessThroughMainApi } from '../http/life-client';
import { createHttpLifeQuoteGateway } from '../http/life-quote.http';
import { createActionCableQuotationChannel } from '../realtime/quotation-channel.actioncable';
import { createStoredChosenLifeQuoteStore } from '../life-chosen-quote.storage';
import { createHttpSupportGateway } from '../http/support.http';
import { createActionCableSupportChannel } from '../realtime/support-channel.actioncable';
import { TOKENS } from './tokens';

export type { BackendMode, ContainerOptions, FakeBackend } from './container-options';

/**
 * Builds the container for one mode.
 * @param fakes required in fake mode (throws without it).
 * @param shell the first stage's ports (main.tsx made them at start-up); made here when not given.
 */
export function createContainerCore(options: ContainerOptions, fakes?: FakeBackend, shell: ShellPorts = createShellPorts(options, fakes?.shellPorts)): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Clock).toConstantValue(shell.clock);
  container.bind(TOKENS.KeyValueStore).toConstantValue(shell.storage);
  container.bind(TOKENS.SessionSignal).toConstantValue(shell.sessionSignal);
  container.bind(TOKENS.TokenStore).toConstantValue(shell.tokens);
  container.bind(TOKENS.SessionKeyValueStore).toConstantValue(shell.sessionStore);
  container.bind(TOKENS.TrackerLoader).toConstantValue(shell.trackers);
  container.bind(TOKENS.AuthGateway).toConstantValue(shell.auth);
  container.bind(TOKENS.PublicSettingsGateway).toConstantValue(shell.publicSettings);
  container
    .bind(TOKENS.ComparisonStore)
    .toResolvedValue((storage: KeyValueStore) => createStoredComparisonStore(storage), [TOKENS.KeyValueStore]);
  container.bind(TOKENS.PdfToolsLoader).toConstantValue(loadBrowserPdfTools);
  container
    .bind(TOKENS.ExpirationSkipStore)
    .toResolvedValue((storage: KeyValueStore) => createStoredExpirationSkipStore(storage), [TOKENS.KeyValueStore]);
  container
    .bind(TOKENS.ChosenLifeQuoteStore)
    .toResolvedValue((sessionStore: KeyValueStore) => createStoredChosenLifeQuoteStore(sessionStore), [TOKENS.SessionKeyValueStore]);

  if (options.mode === 'http') {
    if (!shell.http) throw new Error('Http mode needs the first stage\'s HTTP client (shell-ports.ts).');
    container.bind(TOKENS.HttpClient).toConstantValue(shell.http);
    container
      .bind(TOKENS.PlanCatalog)
      .toResolvedValue((http: KyInstance) => createHttpPlanCatalog(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.Registration)
      .toResolvedValue((http: KyInstance) => createHttpRegistration(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.ProfileGateway)
      .toResolvedValue((http: KyInstance) => createHttpProfileGateway(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.TeamGateway)
      .toResolvedValue(
        (http: KyInstance, clock: Clock) => createHttpTeamGateway(http, clock),
        [TOKENS.HttpClient, TOKENS.Clock],
      );
    container.bind(TOKENS.DemoMailbox).toConstantValue(null);
    container
      .bind(TOKENS.QuotationStore)
      .toResolvedValue((http: KyInstance) => createHttpQuotationStore(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.LastQuoteStore)
      .toResolvedValue((http: KyInstance) => createHttpLastQuoteStore(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.SubscriptionGateway)
      .toResolvedValue((http: KyInstance) => createHttpSubscriptionGateway(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.TableUpdatesGateway)
      .toResolvedValue((http: KyInstance) => createHttpTableUpdatesGateway(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.PlanAdminGateway)
      .toResolvedValue((http: KyInstance) => createHttpPlanAdminGateway(http), [TOKENS.HttpClient]);
    container.bind(TOKENS.LifeQuoteGateway).toResolvedValue(
      (http: KyInstance, tokens: TokenStore, signal: SessionSignal) => {
        const lifeApiUrl = options.lifeApiUrl ?? new URL(options.apiUrl).origin;
        const lifeHttp = createLifeHttpClient({ lifeApiUrl, tokens, signal, renewAccess: renewAccessThroughMainApi(http, tokens) });
        const cableUrl = options.lifeCableUrl ?? `${lifeApiUrl.replace(/^http/, 'ws')}/cable`;
        return createHttpLifeQuoteGateway(lifeHttp, createActionCableQuotationChannel({ cableUrl, tokens }));
      },
      [TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
    );
    container.bind(TOKENS.SupportGateway).toResolvedValue(
      (http: KyInstance, tokens: TokenStore, signal: SessionSignal) => {
        // The support chat is served by the process that owns the cable (docs/shell.md).
        const lifeApiUrl = options.lifeApiUrl ?? new URL(options.apiUrl).origin;
        const lifeHttp = createLifeHttpClient({ lifeApiUrl, tokens, signal, renewAccess: renewAccessThroughMainApi(http, tokens), fetch: options.fetch });
        const cableUrl = options.lifeCableUrl ?? `${lifeApiUrl.replace(/^http/, 'ws')}/cable`;
        return createHttpSupportGateway(lifeHttp, createActionCableSupportChannel({ cableUrl, tokens }));
      },
      [TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
    );
  } else {
    if (!fakes) throw new Error('Fake mode needs the fake bindings (src/infrastructure/di/fake-bindings.ts).');
    fakes.bind(container, options);
  }
  return container;
}

/** Resolves the services the UI uses from a container. */
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
  };
}
