/**
 * Editing a profile (`PATCH /api/users/{username}/`, the /perfil screen): what counts as a
 * change, and the rules of changing one's own e-mail. The e-mail is how an account is
 * recovered (password reset), so changing it asks for the current password and only takes
 * effect when the link mailed to the new address is opened; the old address gets a notice.
 */
import { normalizeEmail } from './fields';

export const PROFILE_MESSAGES = {
  nothingToUpdate: 'Nenhum campo para atualizar.',
  currentPasswordLabel: 'Senha atual',
  currentPasswordRequired: 'Informe a sua senha atual para mudar o e-mail.',
  currentPasswordWrong: 'Senha atual incorreta.',
  currentPasswordBlocked: 'Muitas tentativas com a senha errada. Tente de novo em alguns minutos.',
  emailChangeThrottled: 'Muitos pedidos de troca de e-mail. Tente de novo mais tarde.',
  /** An admin asked for the member's new e-mail: the member proves it is him when confirming. */
  memberPasswordRequired: 'Este pedido de troca foi feito por um administrador da conta. Informe a sua senha para confirmar o novo e-mail.',
  memberPasswordLabel: 'Sua senha',
  /** The member's password field left empty on /confirmar-novo-email. */
  memberPasswordMissing: 'Informe a sua senha.',
} as const;

/** Wrong current passwords allowed per user in {@link CURRENT_PASSWORD_WINDOW_SECONDS}. */
export const CURRENT_PASSWORD_MAX_FAILURES = 10;
/** Window of the current-password failures (15 minutes, like the login's). */
export const CURRENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

/** The new e-mail (normalized) when `requested` is another address than `current`, else null. */
export function emailChangeOf(current: string, requested: string | undefined): string | null {
  if (requested === undefined) return null;
  const next = normalizeEmail(requested);
  return next === normalizeEmail(current) ? null : next;
}
