/**
 * Who may read whose plan information (`GET /api/payments/user?email=`), and the
 * superusers' payment report: JSON totals over the whole filter (Brasília days, pages of
 * 50), filters, validation, and the CSV file read back (BOM, `;`, quoting, formula
 * injection neutralised, file name). The seeded demo history is the data, plus rows the
 * tests add.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReportWire, planInfoWire } from '../../../src/contract/payments';
import { users } from '../../src/db/schema';
import { CSV_HEADER, UTF8_BOM } from '../../../src/domain/subscription/payment-report';
import { insertPayment } from '../../src/modules/payments/repositories/payments.repository';
import { createTestContext, type TestContext } from '../helpers';
import { authAs, brasilia, createBroker, parseCsv } from './support';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  // The demo history is dated from this day: 10/03/2026 12:00 in Brasília.
  ctx = await createTestContext({ catalog: 'none', start: brasilia('2026-03-10') });
  app = await ctx.app({ loginRateLimitPerAddress: 1000 });
});
afterAll(() => ctx.close());

const get = async (url: string, username?: string) => app.inject({ method: 'GET', url, headers: username ? await authAs(app, username) : {} });

describe('GET /api/payments/user?email= (who may read it)', () => {
  it.each([
    ['corretor', 'corretor@cotador.local', 200, 'the user itself'],
    ['corretor', 'GESTOR@cotador.local', 200, "an admin, for a member of the account (e-mail case ignored)"],
    ['gestor', 'gestor@cotador.local', 200, 'a member, for itself'],
    ['gestor', 'corretor@cotador.local', 403, 'a member without the admin role, for its admin'],
    ['corretor', 'novo@cotador.local', 403, 'another account'],
    ['corretor', 'ninguem@cotador.local', 403, 'an e-mail nobody has (no existence leak)'],
    ['novo', 'admin@cotador.local', 403, 'anyone, for the superuser'],
    ['admin', 'novo@cotador.local', 200, 'a superuser, for anyone'],
    ['admin', 'ninguem@cotador.local', 404, 'a superuser, for an unknown e-mail'],
  ])('%s asking for %s → %i (%s)', async (username, email, status) => {
    const response = await get(`/api/payments/user?email=${encodeURIComponent(email)}`, username);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(planInfoWire.parse(response.json()).email).toBe(email.toLowerCase());
  });

  it("answers the account's plan for a member's e-mail, and 401 without a token, 400 without an e-mail", async () => {
    const info = planInfoWire.parse((await get('/api/payments/user?email=gestor@cotador.local', 'corretor')).json());
    expect(info).toMatchObject({ payment: 'OP', plan_id: 3, users_count: 2, total_users: 5, subscription: { product: { name: 'Equipe 5' } } });
    expect((await get('/api/payments/user?email=corretor@cotador.local')).statusCode).toBe(401);
    expect((await get('/api/payments/user', 'corretor')).statusCode).toBe(400);
  });

  it('shows the blocked account its declined renewal', async () => {
    const info = planInfoWire.parse((await get('/api/payments/user?email=bloqueado@cotador.local', 'bloqueado')).json());
    expect(info).toMatchObject({ payment: 'BL', payment_expirated_at: '2026-02-28', subscription: { status: 'past_due', next_charge: null, card_label: 'Visa final 0002' } });
    expect(info.payments[0]).toMatchObject({ kind: 'renewal', status: 'declined', failure_message: 'Pagamento recusado pelo banco emissor: saldo insuficiente.' });
  });
});

describe('GET /api/admin/payments/report/', () => {
  const report = async (query: string, username = 'admin') => get(`/api/admin/payments/report/?${query}`, username);

  it('is for superusers only', async () => {
    expect((await report('', 'corretor')).statusCode).toBe(403);
    expect((await get('/api/admin/payments/report/')).statusCode).toBe(401);
    expect((await get('/api/admin/payments/report.csv', 'corretor')).statusCode).toBe(403);
  });

  it('totals the whole filter: the demo history from January to March', async () => {
    const response = await report('from=2026-01-01&to=2026-03-31');
    expect(response.statusCode).toBe(200);
    const body = paymentReportWire.parse(response.json());
    // admin 2 × 599,90; corretor 3 × 329,90; bloqueado 2 × 89,90 (+ 1 declined); expirando and primeiro 1 × 89,90.
    expect(body.count).toBe(10);
    expect(body.totals.approved_cents).toBe(2 * 59990 + 3 * 32990 + 4 * 8990);
    expect(body.totals.by_status).toEqual([
      { status: 'approved', count: 9, amount_cents: 254910 },
      { status: 'pending', count: 0, amount_cents: 0 },
      { status: 'declined', count: 1, amount_cents: 8990 },
      { status: 'refunded', count: 0, amount_cents: 0 },
    ]);
    expect(body.totals.by_product).toEqual([
      { product_id: 1, product_name: 'Individual', count: 5, approved_cents: 4 * 8990 },
      { product_id: 3, product_name: 'Equipe 5', count: 3, approved_cents: 3 * 32990 },
      { product_id: 4, product_name: 'Equipe 10', count: 2, approved_cents: 2 * 59990 },
    ]);
    expect(body.results[0]).toMatchObject({ principal_username: 'primeiro', principal_email: 'primeiro@cotador.local', kind: 'subscription' });
    expect(body.next).toBeNull();
  });

  it('filters by status and product, and defaults to the current month', async () => {
    const declined = paymentReportWire.parse((await report('from=2026-01-01&to=2026-03-31&status=declined')).json());
    expect(declined.results.map((row) => row.principal_username)).toEqual(['bloqueado']);
    const team = paymentReportWire.parse((await report('from=2026-01-01&to=2026-03-31&product_id=3')).json());
    expect(team.count).toBe(3);
    expect(team.totals.by_product).toEqual([{ product_id: 3, product_name: 'Equipe 5', count: 3, approved_cents: 98970 }]);
    const march = paymentReportWire.parse((await report('')).json());
    expect(march.results.map((row) => row.principal_username).sort()).toEqual(['admin', 'corretor', 'primeiro']);
  });

  it('counts days in Brasília: 23:30 of the 9th (02:30 UTC of the 10th) belongs to the 9th', async () => {
    const broker = await createBroker(ctx.db);
    const lateNight = new Date('2026-03-10T02:30:00Z');
    await insertPayment(
      ctx.db,
      { accountId: broker.accountId, productId: 1, amountCents: 8990, method: 'pix', status: 'approved', kind: 'subscription', providerReference: 'pay_late_night', createdAt: lateNight, paidAt: lateNight },
      { reason: 'teste', at: lateNight },
    );
    const ninth = paymentReportWire.parse((await report('from=2026-03-09&to=2026-03-09')).json());
    expect(ninth.results.map((row) => row.provider_reference)).toContain('pay_late_night');
    const tenth = paymentReportWire.parse((await report('from=2026-03-10&to=2026-03-10')).json());
    expect(tenth.results.map((row) => row.provider_reference)).not.toContain('pay_late_night');
  });

  it('pages by 50 with DRF links while the totals stay those of the filter', async () => {
    const broker = await createBroker(ctx.db);
    await ctx.db.transaction(async (tx) => {
      for (let index = 0; index < 60; index += 1) {
        const at = new Date(Date.UTC(2026, 0, 20, 12, index));
        await insertPayment(
          tx,
          { accountId: broker.accountId, productId: 2, amountCents: 100 + index, method: 'boleto', status: index % 2 ? 'approved' : 'pending', kind: 'renewal', providerReference: `pay_page_${index}`, createdAt: at },
          { reason: 'teste', at },
        );
      }
    });
    const first = paymentReportWire.parse((await report('from=2026-01-20&to=2026-01-20')).json());
    expect(first.count).toBe(60);
    expect(first.results).toHaveLength(50);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost/api/admin/payments/report/?from=2026-01-20&to=2026-01-20&page=2');
    const approvedSum = Array.from({ length: 60 }, (_, index) => index).filter((index) => index % 2).reduce((sum, index) => sum + 100 + index, 0);
    expect(first.totals.approved_cents).toBe(approvedSum);
    const second = paymentReportWire.parse((await report('from=2026-01-20&to=2026-01-20&page=2')).json());
    expect(second.results).toHaveLength(10);
    expect(second.totals).toEqual(first.totals);
    expect(second.previous).toBe('http://localhost/api/admin/payments/report/?from=2026-01-20&to=2026-01-20');
    expect((await report('from=2026-01-20&to=2026-01-20&page=3')).statusCode).toBe(404);
  });

  it('refuses bad dates with pt-BR field messages', async () => {
    const bad = await report('from=2026-13-01&to=ontem');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ from: ['Data inválida. Use AAAA-MM-DD.'], to: ['Data inválida. Use AAAA-MM-DD.'] });
    const reversed = await report('from=2026-03-31&to=2026-03-01');
    expect(reversed.json()).toEqual({ to: ['A data final deve ser igual ou posterior à data inicial.'] });
    expect((await report('status=pago')).statusCode).toBe(400);
    expect((await report('from=9999-12-31&to=9999-12-31')).json()).toEqual({ from: ['Data inválida. Use AAAA-MM-DD.'], to: ['Data inválida. Use AAAA-MM-DD.'] });
    // Nothing a user can type is a 500: an id beyond PostgreSQL's integer just matches nothing.
    const huge = await report('from=2026-01-01&to=2026-03-31&product_id=99999999999');
    expect(huge.statusCode).toBe(200);
    expect(huge.json().count).toBe(0);
  });
});

describe('GET /api/admin/payments/report.csv', () => {
  it('is a UTF-8 CSV with BOM, ; and CRLF that reads back to the report, named after the period', async () => {
    const response = await get('/api/admin/payments/report.csv?from=2026-01-01&to=2026-03-08', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pagamentos-2026-01-01-a-2026-03-08.csv"');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    const json = paymentReportWire.parse((await get('/api/admin/payments/report/?from=2026-01-01&to=2026-03-08', 'admin')).json());
    expect(rows.length - 1).toBe(json.count);
    const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
    for (const payment of json.results) {
      const row = byId.get(String(payment.id));
      expect(row?.[9]).toBe(`${Math.floor(payment.amount_cents / 100)},${String(payment.amount_cents % 100).padStart(2, '0')}`);
      expect(row?.[10]).toBe(String(payment.amount_cents));
      expect(row?.[4]).toBe(payment.principal_email ?? '');
    }
    const declined = rows.find((row) => row[8] === 'Recusado');
    expect(declined).toEqual([
      expect.any(String),
      '28/02/2026 06:00',
      expect.any(String),
      'bloqueado',
      'bloqueado@cotador.local',
      'Individual',
      'Renovação',
      'Cartão de crédito',
      'Recusado',
      '89,90',
      '8990',
      'Visa final 0002',
      'Pagamento recusado pelo banco emissor: saldo insuficiente.',
      expect.stringMatching(/^pay_demo_/),
      '',
    ]);
  });

  it('quotes separators, quotes and line breaks, and neutralises cells that would run as formulas', async () => {
    const broker = await createBroker(ctx.db);
    const username = '=HYPERLINK("http://golpe.example";"Clique")';
    await ctx.db.update(users).set({ username, email: '+5511999@example.com' }).where(eq(users.id, broker.userId));
    const at = new Date('2026-02-03T15:00:00Z');
    await insertPayment(
      ctx.db,
      {
        accountId: broker.accountId,
        productId: 1,
        amountCents: 8990,
        method: 'credit_card',
        status: 'declined',
        kind: 'subscription',
        providerReference: '@SUM(1+1)',
        cardLabel: '-2+3 final 0000',
        failureMessage: 'Recusado; motivo "teste"\nsegunda linha',
        createdAt: at,
      },
      { reason: 'teste', at },
    );
    const response = await get('/api/admin/payments/report.csv?from=2026-02-03&to=2026-02-03', 'admin');
    const text = response.rawPayload.toString('utf8').slice(1);
    expect(text).toContain('"\'=HYPERLINK(""http://golpe.example"";""Clique"")"');
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(row[3]).toBe(`'${username}`);
    expect(row[4]).toBe("'+5511999@example.com");
    expect(row[11]).toBe("'-2+3 final 0000");
    expect(row[12]).toBe('Recusado; motivo "teste"\nsegunda linha');
    expect(row[13]).toBe("'@SUM(1+1)");
    expect(row.every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
  });

  it('refuses bad dates like the JSON report', async () => {
    const response = await get('/api/admin/payments/report.csv?from=2026-02-30', 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ from: ['Data inválida. Use AAAA-MM-DD.'] });
  });
});
