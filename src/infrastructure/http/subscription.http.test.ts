/** The subscription HTTP adapter against a scripted fetch: paths, bodies, and how answers (201, 400, 402, 409, CSV) map to Results. */
import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { createHttpClient } from './client';
import { DECLINED_FALLBACK_MESSAGE, REPORT_CSV_FALLBACK_NAME, createHttpSubscriptionGateway } from './subscription-gateway.http';
import { filenameFromDisposition, toFormFieldErrors } from './subscription.mapper';

const API = 'http://api.test/api/';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const product = { id: 2, name: 'Equipe 3', description: 'Até 3 usuários.', price_cents: 21990, total_users: 3, billing_period: 'monthly' };
const payment = {
  id: 11,
  amount_cents: 21990,
  method: 'credit_card',
  status: 'approved',
  kind: 'subscription',
  product_id: 2,
  product_name: 'Equipe 3',
  card_label: 'Visa final 4242',
  failure_message: null,
  provider_reference: 'sbx_1',
  created_at: '2025-03-10T12:00:00.000Z',
  paid_at: '2025-03-10T12:00:01.000Z',
};
const plan = {
  email: 'novo@cotador.local',
  payment: 'OP',
  payment_expirated_at: '2025-04-09',
  without_pay: false,
  plan_id: 2,
  users_count: 1,
  total_users: 3,
  subscription: {
    status: 'active',
    product,
    pending_product: null,
    started_at: '2025-03-10T12:00:00.000Z',
    current_period_end: '2025-04-09',
    cancel_at_period_end: false,
    next_charge: { date: '2025-04-09', amount_cents: 21990 },
    card_label: 'Visa final 4242',
  },
  payments: [payment],
};

function arrange(handler: (request: Request) => Response | Promise<Response>) {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  tokens.write({ access: 'a', refresh: 'r' });
  const seen: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  const http = createHttpClient({ apiUrl: API, tokens, signal: createSessionSignal(), fetch: fetchFn });
  return { gateway: createHttpSubscriptionGateway(http), seen };
}

const card = { number: '4242 4242 4242 4242', holder: ' Natália Costa ', expiry: '12/30', cvv: '123' };

describe('subscription adapter', () => {
  it('lists the products (camelCase, cents)', async () => {
    const { gateway, seen } = arrange(() => json(200, [product]));
    expect(await gateway.products()).toEqual({ ok: true, value: [{ id: 2, name: 'Equipe 3', description: 'Até 3 usuários.', priceCents: 21990, totalUsers: 3, billingPeriod: 'monthly' }] });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/payments/available-products');
  });

  it('reads the plan info by e-mail', async () => {
    const { gateway, seen } = arrange(() => json(200, plan));
    const result = await gateway.planInfo('novo@cotador.local');
    expect(new URL(seen[0]!.url).search).toBe('?email=novo%40cotador.local');
    expect(result.ok && result.value).toMatchObject({
      payment: 'OP',
      paymentExpiresAt: '2025-04-09',
      usersCount: 1,
      subscription: { currentPeriodEnd: '2025-04-09', nextCharge: { date: '2025-04-09', amountCents: 21990 }, product: { priceCents: 21990 } },
      payments: [{ id: 11, amountCents: 21990, cardLabel: 'Visa final 4242', paidAt: '2025-03-10T12:00:01.000Z' }],
    });
  });

  it('checks out with digits only and maps the 201', async () => {
    const { gateway, seen } = arrange(() => json(201, { payment, instructions: null, plan }));
    const result = await gateway.checkout({ productId: 2, method: 'credit_card', card });
    expect(result.ok && result.value.payment.status).toBe('approved');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/payments/checkout/');
    expect(seen[0]!.method).toBe('POST');
    expect(await seen[0]!.json()).toEqual({
      product_id: 2,
      method: 'credit_card',
      card: { card_number: '4242424242424242', card_holder: 'Natália Costa', card_expiry: '12/30', card_cvv: '123' },
    });
  });

  it('sends no card with PIX', async () => {
    const { gateway, seen } = arrange(() => json(201, { payment: { ...payment, method: 'pix', status: 'pending', card_label: null }, instructions: '000201', plan }));
    const result = await gateway.checkout({ productId: 2, method: 'pix', card });
    expect(result.ok && result.value.instructions).toBe('000201');
    expect(await seen[0]!.json()).toEqual({ product_id: 2, method: 'pix' });
  });

  it("maps a 402 to 'declined' with the server's error sentence", async () => {
    const { gateway } = arrange(() => json(402, { error: 'Pagamento recusado: saldo insuficiente.', code: 'payment_declined' }));
    expect(await gateway.checkout({ productId: 2, method: 'credit_card', card })).toEqual({
      ok: false,
      error: { kind: 'declined', message: 'Pagamento recusado: saldo insuficiente.' },
    });
  });

  it('falls back to a sentence when a 402 has none', async () => {
    const { gateway } = arrange(() => new Response('', { status: 402 }));
    expect(await gateway.changeProduct(4)).toEqual({ ok: false, error: { kind: 'declined', message: DECLINED_FALLBACK_MESSAGE } });
  });

  it('maps a 409 to a conflict', async () => {
    const { gateway } = arrange(() => json(409, { error: 'A conta já tem uma assinatura ativa.' }));
    expect(await gateway.checkout({ productId: 2, method: 'boleto' })).toEqual({ ok: false, error: { kind: 'conflict', message: 'A conta já tem uma assinatura ativa.' } });
  });

  it('renames 400 field messages to the form fields (flat and nested card)', async () => {
    const { gateway } = arrange(() => json(400, { card_number: ['Número de cartão inválido.'], card: { card_cvv: ['CVV inválido.'] }, product_id: ['Plano inválido.'] }));
    expect(await gateway.checkout({ productId: 2, method: 'credit_card', card })).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        message: 'Número de cartão inválido.',
        fields: { number: ['Número de cartão inválido.'], cvv: ['CVV inválido.'], productId: ['Plano inválido.'] },
      },
    });
  });

  it('registers and subscribes in one call', async () => {
    const { gateway, seen } = arrange(() => json(201, { username: 'marina', email: 'marina@x.com', payment, instructions: null, detail: 'Confirme seu e-mail.' }));
    const result = await gateway.registerAndSubscribe(
      { name: ' Marina ', username: 'marina', email: 'marina@x.com', phone: '(11) 98765-4321', cpf: '529.982.247-25', password: 'Cotacao#2026' },
      { productId: 2, method: 'credit_card', card },
    );
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ username: 'marina', detail: 'Confirme seu e-mail.' }) });
    expect(await seen[0]!.json()).toMatchObject({ name: 'Marina', phone: '11987654321', cpf: '52998224725', product_id: 2, card: { card_number: '4242424242424242' } });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/payments/register-and-subscribe/');
  });

  it('changes product, cancels (with a reason) and reactivates', async () => {
    const { gateway, seen } = arrange(() => json(200, plan));
    expect((await gateway.changeProduct(3)).ok).toBe(true);
    expect((await gateway.cancel('Preço')).ok).toBe(true);
    expect((await gateway.reactivate()).ok).toBe(true);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/payments/change-product/', '/api/payments/cancel/', '/api/payments/reactivate/']);
    expect(await seen[0]!.json()).toEqual({ product_id: 3 });
    expect(await seen[1]!.json()).toEqual({ reason: 'Preço' });
  });

  it('asks the report with the filters and maps totals and pages', async () => {
    const body = {
      count: 41,
      next: 'http://api.test/api/admin/payments/report/?page=3',
      previous: 'http://api.test/api/admin/payments/report/?page=1',
      results: [{ ...payment, account_id: 4, principal_username: 'novo', principal_email: 'novo@cotador.local' }],
      totals: {
        approved_cents: 21990,
        by_status: [{ status: 'approved', count: 1, amount_cents: 21990 }],
        by_product: [{ product_id: 2, product_name: 'Equipe 3', count: 1, approved_cents: 21990 }],
      },
    };
    const { gateway, seen } = arrange(() => json(200, body));
    const result = await gateway.paymentReport({ from: '2025-03-01', to: '2025-03-31', status: 'approved', productId: 2 }, 2);
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({ from: '2025-03-01', to: '2025-03-31', status: 'approved', product_id: '2', page: '2' });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/admin/payments/report/');
    expect(result.ok && result.value).toMatchObject({
      count: 41,
      page: 2,
      hasNext: true,
      hasPrevious: true,
      rows: [{ accountId: 4, principalUsername: 'novo' }],
      totals: { approvedCents: 21990, byStatus: [{ status: 'approved', count: 1, amountCents: 21990 }], byProduct: [{ productName: 'Equipe 3', approvedCents: 21990 }] },
    });
  });

  it('downloads the CSV with the name of Content-Disposition', async () => {
    const { gateway, seen } = arrange(
      () =>
        new Response('\uFEFFid;valor\r\n1;219,90\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="pagamentos-2025-03-01-a-2025-03-31.csv"' },
        }),
    );
    const result = await gateway.downloadReportCsv({ from: '2025-03-01' });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/admin/payments/report.csv');
    expect(new URL(seen[0]!.url).search).toBe('?from=2025-03-01');
    expect(result.ok && result.value.filename).toBe('pagamentos-2025-03-01-a-2025-03-31.csv');
    expect(result.ok && (await result.value.blob.text())).toContain('1;219,90');
  });

  it.each([
    ['attachment; filename="a b.csv"', 'a b.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''relat%C3%B3rio.csv; filename=\"x.csv\"", 'relatório.csv'],
    [null, REPORT_CSV_FALLBACK_NAME],
    ['attachment', REPORT_CSV_FALLBACK_NAME],
  ])('reads the file name of %s', (header, name) => {
    expect(filenameFromDisposition(header, REPORT_CSV_FALLBACK_NAME)).toBe(name);
  });

  it('keeps registration field names and moves a message list under card to the general ones', () => {
    expect(toFormFieldErrors({ username: ['Já existe.'], card: ['Informe os dados do cartão.'] })).toEqual({
      username: ['Já existe.'],
      non_field_errors: ['Informe os dados do cartão.'],
    });
    expect(toFormFieldErrors({ detail: 'x' })).toBeUndefined();
  });
});
