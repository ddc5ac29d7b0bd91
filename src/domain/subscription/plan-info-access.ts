/**
 * Who may read a user's plan information (`GET /api/payments/user?email=…`; the server's use
 * case and the fake back end both answer with this rule): a superuser, the user itself, or an
 * admin of the user's account. An e-mail nobody has is `not_found` for a superuser only; anyone
 * else gets `forbidden`, so the answer does not tell which e-mails exist.
 */

/** The caller as the rule needs it: its id, its account (the principal user's id) and its powers. */
export interface PlanInfoCaller {
  id: number;
  accountId: number | null;
  isSuperuser: boolean;
  isAdmin: boolean;
}

/**
 * @param target the user the e-mail names (`accountId`: its account), or null when none has it.
 * @returns `allowed`, `forbidden` (403) or `not_found` (404).
 */
export function planInfoAccess(caller: PlanInfoCaller, target: { id: number; accountId: number | null } | null): 'allowed' | 'forbidden' | 'not_found' {
  if (!target) return caller.isSuperuser ? 'not_found' : 'forbidden';
  const allowed = caller.isSuperuser || target.id === caller.id || (target.accountId === caller.accountId && caller.isAdmin);
  return allowed ? 'allowed' : 'forbidden';
}
