/**
 * What the UI calls (architecture: "the UI calls use cases, never ports"): one object per
 * feature, each built from the ports of {@link AppServices} by its feature's
 * `create…UseCases`. The UI reaches one feature through `useUseCases('<feature>')` (src/ui/app/services-context.tsx);
 * ports stay with the composition root, the machines and the tests.
 *
 * A use case is a plain function over ports: it holds the feature's rules (validation,
 * proration, mapping a failure to what the screen shows) so that no component computes
 * them, and answers a `Result` for expected outcomes.
 */
import type { AppServices } from './app-services';
import { createShellUseCases, type ShellUseCases } from './shell-use-cases';
import { createLifeUseCases, type LifeUseCases } from './life/use-cases';
import { createAccountsUseCases, type AccountsUseCases } from './accounts/use-cases';
import { createSubscriptionUseCases, type SubscriptionUseCases } from './subscription/use-cases';
import { createQuotationUseCases, type QuotationUseCases } from './quotation/use-cases';
import { createProposalUseCases, type ProposalUseCases } from './proposal/use-cases';
import { createTableUpdatesUseCases, type TableUpdatesUseCases } from './table-updates/use-cases';
import { createSupportUseCases, type SupportUseCases } from './support/use-cases';
import { createPlanAdminUseCases, type PlanAdminUseCases } from './plan-admin/use-cases';

/** The use cases of every feature, as the UI sees them (the first page's, {@link ShellUseCases}, included). */
export interface AppUseCases extends ShellUseCases {
  /** Life insurance: quote wizard, implantation, the client's page (src/application/life/use-cases.ts). */
  life: LifeUseCases;
  /** Registration, mailed links, profile, team, first access (src/application/accounts/use-cases.ts). */
  accounts: AccountsUseCases;
  /** Products, checkout, change of product, cancellation, expiration alert, payment report (src/application/subscription/use-cases.ts). */
  subscription: SubscriptionUseCases;
  /** Quotation screens, operators and plan details: the quote machine, reference lists, comparison (src/application/quotation/use-cases.ts). */
  quotation: QuotationUseCases;
  /** Comparative proposal: selection, save/load by code, PDF (src/application/proposal/use-cases.ts). */
  proposal: ProposalUseCases;
  /** Calendar of table updates, badge, resume, forecasts and the table import (src/application/table-updates/use-cases.ts). */
  tableUpdates: TableUpdatesUseCases;
  /** The shell: the first page's part ({@link ShellUseCases}) plus the support chat and inbox (src/application/support/use-cases.ts). */
  support: SupportUseCases;
  /** Control panel: plan editing, clone, rules, audit trail (src/application/plan-admin/use-cases.ts). */
  planAdmin: PlanAdminUseCases;
}

/**
 * The features whose use cases are built on first need, each with its own adapters (a lean first
 * load: the composition root loads one feature's chunk per name, src/infrastructure/di/feature-loader.ts);
 * `mode` and `session` are the first page's, always ready.
 */
export type FeatureName = Exclude<keyof AppUseCases, keyof ShellUseCases> | 'support';

/**
 * Builds the UI's use cases over the ports (once per app: the composition root, main.tsx, or
 * a test). `shell` is the first page's use cases already built over the same ports (they hold
 * the app's one run-time settings call), made here when not given.
 */
export function createAppUseCases(services: AppServices, shell: ShellUseCases = createShellUseCases(services)): AppUseCases {
  return {
    mode: shell.mode,
    life: createLifeUseCases(services),
    session: shell.session,
    accounts: createAccountsUseCases(services),
    subscription: createSubscriptionUseCases(services),
    quotation: createQuotationUseCases(services),
    proposal: createProposalUseCases(services),
    tableUpdates: createTableUpdatesUseCases(services),
    support: createSupportUseCases(services, shell.support),
    planAdmin: createPlanAdminUseCases(services),
  };
}
