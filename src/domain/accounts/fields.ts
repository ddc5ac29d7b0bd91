/**
 * The account form fields (registration, profile, team member): validation rules and
 * input masks, shared by the SPA's forms and the server's validation so both say the
 * same pt-BR message for the same value. CPF and phone checks and formatting come from
 * @brazilian-utils (check digits, DDDs, mobile/landline rules); nothing is hand-rolled.
 *
 * Every validator returns the list of messages for a value (empty when it is valid),
 * the shape of a DRF field error (`{"field": ["message", ...]}`).
 */
import { formatCpf, formatPhone, isValidCpf, isValidEmail, isValidPhone } from '@brazilian-utils/brazilian-utils';

/** pt-BR messages of the account fields. */
export const FIELD_MESSAGES = {
  nameRequired: 'Informe o nome.',
  nameTooLong: 'O nome deve ter no máximo 150 caracteres.',
  usernameRequired: 'Informe o usuário.',
  usernameLength: 'O usuário deve ter entre 3 e 150 caracteres.',
  usernameChars: 'Use apenas letras, números e os caracteres @ . + - _ (sem espaços).',
  usernameTaken: 'Já existe um usuário com este nome de usuário.',
  emailRequired: 'Informe o e-mail.',
  emailInvalid: 'Informe um e-mail válido.',
  emailTaken: 'Já existe um usuário com este e-mail.',
  phoneRequired: 'Informe o telefone.',
  phoneInvalid: 'Telefone inválido. Informe o DDD e o número.',
  cpfRequired: 'Informe o CPF.',
  cpfInvalid: 'CPF inválido.',
  passwordRequired: 'Informe a senha.',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
  passwordNumeric: 'A senha não pode ser formada apenas por números.',
  passwordLikeUsername: 'A senha não pode ser igual ao nome de usuário.',
  passwordCommon: 'Esta senha é muito comum. Escolha outra.',
  passwordMismatch: 'As senhas não conferem.',
  passwordConfirmRequired: 'Repita a senha.',
} as const;

/** Minimum password length (Django's MinimumLengthValidator default). */
export const PASSWORD_MIN_LENGTH = 8;
/** Username length limits (Django's AbstractUser: up to 150). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 150;
export const NAME_MAX_LENGTH = 150;

/** A few passwords everyone tries first (lower case); refused like Django's CommonPasswordValidator. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'senha123', 'senha1234', 'qwerty123',
  'abc12345', 'abcd1234', 'mudar123', 'cotador123', 'iloveyou', 'admin123', 'brasil123', 'corretor123',
]);

/** Only the digits of a value ('111.444.777-35' → '11144477735'). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The CPF mask 000.000.000-00 applied to what was typed so far (at most 11 digits). */
export function maskCpf(value: string): string {
  const digits = digitsOnly(value).slice(0, 11);
  return digits === '' ? '' : formatCpf(digits);
}

/** The phone mask (00) 00000-0000 (or (00) 0000-0000 for a 10-digit landline) applied while typing. */
export function maskPhone(value: string): string {
  const digits = digitsOnly(value).slice(0, 11);
  return digits === '' ? '' : formatPhone(digits, { mask: 'nanp' });
}

/** A phone as the UI shows it: '(11) 98765-4321'; '' for an empty value. */
export function formatPhoneForDisplay(digits: string): string {
  return maskPhone(digits);
}

/** A CPF as the UI shows it: '111.444.777-35'. */
export function formatCpfForDisplay(digits: string): string {
  return maskCpf(digits);
}

/** E-mail as stored: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateName(value: string): string[] {
  const name = value.trim();
  if (name === '') return [FIELD_MESSAGES.nameRequired];
  if (name.length > NAME_MAX_LENGTH) return [FIELD_MESSAGES.nameTooLong];
  return [];
}

/** Django's username rule: 3–150 characters, letters (any script), digits and @ . + - _. */
export function validateUsername(value: string): string[] {
  const username = value.trim();
  if (username === '') return [FIELD_MESSAGES.usernameRequired];
  const messages: string[] = [];
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) messages.push(FIELD_MESSAGES.usernameLength);
  if (!/^[\p{L}\p{N}@.+\-_]+$/u.test(username)) messages.push(FIELD_MESSAGES.usernameChars);
  return messages;
}

export function validateEmail(value: string): string[] {
  const email = value.trim();
  if (email === '') return [FIELD_MESSAGES.emailRequired];
  return isValidEmail(email) && email.length <= 254 ? [] : [FIELD_MESSAGES.emailInvalid];
}

/** A Brazilian mobile or landline number with its DDD (masked or digits). */
export function validatePhone(value: string): string[] {
  const digits = digitsOnly(value);
  if (digits === '') return [FIELD_MESSAGES.phoneRequired];
  return (digits.length === 10 || digits.length === 11) && isValidPhone(digits) ? [] : [FIELD_MESSAGES.phoneInvalid];
}

/** A CPF with valid check digits (masked or digits). */
export function validateCpf(value: string): string[] {
  const digits = digitsOnly(value);
  if (digits === '') return [FIELD_MESSAGES.cpfRequired];
  return digits.length === 11 && isValidCpf(digits) ? [] : [FIELD_MESSAGES.cpfInvalid];
}

/**
 * Password strength (as Django's default validators, in pt-BR): at least 8 characters,
 * not only digits, not the username, not a very common password. Every failing rule
 * gives its message.
 */
export function validatePassword(password: string, context: { username?: string } = {}): string[] {
  if (password === '') return [FIELD_MESSAGES.passwordRequired];
  const messages: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) messages.push(FIELD_MESSAGES.passwordTooShort);
  if (/^\d+$/.test(password)) messages.push(FIELD_MESSAGES.passwordNumeric);
  const username = context.username?.trim().toLowerCase() ?? '';
  if (username !== '' && password.trim().toLowerCase() === username) messages.push(FIELD_MESSAGES.passwordLikeUsername);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) messages.push(FIELD_MESSAGES.passwordCommon);
  return messages;
}

/** The repeated password must equal the password. */
export function validatePasswordConfirmation(password: string, confirmation: string): string[] {
  if (confirmation === '') return [FIELD_MESSAGES.passwordConfirmRequired];
  return password === confirmation ? [] : [FIELD_MESSAGES.passwordMismatch];
}

/** Field errors keyed by field name (DRF shape); only fields with messages are kept. */
export type FieldErrors = Partial<Record<string, string[]>>;

/** Drops the fields without messages; returns null when nothing is wrong. */
export function compactErrors(errors: Record<string, string[]>): FieldErrors | null {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** What a person types to create a user (registration or a team member). */
export interface NewUserFields {
  username: string;
  name: string;
  email: string;
  phone: string;
  cpf: string;
  password: string;
}

/** Validates every field of a new user; null when all are valid. */
export function validateNewUser(fields: NewUserFields): FieldErrors | null {
  return compactErrors({
    name: validateName(fields.name),
    username: validateUsername(fields.username),
    email: validateEmail(fields.email),
    phone: validatePhone(fields.phone),
    cpf: validateCpf(fields.cpf),
    password: validatePassword(fields.password, { username: fields.username }),
  });
}
