/** inversify service identifiers, one per port (typed, decorator-free). */
import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { AuthGateway } from '../../application/session/auth-gateway';
import type { Clock } from '../../application/shared/clock';
import type { ComparisonStore } from '../../application/quotation/comparison-store';
import type { KeyValueStore } from '../../application/shared/key-value-store';
import type { PlanCatalog } from '../../application/quotation/plan-catalog';
import type { SessionSignal } from '../../application/session/session-signal';
import type { TokenStore } from '../../application/session/token-store';
import type { DemoMailbox } from '../../application/accounts/demo-mailbox';
import type { ProfileGateway } from '../../application/accounts/profile-gateway';
import type { Registration } from '../../application/accounts/registration';
import type { TeamGateway } from '../../application/accounts/team-gateway';
import type { FakeAccounts } from '../fake/accounts.fake';
import type { QuotationStore } from '../../application/proposal/quotation-store';
import type { ClientStore } from '../../application/proposal/client-store';
import type { LastQuoteStore } from '../../application/quotation/last-quote-store';
import type { PdfToolsLoader } from '../../application/proposal/pdf-tools';
import type { SubscriptionGateway } from '../../application/subscription/subscription-gateway';
import type { ExpirationSkipStore } from '../../application/subscription/expiration-skip-store';
import type { FakeSubscriptions } from '../fake/subscriptions.fake';
import type { ChosenLifeQuoteStore, LifeQuoteGateway } from '../../application/life/life-quote-gateway';
import type { FakeLifeQuoteGateway } from '../fake/life-quote.fake';
import type { FakeAuthGateway } from '../fake/auth-gateway.fake';
import type { FakeQuotationStore } from '../fake/quotation-store.fake';
import type { ContainerOptions } from './container-options';
import type { TableUpdatesGateway } from '../../application/table-updates/table-updates-gateway';
import type { PublicSettingsGateway, SupportGateway, TrackerLoader } from '../../application/support/support-gateway';
import type { PlanAdminGateway } from '../../application/plan-admin/plan-admin-gateway';
import type { OperatorImportGateway } from '../../application/table-updates/operator-import-gateway';

export const TOKENS = {
  /** Third-party trackers, loaded after consent. */
  TrackerLoader: Symbol.for('TrackerLoader') as ServiceIdentifier<TrackerLoader>,
  /** Per-tab key-value storage. */
  SessionKeyValueStore: Symbol.for('SessionKeyValueStore') as ServiceIdentifier<KeyValueStore>,
  /** The support chat. */
  SupportGateway: Symbol.for('SupportGateway') as ServiceIdentifier<SupportGateway>,
  /** The run-time settings of `GET /api/config/`. */
  PublicSettingsGateway: Symbol.for('PublicSettingsGateway') as ServiceIdentifier<PublicSettingsGateway>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  KeyValueStore: Symbol.for('KeyValueStore') as ServiceIdentifier<KeyValueStore>,
  TokenStore: Symbol.for('TokenStore') as ServiceIdentifier<TokenStore>,
  SessionSignal: Symbol.for('SessionSignal') as ServiceIdentifier<SessionSignal>,
  HttpClient: Symbol.for('HttpClient') as ServiceIdentifier<KyInstance>,
  AuthGateway: Symbol.for('AuthGateway') as ServiceIdentifier<AuthGateway>,
  PlanCatalog: Symbol.for('PlanCatalog') as ServiceIdentifier<PlanCatalog>,
  ComparisonStore: Symbol.for('ComparisonStore') as ServiceIdentifier<ComparisonStore>,
  Registration: Symbol.for('Registration') as ServiceIdentifier<Registration>,
  ProfileGateway: Symbol.for('ProfileGateway') as ServiceIdentifier<ProfileGateway>,
  TeamGateway: Symbol.for('TeamGateway') as ServiceIdentifier<TeamGateway>,
  QuotationStore: Symbol.for('QuotationStore') as ServiceIdentifier<QuotationStore>,
  ClientStore: Symbol.for('ClientStore') as ServiceIdentifier<ClientStore>,
  /** The broker's last quote (type, state, city), kept on the server. */
  LastQuoteStore: Symbol.for('LastQuoteStore') as ServiceIdentifier<LastQuoteStore>,
  PdfToolsLoader: Symbol.for('PdfToolsLoader') as ServiceIdentifier<PdfToolsLoader>,
  SubscriptionGateway: Symbol.for('SubscriptionGateway') as ServiceIdentifier<SubscriptionGateway>,
  ExpirationSkipStore: Symbol.for('ExpirationSkipStore') as ServiceIdentifier<ExpirationSkipStore>,
  /** Fake mode only: the in-memory subscription back end behind SubscriptionGateway. */
  FakeSubscriptions: Symbol.for('FakeSubscriptions') as ServiceIdentifier<FakeSubscriptions>,
  /** The fake mode's mailbox; null in http mode. */
  DemoMailbox: Symbol.for('DemoMailbox') as ServiceIdentifier<DemoMailbox | null>,
  /** Fake mode only: the in-memory accounts back end behind the four ports above. */
  FakeAccounts: Symbol.for('FakeAccounts') as ServiceIdentifier<FakeAccounts>,
  /** The life-insurance service (questions, occupations, quotations and their results). */
  LifeQuoteGateway: Symbol.for('LifeQuoteGateway') as ServiceIdentifier<LifeQuoteGateway>,
  /** The life quote the broker chose, for the finalization page. */
  ChosenLifeQuoteStore: Symbol.for('ChosenLifeQuoteStore') as ServiceIdentifier<ChosenLifeQuoteStore>,
  /** The operators' table updates (calendar, badge, forecasts, import). */
  TableUpdatesGateway: Symbol.for('TableUpdatesGateway') as ServiceIdentifier<TableUpdatesGateway>,
  /** Fake mode only: the in-memory life service behind LifeQuoteGateway. */
  FakeLifeQuote: Symbol.for('FakeLifeQuote') as ServiceIdentifier<FakeLifeQuoteGateway>,
  /** Fake mode only: the fake auth behind AuthGateway (the other fakes read who is signed in from it). */
  FakeAuth: Symbol.for('FakeAuth') as ServiceIdentifier<FakeAuthGateway>,
  /** Fake mode only: the in-memory quotations behind QuotationStore (the clients' fake reads them). */
  FakeQuotationStore: Symbol.for('FakeQuotationStore') as ServiceIdentifier<FakeQuotationStore>,
  /** The settings the container was built with (the life service's address, the test fetch). */
  ContainerOptions: Symbol.for('ContainerOptions') as ServiceIdentifier<ContainerOptions>,
  /** Control panel plan editing (superusers). */
  PlanAdminGateway: Symbol.for('PlanAdminGateway') as ServiceIdentifier<PlanAdminGateway>,
  OperatorImportGateway: Symbol.for('OperatorImportGateway') as ServiceIdentifier<OperatorImportGateway>,
} as const;
