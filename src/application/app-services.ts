/**
 * Everything the UI may use, handed to components through one typed React context
 * (architecture rule 8). Each member is a port; the composition root chooses the
 * adapters (HTTP or fake).
 */
import type { AuthGateway } from './session/auth-gateway';
import type { Clock } from './shared/clock';
import type { ComparisonStore } from './quotation/comparison-store';
import type { KeyValueStore } from './shared/key-value-store';
import type { PlanCatalog } from './quotation/plan-catalog';
import type { SessionSignal } from './session/session-signal';
import type { TokenStore } from './session/token-store';
import type { DemoMailbox } from './accounts/demo-mailbox';
import type { ProfileGateway } from './accounts/profile-gateway';
import type { Registration } from './accounts/registration';
import type { TeamGateway } from './accounts/team-gateway';
import type { QuotationStore } from './proposal/quotation-store';
import type { ClientStore } from './proposal/client-store';
import type { LastQuoteStore } from './quotation/last-quote-store';
import type { PdfToolsLoader } from './proposal/pdf-tools';
import type { SubscriptionGateway } from './subscription/subscription-gateway';
import type { ExpirationSkipStore } from './subscription/expiration-skip-store';
import type { ChosenLifeQuoteStore, LifeQuoteGateway } from './life/life-quote-gateway';
import type { TableUpdatesGateway } from './table-updates/table-updates-gateway';
import type { PublicSettingsGateway, SupportGateway, TrackerLoader } from './support/support-gateway';
import type { PlanAdminGateway } from './plan-admin/plan-admin-gateway';
import type { OperatorImportGateway } from './table-updates/operator-import-gateway';

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
  /** The account's clients ('Clientes'), their export and deletion (LGPD). */
  clients: ClientStore;
  /** The broker's last quote (type, state, city), kept per user on the server. */
  lastQuote: LastQuoteStore;
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
  /** The operators' table updates: calendar, badge, resume, forecasts and the table import. */
  tableUpdates: TableUpdatesGateway;
  /** The support chat: history, messages, inbox, live events. */
  support: SupportGateway;
  /** The run-time settings of `GET /api/config/` (support contact, feedback form, trackers). */
  publicSettings: PublicSettingsGateway;
  /** Loads the third-party trackers after consent (spec point 7). */
  trackers: TrackerLoader;
  /** Per-tab storage (sessionStorage in the browser): e.g. the mobile alert shown this session. */
  sessionStore: KeyValueStore;
  /** Control panel plan editing, clone and audit trail (superusers). */
  planAdmin: PlanAdminGateway;
  /** Control panel: a whole operator's catalog file (dry run, confirm) and the list of imports (superusers). */
  operatorImports: OperatorImportGateway;
  /** Fake mode only: the mails the fake back end sent (null against the real server). */
  demoMailbox: DemoMailbox | null;
}

/**
 * The ports the first page needs: the session (tokens, signal,
 * auth), the consent banner (run-time settings, trackers), the clock and the storages. The
 * composition root builds them at start-up and every other port with the first screen that
 * needs one (docs/architecture.md, "Two stages, one composition root").
 */
export type ShellServices = Pick<
  AppServices,
  'mode' | 'clock' | 'storage' | 'sessionStore' | 'tokens' | 'sessionSignal' | 'auth' | 'publicSettings' | 'trackers'
>;
