/**
 * The composition of ports and adapters (architecture rule 8): decorator-free
 * inversify bindings. `http` talks to the REST API; `fake` runs on the in-memory
 * fakes (tests, QA, `npm run dev:fake`), bound by `bindFakes` (fake-bindings.ts), which
 * the caller passes in: the production bundle never carries the fakes, main.tsx imports
 * them on demand in fake mode only (docs/benchmarks.md, "lean first load").
 * Tests call `createAppContainer` (container.ts), which passes the fakes itself.
 */
import { Container } from 'inversify';
import type { AppServices } from '../../application/app-services';
import type { Clock } from '../../application/shared/clock';
import type { KeyValueStore } from '../../application/shared/key-value-store';
import type { SessionSignal } from '../../application/session/session-signal';
import type { TokenStore } from '../../application/session/token-store';
import { createStoredComparisonStore } from '../comparison-store.storage';
import { createHttpProfileGateway } from '../http/profile-gateway.http';
import { createHttpRegistration } from '../http/registration.http';
import { createHttpTeamGateway } from '../http/team-gateway.http';
import { createHttpAuthGateway } from '../http/auth-gateway.http';
import { createHttpClient } from '../http/client';
import { createHttpPlanCatalog } from '../http/plan-catalog.http';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
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
import { createMemoryKeyValueStore } from '../key-value-store';
import { createHttpSupportGateway, createHttpPublicSettings } from '../http/support.http';
import { createActionCableSupportChannel } from '../realtime/support-channel.actioncable';
import { createRecordingTrackerLoader, createScriptTrackerLoader } from '../tracking/script-trackers';
import { TOKENS } from './tokens';

export type BackendMode = 'http' | 'fake';

export interface ContainerOptions {
  mode: BackendMode;
  /** Absolute API root ending in `/api/` (http mode). */
  apiUrl: string;
  storage: KeyValueStore;
  clock: Clock;
  /** Fake mode: simulated latency in ms. */
  fakeLatencyMs?: number;
  /**
   * Fake mode: pending charges (PIX, boleto, the delayed sandbox card) are approved this
   * long after checkout, like the sandbox provider's webhook (default 3000 ms; null: only
   * when a test calls `settlePending()`).
   */
  fakePaymentConfirmMs?: number | null;
  /**
   * Base URL of the life-insurance service (http mode), e.g. `http://localhost:8081`
   * (`VITE_LIFE_API_URL`; default the API's host on its port + 1, see ui/app/env.ts).
   */
  lifeApiUrl?: string;
  /** Its cable: `lifeApiUrl` with ws(s):// and `/cable` (http mode). */
  lifeCableUrl?: string;
  /** Per-tab storage (sessionStorage in the browser) for the chosen life quote; memory by default. */
  sessionStorage?: KeyValueStore;
  /** Fake mode: ms from an accepted life quotation to its result (default 0; null: only on `releaseResults()`). */
  fakeLifeResultDelayMs?: number | null;
  /** Http mode: the fetch the adapters use (the contract suite passes one that calls the server in-process). */
  fetch?: typeof fetch;
}

/** Binds the in-memory fakes of every port (fake-bindings.ts). */
export type FakeBinder = (container: Container, options: ContainerOptions) => void;

/**
 * Builds the container for one mode.
 * @param bindFakes required in fake mode (throws without it).
 */
export function createContainerCore(options: ContainerOptions, bindFakes?: FakeBinder): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Clock).toConstantValue(options.clock);
  container.bind(TOKENS.KeyValueStore).toConstantValue(options.storage);
  container.bind(TOKENS.SessionSignal).toConstantValue(createSessionSignal());
  container
    .bind(TOKENS.TokenStore)
    .toResolvedValue((storage: KeyValueStore) => createStoredTokenStore(storage), [TOKENS.KeyValueStore]);
  container
    .bind(TOKENS.ComparisonStore)
    .toResolvedValue((storage: KeyValueStore) => createStoredComparisonStore(storage), [TOKENS.KeyValueStore]);
  container.bind(TOKENS.PdfToolsLoader).toConstantValue(loadBrowserPdfTools);
  container
    .bind(TOKENS.ExpirationSkipStore)
    .toResolvedValue((storage: KeyValueStore) => createStoredExpirationSkipStore(storage), [TOKENS.KeyValueStore]);
  const sessionStore = options.sessionStorage ?? createMemoryKeyValueStore();
  container.bind(TOKENS.SessionKeyValueStore).toConstantValue(sessionStore);
  // Real scripts only in a browser page of http mode; fake mode and tests record the request.
  container.bind(TOKENS.TrackerLoader).toConstantValue(options.mode === 'http' && typeof document !== 'undefined' ? createScriptTrackerLoader(document) : createRecordingTrackerLoader());
  container.bind(TOKENS.ChosenLifeQuoteStore).toConstantValue(createStoredChosenLifeQuoteStore(sessionStore));

  if (options.mode === 'http') {
    container
      .bind(TOKENS.HttpClient)
      .toResolvedValue(
        (tokens: TokenStore, signal: SessionSignal) => createHttpClient({ apiUrl: options.apiUrl, tokens, signal, fetch: options.fetch }),
        [TOKENS.TokenStore, TOKENS.SessionSignal],
      );
    container
      .bind(TOKENS.AuthGateway)
      .toResolvedValue(
        (http: ReturnType<typeof createHttpClient>, tokens: TokenStore) => createHttpAuthGateway(http, tokens),
        [TOKENS.HttpClient, TOKENS.TokenStore],
      );
    container
      .bind(TOKENS.PlanCatalog)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpPlanCatalog(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.Registration)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpRegistration(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.ProfileGateway)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpProfileGateway(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.TeamGateway)
      .toResolvedValue(
        (http: ReturnType<typeof createHttpClient>, clock: Clock) => createHttpTeamGateway(http, clock),
        [TOKENS.HttpClient, TOKENS.Clock],
      );
    container.bind(TOKENS.DemoMailbox).toConstantValue(null);
    container
      .bind(TOKENS.QuotationStore)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpQuotationStore(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.LastQuoteStore)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpLastQuoteStore(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.SubscriptionGateway)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpSubscriptionGateway(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.TableUpdatesGateway)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpTableUpdatesGateway(http), [TOKENS.HttpClient]);
    container
      .bind(TOKENS.PlanAdminGateway)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpPlanAdminGateway(http), [TOKENS.HttpClient]);
    container.bind(TOKENS.LifeQuoteGateway).toResolvedValue(
      (http: ReturnType<typeof createHttpClient>, tokens: TokenStore, signal: SessionSignal) => {
        const lifeApiUrl = options.lifeApiUrl ?? new URL(options.apiUrl).origin;
        const lifeHttp = createLifeHttpClient({ lifeApiUrl, tokens, signal, renewAccess: renewAccessThroughMainApi(http, tokens) });
        const cableUrl = options.lifeCableUrl ?? `${lifeApiUrl.replace(/^http/, 'ws')}/cable`;
        return createHttpLifeQuoteGateway(lifeHttp, createActionCableQuotationChannel({ cableUrl, tokens }));
      },
      [TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
    );
    container.bind(TOKENS.SupportGateway).toResolvedValue(
      (http: ReturnType<typeof createHttpClient>, tokens: TokenStore, signal: SessionSignal) => {
        // The support chat is served by the process that owns the cable (docs/shell.md).
        const lifeApiUrl = options.lifeApiUrl ?? new URL(options.apiUrl).origin;
        const lifeHttp = createLifeHttpClient({ lifeApiUrl, tokens, signal, renewAccess: renewAccessThroughMainApi(http, tokens), fetch: options.fetch });
        const cableUrl = options.lifeCableUrl ?? `${lifeApiUrl.replace(/^http/, 'ws')}/cable`;
        return createHttpSupportGateway(lifeHttp, createActionCableSupportChannel({ cableUrl, tokens }));
      },
      [TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
    );
    container
      .bind(TOKENS.PublicSettingsGateway)
      .toResolvedValue((http: ReturnType<typeof createHttpClient>) => createHttpPublicSettings(http), [TOKENS.HttpClient]);
  } else {
    if (!bindFakes) throw new Error('Fake mode needs the fake bindings (src/infrastructure/di/fake-bindings.ts).');
    bindFakes(container, options);
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
