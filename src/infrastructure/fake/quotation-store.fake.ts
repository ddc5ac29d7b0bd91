/**
 * In-memory QuotationStore (tests, `npm run dev:fake`): the saved quotations of every account,
 * as the server stores them (wire data, codes lower-cased and unique across accounts). Its rules
 * are the server's, imported: the wire schema and messages of src/contract/quotation.ts, the
 * typed client's link (src/contract/clients.ts), the search of src/domain/proposal, the access
 * table through `auth.guard` (saving and listing are paid; opening a code is the client's link,
 * public). server/test/contract/quotations.contract.test.ts runs both back ends.
 */
import type { Clock } from '../../application/shared/clock';
import type { QuotationStore } from '../../application/proposal/quotation-store';
import { err, ok } from '../../application/shared/result';
import { quotationDataFromWire, quotationDataToWire, savedQuotationSummaryFromWire } from '../http/quotation.mapper';
import { QUOTATION_CLIENT_UNKNOWN_MESSAGE, QUOTATION_CODE_TAKEN_MESSAGE, QUOTATION_NOT_FOUND_MESSAGE, QUOTATIONS_PAGE_SIZE, quotationDataWire, quotationListItemFromData, type QuotationDataWire } from '../../contract/quotation';
import { PAGE_PAST_END_MESSAGE, pageOf } from '../../contract/paging';
import { matchesQuotationSearch } from '../../domain/proposal/quotation-search';
import { typedClientOfQuotation, type TypedClientContact } from '../../contract/clients';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected, rejectedFields } from './refusals';

/** A saved quotation as the fake keeps it (wire data, as the server stores it), newest last. */
export interface FakeSavedQuotation {
  readonly code: string;
  readonly data: QuotationDataWire;
  readonly createdAt: string;
  readonly clientId: number | null;
  readonly accountId: number;
}

/** What the client fake lends the other fakes: whether an id is a client, and the client a typed contact is (found or created). */
export interface FakeClientDirectory {
  exists(id: number): boolean;
  /** The id of the client `typed` is (`isTypedClient` of src/contract/clients.ts), created when there is none. */
  linkTyped(typed: TypedClientContact): number;
}

/** The fake with its test controls and what the client fake reads and changes of its storage. */
export interface FakeQuotationStore extends QuotationStore, FakePortControls {
  /** The client fake's directory: a save for a client not of the account is refused, a typed client is linked (found or created), as the server does. */
  useClientDirectory(directory: FakeClientDirectory): void;
  /** Every saved quotation, newest first (the client fake reads those held about a client). */
  all(): FakeSavedQuotation[];
  /** Replaces a quotation's data and client link (the client fake's anonymisation). */
  replace(code: string, data: QuotationDataWire, clientId: number | null): void;
}

export function createFakeQuotationStore(options: { clock: Clock; auth: FakeAuthGateway }): FakeQuotationStore {
  const { auth } = options;
  const saved: FakeSavedQuotation[] = [];
  const port = createFakePort({ guard: auth.guard });
  let directory: FakeClientDirectory = { exists: () => false, linkTyped: () => 0 };
  /** The caller's account (its principal user's id): a quotation is saved to it, the list is its own. */
  const account = () => auth.caller()?.principalUserId ?? 0;
  const find = (code: string) => saved.find((entry) => entry.code === code.toLowerCase());
  const asSaved = (entry: FakeSavedQuotation) => ({ code: entry.code, data: quotationDataFromWire(entry.data), createdAt: entry.createdAt });
  const store: QuotationStore = {
    async save(code, data, clientId = null) {
      // As the server's DRF body, flattened by the HTTP adapter: 'data.client.phone' → messages.
      const parsed = parsedOrRejected(quotationDataWire.safeParse(JSON.parse(JSON.stringify(quotationDataToWire(data)))), ['data']);
      if (!parsed.ok) return parsed;
      if (find(code)) return err(rejectedFields({ code: [QUOTATION_CODE_TAKEN_MESSAGE] }));
      if (clientId !== null && !directory.exists(clientId)) return err(rejectedFields({ client_id: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] }));
      const typed = clientId === null ? typedClientOfQuotation(parsed.value) : null;
      const entry = { code: code.toLowerCase(), data: parsed.value, createdAt: options.clock.now().toISOString(), clientId: typed ? directory.linkTyped(typed) : clientId, accountId: account() };
      saved.push(entry);
      return ok(asSaved(entry));
    },
    async load(code) {
      const found = find(code);
      return found ? ok(asSaved(found)) : err({ kind: 'not-found', message: QUOTATION_NOT_FOUND_MESSAGE });
    },
    async list({ page, search }) {
      const matching = [...saved].reverse().filter((entry) => {
        const data = quotationDataFromWire(entry.data);
        return entry.accountId === account() && matchesQuotationSearch({ clientName: data.clientName, client: data.client, planNames: data.plans.map((plan) => plan.planName) }, search.trim());
      });
      const paged = pageOf(matching, page, QUOTATIONS_PAGE_SIZE);
      if (!paged) return err({ kind: 'not-found', message: PAGE_PAST_END_MESSAGE });
      return ok({ ...paged, items: paged.items.map((entry) => savedQuotationSummaryFromWire(quotationListItemFromData(entry.code, entry.data, entry.createdAt))) });
    },
  };
  return {
    ...port.controls,
    useClientDirectory(given) {
      directory = given;
    },
    all: () => [...saved].reverse(),
    replace(code, data, clientId) {
      const index = saved.findIndex((entry) => entry.code === code);
      if (index >= 0) saved[index] = { ...saved[index]!, data, clientId };
    },
    // Opening a code is the client's link: public, no route to guard.
    ...port.wrap(store, { save: 'POST /api/v1/quotation/', list: 'GET /api/v1/quotations/' }),
  };
}
