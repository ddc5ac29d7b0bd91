import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './app-routes';
import { paymentGate, routeDecision, type GateUser } from './payment-gate';

const user = (overrides: Partial<GateUser>): GateUser => ({
  payment: 'OP',
  withoutPay: false,
  planId: 1,
  roles: ['admin'],
  isSuperuser: false,
  ...overrides,
});

/** A concrete path for each route pattern (optional params filled once). */
const concretePaths = APP_ROUTES.flatMap((route) => {
  const base = route.pattern.replace(/\/:[^/]+\?$/, '');
  return route.pattern.includes(':') ? [base || '/', `${base}/exemplo`] : [route.pattern];
});

const states: Array<[string, GateUser]> = [
  ['OP', user({ payment: 'OP' })],
  ['OP sem plano', user({ payment: 'OP', planId: null })],
  ['FR sem plano', user({ payment: 'FR', planId: null, roles: ['admin'] })],
  ['FR com plano', user({ payment: 'FR', planId: 2 })],
  ['BL', user({ payment: 'BL' })],
  ['BL sem pagar (without_pay)', user({ payment: 'BL', withoutPay: true })],
  ['FR sem plano (without_pay)', user({ payment: 'FR', planId: null, withoutPay: true })],
  ['gestor OP', user({ roles: ['manager'] })],
  ['superusuário', user({ isSuperuser: true })],
];

describe('paymentGate (spec point 4)', () => {
  it.each([
    ['/cotacao', user({ payment: 'OP' }), { kind: 'allow' }],
    ['/cotacao', user({ payment: 'BL', withoutPay: true }), { kind: 'allow' }],
    ['/cotacao', user({ payment: 'FR', planId: null }), { kind: 'redirect', to: '/comecar' }],
    ['/comecar', user({ payment: 'FR', planId: null }), { kind: 'allow' }],
    ['/cotacao', user({ payment: 'FR', planId: 3 }), { kind: 'allow' }],
    ['/cotacao', user({ payment: 'BL' }), { kind: 'redirect', to: '/assinatura' }],
    ['/', user({ payment: 'BL' }), { kind: 'redirect', to: '/assinatura' }],
    ['/assinatura', user({ payment: 'BL' }), { kind: 'allow' }],
    ['/assinatura/gerenciamento', user({ payment: 'BL' }), { kind: 'allow' }],
    ['/assinatura/gerenciamento/', user({ payment: 'BL' }), { kind: 'allow' }],
    ['/home', user({ payment: 'BL' }), { kind: 'allow' }],
    ['/home', user({ payment: 'FR', planId: null }), { kind: 'allow' }],
    ['/home?x=1', user({ payment: 'BL' }), { kind: 'allow' }],
  ] as const)('%s for %o → %o', (path, who, expected) => {
    expect(paymentGate(path, who)).toEqual(expected);
  });
});

describe('routeDecision', () => {
  it('sends an anonymous visitor of a private page to /home', () => {
    expect(routeDecision('/cotacao', null)).toEqual({ kind: 'redirect', to: '/home' });
  });
  it('lets anyone open public pages', () => {
    for (const path of ['/home', '/registrar', '/esqueci-a-senha', '/comparacao-pdf/abc']) {
      expect(routeDecision(path, null)).toEqual({ kind: 'allow' });
    }
  });
  it('answers not-found for unknown paths', () => {
    expect(routeDecision('/nao-existe', user({}))).toEqual({ kind: 'not-found' });
  });
  it('keeps Plano e Assinaturas for the admin role', () => {
    expect(routeDecision('/plano-e-assinaturas', user({ roles: ['manager'] }))).toEqual({ kind: 'forbidden' });
    expect(routeDecision('/plano-e-assinaturas', user({ roles: ['admin'] }))).toEqual({ kind: 'allow' });
  });
  it('keeps /admin pages for superusers', () => {
    expect(routeDecision('/admin/painel-de-controle', user({}))).toEqual({ kind: 'forbidden' });
    expect(routeDecision('/admin/painel-de-controle', user({ isSuperuser: true }))).toEqual({ kind: 'allow' });
  });
});

describe('no redirect loops, for every route and payment state', () => {
  const cases = states.flatMap(([name, who]) => concretePaths.map((path) => [name, path, who] as const));
  it.each(cases)('%s on %s ends on a page it may open in at most one redirect', (_name, path, who) => {
    const first = routeDecision(path, who);
    if (first.kind !== 'redirect') return expect(['allow', 'forbidden', 'not-found']).toContain(first.kind);
    const second = routeDecision(first.to, who);
    expect(second).toEqual({ kind: 'allow' });
  });
  it.each(states)('%s can always reach /home and /logout', (_name, who) => {
    expect(routeDecision('/home', who)).toEqual({ kind: 'allow' });
    expect(routeDecision('/logout', who)).toEqual({ kind: 'allow' });
  });
  it('an anonymous visitor is never redirected twice', () => {
    for (const path of concretePaths) {
      const first = routeDecision(path, null);
      if (first.kind === 'redirect') expect(routeDecision(first.to, null)).toEqual({ kind: 'allow' });
    }
  });
});
