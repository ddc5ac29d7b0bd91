/**
 * The authenticated user as the domain sees it (spec point 3 "Authenticated user"),
 * mapped from the wire by the adapters. Dates are ISO strings: `YYYY-MM-DD` for
 * calendar dates, ISO 8601 for instants.
 */

/** Payment code of spec point 3: OP paying or free access, FR free plan, BL blocked. */
export type PaymentCode = 'OP' | 'FR' | 'BL';

/** The account's subscription summary; null when the account has none. */
export interface SubscriptionSummary {
  status: string | null;
  /** How many users the account may have (principal included). */
  totalUsers: number;
}

/** The logged-in user with its account's payment state. */
export interface User {
  id: number;
  username: string;
  name: string;
  /** Digits only. */
  phone: string;
  email: string;
  /** Digits only. */
  cpf: string;
  /** URL of the broker's logo, or null. */
  logoUrl: string | null;
  roles: string[];
  isSuperuser: boolean;
  firstAccess: boolean;
  /** ISO 8601 instant or null. */
  lastLogin: string | null;
  payment: PaymentCode;
  /** Calendar date `YYYY-MM-DD` when access ends, or null. */
  paymentExpiresAt: string | null;
  withoutPay: boolean;
  planId: number | null;
  /** Id of the account owner; equals `id` for the principal user. */
  principalUserId: number | null;
  subscription: SubscriptionSummary | null;
}

/** The principal user owns the account: `principalUserId === id` (spec point 4). */
export function isPrincipalUser(user: Pick<User, 'id' | 'principalUserId'>): boolean {
  return user.principalUserId === user.id;
}

/** First name for greetings ('Carlos Eduardo Lima' → 'Carlos'). */
export function firstName(user: Pick<User, 'name' | 'username'>): string {
  const first = user.name.trim().split(/\s+/)[0];
  return first && first.length > 0 ? first : user.username;
}
