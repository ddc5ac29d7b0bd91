import type { User } from '../../../domain/user';

/**
 * Target of 'Plano e Assinaturas' in the right drawer (spec point 2): the management
 * page when the payment is 'FR' and there is no subscription status; otherwise the
 * plan page.
 */
export function subscriptionLinkTarget(user: Pick<User, 'payment' | 'subscription'>): string {
  const status = user.subscription?.status ?? null;
  return user.payment === 'FR' && status === null ? '/plano-e-assinaturas/gerenciamento' : '/plano-e-assinaturas';
}
