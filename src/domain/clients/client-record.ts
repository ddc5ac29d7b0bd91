/**
 * The broker's clients ('Clientes'): one record per person or company the account quotes
 * for, shared by the account's team. Contact and CPF/CNPJ checks are the proposal's client
 * checks (src/domain/proposal/client.ts, @brazilian-utils), so a client picked in the send
 * dialog always fits a saved quotation.
 *
 * Stored shape: name trimmed; phone and document digits only; e-mail trimmed lower case;
 * notes trimmed; an empty optional field is `null`.
 *
 * LGPD (Lei 13.709/2018) art. 18: the data subject may ask for a copy of what is held
 * (export, item II/V) and for its deletion (item VI); both are recorded in the account's audit
 * by the client's id only.
 */
import { digitsOnly, maskPhone } from '../accounts/fields';
import { quotationSearchTerms } from '../proposal/quotation-search';
import { foldText } from '../text-folding';
import { maskDocument, validateClientDocument, validateClientEmail, validateClientPhone } from '../proposal/client';

/** Longest client name (the quotation's `clientName` limit). */
export const CLIENT_NAME_MAX = 200;
/** Longest notes. */
export const CLIENT_NOTES_MAX = 2000;

/** pt-BR messages of the client record. */
export const CLIENT_RECORD_MESSAGES = {
  nameRequired: 'Informe o nome do cliente.',
  nameTooLong: `O nome deve ter no máximo ${CLIENT_NAME_MAX} caracteres.`,
  notesTooLong: `As observações devem ter no máximo ${CLIENT_NOTES_MAX} caracteres.`,
  notFound: 'Cliente não encontrado.',
} as const;

/** A client of the account as stored and answered. */
export interface ClientRecord {
  readonly id: number;
  readonly name: string;
  /** Digits with DDD (10 or 11), or null. */
  readonly phone: string | null;
  /** Lower case, or null. */
  readonly email: string | null;
  /** CPF (11 digits) or CNPJ (14 digits), or null. */
  readonly document: string | null;
  readonly notes: string | null;
  /** ISO 8601 instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What the broker types for a client (masked or not). */
export interface ClientRecordDraft {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly document: string;
  readonly notes: string;
}

/** An empty client form. */
export const EMPTY_CLIENT_RECORD_DRAFT: ClientRecordDraft = Object.freeze({ name: '', phone: '', email: '', document: '', notes: '' });

/** The fields of a client record as sent to the server (null for empty optional fields). */
export interface ClientRecordInput {
  readonly name: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly document: string | null;
  readonly notes: string | null;
}

/** Messages for the client's name. */
export function validateClientName(value: string): string[] {
  const name = value.trim();
  if (name === '') return [CLIENT_RECORD_MESSAGES.nameRequired];
  return name.length > CLIENT_NAME_MAX ? [CLIENT_RECORD_MESSAGES.nameTooLong] : [];
}

/** Messages for the notes. */
export function validateClientNotes(value: string): string[] {
  return value.trim().length > CLIENT_NOTES_MAX ? [CLIENT_RECORD_MESSAGES.notesTooLong] : [];
}

/** Field messages of a client form (only the fields with a problem), or null when it is valid. */
export function validateClientRecordDraft(draft: ClientRecordDraft): Partial<Record<keyof ClientRecordDraft, string>> | null {
  const errors: Partial<Record<keyof ClientRecordDraft, string>> = {};
  const check = (key: keyof ClientRecordDraft, messages: string[]) => {
    if (messages[0]) errors[key] = messages[0];
  };
  check('name', validateClientName(draft.name));
  check('phone', validateClientPhone(draft.phone));
  check('email', validateClientEmail(draft.email));
  check('document', validateClientDocument(draft.document));
  check('notes', validateClientNotes(draft.notes));
  return Object.keys(errors).length === 0 ? null : errors;
}

/** A valid form (or a wire body) in the stored shape: digits, lower case, trimmed, null for empty. */
export function normalizeClientInput(input: { name: string; phone?: string | null; email?: string | null; document?: string | null; notes?: string | null }): ClientRecordInput {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    name: input.name.trim(),
    phone: orNull(digitsOnly(input.phone ?? '')),
    email: orNull((input.email ?? '').trim().toLowerCase()),
    document: orNull(digitsOnly(input.document ?? '')),
    notes: orNull((input.notes ?? '').trim()),
  };
}

/** A stored client back in the form (masked). */
export function draftFromClientRecord(client: ClientRecord | null): ClientRecordDraft {
  if (!client) return EMPTY_CLIENT_RECORD_DRAFT;
  return {
    name: client.name,
    phone: client.phone ? maskPhone(client.phone) : '',
    email: client.email ?? '',
    document: client.document ? maskDocument(client.document) : '',
    notes: client.notes ?? '',
  };
}

/**
 * The search of 'Clientes' (server in SQL, fake with this): the folded text in the name or
 * e-mail; a number-like text's digits (3 or more) also in the phone or CPF/CNPJ.
 */
export function matchesClientSearch(client: Pick<ClientRecord, 'name' | 'email' | 'phone' | 'document'>, search: string): boolean {
  const { text, digits } = quotationSearchTerms(search);
  if (text === '') return true;
  if (foldText(`${client.name} ${client.email ?? ''}`).includes(text)) return true;
  if (digits === null) return false;
  return [client.phone ?? '', client.document ?? ''].some((value) => value.includes(digits));
}

/** Page size of the client list. */
export const CLIENTS_PAGE_SIZE = 20;

/** One page of clients (from 1), by name. */
export interface ClientPage {
  readonly count: number;
  readonly items: readonly ClientRecord[];
  readonly hasNext: boolean;
  readonly hasPrevious: boolean;
}

/** The name an anonymised quotation keeps once its client's data was deleted (LGPD art. 18, VI). */
export const DELETED_CLIENT_NAME = 'Cliente excluído';

/** A client's data export as the browser downloads it: file name and the JSON text. */
export interface ClientDataExport {
  readonly fileName: string;
  readonly json: string;
}

/** The export's file name: `cliente-<id>.json` (no personal data in a downloads folder's listing). */
export const clientExportFileName = (id: number): string => `cliente-${id}.json`;
