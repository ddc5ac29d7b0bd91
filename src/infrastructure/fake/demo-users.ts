/**
 * The demo users of the foundation issue, as the fake back end serves them. The
 * server seeds the same usernames and states (server/src/seed.ts); password
 * `demo1234` for all.
 */
import type { User } from '../../domain/user';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo1234';

function addDays(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** The demo users relative to `today` (expirando expires in 3 days). */
export function demoUsers(today: Date): User[] {
  const base = {
    phone: '11987654321',
    logoUrl: null,
    isSuperuser: false,
    firstAccess: false,
    lastLogin: null,
    withoutPay: false,
  } as const;
  return [
    { ...base, id: 1, username: 'admin', name: 'Administrador do Sistema', email: 'admin@cotador.local', cpf: '52998224725', roles: ['admin'], isSuperuser: true, payment: 'OP', paymentExpiresAt: addDays(today, 365), planId: 4, principalUserId: 1, subscription: { status: 'active', totalUsers: 10 } },
    { ...base, id: 2, username: 'corretor', name: 'Carla Mendes Ribeiro', email: 'corretor@cotador.local', cpf: '11144477735', roles: ['admin'], payment: 'OP', paymentExpiresAt: addDays(today, 30), planId: 3, principalUserId: 2, subscription: { status: 'active', totalUsers: 5 } },
    { ...base, id: 3, username: 'gestor', name: 'Gustavo Henrique Alves', email: 'gestor@cotador.local', cpf: '39053344705', roles: ['manager'], payment: 'OP', paymentExpiresAt: addDays(today, 30), planId: 3, principalUserId: 2, subscription: { status: 'active', totalUsers: 5 } },
    { ...base, id: 4, username: 'novo', name: 'Natália Souza Costa', email: 'novo@cotador.local', cpf: '86288366757', roles: ['admin'], payment: 'FR', paymentExpiresAt: null, planId: null, principalUserId: 4, subscription: null },
    { ...base, id: 5, username: 'bloqueado', name: 'Bruno Lopes Teixeira', email: 'bloqueado@cotador.local', cpf: '71428793860', roles: ['admin'], payment: 'BL', paymentExpiresAt: addDays(today, -10), planId: 1, principalUserId: 5, subscription: { status: 'past_due', totalUsers: 1 } },
    { ...base, id: 6, username: 'expirando', name: 'Elisa Martins Prado', email: 'expirando@cotador.local', cpf: '35379838839', roles: ['admin'], payment: 'OP', paymentExpiresAt: addDays(today, 3), planId: 1, principalUserId: 6, subscription: { status: 'active', totalUsers: 1 } },
    { ...base, id: 7, username: 'primeiro', name: 'Pedro Almeida Rocha', email: 'primeiro@cotador.local', cpf: '93541134780', roles: ['admin'], firstAccess: true, payment: 'OP', paymentExpiresAt: addDays(today, 30), planId: 1, principalUserId: 7, subscription: { status: 'active', totalUsers: 1 } },
  ];
}
