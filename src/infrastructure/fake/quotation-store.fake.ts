/**
 * In-memory QuotationStore (tests, `npm run dev:fake`): validates and round-trips the
 * data through the same wire schema as the server, answers the server's messages
 * (src/contract/quotation.ts) and, like it, compares codes case-insensitively
 * (server/test/contract/quotations.contract.test.ts runs both).
 * Test control: `failNextWith(failure)`.
 */
import type { Clock } from '../../application/shared/clock';
import type { QuotationStore } from '../../application/proposal/quotation-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { quotationDataFromWire, quotationDataToWire } from '../http/quotation.mapper';
import { savedQuotationSummaryFromWire } from '../http/quotation.mapper';
import {
  QUOTATION_CLIENT_UNKNOWN_MESSAGE,
  QUOTATION_CODE_TAKEN_MESSAGE,
  QUOTATION_NOT_FOUND_MESSAGE,
  quotationDataWire,
  quotationListItemFromData,
  type QuotationDataWire,
} from '../../contract/quotation';
import { matchesQuotationSearch } from '../../domain/proposal/quotation-search';
import { typedClientOfQuotation, type TypedClientContact } from '../../contract/clients';

/** Page size of the list (the server's QUOTATIONS_PAGE_SIZE). */
const PAGE_SIZE = 20;

/** A saved quotation as the fake keeps it (wire data, as the server stores it). */
export interface FakeSavedQuotation {
  readonly code: string;
  readonly data: QuotationDataWire;
  readonly createdAt: string;
  readonly clientId: number | null;
}

/** What the client fake lends the other fakes: whether an id is a client, and the client a typed contact is (found or created). */
export interface FakeClientDirectory {
  exists(id: number): boolean;
  /** The id of the client `typed` is (`isTypedClient` of src/contract/clients.ts), created when there is none. */
  linkTyped(typed: TypedClientContact): number;
}

export interface FakeQuotationStore extends QuotationStore {
  failNextWith(failure: RemoteFailure): void;
  /**
   * The client fake tells which client ids are the account's (a save for another one is
   * refused like the server's) and links a typed client (found or created, as the server does).
   */
  useClientDirectory(directory: FakeClientDirectory): void;
  /** Every saved quotation, newest first (the client fake reads those held about a client). */
  all(): FakeSavedQuotation[];
  /** Replaces a quotation's data and client link (the client fake's anonymisation). */
  replace(code: string, data: QuotationDataWire, clientId: number | null): void;
}

export function createFakeQuotationStore(options: { clock: Clock }): FakeQuotationStore {
  const saved = new Map<string, { data: QuotationDataWire; createdAt: string; clientId: number | null }>();
  let directory: FakeClientDirectory = { exists: () => false, linkTyped: () => 0 };
  let nextFailure: RemoteFailure | null = null;
  const takeFailure = () => {
    const failure = nextFailure;
    nextFailure = null;
    return failure;
  };
  return {
    failNextWith(failure) {
      nextFailure = failure;
    },
    useClientDirectory(given) {
      directory = given;
    },
    all() {
      return [...saved.entries()]
        .map(([code, entry], order) => ({ code, order, ...entry }))
        .sort((a, b) => (a.createdAt === b.createdAt ? b.order - a.order : a.createdAt < b.createdAt ? 1 : -1))
        .map(({ code, data, createdAt, clientId }) => ({ code, data, createdAt, clientId }));
    },
    replace(code, data, clientId) {
      const entry = saved.get(code);
      if (entry) saved.set(code, { ...entry, data, clientId });
    },
    async save(code, data, clientId = null) {
      const failure = takeFailure();
      if (failure) return err(failure);
      const parsed = quotationDataWire.safeParse(JSON.parse(JSON.stringify(quotationDataToWire(data))));
      if (!parsed.success) {
        // As the server's DRF body, flattened by the HTTP adapter: 'data.client.phone' → messages.
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = ['data', ...issue.path.map(String)].join('.');
          fields[key] = [...(fields[key] ?? []), ...(fields[key]?.includes(issue.message) ? [] : [issue.message])];
        }
        return err({ kind: 'rejected', message: parsed.error.issues[0]?.message ?? 'Dados inválidos.', fields });
      }
      const key = code.toLowerCase();
      if (saved.has(key)) return err({ kind: 'rejected', message: QUOTATION_CODE_TAKEN_MESSAGE, fields: { code: [QUOTATION_CODE_TAKEN_MESSAGE] } });
      if (clientId !== null && !directory.exists(clientId)) {
        return err({ kind: 'rejected', message: QUOTATION_CLIENT_UNKNOWN_MESSAGE, fields: { client_id: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] } });
      }
      const typed = clientId === null ? typedClientOfQuotation(parsed.data) : null;
      const createdAt = options.clock.now().toISOString();
      saved.set(key, { data: parsed.data, createdAt, clientId: typed ? directory.linkTyped(typed) : clientId });
      return ok({ code: key, data: quotationDataFromWire(parsed.data), createdAt });
    },
    async load(code) {
      const failure = takeFailure();
      if (failure) return err(failure);
      const key = code.toLowerCase();
      const found = saved.get(key);
      if (!found) return err({ kind: 'not-found', message: QUOTATION_NOT_FOUND_MESSAGE });
      return ok({ code: key, data: quotationDataFromWire(found.data), createdAt: found.createdAt });
    },
    async list({ page, search }) {
      const failure = takeFailure();
      if (failure) return err(failure);
      const matching = [...saved.entries()]
        .map(([code, entry], order) => ({ code, order, ...entry }))
        .filter((entry) => {
          const data = quotationDataFromWire(entry.data);
          return matchesQuotationSearch({ clientName: data.clientName, client: data.client, planNames: data.plans.map((plan) => plan.planName) }, search.trim());
        })
        .sort((a, b) => (a.createdAt === b.createdAt ? b.order - a.order : a.createdAt < b.createdAt ? 1 : -1));
      const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
      if (page > pages) return err({ kind: 'not-found', message: 'Página inválida.' });
      const items = matching
        .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
        .map((entry) => savedQuotationSummaryFromWire(quotationListItemFromData(entry.code, entry.data, entry.createdAt)));
      return ok({ count: matching.length, items, hasNext: page < pages, hasPrevious: page > 1 });
    },
  };
}
