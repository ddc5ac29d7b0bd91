import { describe, expect, it } from 'vitest';
import { daysUntilExpiry, expirationAlert, expirationAlertText, type ExpirationAlertInput } from './expiration-alert';

// Spec point 4's expiration modal: shown to the principal user from 5 days before access ends
// to its last day, counted in Brasília calendar days, once a day.

const NOON_27 = new Date('2026-11-27T15:00:00Z');
const principal = (paymentExpiresAt: string | null) => ({ id: 7, principalUserId: 7, paymentExpiresAt });
const input = (over: Partial<ExpirationAlertInput>): ExpirationAlertInput => ({
  user: principal('2026-12-02'), now: NOON_27, skippedOn: null, firstAccessModalsOpen: false, ...over,
});

describe('expiration alert', () => {
  it('counts the days left with the singular and the last day said apart', () => {
    expect(expirationAlertText(0)).toBe('Hoje é o último dia de acesso');
    expect(expirationAlertText(1)).toBe('resta apenas 1 dia de acesso');
    expect(expirationAlertText(2)).toBe('restam apenas 2 dias de acesso');
    expect(daysUntilExpiry('2026-12-02', NOON_27)).toBe(5);
    // 23:30 in Brasília on the 27th is still the 27th for the broker.
    expect(daysUntilExpiry('2026-11-28', new Date('2026-11-28T02:30:00Z'))).toBe(1);
    expect(daysUntilExpiry('2026-11-26', NOON_27)).toBe(-1);
  });

  it('shows from 5 days before to the last day', () => {
    expect(expirationAlert(input({}))).toEqual({ show: true, days: 5, text: 'restam apenas 5 dias de acesso', expiresAt: '2026-12-02', today: '2026-11-27' });
    expect(expirationAlert(input({ user: principal('2026-11-27') }))).toEqual({
      show: true, days: 0, text: 'Hoje é o último dia de acesso', expiresAt: '2026-11-27', today: '2026-11-27',
    });
    expect(expirationAlert(input({ user: principal('2026-12-03') }))).toEqual({ show: false, reason: 'outside-window' });
    expect(expirationAlert(input({ user: principal('2026-11-26') }))).toEqual({ show: false, reason: 'outside-window' });
  });

  it('is for the principal user with an expiry only', () => {
    expect(expirationAlert(input({ user: principal(null) }))).toEqual({ show: false, reason: 'no-expiry' });
    expect(expirationAlert(input({ user: { id: 8, principalUserId: 7, paymentExpiresAt: '2026-12-02' } }))).toEqual({ show: false, reason: 'not-principal' });
  });

  it('stays closed the calendar day it was dismissed, and behind the first-access modals', () => {
    expect(expirationAlert(input({ skippedOn: '2026-11-27' }))).toEqual({ show: false, reason: 'dismissed-today' });
    expect(expirationAlert(input({ skippedOn: '2026-11-27T23:00:00.000Z' }))).toEqual({ show: false, reason: 'dismissed-today' });
    expect(expirationAlert(input({ skippedOn: '2026-11-26' }))).toMatchObject({ show: true, days: 5 });
    // Dismissed at 22:00 in Brasília yesterday (01:00 UTC today): shown again today.
    expect(expirationAlert(input({ skippedOn: '2026-11-27T01:00:00.000Z' }))).toMatchObject({ show: true });
    expect(expirationAlert(input({ firstAccessModalsOpen: true }))).toEqual({ show: false, reason: 'first-access-open' });
    expect(expirationAlert(input({ firstAccessModalsOpen: true, user: principal('2026-12-03') }))).toEqual({ show: false, reason: 'outside-window' });
  });
});
