/**
 * The rules the subscription use cases hold: the preview of a change of product (what the
 * broker is told before confirming) and the report's default month.
 */
import { describe, expect, it } from 'vitest';
import type { Product, Subscription } from '../../domain/subscription/types';
import { monthFilter, previewProductChange } from './use-cases';

const product = (id: number, priceCents: number, totalUsers: number): Product => ({ id, name: `P${id}`, description: '', priceCents, totalUsers, billingPeriod: 'monthly' });
const equipe5 = product(3, 32990, 5);
const equipe10 = product(4, 59990, 10);
const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  status: 'active',
  product: equipe5,
  pendingProduct: null,
  startedAt: '2026-01-10T13:00:00.000Z',
  currentPeriodStart: '2026-03-10',
  currentPeriodEnd: '2026-04-09',
  cancelAtPeriodEnd: false,
  nextCharge: null,
  cardLabel: 'Visa final 4242',
  ...overrides,
});

describe('previewProductChange', () => {
  it('charges an upgrade by card now, prorated (the docs/payments.md example: R$ 182,90)', () => {
    expect(previewProductChange(subscription(), equipe10, '2026-03-20')).toEqual({ amountCents: 18290, daysLeft: 21, daysInPeriod: 31, direction: 'upgrade', effectiveOn: '2026-03-20' });
  });

  it('schedules a downgrade for the day after the period, nothing charged', () => {
    expect(previewProductChange(subscription({ product: equipe10 }), equipe5, '2026-03-20')).toMatchObject({ amountCents: 0, direction: 'downgrade', effectiveOn: '2026-04-10' });
  });

  it('schedules even an upgrade when there is no saved card (PIX/boleto)', () => {
    expect(previewProductChange(subscription({ cardLabel: null }), equipe10, '2026-03-20')).toMatchObject({ amountCents: 0, direction: 'downgrade', effectiveOn: '2026-04-10' });
  });

  it('derives the period from its end when the plan has no start (period ending on the 30th of April: 30 days)', () => {
    const sub = subscription({ currentPeriodStart: null, currentPeriodEnd: '2026-04-30' });
    expect(previewProductChange(sub, equipe10, '2026-04-30')).toMatchObject({ daysInPeriod: 30, daysLeft: 1, amountCents: 900 });
  });
});

describe('monthFilter', () => {
  it.each([
    ['2026-02-14', '2026-02-01', '2026-02-28'],
    ['2028-02-29', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('the month of %s runs from %s to %s', (today, from, to) => {
    expect(monthFilter(today)).toEqual({ from, to });
  });
});
