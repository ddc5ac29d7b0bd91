/**
 * In-memory ClientStore (tests, `npm run dev:fake`): the account's clients, with the server's
 * rules imported — the body checked by the wire schema (src/contract/clients.ts, pt-BR field
 * messages), the search and page of src/domain/clients, what is held about a client and its
 * anonymisation (src/contract/clients.ts) over the quotation fake's storage and the life fake's,
 * and a typed client found or created for both (`isTypedClient`). Given `auth`, each call is let
 * through as the server's route is (src/contract/route-access.ts: paid; export and deletion by
 * account admins); the server's audit lines are not imitated.
 * server/test/contract/clients.contract.test.ts runs both.
 */
import type { Clock } from '../../application/shared/clock';
import type { ClientStore } from '../../application/proposal/client-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { anonymisedQuotationData, clientBodyWire, clientInputToWire, clientToWire, isHeldAboutClient, isTypedClient, type ClientExportWire } from '../../contract/clients';
import { PAGE_PAST_END_MESSAGE, pageOf } from '../../contract/paging';
import { quotationListItemFromData } from '../../contract/quotation';
import { CLIENT_RECORD_MESSAGES, CLIENTS_PAGE_SIZE, clientExportFileName, matchesClientSearch, normalizeClientInput, type ClientRecord } from '../../domain/clients/client-record';
import { foldSearchText } from '../../domain/proposal/quotation-search';
import { savedQuotationSummaryFromWire } from '../http/quotation.mapper';
import type { FakeClientDirectory, FakeQuotationStore } from './quotation-store.fake';
import type { FakeLifeQuoteGateway } from './life-quote.fake';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected } from './refusals';

/** The fake with its test controls (`failNextWith`, `goOffline`, `calls`). */
export interface FakeClientStore extends ClientStore, FakePortControls {}

/** Options of {@link createFakeClientStore}; without `auth`, every call is let through (machine tests). */
export interface FakeClientStoreOptions {
  clock: Clock;
  quotations: FakeQuotationStore;
  life?: Pick<FakeLifeQuoteGateway, 'useClientDirectory' | 'heldAboutClient' | 'forgetClient'>;
  auth?: FakeAuthGateway;
}

export function createFakeClientStore(options: FakeClientStoreOptions): FakeClientStore {
  const { clock, quotations, life } = options;
  const port = createFakePort({ guard: options.auth?.guard });
  const clients = new Map<number, ClientRecord>();
  let nextId = 1;
  const now = () => clock.now().toISOString();
  const store = (fields: Omit<ClientRecord, 'id' | 'createdAt' | 'updatedAt'>): ClientRecord => {
    const client = { id: nextId++, ...fields, createdAt: now(), updatedAt: now() };
    clients.set(client.id, client);
    return client;
  };
  const directory: FakeClientDirectory = {
    exists: (id) => clients.has(id),
    // The oldest matching client, as the server's query (ids ascending), else a new one.
    linkTyped: (typed) =>
      ((typed.document === null ? undefined : [...clients.values()].find((client) => client.document === typed.document)) ??
        [...clients.values()].find((client) => isTypedClient({ ...client, document: null }, { ...typed, document: null })) ??
        store({ name: typed.name, phone: typed.phone, email: typed.email, document: typed.document, notes: null })
      ).id,
  };
  quotations.useClientDirectory(directory);
  life?.useClientDirectory(directory);
  const notFound = (): RemoteFailure => ({ kind: 'not-found', message: CLIENT_RECORD_MESSAGES.notFound });
  /** The body checked as the server checks it: the DRF field messages, or the normalized input. */
  const validated = (input: Parameters<ClientStore['create']>[0]) => {
    const parsed = parsedOrRejected(clientBodyWire.safeParse(clientInputToWire(input)));
    return parsed.ok ? { ok: true as const, value: normalizeClientInput(parsed.value) } : parsed;
  };
  const lifeHeld = (client: ClientRecord) => life?.heldAboutClient(client) ?? { items: [], quotations: [], proposals: [] };
  const held = (client: ClientRecord) => quotations.all().filter((quotation) => isHeldAboutClient(quotation, client));
  const methods: ClientStore = {
    async list({ page, search }) {
      const matching = [...clients.values()].filter((client) => matchesClientSearch(client, search.trim())).sort((a, b) => foldSearchText(a.name).localeCompare(foldSearchText(b.name)) || a.id - b.id);
      const paged = pageOf(matching, page, CLIENTS_PAGE_SIZE);
      return paged ? ok(paged) : err({ kind: 'not-found', message: PAGE_PAST_END_MESSAGE });
    },
    async create(input) {
      const checked = validated(input);
      return checked.ok ? ok(store(checked.value)) : err(checked.error);
    },
    async load(id) {
      const client = clients.get(id);
      if (!client) return err(notFound());
      const saved = held(client).map((quotation) => savedQuotationSummaryFromWire(quotationListItemFromData(quotation.code, quotation.data, quotation.createdAt)));
      return ok({ client, quotations: saved, life: lifeHeld(client).items });
    },
    async update(id, input) {
      const current = clients.get(id);
      const checked = validated(input);
      if (!current) return err(notFound());
      if (!checked.ok) return err(checked.error);
      const client: ClientRecord = { ...current, ...checked.value, updatedAt: now() };
      clients.set(id, client);
      return ok(client);
    },
    async exportData(id) {
      const client = clients.get(id);
      if (!client) return err(notFound());
      const { quotations: lifeQuotations, proposals } = lifeHeld(client);
      const document: ClientExportWire = {
        exported_at: now(),
        client: clientToWire(client),
        quotations: held(client).map((quotation) => ({ code: quotation.code, created_at: quotation.createdAt, data: quotation.data })),
        life: { quotations: lifeQuotations, proposals },
      };
      return ok({ fileName: clientExportFileName(id), json: JSON.stringify(document, null, 2) });
    },
    async remove(id) {
      const client = clients.get(id);
      if (!client) return err(notFound());
      for (const quotation of held(client)) quotations.replace(quotation.code, anonymisedQuotationData(quotation.data), null);
      life?.forgetClient(client);
      clients.delete(id);
      return ok(undefined);
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
