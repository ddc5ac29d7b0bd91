import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_MESSAGES,
  accessEndsSentence,
  addDays,
  addMonths,
  blockedReason,
  brasiliaDay,
  cardLabel,
  daysBetween,
  daysInPeriod,
  expirationAlert,
  expirationAlertText,
  isCancellationScheduled,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  prorate,
  subscriptionStatusLabel,
  toBrasiliaDay,
  validateCard,
  validateCardExpiry,
  type ExpirationAlertInput,
} from '.';

describe('Brasília calendar days', () => {
  it.each([
    ['2025-03-10T12:00:00Z', '2025-03-10'],
    ['2025-03-11T02:59:59Z', '2025-03-10'], // 23:59:59 in Brasília (UTC−3)
    ['2025-03-11T03:00:00Z', '2025-03-11'], // midnight in Brasília
    ['2024-12-31T23:30:00-03:00', '2024-12-31'],
  ])('%s is %s in Brasília', (instant, day) => {
    expect(brasiliaDay(new Date(instant))).toBe(day);
  });

  it.each([
    ['2025-03-10', '2025-03-15', 5],
    ['2025-03-10', '2025-03-10', 0],
    ['2025-03-10', '2025-03-09', -1],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-12-31', '2026-01-01', 1],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-01-15', -1, '2024-12-15'],
  ])('%s plus %i month(s) is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('adds days across month ends', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it.each([
    ['2025-03-10', '2025-03-10'],
    ['2025-03-11T01:00:00.000Z', '2025-03-10'],
    ['2025-02-30', null],
    ['lixo', null],
    [null, null],
  ])('reads a stored skip date %s as %s', (stored, day) => {
    expect(toBrasiliaDay(stored)).toBe(day);
  });
});

describe('expiration alert (spec point 4)', () => {
  const principal = { id: 6, principalUserId: 6, paymentExpiresAt: '2025-03-13' };
  const input = (over: Partial<ExpirationAlertInput> = {}): ExpirationAlertInput => ({
    user: principal,
    now: new Date('2025-03-10T12:00:00Z'),
    skippedOn: null,
    firstAccessModalsOpen: false,
    ...over,
  });

  it.each([
    [0, 'Hoje é o último dia de acesso'],
    [1, 'resta apenas 1 dia de acesso'],
    [2, 'restam apenas 2 dias de acesso'],
    [3, 'restam apenas 3 dias de acesso'],
    [5, 'restam apenas 5 dias de acesso'],
  ])('%i day(s) → %s', (days, text) => {
    expect(expirationAlertText(days)).toBe(text);
  });

  it.each([
    ['2025-03-10', true, 0],
    ['2025-03-11', true, 1],
    ['2025-03-13', true, 3],
    ['2025-03-15', true, 5],
    ['2025-03-16', false, null],
    ['2025-03-09', false, null],
  ])('expiring on %s shows: %s (days %s)', (expiresAt, show, days) => {
    const result = expirationAlert(input({ user: { ...principal, paymentExpiresAt: expiresAt } }));
    expect(result.show).toBe(show);
    if (result.show) expect(result.days).toBe(days);
    else expect(result.reason).toBe('outside-window');
  });

  it.each([
    // 23:59 in Brasília on the 10th: still 6 days to the 16th (hidden); at midnight 5 (shown).
    ['2025-03-11T02:59:00Z', '2025-03-16', false],
    ['2025-03-11T03:00:00Z', '2025-03-16', true],
    // 22:00 in Brasília on the 10th, 01:00 UTC on the 11th: the day is the 10th (0 days to the 10th).
    ['2025-03-11T01:00:00Z', '2025-03-10', true],
    ['2025-03-11T03:00:00Z', '2025-03-10', false],
  ])('counts Brasília days: at %s expiring %s shows %s', (now, expiresAt, show) => {
    expect(expirationAlert(input({ now: new Date(now), user: { ...principal, paymentExpiresAt: expiresAt } })).show).toBe(show);
  });

  it('is only for the principal user', () => {
    expect(expirationAlert(input({ user: { id: 7, principalUserId: 6, paymentExpiresAt: '2025-03-13' } }))).toEqual({ show: false, reason: 'not-principal' });
  });

  it('needs an expiry date', () => {
    expect(expirationAlert(input({ user: { ...principal, paymentExpiresAt: null } }))).toEqual({ show: false, reason: 'no-expiry' });
  });

  it.each([
    ['2025-03-10', false],
    ['2025-03-11T02:30:00.000Z', false], // dismissed at 23:30 in Brasília the same day
    ['2025-03-09', true],
    ['2025-03-11T03:30:00.000Z', true], // dismissed "tomorrow" (clock went back): not today
  ])('dismissed on %s → shows again today: %s', (skippedOn, show) => {
    const result = expirationAlert(input({ skippedOn, now: new Date('2025-03-10T20:00:00Z') }));
    expect(result.show).toBe(show);
  });

  it('waits while the first-access modals are open', () => {
    expect(expirationAlert(input({ firstAccessModalsOpen: true }))).toEqual({ show: false, reason: 'first-access-open' });
  });

  it('gives the text, the days and the dates', () => {
    expect(expirationAlert(input())).toEqual({ show: true, days: 3, text: 'restam apenas 3 dias de acesso', expiresAt: '2025-03-13', today: '2025-03-10' });
  });

  it('never shows outside 0–5 days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 86_399 }), (offset, seconds) => {
        const now = new Date(Date.UTC(2025, 2, 10, 3, 0, seconds));
        const expiresAt = addDays('2025-03-10', offset);
        const result = expirationAlert(input({ now, user: { ...principal, paymentExpiresAt: expiresAt } }));
        expect(result.show).toBe(offset >= 0 && offset <= 5);
      }),
    );
  });
});

describe('proration (same formula as the server)', () => {
  it.each([
    // old, new, today, periodEnd, amount, daysLeft, daysInPeriod
    [8990, 21990, '2025-03-10', '2025-04-09', 13000, 31, 31], // first day of a 31-day period: the full difference
    [8990, 21990, '2025-04-09', '2025-04-09', 419, 1, 31], // last day: 13000 × 1/31 = 419.35 → 419
    [8990, 21990, '2025-03-25', '2025-04-09', 6710, 16, 31], // 13000 × 16/31 = 6709.68
    [21990, 32990, '2025-02-20', '2025-03-09', 7071, 18, 28], // 11000 × 18/28 = 7071.43
    [100, 101, '2025-03-09', '2025-03-09', 0, 1, 28], // 1 × 1/28 = 0.04 → 0
    [100, 115, '2025-03-09', '2025-03-10', 1, 2, 28], // 15 × 2/28 = 1.07 → 1
    [0, 14, '2025-03-09', '2025-03-10', 1, 2, 28], // 14 × 2/28 = 1.0
    [0, 7, '2025-03-10', '2025-03-10', 0, 1, 28], // 7/28 = 0.25 → 0
    [0, 14, '2025-03-10', '2025-03-10', 1, 1, 28], // 14/28 = 0.5 → 1 (half up)
  ])('%i → %i on %s (period ends %s): %i cents', (oldPriceCents, newPriceCents, today, periodEnd, amount, left, days) => {
    const result = prorate({ oldPriceCents, newPriceCents, today, periodEnd });
    expect(result).toMatchObject({ amountCents: amount, daysLeft: left, daysInPeriod: days, direction: 'upgrade', effectiveOn: today });
  });

  it('charges nothing on a downgrade, effective the day after the period', () => {
    expect(prorate({ oldPriceCents: 32990, newPriceCents: 8990, today: '2025-03-10', periodEnd: '2025-04-09' })).toEqual({
      amountCents: 0,
      daysLeft: 31,
      daysInPeriod: 31,
      direction: 'downgrade',
      effectiveOn: '2025-04-10',
    });
  });

  it('clamps days left (period already over, or today before the period)', () => {
    expect(prorate({ oldPriceCents: 0, newPriceCents: 3100, today: '2025-05-01', periodEnd: '2025-04-09' }).amountCents).toBe(0);
    expect(prorate({ oldPriceCents: 0, newPriceCents: 3100, today: '2025-01-01', periodEnd: '2025-04-09' }).amountCents).toBe(3100);
  });

  it('never charges more than the difference, nor less than zero (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -40, max: 40 }),
        (oldPrice, newPrice, offset) => {
          const result = prorate({ oldPriceCents: oldPrice, newPriceCents: newPrice, today: addDays('2025-04-09', offset), periodEnd: '2025-04-09' });
          expect(Number.isInteger(result.amountCents)).toBe(true);
          expect(result.amountCents).toBeGreaterThanOrEqual(0);
          expect(result.amountCents).toBeLessThanOrEqual(Math.max(0, newPrice - oldPrice));
        },
      ),
    );
  });

  it('uses the period start when known (the server example of docs/payments.md)', () => {
    // Equipe 5 → Equipe 10 on 20/03 in the period 10/03–09/04 (31 days, 21 left): 27 000 × 21 / 31 = 18 290,32 → R$ 182,90.
    expect(prorate({ oldPriceCents: 32990, newPriceCents: 59990, today: '2025-03-20', periodEnd: '2025-04-09', periodStart: '2025-03-10' }).amountCents).toBe(18290);
    expect(prorate({ oldPriceCents: 32990, newPriceCents: 59990, today: '2025-03-20', periodEnd: '2025-04-09' }).amountCents).toBe(18290);
    // Anchor 31: the period 31/01–27/02 has 28 days.
    expect(prorate({ oldPriceCents: 0, newPriceCents: 2800, today: '2025-02-27', periodEnd: '2025-02-27', periodStart: '2025-01-31' })).toMatchObject({ amountCents: 100, daysInPeriod: 28 });
  });

  it('refuses fractional cents', () => {
    expect(() => prorate({ oldPriceCents: 10.5, newPriceCents: 20, today: '2025-03-10', periodEnd: '2025-04-09' })).toThrow(RangeError);
  });

  it.each([
    ['2025-03-09', 28],
    ['2025-04-09', 31],
    ['2024-03-09', 29],
    ['2025-05-09', 30],
  ])('the period ending %s has %i days', (end, days) => {
    expect(daysInPeriod(end)).toBe(days);
  });
});

describe('card fields', () => {
  const today = '2025-03-10';
  const valid = { number: '4242 4242 4242 4242', holder: 'Natália S Costa', expiry: '12/30', cvv: '123' };

  it('accepts the sandbox cards', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000003220']) {
      expect(validateCard({ ...valid, number }, today)).toEqual({});
    }
  });

  it.each([
    [{ number: '' }, { number: CARD_MESSAGES.numberRequired }],
    [{ number: '4242 4242 4242 4241' }, { number: CARD_MESSAGES.numberInvalid }],
    [{ number: '4242' }, { number: CARD_MESSAGES.numberInvalid }],
    [{ holder: '  ' }, { holder: CARD_MESSAGES.holderRequired }],
    [{ holder: '4242 4242' }, { holder: CARD_MESSAGES.holderInvalid }],
    [{ expiry: '' }, { expiry: CARD_MESSAGES.expiryRequired }],
    [{ expiry: '13/30' }, { expiry: CARD_MESSAGES.expiryInvalid }],
    [{ expiry: '1230' }, { expiry: CARD_MESSAGES.expiryInvalid }],
    [{ expiry: '02/25' }, { expiry: CARD_MESSAGES.expiryPast }],
    [{ expiry: '12/99' }, { expiry: CARD_MESSAGES.expiryInvalid }],
    [{ cvv: '' }, { cvv: CARD_MESSAGES.cvvRequired }],
    [{ cvv: '12' }, { cvv: CARD_MESSAGES.cvvInvalid(3) }],
    [{ number: '3782 822463 10005', cvv: '123' }, { cvv: CARD_MESSAGES.cvvInvalid(4) }],
  ])('%j → %j', (change, errors) => {
    expect(validateCard({ ...valid, ...change }, today)).toEqual(errors);
  });

  it.each([
    ['03/25', null],
    ['03/2025', null],
    ['02/25', CARD_MESSAGES.expiryPast],
  ])('expiry %s in March 2025 → %s', (expiry, message) => {
    expect(validateCardExpiry(expiry, today)).toBe(message);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42', '4242 4242 42'],
    ['42424242424242424242', '4242 4242 4242 4242424'], // Visa goes up to 19 digits
    ['5555555555554444999', '5555 5555 5555 4444'], // Mastercard stops at 16
    ['378282246310005', '3782 822463 10005'],
  ])('masks the number %s as %s', (typed, masked) => {
    expect(maskCardNumber(typed)).toBe(masked);
  });

  it.each([
    ['1', '1'],
    ['9', '09'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/305', '12/30'],
  ])('masks the expiry %s as %s', (typed, masked) => {
    expect(maskExpiry(typed)).toBe(masked);
  });

  it('masks the CVV and labels the card', () => {
    expect(maskCvv('12a34 5')).toBe('1234');
    expect(cardLabel('4242 4242 4242 4242')).toBe('Visa final 4242');
  });
});

describe('labels', () => {
  it.each([
    [null, false, 'Sem assinatura', 'neutral'],
    ['active', false, 'Ativa', 'success'],
    ['active', true, 'Cancelada', 'warning'],
    ['canceled', true, 'Cancelada', 'warning'],
    ['past_due', false, 'Pagamento pendente', 'warning'],
    ['canceled', false, 'Cancelada', 'danger'],
    ['expired', false, 'Expirada', 'danger'],
    ['trialing', false, 'trialing', 'neutral'],
  ] as const)('%s (cancel at period end %s) → %s', (status, cancel, label, tone) => {
    expect(subscriptionStatusLabel(status, cancel)).toEqual({ label, tone });
  });

  it.each([
    ['past_due', '2025-02-28', 'Pagamento não aprovado'],
    [null, null, 'Pagamento não aprovado'],
    ['canceled', '2025-02-28', 'Assinatura encerrada em 28/02/2025'],
    ['expired', '2025-02-28', 'Assinatura encerrada em 28/02/2025'],
    ['expired', null, 'Assinatura encerrada'],
  ])('a blocked account with status %s (ended %s): %s', (status, ended, title) => {
    expect(blockedReason(status, ended).title).toBe(title);
  });

  it.each([
    [{ status: 'canceled', cancelAtPeriodEnd: true }, true],
    [{ status: 'active', cancelAtPeriodEnd: true }, true],
    [{ status: 'active', cancelAtPeriodEnd: false }, false],
    [{ status: 'expired', cancelAtPeriodEnd: true }, false],
    [null, false],
  ] as const)('cancellation scheduled for %j: %s', (subscription, scheduled) => {
    expect(isCancellationScheduled(subscription)).toBe(scheduled);
  });

  it('says when access ends', () => {
    expect(accessEndsSentence('2025-04-09')).toBe('Seu acesso termina em 09/04/2025.');
  });
});
