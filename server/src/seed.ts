/**
 * Demo data: one login per state the SPA must show (payment gate, first access,
 * expiration alert, related users, superuser). Idempotent: users that already exist are
 * left alone. Runs automatically on the first start in embedded mode, and via `npm run seed`.
 *
 * Names, e-mails, CPFs, plans and subscriptions mirror the SPA's fake back end
 * (`src/infrastructure/fake/demo-users.ts`) so both modes show the same people; the CPF
 * check digits are computed here (phones differ: the fake uses one number for all).
 */
import type { Database, DbOrTx } from './db/database';
import type { PaymentCode } from './db/schema';
import { hashPassword } from './auth/passwords';
import { cpfFromBase } from './lib/cpf';
import { addDays, isoDateInZone } from './lib/dates';
import { insertAccount, insertSubscription, setAccountPrincipal } from './repositories/accounts.repository';
import { findUserByUsername, insertUser } from './repositories/users.repository';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo1234';

/** Account set-up of a principal demo user; dates are days from the seed day (Brasília). */
interface DemoAccount {
  payment: PaymentCode;
  expiresInDays: number | null;
  planId: number | null;
  subscription: { status: string; totalUsers: number } | null;
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
    account: { payment: 'OP', expiresInDays: 365, planId: 4, subscription: { status: 'active', totalUsers: 10 } },
  },
  {
    username: 'corretor',
    description: 'Corretor principal com assinatura ativa para 5 usuários (administrador)',
    name: 'Carla Mendes Ribeiro',
    email: 'corretor@cotador.local',
    phone: '11987654321',
    cpfBase: '111444777',
    roles: ['admin'],
    account: { payment: 'OP', expiresInDays: 30, planId: 3, subscription: { status: 'active', totalUsers: 5 } },
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
    account: { payment: 'BL', expiresInDays: -10, planId: 1, subscription: { status: 'past_due', totalUsers: 1 } },
  },
  {
    username: 'expirando',
    description: 'Acesso termina em 3 dias: mostra o aviso de expiração',
    name: 'Elisa Martins Prado',
    email: 'expirando@cotador.local',
    phone: '51995432109',
    cpfBase: '353798388',
    roles: ['admin'],
    account: { payment: 'OP', expiresInDays: 3, planId: 1, subscription: { status: 'active', totalUsers: 1 } },
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
    account: { payment: 'OP', expiresInDays: 30, planId: 1, subscription: { status: 'active', totalUsers: 1 } },
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
  if (plan.subscription) {
    await insertSubscription(tx, {
      accountId: account.id,
      status: plan.subscription.status,
      totalUsers: plan.subscription.totalUsers,
      currentPeriodEnd: expiresAt,
      createdAt: context.now,
    });
  }
}
