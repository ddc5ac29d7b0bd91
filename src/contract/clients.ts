/**
 * The account's clients ('Clientes'), all Bearer and paid like the saved quotations; a client
 * of another account answers 404 as an unknown one:
 * - `GET /api/v1/clients/?page=&search=` → 200 DRF page {@link clientListWire}, by name
 *   (`search`: name or e-mail, accents and case ignored; phone or CPF/CNPJ digits).
 * - `POST /api/v1/clients/` {@link clientBodyWire} → 201 {@link clientWire}; 400 field messages (pt-BR).
 * - `GET /api/v1/clients/:id/` → 200 {@link clientDetailWire} (the record and its saved health quotations).
 * - `PUT /api/v1/clients/:id/` {@link clientBodyWire} → 200 {@link clientWire}.
 * - `POST /api/v1/clients/:id/export/` → 200 {@link clientExportWire}: everything held about the
 *   client (LGPD art. 18, II and V), recorded in the account's audit (account admins only).
 * - `DELETE /api/v1/clients/:id/` → 204: the record goes and its quotations are anonymised
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
import { pagedSearchQueryWire } from './paging';
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

/** `GET /api/v1/clients/:id/`: the record and its saved health quotations (newest first, as the list of 'Minhas cotações'). */
export const clientDetailWire = clientWire.extend({ quotations: z.array(quotationListItemWire) });
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
 * record and each saved quotation linked to it or carrying its CPF/CNPJ, in full as saved.
 */
export const clientExportWire = z.object({
  exported_at: z.string(),
  client: clientWire,
  quotations: z.array(z.object({ code: z.string(), created_at: z.string(), data: quotationDataWire })),
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
