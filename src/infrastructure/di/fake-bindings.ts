/**
 * The in-memory fakes behind every port (fake mode: tests, QA, `npm run dev:fake`). Only
 * reached through a dynamic import in main.tsx (fake mode) and statically by container.ts
 * (tests), so the production bundle does not carry the fakes and the demo catalog.
 */
import type { Container } from 'inversify';
import type { Clock } from '../../application/shared/clock';
import { createFakeAuthGateway, type FakeAuthGateway } from '../fake/auth-gateway.fake';
import { createFakeAccounts } from '../fake/accounts.fake';
import { createFakePlanCatalog } from '../fake/plan-catalog.fake';
import { createFakeQuotationStore, type FakeQuotationStore } from '../fake/quotation-store.fake';
import { createFakeClientStore } from '../fake/client-store.fake';
import { createFakeTableUpdates } from '../fake/table-updates.fake';
import { createFakeOperatorImports } from '../fake/operator-imports.fake';
import { createFakeLastQuoteStore } from '../fake/last-quote-store.fake';
import { createFakeSubscriptions } from '../fake/subscriptions.fake';
import { createFakeLifeQuoteGateway, type FakeLifeQuoteGateway } from '../fake/life-quote.fake';
import { createFakePublicSettings, createFakeSupportGateway } from '../fake/support.fake';
import { createFakePlanAdmin } from '../fake/plan-admin.fake';
import { FAKE_CATALOG } from '../fake/catalog-data';
import type { ContainerOptions, FakeBackend } from './container-options';
import { TOKENS } from './tokens';

/**
 * Binds the fake adapter of every port but the first page's (auth and settings: {@link FAKE_BACKEND}'s
 * `shellPorts`, bound by container-core.ts) to `container` (see {@link ContainerOptions} for the fake-mode options).
 */
export function bindFakes(container: Container, options: ContainerOptions): void {
  // One copy of the fake catalog per container: the plan editor's fake changes its plans (the catalog's quotes see them).
  const catalogData = { ...FAKE_CATALOG, plans: FAKE_CATALOG.plans.map((plan) => ({ ...plan })) };
  container.bind(TOKENS.PlanCatalog).toConstantValue(createFakePlanCatalog({ data: catalogData, latencyMs: options.fakeLatencyMs ?? 0 }));
  container
    .bind(TOKENS.PlanAdminGateway)
    .toResolvedValue((auth, clock: Clock) => createFakePlanAdmin({ auth: auth as FakeAuthGateway, data: catalogData, clock }), [TOKENS.AuthGateway, TOKENS.Clock]);
  container
    .bind(TOKENS.FakeAccounts)
    .toResolvedValue(
      (auth, clock: Clock) => createFakeAccounts({ auth: auth as FakeAuthGateway, clock, latencyMs: options.fakeLatencyMs ?? 0 }),
      [TOKENS.AuthGateway, TOKENS.Clock],
    );
  container.bind(TOKENS.Registration).toResolvedValue((fake) => fake.registration, [TOKENS.FakeAccounts]);
  container.bind(TOKENS.ProfileGateway).toResolvedValue((fake) => fake.profile, [TOKENS.FakeAccounts]);
  container.bind(TOKENS.TeamGateway).toResolvedValue((fake) => fake.team, [TOKENS.FakeAccounts]);
  container.bind(TOKENS.DemoMailbox).toResolvedValue((fake) => fake.mailbox, [TOKENS.FakeAccounts]);
  container
    .bind(TOKENS.QuotationStore)
    .toResolvedValue((clock: Clock, auth) => createFakeQuotationStore({ clock, auth: auth as FakeAuthGateway }), [TOKENS.Clock, TOKENS.AuthGateway]);
  // The clients' fake reads and anonymises the quotations' fake storage (a client's page lists its quotations).
  container
    .bind(TOKENS.ClientStore)
    .toResolvedValue(
      (clock: Clock, quotations, life) => createFakeClientStore({ clock, quotations: quotations as FakeQuotationStore, life: life as FakeLifeQuoteGateway }),
      [TOKENS.Clock, TOKENS.QuotationStore, TOKENS.FakeLifeQuote],
    );
  container
    .bind(TOKENS.TableUpdatesGateway)
    .toResolvedValue((auth, clock: Clock) => createFakeTableUpdates({ auth: auth as FakeAuthGateway, clock }), [TOKENS.AuthGateway, TOKENS.Clock]);
  container.bind(TOKENS.OperatorImportGateway).toResolvedValue((auth) => createFakeOperatorImports({ auth: auth as FakeAuthGateway }), [TOKENS.AuthGateway]);
  container.bind(TOKENS.LastQuoteStore).toResolvedValue((auth) => createFakeLastQuoteStore({ auth: auth as FakeAuthGateway }), [TOKENS.AuthGateway]);
  container
    .bind(TOKENS.FakeSubscriptions)
    .toResolvedValue(
      (auth, clock: Clock, accounts) =>
        createFakeSubscriptions({
          auth: auth as FakeAuthGateway,
          clock,
          latencyMs: options.fakeLatencyMs ?? 0,
          confirmDelayMs: options.fakePaymentConfirmMs === undefined ? 3000 : options.fakePaymentConfirmMs,
          registration: accounts.registration,
        }),
      [TOKENS.AuthGateway, TOKENS.Clock, TOKENS.FakeAccounts],
    );
  container.bind(TOKENS.SubscriptionGateway).toResolvedValue((fake) => fake.gateway, [TOKENS.FakeSubscriptions]);
  container
    .bind(TOKENS.FakeLifeQuote)
    .toResolvedValue(
      (clock: Clock, auth) =>
        createFakeLifeQuoteGateway({
          clock,
          auth: auth as FakeAuthGateway,
          latencyMs: options.fakeLatencyMs ?? 0,
          resultDelayMs: options.fakeLifeResultDelayMs === undefined ? 0 : options.fakeLifeResultDelayMs,
        }),
      [TOKENS.Clock, TOKENS.AuthGateway],
    );
  container.bind(TOKENS.LifeQuoteGateway).toResolvedValue((fake) => fake, [TOKENS.FakeLifeQuote]);
  container
    .bind(TOKENS.SupportGateway)
    .toResolvedValue(
      (auth, clock: Clock) => createFakeSupportGateway({ auth: auth as FakeAuthGateway, clock, latencyMs: options.fakeLatencyMs ?? 0 }),
      [TOKENS.AuthGateway, TOKENS.Clock],
    );
}

/** The fake back end: the first page's fakes (auth over the demo users, settings) and every other port's. */
export const FAKE_BACKEND: FakeBackend = {
  shellPorts: ({ tokens, clock, signal }, options) => ({
    auth: createFakeAuthGateway({ tokens, clock, signal, latencyMs: options.fakeLatencyMs ?? 0 }),
    publicSettings: createFakePublicSettings(),
  }),
  bind: bindFakes,
};
