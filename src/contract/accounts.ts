/**
 * Wire format of the "Accounts and team" calls (spec point 7 "Account and users" plus the
 * e-mail confirmation and password-recovery calls this project adds), snake_case as on the
 * network. Shared by the server (request validation, answers, OpenAPI) and the SPA's HTTP
 * adapters. Field rules and their pt-BR messages come from src/domain/accounts/fields.ts,
 * so the forms and the server say the same thing.
 *
 * Paths:
 * - `POST /api/users/register/` {@link registerRequestWire} → 201 {@link relatedUserWire}
 * - `POST /api/users/confirm-email/` {@link tokenRequestWire} → 200 {@link detailWire}
 * - `POST /api/users/resend-confirmation/` {@link emailRequestWire} → 200 {@link detailWire}
 * - `POST /api/users/password-reset/` {@link emailRequestWire} → 200 {@link detailWire}
 * - `POST /api/users/password-reset/confirm/` {@link passwordResetConfirmWire} → 200 {@link detailWire}
 * - `PATCH /api/users/{username}/` multipart {@link profilePatchWire} → 200 userMeWire (auth.wire.ts)
 * - `POST /api/users/confirm-email-change/` {@link emailChangeConfirmWire} → 200 {@link detailWire}
 * - `GET /api/v1/team/audit/` → 200 {@link teamAuditWire} (the account owner only)
 * - `GET /api/users/related-users/?principal_user_id=&v=` → 200 {@link relatedUsersWire}
 * - `PUT /api/v1/user/?username=` {@link teamUserUpdateWire} → 200 {@link relatedUserWire}
 * - `DELETE /api/v1/user/?username=` → 204
 * - `POST /api/users/first-access-check/` → 200 {@link firstAccessCheckWire}
 */
import { z } from 'zod';
import { formatRoleList, type TeamAuditEntry, type TeamMember } from '../domain/accounts/team';
import {
  digitsOnly,
  NAME_MAX_LENGTH,
  type NewUserFields,
  validateCpf,
  validateEmail,
  validateName,
  validatePhone,
  validateUsername,
} from '../domain/accounts/fields';

/** A string field checked by one of the domain validators (each message becomes a field error). */
function checkedString(validate: (value: string) => string[]) {
  return z.string().superRefine((value, ctx) => {
    // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
    for (const message of validate(value)) ctx.addIssue({ code: 'custom', message });
  });
}

/** Username: trimmed; 3–150 letters, digits and @ . + - _. */
export const usernameWire = checkedString(validateUsername).transform((value) => value.trim());
/** Full name: trimmed, 1–150 characters. */
export const nameWire = checkedString(validateName).transform((value) => value.trim());
/** E-mail: trimmed and lower-cased. */
export const emailWire = checkedString(validateEmail).transform((value) => value.trim().toLowerCase());
/** Phone with DDD: masked or digits; stored and answered as digits only. */
export const phoneWire = checkedString(validatePhone).transform(digitsOnly);
/** CPF with valid check digits: masked or digits; stored and answered as 11 digits. */
export const cpfWire = checkedString(validateCpf).transform(digitsOnly);

/**
 * `POST /api/users/register/` body (JSON).
 * - Without `principal_user_username`: a broker registers itself; a new account is created
 *   (payment FR, no plan, no subscription) and the user stays inactive until the e-mail
 *   is confirmed.
 * - With `principal_user_username` (authenticated as an admin of that account): a team
 *   member joins the account, active at once, with `roles` (comma list, default `user`).
 * The password strength (min 8, not only digits, not the username, not common) and the
 * uniqueness of `username` and `email` are checked by the server after this shape.
 */
export const registerRequestWire = z.object({
  username: usernameWire,
  name: nameWire,
  email: emailWire,
  phone: phoneWire,
  cpf: cpfWire,
  password: z.string().min(1).max(128),
  principal_user_username: z.string().trim().min(1).optional(),
  roles: z.string().optional().describe('Comma list of roles (admin, manager, user); team members only. Default "user".'),
});
export type RegisterRequestWire = z.input<typeof registerRequestWire>;

/**
 * A new user's form → `POST /api/users/register/` body: names and e-mail trimmed, phone and
 * CPF as digits. With `team` (an admin adding a member): the roles as a comma list and the
 * account's principal username. Used by the SPA's registration, team and
 * register-and-subscribe adapters.
 */
export function toRegisterRequestWire(
  fields: NewUserFields,
  team?: { roles: readonly string[]; principalUsername: string },
): RegisterRequestWire {
  return {
    username: fields.username.trim(),
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: digitsOnly(fields.phone),
    cpf: digitsOnly(fields.cpf),
    password: fields.password,
    ...(team ? { roles: formatRoleList(team.roles), principal_user_username: team.principalUsername } : {}),
  };
}

/** A user of an account, as the registration and the team calls answer it. */
export const relatedUserWire = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(z.string()),
  is_active: z.boolean(),
  /** The account owner (principal user). */
  is_principal: z.boolean(),
  /** ISO 8601 instant. */
  date_joined: z.string(),
  last_login: z.string().nullable(),
});
export type RelatedUserWire = z.infer<typeof relatedUserWire>;

/** Domain {@link TeamMember} → related-user wire (the server's answers): four keys renamed, the rest as is. */
export function toRelatedUserWire({ isActive, isPrincipal, dateJoined, lastLogin, ...identity }: TeamMember): RelatedUserWire {
  return { ...identity, roles: [...identity.roles], is_active: isActive, is_principal: isPrincipal, date_joined: dateJoined, last_login: lastLogin };
}

/** Related-user wire → domain {@link TeamMember} (the SPA's HTTP adapters); the inverse of {@link toRelatedUserWire}. */
export function fromRelatedUserWire(wire: RelatedUserWire): TeamMember {
  const { is_active: isActive, is_principal: isPrincipal, date_joined: dateJoined, last_login: lastLogin, ...identity } = wire;
  return { ...identity, roles: [...identity.roles], isActive, isPrincipal, dateJoined, lastLogin };
}

/** `GET /api/users/related-users/` query: the caller's own principal user id; `v` is a cache buster. */
export const relatedUsersQueryWire = z.object({
  principal_user_id: z.coerce.number({ message: 'A valid integer is required.' }).int('A valid integer is required.').positive('A valid integer is required.'),
  v: z.string().optional(),
});

/** `GET /api/users/related-users/` 200: every user of the account, principal first. */
export const relatedUsersWire = z.object({ related_users: z.array(relatedUserWire) });
export type RelatedUsersWire = z.infer<typeof relatedUsersWire>;

/** `PUT|DELETE /api/v1/user/` query. */
export const teamUserQueryWire = z.object({ username: z.string().min(1) });

/** `PUT /api/v1/user/?username=` body: the (possibly new) username, the roles as a comma list, the e-mail. */
export const teamUserUpdateWire = z.object({
  username: usernameWire,
  roles: z.string().describe('Comma list: admin, manager, user.'),
  email: emailWire,
});
export type TeamUserUpdateWire = z.input<typeof teamUserUpdateWire>;

/**
 * `PATCH /api/users/{username}/` fields (multipart/form-data; JSON also accepted without
 * the logo): every field optional, at least one of name, phone, email, logo. `logo` is a
 * PNG or JPEG file (decoded and re-encoded) of at most 2 MB. A new `email` of one's own
 * needs `current_password` and only takes effect through the link mailed to it.
 */
export const profilePatchWire = z.object({
  name: nameWire.optional(),
  phone: phoneWire.optional(),
  email: emailWire.optional(),
  current_password: z
    .string()
    .max(128)
    .optional()
    .describe("The caller's password: required to change one's own e-mail."),
  logo: z.string().optional().describe('File (multipart): PNG or JPEG that decodes, at most 2 MB; stored re-encoded, at most 1024 px a side.'),
});

/** Bodies of the e-mail flows. */
export const tokenRequestWire = z.object({ token: z.string().min(1).max(200) });
export const emailRequestWire = z.object({ email: emailWire });
/**
 * `POST /api/users/confirm-email-change/`: the link's token, plus the member's own password
 * when an admin asked for the change (400 `{"password": [...]}` without it).
 */
export const emailChangeConfirmWire = z.object({ token: z.string().min(1).max(200), password: z.string().min(1).max(128).optional() });
export const passwordResetConfirmWire = z.object({ token: z.string().min(1).max(200), password: z.string().min(1).max(128) });

/** `{"detail": "..."}` answers of the e-mail flows (pt-BR sentence to show). */
export const detailWire = z.object({ detail: z.string() });

/**
 * 400 answer for a mailed link that cannot be used:
 * `{"token": ["Este link já foi usado."], "code": "token_used"}` (or `token_expired`, `token_invalid`).
 */
export const linkRefusedWire = z.object({
  token: z.array(z.string()),
  code: z.enum(['token_used', 'token_expired', 'token_invalid']),
});

/** `POST /api/users/first-access-check/` 200. */
export const firstAccessCheckWire = z.object({ first_access: z.literal(false) });

/** Longest name accepted (for forms' maxLength). */
export const NAME_MAX = NAME_MAX_LENGTH;

/** One team action of `GET /api/v1/team/audit/` (newest first). */
export const teamAuditEntryWire = z.object({
  id: z.number().int(),
  action: z.enum(['member_added', 'roles_changed', 'username_changed', 'member_removed', 'email_change_requested', 'email_changed', 'client_data_exported', 'client_data_deleted']),
  /** Who did it (username when it happened). */
  actor_username: z.string(),
  /** The member it was done to (username when it happened). */
  target_username: z.string(),
  /** roles_changed / username_changed `{from, to}`, e-mail actions `{new_email}`, member_added `{roles}`. */
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601 instant. */
  created_at: z.string(),
});
export const teamAuditWire = z.object({ results: z.array(teamAuditEntryWire) });
export type TeamAuditEntryWire = z.infer<typeof teamAuditEntryWire>;

/** A stored team action (the server's `team_audit` row) → its wire entry: the route's answer, and the fake back end's. */
export function toTeamAuditEntryWire(row: {
  id: number;
  action: TeamAuditEntryWire['action'];
  actorUsername: string;
  targetUsername: string;
  details: Record<string, unknown>;
  createdAt: Date;
}): TeamAuditEntryWire {
  return { id: row.id, action: row.action, actor_username: row.actorUsername, target_username: row.targetUsername, details: row.details, created_at: row.createdAt.toISOString() };
}

/** A wire entry of the audit list → the domain's {@link TeamAuditEntry}. */
export function fromTeamAuditEntryWire(entry: TeamAuditEntryWire): TeamAuditEntry {
  return {
    id: entry.id,
    action: entry.action,
    actorUsername: entry.actor_username,
    targetUsername: entry.target_username,
    details: entry.details,
    at: entry.created_at,
  };
}
