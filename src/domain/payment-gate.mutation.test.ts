/**
 * Tests written to kill the mutants StrykerJS makes of payment-gate.ts (`npm run mutation`,
 * docs/testing.md): every allowed path of each list, the redirect targets, each branch of
 * the standing, the path normalisation and each refusal of routeDecision.
 */
import { describe, expect, it } from 'vitest';
import {
  AFTER_LOGIN_PATH,
  BLOCKED_ALLOWED,
  BLOCKED_PATH,
  FR_NO_PLAN_ALLOWED,
  HOME_PATH,
  START_PATH,
  paymentGate,
  paymentStanding,
  routeDecision,
  type GateUser,
} from './payment-gate';

const allow = { kind: 'allow' };
const blocked = { payment: 'BL', withoutPay: false, planId: 1 } as const;
const needsPlan = { payment: 'FR', withoutPay: false, planId: null } as const;
const paying = { payment: 'OP', withoutPay: false, planId: 2 } as const;
const user = (overrides: Partial<GateUser> = {}): GateUser => ({ ...paying, roles: ['admin'], isSuperuser: false, ...overrides });

describe('the paths and targets of the gate (spec points 4 and 9)', () => {
  it('names the landing, the start, the blocked page and where a login lands', () => {
    expect([HOME_PATH, AFTER_LOGIN_PATH, START_PATH, BLOCKED_PATH]).toEqual(['/home', '/', '/comecar', '/assinatura']);
    expect(FR_NO_PLAN_ALLOWED).toEqual(['/comecar', '/registro-e-assinatura', '/plano-e-assinaturas/gerenciamento', '/perfil', '/logout']);
    expect(BLOCKED_ALLOWED).toEqual(['/assinatura', '/assinatura/gerenciamento', '/logout']);
  });
});

describe('paymentStanding', () => {
  it.each([
    [{ payment: 'OP', withoutPay: false, planId: 1 }, 'paid'],
    [{ payment: 'OP', withoutPay: false, planId: null }, 'paid'],
    [{ payment: 'BL', withoutPay: false, planId: 1 }, 'blocked'],
    [{ payment: 'BL', withoutPay: true, planId: 1 }, 'paid'],
    [{ payment: 'FR', withoutPay: false, planId: null }, 'needs_plan'],
    [{ payment: 'FR', withoutPay: true, planId: null }, 'paid'],
    [{ payment: 'FR', withoutPay: false, planId: 3 }, 'paid'],
  ] as const)('%o → %s', (standing, expected) => {
    expect(paymentStanding(standing)).toBe(expected);
  });
});

describe('paymentGate', () => {
  it('lets everybody open /home (also with a trailing slash)', () => {
    for (const who of [blocked, needsPlan, paying]) {
      expect(paymentGate('/home', who)).toEqual(allow);
      expect(paymentGate('/home/', who)).toEqual(allow);
    }
  });

  it('lets a blocked user open exactly the blocked list, and sends any other path to /assinatura', () => {
    for (const path of BLOCKED_ALLOWED) expect(paymentGate(path, blocked)).toEqual(allow);
    expect(paymentGate('/assinatura/gerenciamento/', blocked)).toEqual(allow);
    for (const path of ['/', '/cotacao', '/comecar', '/perfil', '/plano-e-assinaturas/gerenciamento']) {
      expect(paymentGate(path, blocked)).toEqual({ kind: 'redirect', to: '/assinatura' });
    }
  });

  it('lets an FR user without a plan open exactly its list, and sends any other path to /comecar', () => {
    for (const path of FR_NO_PLAN_ALLOWED) expect(paymentGate(path, needsPlan)).toEqual(allow);
    expect(paymentGate('/perfil/', needsPlan)).toEqual(allow);
    for (const path of ['/', '/cotacao', '/assinatura', '/tutoriais']) {
      expect(paymentGate(path, needsPlan)).toEqual({ kind: 'redirect', to: '/comecar' });
    }
  });

  it('lets a paying user go anywhere, the blocked pages included', () => {
    for (const path of ['/', '/cotacao', '/assinatura', '/comecar']) expect(paymentGate(path, paying)).toEqual(allow);
  });
});

describe('routeDecision', () => {
  it('answers not-found for an unknown path, whoever asks', () => {
    expect(routeDecision('/nao-existe', null)).toEqual({ kind: 'not-found' });
    expect(routeDecision('/nao-existe', user())).toEqual({ kind: 'not-found' });
  });

  it('opens public routes without a session and sends private ones to /home', () => {
    expect(routeDecision('/esqueci-a-senha', null)).toEqual(allow);
    expect(routeDecision('/cotacao', null)).toEqual({ kind: 'redirect', to: '/home' });
    expect(routeDecision('/plano-e-assinaturas', null)).toEqual({ kind: 'redirect', to: '/home' });
    expect(routeDecision('/admin/painel-de-controle', null)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('opens public routes to a blocked user without the gate', () => {
    expect(routeDecision('/esqueci-a-senha', user(blocked))).toEqual(allow);
  });

  it('passes the gate first: a blocked admin is sent to /assinatura, not refused', () => {
    expect(routeDecision('/plano-e-assinaturas', user({ ...blocked, roles: ['user'] }))).toEqual({ kind: 'redirect', to: '/assinatura' });
    expect(routeDecision('/cotacao', user(needsPlan))).toEqual({ kind: 'redirect', to: '/comecar' });
  });

  it('refuses admin-role routes without the admin role, and superuser routes to others', () => {
    expect(routeDecision('/plano-e-assinaturas', user({ roles: ['user'] }))).toEqual({ kind: 'forbidden' });
    expect(routeDecision('/plano-e-assinaturas', user({ roles: ['admin'] }))).toEqual(allow);
    expect(routeDecision('/admin/painel-de-controle', user({ roles: ['admin'], isSuperuser: false }))).toEqual({ kind: 'forbidden' });
    expect(routeDecision('/admin/painel-de-controle', user({ roles: ['user'], isSuperuser: true }))).toEqual(allow);
    expect(routeDecision('/cotacao', user({ roles: ['user'] }))).toEqual(allow);
  });
});
