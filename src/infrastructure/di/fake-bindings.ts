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
import { createFakeQuotationStore } from '../fake/quotation-store.fake';
import { createFakeClientStore } from '../fake/client-store.fake';
import { createFakeTableUpdates } from '../fake/table-updates.fake';
import { createFakeOperatorImports } from '../fake/operator-imports.fake';
import { createFakeLastQuoteStore } from '../fake/last-quote-store.fake';
import { createFakeSubscriptions } from '../fake/subscriptions.fake';
import { createFakeLifeQuoteGateway } from '../fake/life-quote.fake';
import { createFakePublicSettings, createFakeSupportGateway } from '../fake/support.fake';
import { createFakePlanAdmin } from '../fake/plan-admin.fake';
import { FAKE_CATALOG } from '../fake/catalog-data';
import type { ContainerOptions, FakeBackend } from './container-options';
import { TOKENS } from './tokens';

/**
 * Binds the fake adapter of every port but the first page's (auth and settings, made by the
 * back end's `shellPorts` and bound by container-core.ts) to `container`, over `auth`, the fake
 * auth those first-page ports hold (see {@link ContainerOptions} for the fake-mode options).
 */
function bindFakes(container: Container, options: ContainerOptions, auth: FakeAuthGateway): void {
  const latencyMs = options.fakeLatencyMs ?? 0;
  container.bind(TOKENS.FakeAuth).toConstantValue(auth);
  // One copy of the fake catalog per container: the plan editor's fake changes its plans (the catalog's quotes see them).
  const catalogData = { ...FAKE_CATALOG, plans: FAKE_CATALOG.plans.map((plan) => ({ ...plan })) };
  container.bind(TOKENS.PlanCatalog).toResolvedValue((clock: Clock) => createFakePlanCatalog({ data: catalogData, latencyMs, clock }), [TOKENS.Clock]);
  container.bind(TOKENS.PlanAdminGateway).toResolvedValue((clock: Clock) => createFakePlanAdmin({ auth, data: catalogData, clock }), [TOKENS.Clock]);
  container.bind(TOKENS.FakeAccounts).toResolvedValue((clock: Clock) => createFakeAccounts({ auth, clock, latencyMs }), [TOKENS.Clock]);
  container.bind(TOKENS.Registration).toResolvedValue((fake) => fake.registration, [TOKENS.FakeAccounts]);
  container.bind(TOKENS.ProfileGateway).toResolvedValue((fake) => fake.profile, [TOKENS.FakeAccounts]);
  container.bind(TOKENS.TeamGateway).toResolvedValue((fake) => fake.team, [TOKENS.FakeAccounts]);
  container.bind(TOKENS.DemoMailbox).toResolvedValue((fake) => fake.mailbox, [TOKENS.FakeAccounts]);
  container.bind(TOKENS.FakeQuotationStore).toResolvedValue((clock: Clock) => createFakeQuotationStore({ clock, auth }), [TOKENS.Clock]);
  container.bind(TOKENS.QuotationStore).toResolvedValue((fake) => fake, [TOKENS.FakeQuotationStore]);
  // The clients' fake reads and anonymises the quotations' fake storage (a client's page lists its quotations) and writes the accounts fake's team audit.
  container
    .bind(TOKENS.ClientStore)
    .toResolvedValue(
      (clock: Clock, quotations, life, accounts) => createFakeClientStore({ clock, quotations, life, auth, audit: accounts.deps.store.audit }),
      [TOKENS.Clock, TOKENS.FakeQuotationStore, TOKENS.FakeLifeQuote, TOKENS.FakeAccounts],
    );
  container.bind(TOKENS.TableUpdatesGateway).toResolvedValue((clock: Clock) => createFakeTableUpdates({ auth, clock }), [TOKENS.Clock]);
  container.bind(TOKENS.OperatorImportGateway).toConstantValue(createFakeOperatorImports({ auth }));
  container.bind(TOKENS.LastQuoteStore).toResolvedValue((clock: Clock) => createFakeLastQuoteStore({ auth, clock }), [TOKENS.Clock]);
  container.bind(TOKENS.FakeSubscriptions).toResolvedValue(
    (clock: Clock, accounts) =>
      createFakeSubscriptions({
        auth,
        clock,
        latencyMs,
        confirmDelayMs: options.fakePaymentConfirmMs === undefined ? 3000 : options.fakePaymentConfirmMs,
        accounts: accounts.deps,
      }),
    [TOKENS.Clock, TOKENS.FakeAccounts],
  );
  container.bind(TOKENS.SubscriptionGateway).toResolvedValue((fake) => fake.gateway, [TOKENS.FakeSubscriptions]);
  container.bind(TOKENS.FakeLifeQuote).toResolvedValue(
    (clock: Clock) =>
      createFakeLifeQuoteGateway({ clock, auth, latencyMs, resultDelayMs: options.fakeLifeResultDelayMs === undefined ? 0 : options.fakeLifeResultDelayMs }),
    [TOKENS.Clock],
  );
  container.bind(TOKENS.LifeQuoteGateway).toResolvedValue((fake) => fake, [TOKENS.FakeLifeQuote]);
  container.bind(TOKENS.SupportGateway).toResolvedValue((clock: Clock) => createFakeSupportGateway({ auth, clock, latencyMs }), [TOKENS.Clock]);
}

/**
 * A fake back end for one app: the first page's fakes (auth over the demo users, settings) and
 * every other port's, bound over that same fake auth.
 * @throws Error from `bind` when called before `shellPorts` (the first stage comes first).
 */
export function createFakeBackend(): FakeBackend {
  let auth: FakeAuthGateway | null = null;
  return {
    shellPorts: ({ tokens, clock, signal }, options) => {
      auth = createFakeAuthGateway({ tokens, clock, signal, latencyMs: options.fakeLatencyMs ?? 0 });
      return { auth, publicSettings: createFakePublicSettings() };
    },
    bind: (container, options) => {
      if (!auth) throw new Error("The fake back end binds its ports after the first page's (shellPorts), over the same fake auth.");
      bindFakes(container, options, auth);
    },
  };
}
