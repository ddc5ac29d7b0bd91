/**
 * The account's clients ('Clientes'), all Bearer and paid like the saved quotations; a client
 * of another account answers 404 as an unknown one:
 * - `GET /api/v1/clients/?page=&search=` → 200 DRF page {@link clientListWire}, by name
 *   (`search`: name or e-mail, accents and case ignored; phone or CPF/CNPJ digits).
 * - `POST /api/v1/clients/` {@link clientBodyWire} → 201 {@link clientWire}; 400 field messages (pt-BR).
 * - `GET /api/v1/clients/:id/` → 200 {@link clientDetailWire} (the record, its saved health quotations, its life quotes and proposals).
 * - `PUT /api/v1/clients/:id/` {@link clientBodyWire} → 200 {@link clientWire}.
 * - `POST /api/v1/clients/:id/export/` → 200 {@link clientExportWire}: everything held about the
 *   client (LGPD art. 18, II and V), recorded in the account's audit (account admins only).
 * - `DELETE /api/v1/clients/:id/` → 204: the record goes, its quotations are anonymised and its life quotes and proposals deleted
 *   (LGPD art. 18, VI; docs/security.md), recorded in the account's audit (account admins only).
 */
import { z } from 'zod';
import {
  CLIENT_NAME_MAX,
  CLIENT_NOTES_MAX,
  CLIENT_RECORD_MESSAGES,
  DELETED_CLIENT_NAME,
  type ClientPage,
  type ClientRecord,
  type ClientRecordInput,
} from '../domain/clients/client-record';
import { validateClientDocument, validateClientEmail, validateClientPhone } from '../domain/proposal/client';
import { foldText } from '../domain/text-folding';
import { pagedSearchQueryWire } from './paging';
import { lifeSavedItemWire } from './life-saved';
import { quotationDataWire, quotationListItemWire, type QuotationDataWire } from './quotation';

/** Longest search text of the list. */
export const MAX_CLIENT_SEARCH = 100;

/** An optional field checked by a domain validator: absent, null, empty or a valid value. */
const checkedField = (max: number, validate: (value: string) => string[]) =>
  z
    .string()
    .max(max, `Certifique-se de que este campo não tenha mais de ${max} caracteres.`)
    .nullable()
    .optional()
    .superRefine((value, context) => {
      if (value === null || value === undefined) return;
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      for (const message of validate(value)) context.addIssue({ code: 'custom', message });
    });

/** `POST /api/v1/clients/` and `PUT /api/v1/clients/:id/` body (masked or digits; the server stores digits). */
export const clientBodyWire = z.strictObject({
  // A custom check, not min(1): the server's DRF mapping would say 'This field may not be blank.' in English.
  name: z
    .string(CLIENT_RECORD_MESSAGES.nameRequired)
    .trim()
    .max(CLIENT_NAME_MAX, CLIENT_RECORD_MESSAGES.nameTooLong)
    .refine((name) => name.length > 0, CLIENT_RECORD_MESSAGES.nameRequired),
  phone: checkedField(20, validateClientPhone),
  email: checkedField(254, validateClientEmail),
  document: checkedField(20, validateClientDocument),
  notes: z.string().max(CLIENT_NOTES_MAX + 200, CLIENT_RECORD_MESSAGES.notesTooLong).nullable().optional().superRefine((value, context) => {
    // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
    if (value && value.trim().length > CLIENT_NOTES_MAX) context.addIssue({ code: 'custom', message: CLIENT_RECORD_MESSAGES.notesTooLong });
  }),
});
export type ClientBodyWire = z.infer<typeof clientBodyWire>;

/** A client as answered (phone and document digits; instants ISO 8601). */
export const clientWire = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  document: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientWire = z.infer<typeof clientWire>;

/**
 * A life quote or proposal on the client's page: the item of the life list of 'Minhas
 * cotações' (src/contract/life-saved.ts), for the whole account, with `mine` true when the
 * caller made it (only the broker who made it can reopen it: the life service's rule).
 */
export const clientLifeItemWire = lifeSavedItemWire.extend({ mine: z.boolean() });
export type ClientLifeItemWire = z.infer<typeof clientLifeItemWire>;

/**
 * `GET /api/v1/clients/:id/`: the record, its saved health quotations (newest first, as the
 * list of 'Minhas cotações') and its life quotes and proposals (newest first).
 */
export const clientDetailWire = clientWire.extend({ quotations: z.array(quotationListItemWire), life: z.array(clientLifeItemWire) });
export type ClientDetailWire = z.infer<typeof clientDetailWire>;

/** `GET /api/v1/clients/` query. */
export const clientListQueryWire = pagedSearchQueryWire(MAX_CLIENT_SEARCH);

/** `GET /api/v1/clients/`: DRF page, by name. */
export const clientListWire = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(clientWire),
});
export type ClientListWire = z.infer<typeof clientListWire>;

/** `:id` of the client routes. */
export const clientIdParamsWire = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * `POST /api/v1/clients/:id/export/`: everything the account holds about the client — the
 * record, each saved quotation linked to it or carrying its CPF/CNPJ, in full as saved, and
 * its life quotations and proposals.
 */
export const clientExportWire = z.object({
  exported_at: z.string(),
  client: clientWire,
  quotations: z.array(z.object({ code: z.string(), created_at: z.string(), data: quotationDataWire })),
  /**
   * What the life service holds about the client, in full as stored: each life quotation
   * (the answers sent — birth date, income, health declaration — and the result) and each
   * implanted proposal (holder, beneficiaries, bank …; the link itself is never stored).
   */
  life: z.object({
    quotations: z.array(z.object({ id: z.string(), created_at: z.string(), status: z.string(), quote_number: z.string().nullable(), request: z.unknown(), result: z.unknown() })),
    proposals: z.array(z.object({ id: z.string(), quotation_id: z.string(), created_at: z.string(), expires_at: z.string().nullable(), data: z.unknown() })),
  }),
});
export type ClientExportWire = z.infer<typeof clientExportWire>;

/** A client of the domain → the wire. */
export function clientToWire(client: ClientRecord): ClientWire {
  return {
    id: client.id,
    name: client.name,
    phone: client.phone,
    email: client.email,
    document: client.document,
    notes: client.notes,
    created_at: client.createdAt,
    updated_at: client.updatedAt,
  };
}

/** A client on the wire → the domain. */
export function clientFromWire(wire: ClientWire): ClientRecord {
  return {
    id: wire.id,
    name: wire.name,
    phone: wire.phone,
    email: wire.email,
    document: wire.document,
    notes: wire.notes,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

/** The input of a client → the request body. */
export function clientInputToWire(input: ClientRecordInput): ClientBodyWire {
  return { name: input.name, phone: input.phone, email: input.email, document: input.document, notes: input.notes };
}

/** A page on the wire → the domain's page. */
export function clientPageFromWire(wire: ClientListWire): ClientPage {
  return { count: wire.count, items: wire.results.map(clientFromWire), hasNext: wire.next !== null, hasPrevious: wire.previous !== null };
}

/**
 * What the export finds about a client (the clients module's `exportClient`): the record, each
 * quotation held about it as saved, and its life data as stored. Instants are `Date`s; a life
 * row's may be text (a raw query reads them so on some drivers).
 */
export interface ClientExportFound {
  exportedAt: Date;
  client: ClientRecord;
  quotations: ReadonlyArray<{ code: string; createdAt: Date; data: unknown }>;
  life: {
    quotations: ReadonlyArray<{ id: string; created_at: Date | string; status: string; quote_number: string | null; request: unknown; result: unknown }>;
    proposals: ReadonlyArray<{ id: string; quotation_id: string; created_at: Date | string; expires_at: Date | string | null; data: unknown }>;
  };
}

/** An instant as a Date or as text → ISO 8601. */
const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** The export's document (`POST /api/v1/clients/:id/export/`, {@link clientExportWire}), built by the server's route and the fake alike. */
export function clientExportToWire(found: ClientExportFound): ClientExportWire {
  return {
    exported_at: found.exportedAt.toISOString(),
    client: clientToWire(found.client),
    quotations: found.quotations.map((quotation) => ({ code: quotation.code, created_at: quotation.createdAt.toISOString(), data: quotation.data as QuotationDataWire })),
    life: {
      quotations: found.life.quotations.map((quotation) => ({ ...quotation, created_at: isoOf(quotation.created_at) })),
      proposals: found.life.proposals.map((proposal) => ({ ...proposal, created_at: isoOf(proposal.created_at), expires_at: proposal.expires_at === null ? null : isoOf(proposal.expires_at) })),
    },
  };
}

/**
 * A saved quotation's data once its client's data was deleted (server and fake alike): the
 * name becomes {@link DELETED_CLIENT_NAME}, the contact, CPF/CNPJ and the proposal's client
 * phone and e-mail are emptied; plans, prices and table dates stay as quoted.
 */
export function anonymisedQuotationData(data: QuotationDataWire): QuotationDataWire {
  const anonymised: QuotationDataWire = { ...data, clientName: DELETED_CLIENT_NAME };
  if (data.client !== undefined) anonymised.client = null;
  if (data.proposal_extras) anonymised.proposal_extras = { ...data.proposal_extras, client_phone: '', client_email: '' };
  return anonymised;
}

/** Whether a saved quotation is held about the client: saved for it, or carrying its CPF/CNPJ. */
export function isHeldAboutClient(quotation: { clientId: number | null; data: QuotationDataWire }, client: { id: number; document: string | null }): boolean {
  return quotation.clientId === client.id || (client.document !== null && quotation.data.client?.document === client.document);
}

/**
 * The client typed (not picked) with a saved proposal or a life quote: the name as typed
 * (spaces collapsed) and whatever contact came with it (digits for phone and CPF/CNPJ).
 */
export interface TypedClientContact {
  name: string;
  phone: string | null;
  email: string | null;
  document: string | null;
}

const digitsOrNull = (value: string | null | undefined): string | null => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits;
};

/**
 * A typed contact with its name's spaces collapsed and empty fields null; null without a name.
 * A field the client form would refuse (the proposal's phone is only checked as digits) is left
 * out, so a client made from it can be edited without first fixing what nobody typed there.
 */
export function typedClientContact(input: { name: string; phone?: string | null; email?: string | null; document?: string | null }): TypedClientContact | null {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '' || name === DELETED_CLIENT_NAME) return null;
  const valid = (value: string | null, validate: (text: string) => string[]) => (value !== null && validate(value).length === 0 ? value : null);
  const email = input.email?.trim().toLowerCase() ?? '';
  return {
    name,
    phone: valid(digitsOrNull(input.phone), validateClientPhone),
    email: valid(email === '' ? null : email, validateClientEmail),
    document: valid(digitsOrNull(input.document), validateClientDocument),
  };
}

/**
 * The client a proposal saved without a picked client is about: its name, and the phone,
 * e-mail and CPF/CNPJ of its client record or, failing those, of the proposal's contact.
 * Null when it has no name (an anonymised copy included).
 */
export function typedClientOfQuotation(data: QuotationDataWire): TypedClientContact | null {
  return typedClientContact({
    name: data.clientName,
    phone: data.client?.phone || data.proposal_extras?.client_phone || null,
    email: data.client?.email || data.proposal_extras?.client_email || null,
    document: data.client?.document ?? null,
  });
}

/**
 * Whether an existing client is the one typed (server and fake alike): the same CPF/CNPJ when
 * the typed contact has one; otherwise the same name (accents, case and spaces ignored) and
 * the same phone (both without a phone counts as the same). Typing the same person twice
 * therefore never makes two clients, and two people who share a name but not a phone stay two.
 */
export function isTypedClient(client: { name: string; phone: string | null; document: string | null }, typed: TypedClientContact): boolean {
  if (typed.document !== null && client.document === typed.document) return true;
  return foldText(client.name) === foldText(typed.name) && (client.phone ?? null) === typed.phone;
}
