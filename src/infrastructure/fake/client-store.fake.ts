/**
 * In-memory ClientStore (tests, `npm run dev:fake`): the server's own use cases
 * (server/src/modules/clients/use-cases/clients.ts) over an in-memory implementation of their
 * store port — the `clients` table, the quotation fake's `quotations` table, and the life fake's
 * quotes and proposals held about a client. The request is checked by the route's wire schema
 * (src/contract/clients.ts, pt-BR field messages) and the answer built as the route builds it
 * and read as the HTTP adapter reads it. The same store is lent to the quotation fake (a
 * proposal linked to its client) and, as a directory, to the life fake. Each call is let
 * through as the server's route is (src/contract/route-access.ts: paid; export and deletion by
 * account admins); an export or a deletion writes its line in the team audit given (the accounts fake's).
 * server/test/contract/clients.contract.test.ts runs both back ends.
 */
import type { Clock } from '../../application/shared/clock';
import type { ClientLifeItem, ClientStore } from '../../application/proposal/client-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { clientBodyWire, clientExportToWire, clientInputToWire, clientListQueryWire, isHeldAboutClient, isTypedClient, type TypedClientContact } from '../../contract/clients';
import { foundPage, PAGE_PAST_END_MESSAGE } from '../../contract/paging';
import type { QuotationDataWire } from '../../contract/quotation';
import { CLIENT_RECORD_MESSAGES, CLIENTS_PAGE_SIZE, clientExportFileName, matchesClientSearch, normalizeClientInput } from '../../domain/clients/client-record';
import { foldText } from '../../domain/text-folding';
import { createClient, deleteClient, exportClient, getClient, listClients, updateClient, type ClientsDeps } from '../../../server/src/modules/clients/use-cases/clients';
import type { ClientsStore } from '../../../server/src/modules/clients/use-cases/clients-store';
import type { TeamAuditLog } from '../../../server/src/modules/accounts/use-cases/team-audit-log';
import { newestQuotationFirst, savedQuotationSummaryOf, type FakeClientDirectory, type FakeQuotationRow, type FakeQuotationStore } from './quotation-store.fake';
import type { FakeLifeQuoteGateway } from './life-quote.fake';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected } from './refusals';
import { sessionCaller } from './server-caller';

/** The fake with its test controls (`failNextWith`, `goOffline`, `calls`). */
export interface FakeClientStore extends ClientStore, FakePortControls {}

/** Options of {@link createFakeClientStore}: the session (`auth`: the caller and the access check), the quotation fake whose table it shares, the life fake whose data it reads and deletes. */
export interface FakeClientStoreOptions {
  clock: Clock;
  quotations: FakeQuotationStore;
  life?: Pick<FakeLifeQuoteGateway, 'useClientDirectory' | 'heldAboutClient' | 'forgetClient'>;
  auth: FakeAuthGateway;
  /** The account's team audit the exports and deletions write to (the accounts fake's, which the team screen lists); without it they write none. */
  audit?: TeamAuditLog;
}

type ClientRow = NonNullable<Awaited<ReturnType<ClientsStore['find']>>>;

/** The in-memory tables the store port reads and writes. */
interface MemoryTables {
  clients: Map<number, ClientRow>;
  quotations: FakeQuotationRow[];
  life?: FakeClientStoreOptions['life'];
  audit?: TeamAuditLog;
}

/**
 * The clients module's store port over `tables`, answering as its docstrings say, in the
 * database's order (clients by folded name then id, quotations newest first), and the life
 * fake's directory over the same rows. A transaction is the store itself: nothing in memory
 * fails half-way. The life items are the life fake's.
 */
function memoryClientsStore(tables: MemoryTables): { store: ClientsStore<ClientLifeItem>; directory(caller: () => { id: number; accountId: number }, now: () => Date): FakeClientDirectory } {
  let nextId = 1;
  const insert = ({ at, ...fields }: Parameters<ClientsStore['insert']>[0]): ClientRow => {
    const row = { id: nextId++, ...fields, createdAt: at, updatedAt: at };
    tables.clients.set(row.id, row);
    return row;
  };
  const find = (accountId: number, id: number) => {
    const row = tables.clients.get(id);
    return row && row.accountId === accountId ? row : null;
  };
  // The oldest of the account's clients with the typed CPF/CNPJ, else with its folded name and phone; else a new one.
  const typedRow = (accountId: number, createdBy: number, typed: TypedClientContact, at: Date): ClientRow => {
    const account = [...tables.clients.values()].filter((client) => client.accountId === accountId);
    return (
      (typed.document === null ? undefined : account.find((client) => client.document === typed.document)) ??
      account.find((client) => isTypedClient({ ...client, document: null }, { ...typed, document: null })) ??
      insert({ name: typed.name, phone: typed.phone, email: typed.email, document: typed.document, notes: null, accountId, createdBy, at })
    );
  };
  const lifeHeld = (key: { clientId: number; document: string | null }) => tables.life?.heldAboutClient({ id: key.clientId, document: key.document }) ?? { items: [], quotations: [], proposals: [] };
  const store: ClientsStore<ClientLifeItem> = {
    async list(accountId, { offset, limit, search = '' }) {
      const matching = [...tables.clients.values()]
        .filter((client) => client.accountId === accountId && matchesClientSearch(client, search))
        .sort((a, b) => foldText(a.name).localeCompare(foldText(b.name)) || a.id - b.id);
      return { total: matching.length, rows: matching.slice(offset, offset + limit) };
    },
    insert: async (row) => insert(row),
    find: async (accountId, id) => find(accountId, id),
    async update(accountId, id, input, at) {
      const current = find(accountId, id);
      if (!current) return null;
      const row = { ...current, ...input, updatedAt: at };
      tables.clients.set(id, row);
      return row;
    },
    async delete(accountId, id) {
      if (!find(accountId, id)) return false;
      tables.clients.delete(id);
      // The foreign key's `on delete set null`.
      for (const [index, row] of tables.quotations.entries()) if (row.clientId === id) tables.quotations[index] = { ...row, clientId: null };
      return true;
    },
    quotationsOf: async (accountId, client) =>
      tables.quotations
        .filter((row) => row.accountId === accountId && isHeldAboutClient({ clientId: row.clientId, data: row.data as QuotationDataWire }, client))
        .sort(newestQuotationFirst),
    async replaceQuotationData(quotationId, data, clientId) {
      const index = tables.quotations.findIndex((row) => row.id === quotationId);
      if (index >= 0) tables.quotations[index] = { ...tables.quotations[index]!, data, clientId };
    },
    findOrCreateTyped: async (accountId, createdBy, typed, at) => typedRow(accountId, createdBy, typed, at),
    lifeItems: async (key) => lifeHeld(key).items,
    async exportLifeData(key) {
      const { quotations, proposals } = lifeHeld(key);
      return { quotations, proposals };
    },
    async deleteLifeData(key) {
      const { quotations, proposals } = lifeHeld(key);
      tables.life?.forgetClient({ id: key.clientId, document: key.document });
      return { quotations: quotations.length, proposals: proposals.length };
    },
    audit: tables.audit ?? { record: async () => {} },
    transaction: (work) => work(store),
  };
  return {
    store,
    directory: (caller, now) => ({
      exists: (id) => find(caller().accountId, id) !== null,
      linkTyped: (typed) => typedRow(caller().accountId, caller().id, typed, now()).id,
    }),
  };
}

/** The fake ClientStore over a new, empty `clients` table, sharing the quotation fake's table and lending it its store (see {@link FakeClientStoreOptions}). */
export function createFakeClientStore(options: FakeClientStoreOptions): FakeClientStore {
  const { clock, quotations, life, auth, audit } = options;
  const port = createFakePort({ guard: auth.guard });
  const { store, directory } = memoryClientsStore({ clients: new Map(), quotations: quotations.rows, life, audit });
  const deps: ClientsDeps<ClientLifeItem> = { store, clock: () => clock.now() };
  quotations.useClients(store);
  life?.useClientDirectory(directory(() => sessionCaller(auth), () => clock.now()));
  const notFound = (): RemoteFailure => ({ kind: 'not-found', message: CLIENT_RECORD_MESSAGES.notFound });
  /** The body checked as the route checks it: the DRF field messages, or the normalized input. */
  const validated = (input: Parameters<ClientStore['create']>[0]) => {
    const parsed = parsedOrRejected(clientBodyWire.safeParse(clientInputToWire(input)));
    return parsed.ok ? { ok: true as const, value: normalizeClientInput(parsed.value) } : parsed;
  };
  const methods: ClientStore = {
    async list({ page, search }) {
      const query = parsedOrRejected(clientListQueryWire.safeParse({ page: String(page), search: search.trim() || undefined }));
      if (!query.ok) return query;
      const found = await listClients(deps, sessionCaller(auth), query.value.page, query.value.search);
      const answered = foundPage({ total: found.total, items: found.clients }, query.value.page, CLIENTS_PAGE_SIZE);
      return answered ? ok(answered) : err({ kind: 'not-found', message: PAGE_PAST_END_MESSAGE });
    },
    async create(input) {
      const body = validated(input);
      return body.ok ? ok(await createClient(deps, sessionCaller(auth), body.value)) : body;
    },
    async load(id) {
      const found = await getClient(deps, sessionCaller(auth), id);
      return found ? ok({ client: found.client, quotations: found.quotations.map(savedQuotationSummaryOf), life: found.life }) : err(notFound());
    },
    async update(id, input) {
      const body = validated(input);
      if (!body.ok) return body;
      const client = await updateClient(deps, sessionCaller(auth), id, body.value);
      return client ? ok(client) : err(notFound());
    },
    async exportData(id) {
      const exported = await exportClient(deps, sessionCaller(auth), id);
      return exported ? ok({ fileName: clientExportFileName(id), json: JSON.stringify(clientExportToWire(exported), null, 2) }) : err(notFound());
    },
    async remove(id) {
      return (await deleteClient(deps, sessionCaller(auth), id)) ? ok(undefined) : err(notFound());
    },
  };
  return {
    ...port.controls,
    ...port.wrap(methods, {
      list: 'GET /api/v1/clients/',
      create: 'POST /api/v1/clients/',
      load: 'GET /api/v1/clients/:id/',
      update: 'PUT /api/v1/clients/:id/',
      exportData: 'POST /api/v1/clients/:id/export/',
      remove: 'DELETE /api/v1/clients/:id/',
    }),
  };
}
