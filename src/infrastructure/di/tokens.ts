/** inversify service identifiers, one per port (typed, decorator-free). */
import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { Clock } from '../../application/ports/clock';
import type { ComparisonStore } from '../../application/ports/comparison-store';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { PlanCatalog } from '../../application/ports/plan-catalog';
import type { SessionSignal } from '../../application/ports/session-signal';
import type { TokenStore } from '../../application/ports/token-store';
import type { DemoMailbox } from '../../application/ports/demo-mailbox';
import type { ProfileGateway } from '../../application/ports/profile-gateway';
import type { Registration } from '../../application/ports/registration';
import type { TeamGateway } from '../../application/ports/team-gateway';
import type { FakeAccounts } from '../fake/accounts.fake';
import type { QuotationStore } from '../../application/ports/quotation-store';
import type { PdfToolsLoader } from '../../application/ports/pdf-tools';
import type { SubscriptionGateway } from '../../application/ports/subscription-gateway';
import type { ExpirationSkipStore } from '../../application/ports/expiration-skip-store';
import type { FakeSubscriptions } from '../fake/subscriptions.fake';
import type { ChosenLifeQuoteStore, LifeQuoteGateway } from '../../application/life/life-quote-gateway';
import type { FakeLifeQuoteGateway } from '../fake/life-quote.fake';

export const TOKENS = {
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
  /** Fake mode only: the in-memory life service behind LifeQuoteGateway. */
  FakeLifeQuote: Symbol.for('FakeLifeQuote') as ServiceIdentifier<FakeLifeQuoteGateway>,
} as const;
