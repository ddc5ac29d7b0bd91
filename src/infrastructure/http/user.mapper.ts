import type { User } from '../../domain/user';
import type { UserMeWire } from '../../contract/auth';

/** Maps the `/api/users/me/` DTO to the domain User. */
export function toUser(wire: UserMeWire): User {
  return {
    id: wire.id,
    username: wire.username,
    name: wire.name,
    phone: wire.phone,
    email: wire.email,
    cpf: wire.cpf,
    logoUrl: wire.logo,
    roles: wire.roles,
    isSuperuser: wire.is_superuser,
    firstAccess: wire.first_access,
    lastLogin: wire.last_login,
    payment: wire.payment,
    paymentExpiresAt: wire.payment_expirated_at,
    withoutPay: wire.without_pay,
    planId: wire.plan_id,
    principalUserId: wire.principal_user_id,
    subscription: wire.subscription ? { status: wire.subscription.status, totalUsers: wire.subscription.total_users } : null,
  };
}
