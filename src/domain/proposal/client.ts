/**
 * The client record kept with a saved quotation: besides the name
 * (`QuotationData.clientName`), the phone (WhatsApp), e-mail, CPF or CNPJ and city, each
 * optional. Checks and masks come from @brazilian-utils (CPF/CNPJ check digits, DDDs,
 * mobile/landline rules) through src/domain/accounts/fields.ts; the server (zod schema of
 * src/contract/quotation.ts), the fake and the form say the same pt-BR message.
 *
 * Stored shape: phone and document as digits only, e-mail trimmed lower case, city as typed
 * (trimmed); an empty field is `null`.
 */
import { formatCnpj, isValidCnpj, isValidCpf, isValidEmail } from '@brazilian-utils/brazilian-utils';
import { digitsOnly, maskCpf, maskPhone, validatePhone } from '../accounts/fields';

/** The client's contact and identification (name apart, in `clientName`). */
export interface QuotationClient {
  /** Digits with DDD (10 or 11), or null. */
  readonly phone: string | null;
  /** Lower case, or null. */
  readonly email: string | null;
  /** CPF (11 digits) or CNPJ (14 digits), or null. */
  readonly document: string | null;
  /** City as typed, or null. */
  readonly city: string | null;
}

/** A client record with nothing filled in. */
export const EMPTY_CLIENT: QuotationClient = Object.freeze({ phone: null, email: null, document: null, city: null });

/** Longest city name accepted. */
export const MAX_CLIENT_CITY = 120;

/** pt-BR messages of the client fields. */
export const CLIENT_MESSAGES = {
  phoneInvalid: 'Telefone inválido. Informe o DDD e o número.',
  emailInvalid: 'Informe um e-mail válido.',
  documentInvalid: 'CPF ou CNPJ inválido.',
  cityTooLong: `A cidade deve ter no máximo ${MAX_CLIENT_CITY} caracteres.`,
} as const;

/** Messages for an optional phone (masked or digits): empty is fine. */
export function validateClientPhone(value: string): string[] {
  return digitsOnly(value) === '' ? [] : validatePhone(value).length === 0 ? [] : [CLIENT_MESSAGES.phoneInvalid];
}

/** Messages for an optional e-mail. */
export function validateClientEmail(value: string): string[] {
  const email = value.trim();
  if (email === '') return [];
  return email.length <= 254 && isValidEmail(email) ? [] : [CLIENT_MESSAGES.emailInvalid];
}

/** Messages for an optional CPF (11 digits) or CNPJ (14 digits), masked or not, with valid check digits. */
export function validateClientDocument(value: string): string[] {
  const digits = digitsOnly(value);
  if (value.trim() === '') return [];
  if (digits.length === 11 && isValidCpf(digits)) return [];
  if (digits.length === 14 && isValidCnpj(digits)) return [];
  return [CLIENT_MESSAGES.documentInvalid];
}

/** Messages for an optional city. */
export function validateClientCity(value: string): string[] {
  return value.trim().length > MAX_CLIENT_CITY ? [CLIENT_MESSAGES.cityTooLong] : [];
}

/** The client form as typed. */
export interface ClientDraft {
  readonly phone: string;
  readonly email: string;
  readonly document: string;
  readonly city: string;
}

/** An empty client form. */
export const EMPTY_CLIENT_DRAFT: ClientDraft = Object.freeze({ phone: '', email: '', document: '', city: '' });

/** Field messages of a client form (only the fields with a problem), or null when it is valid. */
export function validateClientDraft(draft: ClientDraft): Partial<Record<keyof ClientDraft, string>> | null {
  const errors: Partial<Record<keyof ClientDraft, string>> = {};
  const check = (key: keyof ClientDraft, messages: string[]) => {
    if (messages[0]) errors[key] = messages[0];
  };
  check('phone', validateClientPhone(draft.phone));
  check('email', validateClientEmail(draft.email));
  check('document', validateClientDocument(draft.document));
  check('city', validateClientCity(draft.city));
  return Object.keys(errors).length === 0 ? null : errors;
}

/** A valid client form as stored (digits, lower case, null for empty fields). */
export function clientFromDraft(draft: ClientDraft): QuotationClient {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    phone: orNull(digitsOnly(draft.phone)),
    email: orNull(draft.email.trim().toLowerCase()),
    document: orNull(digitsOnly(draft.document)),
    city: orNull(draft.city.trim()),
  };
}

/** A stored client back in the form (masked). */
export function draftFromClient(client: QuotationClient | null | undefined): ClientDraft {
  if (!client) return EMPTY_CLIENT_DRAFT;
  return {
    phone: client.phone ? maskPhone(client.phone) : '',
    email: client.email ?? '',
    document: client.document ? maskDocument(client.document) : '',
    city: client.city ?? '',
  };
}

/** The CPF mask while up to 11 digits are typed, the CNPJ mask (00.000.000/0000-00) beyond. */
export function maskDocument(value: string): string {
  const digits = digitsOnly(value).slice(0, 14);
  if (digits.length <= 11) return maskCpf(digits);
  return formatCnpj(digits);
}

/** 'CPF' or 'CNPJ' by the number of digits. */
export function documentKind(digits: string): 'CPF' | 'CNPJ' {
  return digits.length === 14 ? 'CNPJ' : 'CPF';
}

/** True when the client record has anything filled in. */
export function hasClientContact(client: QuotationClient | null | undefined): boolean {
  return Boolean(client && (client.phone || client.email || client.document || client.city));
}
