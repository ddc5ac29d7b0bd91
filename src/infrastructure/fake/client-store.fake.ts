/**
 * In-memory ClientStore (tests, `npm run dev:fake`): storage only, with the server's rules
 * imported from the same places — the body validated by the wire schema
 * (src/contract/clients.ts, pt-BR field messages), the search of src/domain/clients, the
 * quotations held about a client and their anonymisation (src/contract/clients.ts) over the
 * fake QuotationStore's own storage, the life quotes and proposals held about a client over
 * the fake life gateway's, and a typed client found or created for both (`isTypedClient`). The server's access levels (export and deletion by
 * account admins) and its audit lines are not imitated: the contract suite logs in as an admin.
 * server/test/contract/clients.contract.test.ts runs both.
 */
import type { Clock } from '../../application/shared/clock';
import type { ClientStore } from '../../application/proposal/client-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { anonymisedQuotationData, clientBodyWire, clientInputToWire, clientToWire, isHeldAboutClient, isTypedClient, type ClientExportWire } from '../../contract/clients';
import { PAGE_PAST_END_MESSAGE, pageOf } from '../../contract/paging';
import { quotationListItemFromData } from '../../contract/quotation';
import {
  CLIENT_RECORD_MESSAGES,
  CLIENTS_PAGE_SIZE,
  clientExportFileName,
  matchesClientSearch,
  normalizeClientInput,
  type ClientRecord,
  type ClientRecordInput,
} from '../../domain/clients/client-record';
import { foldSearchText } from '../../domain/proposal/quotation-search';
import { savedQuotationSummaryFromWire } from '../http/quotation.mapper';
import type { FakeClientDirectory, FakeQuotationStore } from './quotation-store.fake';
import type { FakeLifeHeld, FakeLifeQuoteGateway } from './life-quote.fake';
import { parsedOrRejected } from './refusals';

const notFound = (): RemoteFailure => ({ kind: 'not-found', message: CLIENT_RECORD_MESSAGES.notFound });

/** The body checked as the server checks it; the DRF field messages on failure. */
function validated(input: ClientRecordInput): { ok: true; value: ClientRecordInput } | { ok: false; error: RemoteFailure } {
  const parsed = parsedOrRejected(clientBodyWire.safeParse(clientInputToWire(input)));
  return parsed.ok ? { ok: true, value: normalizeClientInput(parsed.value) } : parsed;
}

export function createFakeClientStore(options: { clock: Clock; quotations: FakeQuotationStore; life?: Pick<FakeLifeQuoteGateway, 'useClientDirectory' | 'heldAboutClient' | 'forgetClient'> }): ClientStore {
  const clients = new Map<number, ClientRecord>();
  let nextId = 1;
  const directory: FakeClientDirectory = {
    exists: (id) => clients.has(id),
    linkTyped(typed) {
      // The oldest matching client, as the server's query (ids ascending).
      const byDocument = typed.document === null ? undefined : [...clients.values()].find((client) => client.document === typed.document);
      const found = byDocument ?? [...clients.values()].find((client) => isTypedClient({ ...client, document: null }, { ...typed, document: null }));
      if (found) return found.id;
      const at = options.clock.now().toISOString();
      const client: ClientRecord = { id: nextId++, name: typed.name, phone: typed.phone, email: typed.email, document: typed.document, notes: null, createdAt: at, updatedAt: at };
      clients.set(client.id, client);
      return client.id;
    },
  };
  options.quotations.useClientDirectory(directory);
  options.life?.useClientDirectory(directory);
  const lifeHeld = (client: ClientRecord): FakeLifeHeld => options.life?.heldAboutClient(client) ?? { items: [], quotations: [], proposals: [] };
  const held = (client: ClientRecord) => options.quotations.all().filter((quotation) => isHeldAboutClient(quotation, client));
  return {
    async list({ page, search }) {
      const matching = [...clients.values()]
        .filter((client) => matchesClientSearch(client, search.trim()))
        .sort((a, b) => foldSearchText(a.name).localeCompare(foldSearchText(b.name)) || a.id - b.id);
      const paged = pageOf(matching, page, CLIENTS_PAGE_SIZE);
      return paged ? ok(paged) : err({ kind: 'not-found', message: PAGE_PAST_END_MESSAGE });
    },
    async create(input) {
      const checked = validated(input);
      if (!checked.ok) return err(checked.error);
      const at = options.clock.now().toISOString();
      const client: ClientRecord = { id: nextId++, ...checked.value, createdAt: at, updatedAt: at };
      clients.set(client.id, client);
      return ok(client);
    },
    async load(id) {
      const client = clients.get(id);
      if (!client) return err(notFound());
      const quotations = held(client).map((quotation) => savedQuotationSummaryFromWire(quotationListItemFromData(quotation.code, quotation.data, quotation.createdAt)));
      return ok({ client, quotations, life: lifeHeld(client).items });
    },
    async update(id, input) {
      const current = clients.get(id);
      if (!current) return err(notFound());
      const checked = validated(input);
      if (!checked.ok) return err(checked.error);
      const client: ClientRecord = { ...current, ...checked.value, updatedAt: options.clock.now().toISOString() };
      clients.set(id, client);
      return ok(client);
    },
    async exportData(id) {
      const client = clients.get(id);
      if (!client) return err(notFound());
      const document: ClientExportWire = {
        exported_at: options.clock.now().toISOString(),
        client: clientToWire(client),
        quotations: held(client).map((quotation) => ({ code: quotation.code, created_at: quotation.createdAt, data: quotation.data })),
        life: { quotations: lifeHeld(client).quotations, proposals: lifeHeld(client).proposals },
      };
      return ok({ fileName: clientExportFileName(id), json: JSON.stringify(document, null, 2) });
    },
    async remove(id) {
      const client = clients.get(id);
      if (!client) return err(notFound());
      for (const quotation of held(client)) options.quotations.replace(quotation.code, anonymisedQuotationData(quotation.data), null);
      options.life?.forgetClient(client);
      clients.delete(id);
      return ok(undefined);
    },
  };
}
