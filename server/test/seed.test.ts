import { isValidCPF } from '@brazilian-utils/brazilian-utils';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, subscriptions, users } from '../src/db/schema';
import { cpfCheckDigits, cpfFromBase, isValidCpf } from '../src/lib/cpf';
import { addDays, isoDateInZone } from '../src/lib/dates';
import { countUsers, findUserProfile } from '../src/modules/accounts/repositories/users.repository';
import { DEMO_LOGINS, seedDemoData } from '../src/seed';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
// 2026-03-10 02:00 UTC is still 9 March in Brasília (UTC-3).
const START = new Date('2026-03-10T02:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, start: START });
});
afterAll(() => ctx.close());

async function tableCounts() {
  const [u] = await ctx.db.select({ n: count() }).from(users);
  const [a] = await ctx.db.select({ n: count() }).from(accounts);
  const [s] = await ctx.db.select({ n: count() }).from(subscriptions);
  return { users: u?.n, accounts: a?.n, subscriptions: s?.n };
}

describe('seedDemoData', () => {
  it('runs on the database the environment asks for', () => {
    expect(ctx.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates the demo users once, and nothing on later runs', async () => {
    const first = await seedDemoData(ctx.db, { bcryptRounds: 4, clock: ctx.clock.now });
    expect(first.created).toEqual(DEMO_LOGINS.map((login) => login.username));
    const afterFirst = await tableCounts();
    expect(afterFirst).toEqual({ users: 7, accounts: 6, subscriptions: 5 });
    const ids = await ctx.db.select({ id: users.id, username: users.username }).from(users).orderBy(users.id);

    const second = await seedDemoData(ctx.db, { bcryptRounds: 4, clock: ctx.clock.now });
    expect(second.created).toEqual([]);
    expect(await tableCounts()).toEqual(afterFirst);
    expect(await ctx.db.select({ id: users.id, username: users.username }).from(users).orderBy(users.id)).toEqual(ids);
  });

  it('recreates only what is missing', async () => {
    await ctx.db.delete(users).where(eq(users.username, 'gestor'));
    const again = await seedDemoData(ctx.db, { bcryptRounds: 4, clock: ctx.clock.now });
    expect(again.created).toEqual(['gestor']);
    expect(await countUsers(ctx.db)).toBe(7);
  });

  it('dates payments from the injected clock, in the Brasília calendar', async () => {
    expect(isoDateInZone(START)).toBe('2026-03-09');
    const byName = async (username: string) => {
      const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return findUserProfile(ctx.db, row!.id);
    };
    expect((await byName('expirando'))?.paymentExpiratedAt).toBe('2026-03-12');
    expect((await byName('corretor'))?.paymentExpiratedAt).toBe(addDays('2026-03-09', 30));
    expect((await byName('bloqueado'))?.paymentExpiratedAt).toBe('2026-02-27');
    expect((await byName('novo'))?.paymentExpiratedAt).toBeNull();
    const gestor = await byName('gestor');
    const corretor = await byName('corretor');
    expect(gestor?.principalUserId).toBe(corretor?.id);
    expect(gestor?.accountId).toBe(corretor?.accountId);
  });

  it('gives every demo user a valid CPF, a digits-only phone and unique e-mail', async () => {
    const rows = await ctx.db.select().from(users);
    for (const row of rows) {
      expect(isValidCPF(row.cpf), row.username).toBe(true);
      expect(row.phone).toMatch(/^\d{10,11}$/);
    }
    expect(new Set(rows.map((row) => row.cpf)).size).toBe(rows.length);
  });
});

describe('CPF check digits', () => {
  it.each([
    ['111444777', '35'],
    ['529982247', '25'],
    ['000000001', '91'],
  ])('computes %s -> %s', (base, digits) => {
    expect(cpfCheckDigits(base)).toBe(digits);
    expect(isValidCPF(base + digits)).toBe(true);
  });

  it('agrees with an independent validator on random bases', () => {
    for (let i = 0; i < 200; i += 1) {
      const base = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
      const cpf = cpfFromBase(base);
      expect(isValidCpf(cpf)).toBe(isValidCPF(cpf));
      expect(isValidCPF(`${base}${(Number(cpf.slice(9)) + 1) % 100}`.padEnd(11, '0'))).toBe(false);
    }
  });
});
