/**
 * The links mailed to confirm an e-mail, to reset a password and to confirm a new e-mail
 * (a logged-in user changing its own): where they point in the SPA, how long they last,
 * and what the user reads when one cannot be used. Tokens are single-use.
 */

/** SPA page of the confirmation link: `/confirmar-email?token=…`. */
export const CONFIRM_EMAIL_PATH = '/confirmar-email';
/** SPA page of the password-reset link: `/resetar-senha?token=…`. */
export const RESET_PASSWORD_PATH = '/resetar-senha';

/** SPA page to ask for a password-reset link (linked from the e-mail-change notice). */
export const FORGOT_PASSWORD_PATH = '/esqueci-a-senha';
/** SPA page of the link mailed to a new address: `/confirmar-novo-email?token=…`. */
export const CONFIRM_EMAIL_CHANGE_PATH = '/confirmar-novo-email';

/** A confirmation link works for 48 hours. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 48 * 60 * 60;
/** A password-reset link works for 1 hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** A new-e-mail confirmation link works for 24 hours. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
/**
 * At most this many mails of one kind (a resent confirmation, a password reset) to one
 * address per hour; over it the request answers as usual and nothing is sent.
 */
export const ACCOUNT_MAILS_PER_HOUR = 5;

/** Why a mailed link was refused. */
export type LinkProblem = 'used' | 'expired' | 'invalid';

export const LINK_MESSAGES: Record<LinkProblem, string> = {
  used: 'Este link já foi usado.',
  expired: 'Este link expirou. Peça um novo.',
  invalid: 'Link inválido. Confira se você abriu o endereço completo que enviamos por e-mail.',
};

/** Wire codes of the refusals (`{"token": [message], "code": ...}`). */
export const LINK_PROBLEM_CODES: Record<LinkProblem, string> = {
  used: 'token_used',
  expired: 'token_expired',
  invalid: 'token_invalid',
};

/** The problem named by a wire code, or null for an unknown code. */
export function linkProblemOfCode(code: string | undefined): LinkProblem | null {
  const entry = Object.entries(LINK_PROBLEM_CODES).find(([, value]) => value === code);
  return entry ? (entry[0] as LinkProblem) : null;
}

/** Messages of the account e-mail flows. */
export const ACCOUNT_FLOW_MESSAGES = {
  registered: 'Cadastro realizado! Enviamos um link de confirmação para o seu e-mail.',
  emailConfirmed: 'E-mail confirmado! Agora é só entrar com o seu usuário e senha.',
  confirmationResent: 'Se o e-mail estiver cadastrado e ainda não confirmado, enviamos um novo link de confirmação.',
  resetRequested: 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.',
  passwordReset: 'Senha redefinida! Entre com a sua nova senha.',
  profileSaved: 'Dados atualizados com sucesso!',
  emailChangeRequested: 'Enviamos um link de confirmação para o novo e-mail. O seu e-mail só muda depois que você abrir esse link.',
  emailChanged: 'E-mail alterado! A partir de agora use o novo endereço.',
} as const;

/** The link a mail carries: `<appUrl><path>?token=<token>` (appUrl without a trailing slash). */
export function emailLink(appUrl: string, path: string, token: string): string {
  return `${appLink(appUrl, path)}?token=${encodeURIComponent(token)}`;
}

/** A page of the SPA at `appUrl` (trailing slashes of `appUrl` dropped): `<appUrl><path>`. */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
