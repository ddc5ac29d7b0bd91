/**
 * Demo data: one login per state the SPA must show (payment gate, first access,
 * expiration alert, related users, superuser). Idempotent: users that already exist are
 * left alone. Runs automatically on the first start in embedded mode, and via `npm run seed`.
 *
 * Names, e-mails, CPFs, plans and subscriptions mirror the SPA's fake back end
 * (`src/infrastructure/fake/demo-users.ts`, `subscriptions.fake.ts`) so both modes show the
 * same people; the CPF check digits are computed here (phones differ: the fake uses one
 * number for all).
 *
 * Subscriptions and payments go through the same repositories as the real flows (history
 * rows included): each paying account has a saved sandbox card ("Visa final 4242"; the
 * declining test card "Visa final 0002" for `bloqueado`) and approved charges for its last
 * periods (the first one a `subscription`, then monthly `renewal`s), so
 * /plano-e-assinaturas and the payment report have content. `bloqueado` is past_due after
 * a declined renewal on its last paid day; `expirando`'s period ends in 3 days; `novo` has
 * no plan.
 */
import type { Database, DbOrTx } from './db/database';
import type { PaymentCode, SubscriptionStatus } from './db/schema';
import { hashPassword } from './auth/passwords';
import { cpfFromBase } from './lib/cpf';
import { addDays, isoDateInZone, startOfDayInZone } from './lib/dates';
import { addMonthsClamped, dayOfMonth } from './payments/billing-rules';
import { cardLabel } from './payments/card';
import { SANDBOX_DECLINE_MESSAGE, sandboxToken } from './payments/sandbox-provider';
import { insertAccount, setAccountPrincipal } from './modules/accounts/repositories/accounts.repository';
import { insertPayment } from './modules/payments/repositories/payments.repository';
import { findProductById } from './modules/payments/repositories/products.repository';
import { createSubscription } from './modules/payments/repositories/subscriptions.repository';
import { findUserByUsername, insertUser } from './modules/accounts/repositories/users.repository';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo1234';

/** Account set-up of a principal demo user; dates are days from the seed day (Brasília). */
interface DemoAccount {
  payment: PaymentCode;
  expiresInDays: number | null;
  /** Product id (1–4, migration 0004), or null without a subscription. */
  planId: number | null;
  /**
   * `paidPeriods`: approved charges made (the current period's included); `declinedRenewal`:
   * the renewal charged on the last paid day was declined (past_due).
   */
  subscription: { status: SubscriptionStatus; totalUsers: number; paidPeriods: number; card: 'approve' | 'decline'; declinedRenewal?: boolean } | null;
}

interface DemoUser {
  username: string;
  /** pt-BR: what logging in as this user shows. */
  description: string;
  name: string;
  email: string;
  phone: string;
  /** First 9 CPF digits; the check digits are computed. */
  cpfBase: string;
  roles: string[];
  isSuperuser?: boolean;
  firstAccess?: boolean;
  /** Own account (principal user), or the username of the principal whose account it joins. */
  account: DemoAccount | { relatedTo: string };
}

const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    description: 'Superusuário: vê o Painel de Controle no menu',
    name: 'Administrador do Sistema',
    email: 'admin@cotador.local',
    phone: '11987654321',
    cpfBase: '529982247',
    roles: ['admin'],
    isSuperuser: true,
    account: { payment: 'OP', expiresInDays: 365, planId: 4, subscription: { status: 'active', totalUsers: 10, paidPeriods: 2, card: 'approve' } },
  },
  {
    username: 'corretor',
    description: 'Corretor principal com assinatura ativa para 5 usuários (administrador)',
    name: 'Carla Mendes Ribeiro',
    email: 'corretor@cotador.local',
    phone: '11987654321',
    cpfBase: '111444777',
    roles: ['admin'],
    account: { payment: 'OP', expiresInDays: 30, planId: 3, subscription: { status: 'active', totalUsers: 5, paidPeriods: 3, card: 'approve' } },
  },
  {
    username: 'gestor',
    description: 'Gestor na conta da corretora (usuário relacionado, sem Plano e Assinaturas)',
    name: 'Gustavo Henrique Alves',
    email: 'gestor@cotador.local',
    phone: '21998765432',
    cpfBase: '390533447',
    roles: ['manager'],
    account: { relatedTo: 'corretor' },
  },
  {
    username: 'novo',
    description: 'Plano gratuito sem plano escolhido: vai para /comecar',
    name: 'Natália Souza Costa',
    email: 'novo@cotador.local',
    phone: '31997651234',
    cpfBase: '862883667',
    roles: ['admin'],
    account: { payment: 'FR', expiresInDays: null, planId: null, subscription: null },
  },
  {
    username: 'bloqueado',
    description: 'Pagamento bloqueado: só acessa /assinatura e /assinatura/gerenciamento',
    name: 'Bruno Lopes Teixeira',
    email: 'bloqueado@cotador.local',
    phone: '41996543210',
    cpfBase: '714287938',
    roles: ['admin'],
    account: {
      payment: 'BL',
      expiresInDays: -10,
      planId: 1,
      subscription: { status: 'past_due', totalUsers: 1, paidPeriods: 2, card: 'decline', declinedRenewal: true },
    },
  },
  {
    username: 'expirando',
    description: 'Acesso termina em 3 dias: mostra o aviso de expiração',
    name: 'Elisa Martins Prado',
    email: 'expirando@cotador.local',
    phone: '51995432109',
    cpfBase: '353798388',
    roles: ['admin'],
    account: { payment: 'OP', expiresInDays: 3, planId: 1, subscription: { status: 'active', totalUsers: 1, paidPeriods: 1, card: 'approve' } },
  },
  {
    username: 'primeiro',
    description: 'Primeiro acesso: envio de logo e oferta de tutorial',
    name: 'Pedro Almeida Rocha',
    email: 'primeiro@cotador.local',
    phone: '61994321098',
    cpfBase: '935411347',
    roles: ['admin'],
    firstAccess: true,
    account: { payment: 'OP', expiresInDays: 30, planId: 1, subscription: { status: 'active', totalUsers: 1, paidPeriods: 1, card: 'approve' } },
  },
];

/** The demo logins, in the order `main.ts` prints them: username and what it shows (pt-BR). */
export const DEMO_LOGINS: ReadonlyArray<{ username: string; description: string }> = DEMO_USERS.map(
  ({ username, description }) => ({ username, description }),
);

/** Options of {@link seedDemoData}. */
export interface SeedOptions {
  /** bcrypt cost for the demo password hash. */
  bcryptRounds: number;
  /** "Now" for payment dates (today in Brasília + N days) and created_at. Default: real time. */
  clock?: () => Date;
}

/**
 * Creates the demo users that do not exist yet (with their accounts and subscriptions),
 * in one transaction.
 *
 * @returns the usernames created by this call (empty when everything was there).
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<{ created: string[] }> {
  const now = (options.clock ?? (() => new Date()))();
  const today = isoDateInZone(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.bcryptRounds);
  const created: string[] = [];

  await db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      if (await findUserByUsername(tx, demo.username)) continue;
      await createDemoUser(tx, demo, { today, now, passwordHash });
      created.push(demo.username);
    }
  });
  return { created };
}

/** Options of {@link seedDemoCopies}. */
export interface DemoCopyOptions extends SeedOptions {
  /** Lower-case letters and digits (1–24): appended to every username (`corretor_<suffix>`) and e-mail (`corretor+<suffix>@…`). */
  suffix: string;
}

/**
 * Test only (`POST /api/test/demo-users/`, TEST_CLOCK=1): a copy of every demo user, with
 * the same names, roles, accounts, subscriptions and payment history as the originals,
 * under `<username>_<suffix>` (e-mail `<local>+<suffix>@<domain>`), dated from `clock` as
 * the demo seed is. Lets each end-to-end spec file work on people of its own. Idempotent
 * like {@link seedDemoData}: copies that already exist are left alone.
 *
 * @returns every demo username mapped to its copy's username.
 */
export async function seedDemoCopies(db: Database, options: DemoCopyOptions): Promise<Record<string, string>> {
  const { suffix } = options;
  if (!/^[a-z0-9]{1,24}$/.test(suffix)) throw new Error(`Demo copies: bad suffix "${suffix}"`);
  const now = (options.clock ?? (() => new Date()))();
  const today = isoDateInZone(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.bcryptRounds);
  const rename = (username: string) => `${username}_${suffix}`;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      const copy: DemoUser = {
        ...demo,
        username: rename(demo.username),
        email: demo.email.replace('@', `+${suffix}@`),
        account: 'relatedTo' in demo.account ? { relatedTo: rename(demo.account.relatedTo) } : demo.account,
      };
      if (await findUserByUsername(tx, copy.username)) continue;
      await createDemoUser(tx, copy, { today, now, passwordHash });
    }
  });
  return Object.fromEntries(DEMO_USERS.map((demo) => [demo.username, rename(demo.username)]));
}

async function createDemoUser(
  tx: DbOrTx,
  demo: DemoUser,
  context: { today: string; now: Date; passwordHash: string },
): Promise<void> {
  const userFields = {
    username: demo.username,
    name: demo.name,
    email: demo.email,
    phone: demo.phone,
    cpf: cpfFromBase(demo.cpfBase),
    passwordHash: context.passwordHash,
    roles: demo.roles,
    isSuperuser: demo.isSuperuser ?? false,
    isActive: true,
    firstAccess: demo.firstAccess ?? false,
    createdAt: context.now,
  };

  if ('relatedTo' in demo.account) {
    const principal = await findUserByUsername(tx, demo.account.relatedTo);
    if (!principal) throw new Error(`Demo seed: principal "${demo.account.relatedTo}" missing for "${demo.username}"`);
    await insertUser(tx, { ...userFields, accountId: principal.accountId });
    return;
  }

  const plan = demo.account;
  const expiresAt = plan.expiresInDays === null ? null : addDays(context.today, plan.expiresInDays);
  const account = await insertAccount(tx, {
    payment: plan.payment,
    paymentExpiratedAt: expiresAt,
    withoutPay: false,
    planId: plan.planId,
    createdAt: context.now,
  });
  const user = await insertUser(tx, { ...userFields, accountId: account.id });
  await setAccountPrincipal(tx, account.id, user.id);
  if (plan.subscription && plan.planId !== null && expiresAt !== null) {
    await seedSubscription(tx, account.id, plan.planId, expiresAt, plan.subscription, context);
  }
}

/** An instant `hours` after the start of a Brasília day. */
const at = (day: string, hours: number) => new Date(startOfDayInZone(day).getTime() + hours * 3_600_000);

/**
 * The demo subscription ending on `periodEnd` and its payment history: one approved charge
 * per paid period (oldest a `subscription` checkout at 10:00, then `renewal`s charged by the
 * job at 06:00 on the last day of the period before), plus a declined renewal when asked.
 */
async function seedSubscription(
  tx: DbOrTx,
  accountId: number,
  productId: number,
  periodEnd: string,
  demo: NonNullable<DemoAccount['subscription']>,
  context: { today: string; now: Date },
): Promise<void> {
  const product = await findProductById(tx, productId);
  if (!product) throw new Error(`Demo seed: product ${productId} missing (migration 0004)`);
  const anchorDay = dayOfMonth(addDays(periodEnd, 1));
  // The current period starts one month before the day after its end, but never after today.
  const monthBefore = addMonthsClamped(addDays(periodEnd, 1), -1);
  const periodStart = monthBefore < context.today || periodEnd < context.today ? monthBefore : context.today;
  const last4 = demo.card === 'approve' ? '4242' : '0002';
  const card = { cardBrand: 'Visa', cardLast4: last4, cardToken: sandboxToken(demo.card, last4, 'demo'), cardLabel: cardLabel('Visa', last4) };
  const seeded = { reason: 'Dados de demonstração.', at: context.now };
  // What every demo charge shares: the account, the product at its price, the sandbox card.
  const charge = { accountId, productId, amountCents: product.priceCents, method: 'credit_card' as const, ...card };

  const starts = Array.from({ length: demo.paidPeriods }, (_, index) => addMonthsClamped(periodStart, -index)).reverse();
  for (const [index, start] of starts.entries()) {
    const first = index === 0;
    const chargedAt = first ? at(start, 10) : at(addDays(start, -1), 6);
    await insertPayment(
      tx,
      {
        ...charge,
        status: 'approved',
        kind: first ? 'subscription' : 'renewal',
        providerReference: `pay_demo_${accountId}_${index + 1}`,
        renewsPeriodEnd: first ? null : addDays(start, -1),
        createdAt: chargedAt,
        paidAt: chargedAt,
      },
      seeded,
    );
  }
  if (demo.declinedRenewal) {
    const chargedAt = at(periodEnd, 6);
    await insertPayment(
      tx,
      {
        ...charge,
        status: 'declined',
        kind: 'renewal',
        providerReference: `pay_demo_${accountId}_declined`,
        renewsPeriodEnd: periodEnd,
        failureMessage: SANDBOX_DECLINE_MESSAGE,
        createdAt: chargedAt,
      },
      seeded,
    );
  }
  const startedAt = starts[0] ?? periodStart;
  await createSubscription(
    tx,
    accountId,
    {
      status: demo.status,
      productId,
      pendingProductId: null,
      cancelAtPeriodEnd: false,
      startedAt: at(startedAt, 10),
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      billingAnchorDay: anchorDay,
      paymentMethod: 'credit_card',
      cardToken: card.cardToken,
      cardBrand: card.cardBrand,
      cardLast4: card.cardLast4,
    },
    seeded,
  );
}
