/**
 * What the UI calls (architecture: "the UI calls use cases, never ports"): one object per
 * feature, each built from the ports of {@link AppServices} by its feature's
 * `create…UseCases`. The UI reaches it through `useUseCases()` (src/ui/app/services-context.tsx);
 * ports stay with the composition root, the machines and the tests.
 *
 * A use case is a plain function over ports: it holds the feature's rules (validation,
 * proration, mapping a failure to what the screen shows) so that no component computes
 * them, and answers a `Result` for expected outcomes.
 */
import type { AppServices } from './app-services';
import { createLifeUseCases, type LifeUseCases } from './life/use-cases';
import { createAccountsUseCases, type AccountsUseCases } from './accounts/use-cases';
import { createSessionUseCases, type SessionUseCases } from './session/use-cases';
import { createSubscriptionUseCases, type SubscriptionUseCases } from './subscription/use-cases';
import { createQuotationUseCases, type QuotationUseCases } from './quotation/use-cases';
import { createProposalUseCases, type ProposalUseCases } from './proposal/use-cases';
import { createTableUpdatesUseCases, type TableUpdatesUseCases } from './table-updates/use-cases';
import { createSupportUseCases, type SupportUseCases } from './support/use-cases';
import { createPlanAdminUseCases, type PlanAdminUseCases } from './plan-admin/use-cases';

/** The use cases of every feature, as the UI sees them. */
export interface AppUseCases {
  /** 'fake' when the SPA runs on in-memory fakes (prices shown as illustrative). */
  mode: AppServices['mode'];
  /** Life insurance: quote wizard, implantation, the client's page (src/application/life/use-cases.ts). */
  life: LifeUseCases;
  /** Login and the session's clock-based texts (src/application/session/use-cases.ts). */
  session: SessionUseCases;
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
  /** The shell: run-time settings, support chat and inbox, WhatsApp link, support hours (src/application/support/use-cases.ts). */
  support: SupportUseCases;
  /** Control panel: plan editing, clone, rules, audit trail (src/application/plan-admin/use-cases.ts). */
  planAdmin: PlanAdminUseCases;
}

/** Builds the UI's use cases over the ports (called once per ServicesProvider). */
export function createAppUseCases(services: AppServices): AppUseCases {
  return {
    mode: services.mode,
    life: createLifeUseCases(services),
    session: createSessionUseCases(services),
    accounts: createAccountsUseCases(services),
    subscription: createSubscriptionUseCases(services),
    quotation: createQuotationUseCases(services),
    proposal: createProposalUseCases(services),
    tableUpdates: createTableUpdatesUseCases(services),
    support: createSupportUseCases(services),
    planAdmin: createPlanAdminUseCases(services),
  };
}
