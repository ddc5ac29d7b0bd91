/**
 * The fake life service's storage: the rows of its `life` schema (quotations, proposals, their
 * links' openings, the quote numbers' sequence) kept in memory, and the three store ports its
 * use cases run over — LifeQuotationsStore, LifeProposalsStore, LifeSavedStore — answering what
 * their docstrings say, in the database's order (the Drizzle ones: server/life/modules/<m>/
 * repositories/). JSON columns are stored as JSON (a copy), as the database keeps them.
 */
import type { LifeProposalsStore, BrokerContact } from '../../../server/life/modules/proposals/use-cases/life-proposals-store';
import type { LifeQuotationsStore } from '../../../server/life/modules/quotations/use-cases/life-quotations-store';
import type { LifeSavedStore } from '../../../server/life/modules/saved/use-cases/life-saved-store';
import type { LifeQuoteWire } from '../../contract/life';
import type { FakeClientDirectory } from './quotation-store.fake';

/** A row of `life.quotations`. */
export type FakeLifeQuotationRow = NonNullable<Awaited<ReturnType<LifeQuotationsStore['find']>>>;
/** A row of `life.proposals`. */
export type FakeLifeProposalRow = NonNullable<Awaited<ReturnType<LifeProposalsStore['brokerProposal']>>>;
/** A row of the broker's saved list (life-saved.repository.ts's union). */
export type FakeLifeSavedRow = Awaited<ReturnType<LifeSavedStore['page']>>[number];

/** Openings kept per proposal (the repository's MAX_OPENINGS_PER_PROPOSAL). */
const MAX_OPENINGS_PER_PROPOSAL = 500;

/** The `life` schema's rows. */
export interface FakeLifeTables {
  readonly quotations: Map<string, FakeLifeQuotationRow>;
  readonly proposals: Map<string, FakeLifeProposalRow>;
  /** Every opening and proof, in the order recorded. */
  readonly openings: Array<{ proposalId: string; kind: string; at: Date }>;
  /** The last value taken from `life.quote_number_seq` (0: none yet). */
  quoteSequence: number;
}

/** Empty tables. */
export function createFakeLifeTables(): FakeLifeTables {
  return { quotations: new Map(), proposals: new Map(), openings: [], quoteSequence: 0 };
}

const json = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
const copy = <T extends object>(row: T | undefined): T | undefined => (row ? { ...row } : undefined);

/** The quotation's first quote, as the list's `result->'quotes'->0` reads it. */
/** The list's columns read from a quotation (its number, and its first quote as `result->'quotes'->0`). */
function quotationColumns(row: FakeLifeQuotationRow): Pick<FakeLifeSavedRow, 'title' | 'quote_number' | 'monthly_price_cents' | 'valid_until'> {
  const quote = (row.result as { quotes?: Array<Partial<LifeQuoteWire>> } | null)?.quotes?.[0];
  return { title: quote?.title ?? null, quote_number: row.quoteNumber, monthly_price_cents: quote?.monthly_price_cents ?? null, valid_until: quote?.details?.final_validity ?? null };
}

/** A priced quotation as a line of the list. */
export function quoteSavedRow(row: FakeLifeQuotationRow): FakeLifeSavedRow {
  const client = (row.request as { client?: { name?: string; phone?: string } }).client;
  return {
    kind: 'quote',
    id: row.id,
    quotation_id: row.id,
    created_at: row.createdAt,
    client_name: client?.name ?? null,
    client_phone: client?.phone ?? null,
    client_cpf: null,
    ...quotationColumns(row),
    link_expires_at: null,
  };
}

/** A proposal (joined to the quotation it implants) as a line of the list. */
export function proposalSavedRow(row: FakeLifeProposalRow, quotation: FakeLifeQuotationRow): FakeLifeSavedRow {
  const holder = (row.data as { proposal?: { name?: string; phone?: string; cpf?: string } }).proposal;
  return {
    kind: 'proposal',
    id: row.id,
    quotation_id: row.quotationId,
    created_at: row.createdAt,
    client_name: holder?.name ?? null,
    client_phone: holder?.phone ?? null,
    client_cpf: holder?.cpf ?? null,
    ...quotationColumns(quotation),
    link_expires_at: row.expiresAt,
  };
}

/** The list's order: newest first, ties by id descending. */
export const newestRowFirst = (a: { created_at: Date | string; id: string }, b: { created_at: Date | string; id: string }) =>
  new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** What the stores read outside the `life` schema: the account's clients and the brokers (the main schema). */
export interface FakeLifeOutside {
  directory(): FakeClientDirectory;
  /** The broker's contact, or undefined when the user is gone. */
  broker(userId: number): BrokerContact | undefined;
}

/** The three store ports over `tables`. */
export function fakeLifeStores(tables: FakeLifeTables, outside: FakeLifeOutside): { quotations: LifeQuotationsStore; proposals: LifeProposalsStore; saved: LifeSavedStore } {
  const { quotations: q, proposals: p } = tables;
  const ofBroker = <T extends { userId: number; company: string | null }>(row: T | undefined, userId: number, company: string) => (row && row.userId === userId && row.company === company ? { ...row } : undefined);
  const quotations: LifeQuotationsStore = {
    isAccountClient: async (_accountId, clientId) => outside.directory().exists(clientId),
    typedClientId: async (_accountId, _createdBy, typed) => outside.directory().linkTyped(typed),
    async insertPending(quotation) {
      q.set(quotation.id, { ...quotation, request: json(quotation.request), status: 'pending', result: null, quoteNumber: null, completedAt: null, deliveredAt: null });
    },
    nextQuoteSequence: async () => (tables.quoteSequence += 1),
    async complete(id, outcome) {
      const row = q.get(id);
      if (row?.status !== 'pending') return false;
      Object.assign(row, { status: outcome.status, result: json(outcome.result), quoteNumber: outcome.quoteNumber, completedAt: outcome.completedAt });
      return true;
    },
    async markDelivered(id, at) {
      const row = q.get(id);
      if (row && row.deliveredAt === null && row.status !== 'pending') row.deliveredAt = at;
    },
    toResend: async (userId, company, completedSince) =>
      [...q.values()]
        .filter((row) => row.userId === userId && row.company === company && row.status !== 'pending' && (row.deliveredAt === null || (row.completedAt !== null && row.completedAt >= completedSince)))
        .sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((row) => ({ id: row.id, result: row.result })),
    pendingIds: async () => [...q.values()].filter((row) => row.status === 'pending').map((row) => row.id),
    find: async (id) => copy(q.get(id)),
  };
  const proposals: LifeProposalsStore = {
    brokerQuotation: async (id, userId, company) => ofBroker(q.get(id), userId, company),
    brokerProposal: async (id, userId, company) => ofBroker(p.get(id), userId, company),
    async upsert(proposal) {
      const previous = p.get(proposal.id);
      if (previous && previous.userId !== proposal.userId) return false;
      const { quotationId, tokenHash, expiresAt, createdAt, company } = proposal;
      // A replaced proposal keeps its row (and so its openings): new link, tries reset.
      if (previous) Object.assign(previous, { quotationId, data: json(proposal.data), tokenHash, expiresAt, createdAt, company, failedProofs: 0 });
      else p.set(proposal.id, { ...proposal, data: json(proposal.data), failedProofs: 0 });
      return true;
    },
    byTokenHash: async (tokenHash) => copy([...p.values()].find((row) => row.tokenHash === tokenHash)),
    async recordOpening(proposalId, kind, at) {
      if (tables.openings.filter((opening) => opening.proposalId === proposalId).length < MAX_OPENINGS_PER_PROPOSAL) tables.openings.push({ proposalId, kind, at });
    },
    openings: async (proposalId) =>
      tables.openings
        .filter((opening) => opening.proposalId === proposalId)
        .reverse()
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .map(({ kind, at }) => ({ kind, at })),
    async reserveProofAttempt(proposalId, limit) {
      const row = p.get(proposalId);
      if (!row || row.failedProofs >= limit) return null;
      row.failedProofs += 1;
      return { used: row.failedProofs };
    },
    async clearProofAttempts(proposalId) {
      const row = p.get(proposalId);
      if (row) row.failedProofs = 0;
    },
    async renewLink(id, userId, expiresAt) {
      const row = p.get(id);
      if (!row || row.userId !== userId) return false;
      Object.assign(row, { expiresAt, failedProofs: 0 });
      return true;
    },
    brokerContact: async (userId) => outside.broker(userId) ?? { name: '', email: '', phone: '' },
  };
  const savedRows = (userId: number, company: string) => [
    ...[...q.values()].filter((row) => row.userId === userId && row.company === company && row.status === 'quoted').map(quoteSavedRow),
    ...[...p.values()].flatMap((row) => {
      const quotation = q.get(row.quotationId);
      return row.userId === userId && row.company === company && quotation ? [proposalSavedRow(row, quotation)] : [];
    }),
  ];
  const saved: LifeSavedStore = {
    count: async (userId, company) => savedRows(userId, company).length,
    page: async (userId, company, { limit, offset }) => savedRows(userId, company).sort(newestRowFirst).slice(offset, offset + limit),
    brokerQuotation: (id, userId, company) => proposals.brokerQuotation(id, userId, company),
    brokerProposal: (id, userId, company) => proposals.brokerProposal(id, userId, company),
  };
  return { quotations, proposals, saved };
}
