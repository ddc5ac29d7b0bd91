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

/**
 * Where each state may go, written out by hand from spec point 4 and docs/architecture.md
 * ("Payment gate"), not read from payment-gate.ts: the pages it may open besides /home and
 * the public ones, and where any other page sends it. `null`: the paid product is open.
 */
const FR_PAGES = ['/comecar', '/registro-e-assinatura', '/plano-e-assinaturas/gerenciamento', '/perfil', '/logout'];
const BL_PAGES = ['/assinatura', '/assinatura/gerenciamento', '/logout'];
const states: Array<[string, GateUser, { pages: string[]; elseTo: string } | null]> = [
  ['OP', user({ payment: 'OP' }), null],
  ['OP sem plano', user({ payment: 'OP', planId: null }), null],
  ['FR sem plano', user({ payment: 'FR', planId: null, roles: ['admin'] }), { pages: FR_PAGES, elseTo: '/comecar' }],
  ['FR com plano', user({ payment: 'FR', planId: 2 }), null],
  ['BL', user({ payment: 'BL' }), { pages: BL_PAGES, elseTo: '/assinatura' }],
  ['BL sem pagar (without_pay)', user({ payment: 'BL', withoutPay: true }), null],
  ['FR sem plano (without_pay)', user({ payment: 'FR', planId: null, withoutPay: true }), null],
  ['gestor OP', user({ roles: ['manager'] }), null],
  ['superusuário', user({ isSuperuser: true }), null],
];

/** The decision expected for `path` (of a route with `access`) and a state, from the table above. */
function expectedDecision(path: string, access: string, who: GateUser, gated: { pages: string[]; elseTo: string } | null) {
  if (access === 'public') return { kind: 'allow' };
  if (gated && path !== '/home' && !gated.pages.includes(path)) return { kind: 'redirect', to: gated.elseTo };
  if (access === 'admin-role' && !who.roles.includes('admin')) return { kind: 'forbidden' };
  if (access === 'superuser' && !who.isSuperuser) return { kind: 'forbidden' };
  return { kind: 'allow' };
}

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

describe('every route for every payment state (spec points 2 and 4)', () => {
  const paths = APP_ROUTES.flatMap((route) => {
    // A required parameter (the public proposal's :token) always gets a value; an optional one is tried without and with.
    const pattern = route.pattern.replace(/\/:[^/?]+(?=\/|$)/g, '/exemplo');
    const base = pattern.replace(/\/:[^/]+\?$/, '');
    return (pattern.includes(':') ? [base || '/', `${base}/exemplo`] : [pattern]).map((path) => [path, route.access] as const);
  });
  const cases = states.flatMap(([name, who, gated]) => paths.map(([path, access]) => [name, path, expectedDecision(path, access, who, gated), who] as const));
  const redirected = cases.filter(([, , expected]) => expected.kind === 'redirect');

  it.each(cases)('%s on %s → %o', (_name, path, expected, who) => {
    expect(routeDecision(path, who)).toEqual(expected);
  });

  it('redirects someone in every gated state (the table is not all "allow")', () => {
    expect(new Set(redirected.map(([name]) => name))).toEqual(new Set(['FR sem plano', 'BL']));
  });

  it.each(redirected)('%s on %s ends on a page it may open in one redirect', (_name, path, _expected, who) => {
    const first = routeDecision(path, who);
    expect(first.kind).toBe('redirect');
    if (first.kind === 'redirect') expect(routeDecision(first.to, who)).toEqual({ kind: 'allow' });
  });

  it.each(states)('%s can always reach /home and /logout', (_name, who) => {
    expect(routeDecision('/home', who)).toEqual({ kind: 'allow' });
    expect(routeDecision('/logout', who)).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous visitor of every private page to /home, which it may open', () => {
    const privatePaths = paths.filter(([, access]) => access !== 'public').map(([path]) => path);
    expect(privatePaths.length).toBeGreaterThan(10);
    for (const path of privatePaths) expect(routeDecision(path, null)).toEqual({ kind: 'redirect', to: '/home' });
    expect(routeDecision('/home', null)).toEqual({ kind: 'allow' });
  });
});
