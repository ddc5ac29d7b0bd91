/**
 * Everything the UI may use, handed to components through one typed React context
 * (architecture rule 8). Each member is a port; the composition root chooses the
 * adapters (HTTP or fake).
 */
import type { AuthGateway } from './ports/auth-gateway';
import type { Clock } from './ports/clock';
import type { ComparisonStore } from './ports/comparison-store';
import type { KeyValueStore } from './ports/key-value-store';
import type { PlanCatalog } from './ports/plan-catalog';
import type { SessionSignal } from './ports/session-signal';
import type { TokenStore } from './ports/token-store';
import type { DemoMailbox } from './ports/demo-mailbox';
import type { ProfileGateway } from './ports/profile-gateway';
import type { Registration } from './ports/registration';
import type { TeamGateway } from './ports/team-gateway';
import type { QuotationStore } from './ports/quotation-store';
import type { PdfToolsLoader } from './ports/pdf-tools';
import type { SubscriptionGateway } from './ports/subscription-gateway';
import type { ExpirationSkipStore } from './ports/expiration-skip-store';
import type { ChosenLifeQuoteStore, LifeQuoteGateway } from './life/life-quote-gateway';

export interface AppServices {
  /** 'fake' when the SPA runs on in-memory fakes (prices shown as illustrative). */
  mode: 'http' | 'fake';
  clock: Clock;
  storage: KeyValueStore;
  tokens: TokenStore;
  sessionSignal: SessionSignal;
  auth: AuthGateway;
  /** Health-plan catalog: states, quotes, plans, operators (spec point 7 "Plans"). */
  catalog: PlanCatalog;
  /** The plans picked for comparison, kept between page loads. */
  comparison: ComparisonStore;
  /** Registration, e-mail confirmation and password recovery. */
  registration: Registration;
  /** The user's own profile and the first-access check. */
  profile: ProfileGateway;
  /** The account's team (related users). */
  team: TeamGateway;
  /** Saved quotations (comparative proposals) by code. */
  quotations: QuotationStore;
  /** Loads the PDF renderer on demand (dynamic import); tests inject a failing one. */
  pdfTools: PdfToolsLoader;
  /** Subscription and payment: products, plan info, checkout, changes, cancellation, the payment report. */
  subscriptions: SubscriptionGateway;
  /** The day the expiration alert was dismissed, per user (spec point 4). */
  expirationSkip: ExpirationSkipStore;
  /** The life-insurance service of spec point 7 (questions, occupations, quotations, results on the cable). */
  lifeQuote: LifeQuoteGateway;
  /** The life quote the broker chose, read by `/seguro-de-vida/finalizacao/{institution}` (session storage). */
  chosenLifeQuotes: ChosenLifeQuoteStore;
  /** Fake mode only: the mails the fake back end sent (null against the real server). */
  demoMailbox: DemoMailbox | null;
}
