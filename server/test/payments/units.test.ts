/**
 * The pure parts of payments, without a database: billing periods and proration, the
 * webhook signature, CSV cells, PIX and boleto codes, the card adapter, the sandbox
 * provider (its webhooks caught by a fake fetch). The daily billing job is tested in
 * server/test/jobs/durable-jobs.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../../src/contract/payments';
import { centsToDecimal, csvCell, toCsv } from '../../../src/domain/subscription/payment-report';
import { prorate } from '../../../src/domain/subscription/proration';
import { addMonthsClamped, isPastGrace, periodAfter, periodStartingOn } from '../../src/payments/billing-rules';
import { validateCard } from '../../src/payments/card';
import { barCodeOf, boletoLinhaDigitavel, crc16, dueDateFactor, mod10, mod11, pixCopiaECola } from '../../src/payments/sandbox-instructions';
import { behaviourOfToken, createSandboxPaymentProvider, SANDBOX_DECLINE_MESSAGE, type SandboxTask } from '../../src/payments/sandbox-provider';
import { signatureHeader, verifySignature } from '../../src/payments/webhook-signature';

describe('billing periods', () => {
  it.each([
    ['2026-03-10', '2026-04-09'],
    ['2026-01-31', '2026-02-27'],
    ['2026-12-15', '2027-01-14'],
    ['2028-01-30', '2028-02-28'], // leap year: the next anchor is 29/02
  ])('a period paid on %s ends on %s', (day, end) => {
    expect(periodStartingOn(day).end).toBe(end);
  });

  it('keeps the anchor on the 31st through short months (no drift to the 28th)', () => {
    let period = periodStartingOn('2026-01-31');
    const ends = [period.end];
    for (let index = 0; index < 5; index += 1) {
      period = periodAfter(period.end, period.anchorDay);
      ends.push(period.end);
    }
    expect(ends).toEqual(['2026-02-27', '2026-03-30', '2026-04-29', '2026-05-30', '2026-06-29', '2026-07-30']);
  });

  it('adds months clamped to the month length', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-01-15', -2)).toBe('2025-11-15');
  });

  it.each([
    // from, to, start, end, today, amount, days left, period days
    [32990, 59990, '2026-03-10', '2026-04-09', '2026-03-20', 18290, 21, 31],
    [32990, 59990, '2026-03-10', '2026-04-09', '2026-03-10', 27000, 31, 31],
    [32990, 59990, '2026-03-10', '2026-04-09', '2026-04-09', 871, 1, 31], // 870,97… → 871
    [8990, 21990, '2026-02-10', '2026-03-09', '2026-02-24', 6500, 14, 28], // exactly half
    [59990, 8990, '2026-03-10', '2026-04-09', '2026-03-20', 0, 21, 31], // downgrade: nothing now
    [8990, 21990, '2026-03-10', '2026-04-09', '2026-04-12', 0, 0, 31], // after the period
  ])('prorates %i → %i in %s–%s on %s: %i cents', (from, to, start, end, today, amount, daysLeft, periodDays) => {
    expect(prorate({ oldPriceCents: from, newPriceCents: to, periodStart: start, periodEnd: end, today })).toMatchObject({ amountCents: amount, daysLeft, daysInPeriod: periodDays });
  });

  it('blocks only after the grace days', () => {
    expect(isPastGrace('2026-04-04', '2026-04-04', 0)).toBe(false);
    expect(isPastGrace('2026-04-04', '2026-04-05', 0)).toBe(true);
    expect(isPastGrace('2026-04-04', '2026-04-06', 2)).toBe(false);
    expect(isPastGrace('2026-04-04', '2026-04-07', 2)).toBe(true);
  });
});

describe('webhook signature', () => {
  const body = '{"id":"evt_1"}';
  const secret = 'segredo-de-teste';
  it('accepts its own signature within 5 minutes, and nothing else', () => {
    const header = signatureHeader(secret, 1_000_000, body);
    expect(header).toMatch(/^t=1000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, body, secret, 1_000_000 + 300)).toEqual({ ok: true });
    expect(verifySignature(header, Buffer.from(body), secret, 1_000_000 - 300)).toEqual({ ok: true });
    expect(verifySignature(header, body, secret, 1_000_000 + 301)).toEqual({ ok: false, problem: 'stale' });
    expect(verifySignature(header, `${body} `, secret, 1_000_000)).toEqual({ ok: false, problem: 'mismatch' });
    expect(verifySignature(header, body, 'outro', 1_000_000)).toEqual({ ok: false, problem: 'mismatch' });
    expect(verifySignature(header.replace(/v1=../, 'v1=zz'), body, secret, 1_000_000)).toEqual({ ok: false, problem: 'mismatch' });
    expect(verifySignature(`${header.slice(0, -2)}`, body, secret, 1_000_000)).toEqual({ ok: false, problem: 'mismatch' });
    expect(verifySignature(undefined, body, secret, 1_000_000)).toEqual({ ok: false, problem: 'missing' });
    expect(verifySignature('v1=abc', body, secret, 1_000_000)).toEqual({ ok: false, problem: 'malformed' });
    // Several v1 values (a rotated secret): one matching is enough.
    expect(verifySignature(`${header},v1=${'0'.repeat(64)}`, body, secret, 1_000_000)).toEqual({ ok: true });
  });
});

describe('CSV cells', () => {
  it.each([
    ['texto simples', 'texto simples'],
    ['a;b', '"a;b"'],
    ['diz "oi"', '"diz ""oi"""'],
    ['linha\noutra', '"linha\noutra"'],
    ['=1+1', "'=1+1"],
    ['+55 11', "'+55 11"],
    ['-10', "'-10"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=A1;B1', `"'=A1;B1"`],
    [null, ''],
    [-5, '-5'],
  ])('%j → %s', (value, written) => {
    expect(csvCell(value as string | number | null)).toBe(written);
  });

  it('writes BOM, header and CRLF lines; amounts as pt-BR decimals', () => {
    expect(toCsv(['a', 'b'], [[1, 'x'], [2, null]])).toBe('\uFEFFa;b\r\n1;x\r\n2;\r\n');
    expect([123456, 5, 8990, 0].map(centsToDecimal)).toEqual(['1234,56', '0,05', '89,90', '0,00']);
  });
});

describe('PIX and boleto codes', () => {
  it('computes CRC16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes a BR Code whose fields and CRC check out', () => {
    const code = pixCopiaECola({ amountCents: 8990, txid: 'pay_abc123', key: '123e4567-e12b-12d1-a456-426655440000' });
    expect(code).toMatch(/^000201/);
    expect(code).toContain('0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000');
    expect(code).toContain('540589.90');
    expect(code).toContain('5303986');
    expect(code).toContain('5802BR5915COTADOR SANDBOX6009SAO PAULO');
    expect(code).toContain('62130509payabc123');
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('agrees with a published linha digitável (Banco do Brasil example) on every check digit', () => {
    // 00190.50095 40144.816069 06809.350314 3 37370000000100
    expect(mod10('001905009')).toBe(5);
    expect(mod10('4014481606')).toBe(9);
    expect(mod10('0680935031')).toBe(4);
    const linha = '00190500954014481606906809350314337370000000100';
    const barCode = barCodeOf(linha);
    expect(mod11(barCode.slice(0, 4) + barCode.slice(5))).toBe(Number(barCode[4]));
  });

  it('writes a 47-digit linha digitável with valid check digits, the due-date factor and the amount', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    const linha = boletoLinhaDigitavel({ amountCents: 32990, dueDate: '2026-03-13', campoLivre: '1234567890123456789012345' });
    expect(linha).toMatch(/^\d{47}$/);
    expect(Number(linha[9])).toBe(mod10(linha.slice(0, 9)));
    expect(Number(linha[20])).toBe(mod10(linha.slice(10, 20)));
    expect(Number(linha[31])).toBe(mod10(linha.slice(21, 31)));
    const barCode = barCodeOf(linha);
    expect(Number(barCode[4])).toBe(mod11(barCode.slice(0, 4) + barCode.slice(5)));
    expect(linha.slice(33)).toBe(`${dueDateFactor('2026-03-13')}0000032990`);
  });
});

describe('card adapter', () => {
  it('accepts the sandbox cards with masks and answers brand and last 4 only for storage', () => {
    const result = validateCard({ card_number: '4242 4242 4242 4242', card_holder: ' Joana ', card_expiry: '03/26', card_cvv: '123' }, '2026-03-31');
    expect(result).toEqual({ kind: 'ok', card: { number: SANDBOX_CARDS.approve, holder: 'Joana', expMonth: 3, expYear: 2026, cvv: '123', brand: 'Visa', last4: '4242' } });
    expect(validateCard({ card_number: '5555 5555 5555 4444', card_holder: 'Joana', card_expiry: '12/2030', card_cvv: '123' }, '2026-03-31')).toMatchObject({ card: { brand: 'Mastercard', expYear: 2030 } });
  });

  it('refuses wrong types and a missing card without throwing', () => {
    expect(validateCard(undefined, '2026-03-01')).toEqual({ kind: 'invalid', errors: { card: ['Informe os dados do cartão.'] } });
    expect(validateCard(['x'], '2026-03-01')).toEqual({ kind: 'invalid', errors: { card: ['Informe os dados do cartão.'] } });
    const typed = validateCard({ card_number: 4242, card_holder: null, card_expiry: {}, card_cvv: 123 }, '2026-03-01');
    expect(typed).toEqual({
      kind: 'invalid',
      errors: {
        card_number: ['Informe o número do cartão.'],
        card_holder: ['Informe o nome impresso no cartão.'],
        card_expiry: ['Informe a validade do cartão.'],
        card_cvv: ['Informe o código de segurança (CVV).'],
      },
    });
  });
});

describe('sandbox provider', () => {
  const secret = 'segredo';
  const clock = () => new Date('2026-03-10T15:00:00Z');
  const log = { info: () => undefined, warn: () => undefined, debug: () => undefined };
  const card = (number: string) => ({ number, holder: 'J', expMonth: 12, expYear: 2030, cvv: '123', brand: 'Visa', last4: number.slice(-4) });

  function withFakeFetch(statuses: number[] = []) {
    const posts: Array<{ url: string; body: string; signature: string }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      posts.push({ url, body: String(init.body), signature: String((init.headers as Record<string, string>)['x-sandbox-signature']) });
      return new Response('{}', { status: statuses.shift() ?? 200 });
    }) as unknown as typeof globalThis.fetch;
    const provider = createSandboxPaymentProvider({ secret, delayMs: 5, webhookUrl: () => 'http://hook.test/api/payments/webhook/', clock, log, fetch });
    return { provider, posts };
  }
  /**
   * The provider with a scheduler the test runs by hand: `runScheduled()` runs every follow-up
   * scheduled so far and those they schedule, until none is left — so "nothing more will be
   * posted" is `pending` being empty, not a wait.
   */
  function withManualScheduler() {
    const { provider, posts } = withFakeFetch();
    const pending: SandboxTask[] = [];
    provider.useScheduler({ schedule: async (task) => void pending.push(task), close: async () => undefined });
    const runScheduled = async () => {
      for (let task = pending.shift(); task; task = pending.shift()) await provider.runTask(task);
    };
    return { provider, posts, pending, runScheduled };
  }
  /** Polls until `check` holds; the limit is generous because a busy machine delays the provider's timers. */
  const until = async (check: () => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('tokenizes without keeping the number, and charges by the test card it was made from', async () => {
    const { provider, posts } = withFakeFetch();
    const approve = await provider.tokenizeCard(card(SANDBOX_CARDS.approve));
    const decline = await provider.tokenizeCard(card(SANDBOX_CARDS.decline));
    const delayed = await provider.tokenizeCard(card(SANDBOX_CARDS.approveDelayed));
    expect(approve).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(approve.token).not.toContain(SANDBOX_CARDS.approve);
    expect([approve, decline, delayed].map((saved) => behaviourOfToken(saved.token))).toEqual(['approve', 'decline', 'delayed']);

    const charge = (reference: string, token: string | null, method: 'credit_card' | 'pix' = 'credit_card') =>
      provider.createCharge({ reference, amountCents: 8990, method, cardToken: token, description: 'teste' });
    expect(await charge('r1', approve.token)).toEqual({ status: 'approved' });
    expect(await charge('r2', decline.token)).toEqual({ status: 'declined', failureMessage: SANDBOX_DECLINE_MESSAGE });
    expect(await charge('r3', delayed.token)).toEqual({ status: 'pending', instructions: null });
    expect((await charge('r4', 'tok_de_outro_lugar')).status).toBe('declined');
    expect(await charge('r1', decline.token)).toEqual({ status: 'approved' }); // same reference: same answer

    // Every final outcome is posted, signed: r1, r2, r4 at once, r3 after the delay.
    await until(() => posts.length >= 4);
    const events = posts.map((post) => JSON.parse(post.body) as { type: string; data: { provider_reference: string } });
    expect(events.map((event) => `${event.data.provider_reference}:${event.type}`).sort()).toEqual(['r1:charge.succeeded', 'r2:charge.failed', 'r3:charge.succeeded', 'r4:charge.failed']);
    for (const post of posts) expect(verifySignature(post.signature, post.body, secret, Math.floor(clock().getTime() / 1000))).toEqual({ ok: true });
    await provider.close();
  });

  it('charges a reference once: asked again, it answers that charge (same PIX code, then its approval) and posts one event', async () => {
    const { provider, posts, pending, runScheduled } = withManualScheduler();
    const pix = () => provider.createCharge({ reference: 'dup', amountCents: 8990, method: 'pix', description: 'teste' });
    const first = await pix();
    expect(first).toMatchObject({ status: 'pending', instructions: expect.stringMatching(/^000201/) });
    expect(await pix()).toEqual(first);
    await runScheduled();
    expect(await pix()).toEqual({ status: 'approved' });
    // Nothing left to run, so no second event can follow.
    expect(pending).toEqual([]);
    expect(posts.map((post) => JSON.parse(post.body).type)).toEqual(['charge.succeeded']);
    await provider.close();
  });

  it('delivers a webhook again after a non-2xx answer', async () => {
    const { provider, posts } = withFakeFetch([500, 503]);
    await provider.createCharge({ reference: 'retry', amountCents: 100, method: 'pix', description: 'teste' });
    await until(() => posts.length >= 3);
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((post) => JSON.parse(post.body).id)).size).toBe(1); // the same event
    await provider.close();
  });

  it('delivers nothing after close', async () => {
    const { provider, posts, pending, runScheduled } = withManualScheduler();
    await provider.createCharge({ reference: 'late', amountCents: 100, method: 'boleto', description: 'teste' });
    expect(pending.map((task) => task.kind)).toEqual(['settle']);
    await provider.close();
    // The settlement comes due after the close (a timer that fired late): it posts nothing.
    await runScheduled();
    expect(posts).toEqual([]);
  });
});
