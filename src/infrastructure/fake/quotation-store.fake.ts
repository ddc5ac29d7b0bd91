/**
 * In-memory QuotationStore (tests, `npm run dev:fake`): the server's own use cases
 * (server/src/modules/quotations/use-cases/quotations.ts) over an in-memory `quotations` table —
 * every account's saved quotations as the server stores them (wire data, codes unique across
 * accounts) — and over the client fake's store (a proposal is linked to one of the account's
 * clients). The request is checked by the route's wire schemas (src/contract/quotation.ts) and
 * the answer read by the HTTP adapter's mappers. Saving and listing are paid (the access table
 * through `auth.guard`); opening a code is the client's link, public.
 * server/test/contract/quotations.contract.test.ts runs both back ends.
 */
import type { Clock } from '../../application/shared/clock';
import type { QuotationStore } from '../../application/proposal/quotation-store';
import { err, ok } from '../../application/shared/result';
import { quotationDataToWire, savedQuotationFromWire, savedQuotationSummaryFromWire } from '../http/quotation.mapper';
import {
  QUOTATION_CLIENT_UNKNOWN_MESSAGE,
  QUOTATION_CODE_TAKEN_MESSAGE,
  QUOTATION_NOT_FOUND_MESSAGE,
  QUOTATIONS_PAGE_SIZE,
  quotationCodeQueryWire,
  quotationListItemFromData,
  quotationListQueryWire,
  saveQuotationBodyWire,
  savedQuotationToWire,
  type QuotationDataWire,
} from '../../contract/quotation';
import { foundPage, PAGE_PAST_END_MESSAGE } from '../../contract/paging';
import { matchesQuotationSearch } from '../../domain/proposal/quotation-search';
import type { TypedClientContact } from '../../contract/clients';
import { getQuotation, listQuotations, saveQuotation, type QuotationsDeps, type SavedQuotation } from '../../../server/src/modules/quotations/use-cases/quotations';
import type { QuotationsStore } from '../../../server/src/modules/quotations/use-cases/quotations-store';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected, rejectedFields } from './refusals';
import { sessionCaller } from './server-caller';

/** A row of the in-memory `quotations` table, as the server's store port answers it (`data` the wire data as saved). */
export type FakeQuotationRow = NonNullable<Awaited<ReturnType<QuotationsStore['findByCode']>>>;

/** What the client fake lends the life fake: whether an id is a client, and the client a typed contact is (found or created). */
export interface FakeClientDirectory {
  exists(id: number): boolean;
  /** The id of the client `typed` is (`isTypedClient` of src/contract/clients.ts), created when there is none. */
  linkTyped(typed: TypedClientContact): number;
}

/** The fake with its test controls and the table the client fake's store shares. */
export interface FakeQuotationStore extends QuotationStore, FakePortControls {
  /** The clients module's store the save links a proposal with (the client fake's in-memory one). */
  useClients(clients: QuotationsDeps['clients']): void;
  /** The `quotations` table, by id (insertion) order: the client fake's store reads and anonymises its rows. */
  readonly rows: FakeQuotationRow[];
}

/** A saved quotation's line in a list, as the server's route answers it and the HTTP adapter reads it. */
export const savedQuotationSummaryOf = (quotation: SavedQuotation) =>
  savedQuotationSummaryFromWire(quotationListItemFromData(quotation.code, quotation.data as QuotationDataWire, quotation.createdAt.toISOString()));

/** The database's order of quotations: newest first, ties by id descending (the last inserted first). */
export const newestQuotationFirst = (a: FakeQuotationRow, b: FakeQuotationRow): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** The store port over `rows`: a code is unique, the list is the account's, newest first. */
function memoryQuotationsStore(rows: FakeQuotationRow[]): QuotationsStore {
  return {
    async insert({ clientId = null, ...row }) {
      if (rows.some((stored) => stored.code === row.code)) return null;
      const stored = { id: rows.length + 1, ...row, clientId };
      rows.push(stored);
      return stored;
    },
    findByCode: async (code) => rows.find((row) => row.code === code) ?? null,
    async listOfAccount(accountId, { offset, limit, search = '' }) {
      const matching = rows
        .filter((row) => {
          const data = row.data as QuotationDataWire;
          return row.accountId === accountId && matchesQuotationSearch({ clientName: data.clientName, client: data.client, planNames: data.healthInsurance.map((plan) => plan.name) }, search);
        })
        .sort(newestQuotationFirst);
      return { total: matching.length, rows: matching.slice(offset, offset + limit) };
    },
  };
}

/**
 * The fake QuotationStore over a new, empty table; `auth` is the session (the caller of each use
 * case and the access check of each route), `clock` the instant a quotation is saved at. The
 * client fake lends its store with `useClients` when it is made.
 */
export function createFakeQuotationStore(options: { clock: Clock; auth: FakeAuthGateway }): FakeQuotationStore {
  const { auth } = options;
  const rows: FakeQuotationRow[] = [];
  const port = createFakePort({ guard: auth.guard });
  const deps: QuotationsDeps = {
    store: memoryQuotationsStore(rows),
    // Until the client fake lends its store: no client is known, none can be created.
    clients: { find: async () => null, findOrCreateTyped: () => Promise.reject(new Error('The client fake has not lent its store (useClients).')) },
    clock: () => options.clock.now(),
  };
  const store: QuotationStore = {
    async save(code, data, clientId = null) {
      // The route's body as the HTTP adapter sends it (JSON): the DRF field messages flattened, 'data.client.phone' → messages.
      const body = parsedOrRejected(saveQuotationBodyWire.safeParse(JSON.parse(JSON.stringify({ code, data: quotationDataToWire(data), client_id: clientId ?? undefined }))));
      if (!body.ok) return body;
      const saved = await saveQuotation(deps, sessionCaller(auth), { code: body.value.code, data: body.value.data, clientId: body.value.client_id ?? null });
      if (saved.kind === 'code_taken') return err(rejectedFields({ code: [QUOTATION_CODE_TAKEN_MESSAGE] }));
      if (saved.kind === 'unknown_client') return err(rejectedFields({ client_id: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] }));
      return ok(savedQuotationFromWire(savedQuotationToWire(saved.quotation)));
    },
    async load(code) {
      const query = parsedOrRejected(quotationCodeQueryWire.safeParse({ code }));
      if (!query.ok) return query;
      const found = await getQuotation(deps, query.value.code);
      return found ? ok(savedQuotationFromWire(savedQuotationToWire(found))) : err({ kind: 'not-found', message: QUOTATION_NOT_FOUND_MESSAGE });
    },
    async list({ page, search }) {
      const query = parsedOrRejected(quotationListQueryWire.safeParse({ page: String(page), search: search.trim() || undefined }));
      if (!query.ok) return query;
      const found = await listQuotations(deps, sessionCaller(auth), query.value.page, query.value.search);
      const answered = foundPage({ total: found.total, items: found.quotations }, query.value.page, QUOTATIONS_PAGE_SIZE);
      return answered ? ok({ ...answered, items: answered.items.map(savedQuotationSummaryOf) }) : err({ kind: 'not-found', message: PAGE_PAST_END_MESSAGE });
    },
  };
  return {
    ...port.controls,
    useClients(clients) {
      deps.clients = clients;
    },
    rows,
    // Opening a code is the client's link: public, no route to guard.
    ...port.wrap(store, { save: 'POST /api/v1/quotation/', list: 'GET /api/v1/quotations/' }),
  };
}
