/**
 * In-memory LifeQuoteGateway (tests, QA and `npm run dev:fake`). It runs the life service's own
 * use cases — server/life/modules/quotations (the request's admission, its client, the job that
 * prices it, the delivery of results to the broker's subscriptions), proposals (the link, its
 * opening, the identity proof and its limit, the renewal) and saved (the broker's list and
 * reopening) — over the in-memory `life` schema of life-db.fake.ts. The fake keeps what a route
 * and the process around the use cases do: the access table through `auth.guard` (with `auth`,
 * the caller is the session's broker), the contract's body and query checks, the 404s, the
 * job queue (results after `resultDelayMs`, or kept until `releaseResults`), the cable, the
 * demo switches, and the translation of the answers with the HTTP adapter's mappers.
 * server/test/contract/life-quote.contract.test.ts runs the same scenarios on both.
 */
import type { LifeProfession, LifeQuoteGateway, LifeResultsEvent } from '../../application/life/life-quote-gateway';
import type { ClientLifeItem } from '../../application/proposal/client-store';
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import type { ClientExportWire } from '../../contract/clients';
import { LIFE_INSTITUTION_NOT_FOUND, lifeQuotationRequestWire, lifeQuotationResultWire } from '../../contract/life';
import type { LifeGenerateLinkRequestWire } from '../../contract/life-implantation';
import { LIFE_ADMISSION_REFUSALS, questionnaireWire } from '../../contract/life-mapping';
import { issuesToFieldErrors, LIFE_PROPOSAL_LINK_MESSAGES, lifeGenerateLinkQueryWire, lifeProposalProofWire } from '../../contract/life-proposal';
import { LIFE_SAVED_MESSAGES, lifeSavedListQueryWire } from '../../contract/life-saved';
import type { ApiRoute } from '../../contract/route-access';
import { apiAccess } from '../../domain/api-access';
import { isLifeInstitution, type LifeInstitution } from '../../domain/life';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { generateProposalLink, implantationStatus, proveSharedProposal, readSharedProposal, renewLink, type LifeProposalDeps } from '../../../server/life/modules/proposals/use-cases/life-proposals';
import { computeStoredQuotation, createQuotationDelivery, quotationStream, requestQuotation, type LifeQuotationDeps } from '../../../server/life/modules/quotations/use-cases/life-quotations';
import { listSavedItems, savedItemWire, savedProposal, savedQuotation, type LifeSavedDeps } from '../../../server/life/modules/saved/use-cases/life-saved';
import {
  toGeneratedLifeLink,
  toLifeLinkStatus,
  toLifeQuestionnaire,
  toLifeQuotationResult,
  toLifeSavedItem,
  toLifeSavedPage,
  toQuotationRequestBody,
  toSavedLifeProposal,
  toSavedLifeQuotation,
  toSharedLifeProposal,
  toSharedLifeProposalSummary,
} from '../http/life-quote.mapper';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFaultSwitch, FAKE_OFFLINE_FAILURE, type FakeFaultControls } from './fault-switch';
import { createFakeLifeTables, fakeLifeStores, newestRowFirst, proposalSavedRow, quoteSavedRow } from './life-db.fake';
import { FAKE_LIFE_PROFESSIONS } from './life-professions.data';
import type { FakeClientDirectory } from './quotation-store.fake';
import { parsedOrRejected, rejectedFields } from './refusals';
import { userCaller, type ServerCaller } from './server-caller';

/** A call the fake received: the port's method. */
export type FakeLifeCall = keyof LifeQuoteGateway;

/** Ids of a quotation, handed to `answerNextQuotationWith`. */
export interface FakeQuotationIds {
  quotationId: string;
  memberId: string;
  company: LifeInstitution;
}

/** The fake with its test controls (`failNextWith`, `goOffline` and `goOnline` act on the REST calls). */
export interface FakeLifeQuoteGateway extends LifeQuoteGateway, FakeFaultControls {
  /** The next accepted quotation's result is this raw channel message instead of the engine's. */
  answerNextQuotationWith(make: (ids: FakeQuotationIds) => unknown): void;
  /** Subscriptions are rejected (as for a forged or expired token) until called with false. */
  rejectSubscriptions(reject?: boolean): void;
  /** Runs the quotation jobs kept back (`resultDelayMs: null`). */
  releaseResults(): void;
  /** Jobs kept back, and results computed that no subscription received yet. */
  pendingResults(): number;
  readonly calls: FakeLifeCall[];
  /** Bodies of the accepted quotations, as the HTTP adapter would send them. */
  readonly requests: Record<string, unknown>[];
  /** Bodies of the accepted generate_link calls, by implantation id. */
  readonly proposals: ReadonlyMap<string, LifeGenerateLinkRequestWire>;
  /** The client fake's directory: a picked client is checked, a typed one found or created (the service's rule). */
  useClientDirectory(directory: FakeClientDirectory): void;
  /** The life quotes and proposals held about a client (the client fake's page and export), as the main API reads them. */
  heldAboutClient(client: { id: number; document: string | null }): FakeLifeHeld;
  /** Deletes the life quotes and proposals held about a client (the client fake's deletion). */
  forgetClient(client: { id: number; document: string | null }): void;
}

/** What the fake holds about a client: the page's items and the export's rows. */
export interface FakeLifeHeld {
  items: ClientLifeItem[];
  quotations: ClientExportWire['life']['quotations'];
  proposals: ClientExportWire['life']['proposals'];
}

/** Options of {@link createFakeLifeQuoteGateway}. */
export interface FakeLifeQuoteOptions {
  clock: Clock;
  /** Simulated latency of the REST calls, in ms (default 0). */
  latencyMs?: number;
  /** Time from the 202 to the quotation's job (its result on the channel), in ms (default 0); null: only on `releaseResults()`. */
  resultDelayMs?: number | null;
  professions?: readonly LifeProfession[];
  /** The session whose broker calls (guard and ownership); without it every call is allowed and made by one anonymous broker. */
  auth?: FakeAuthGateway;
}

/** The caller without `auth`: one broker of its own account, allowed everywhere. */
const ANONYMOUS: ServerCaller = { id: 0, username: '', accountId: 0, principalUserId: 0, roles: [], isSuperuser: false, payment: 'OP', withoutPay: false, planId: null };

/** A subscription of the channel, as the cable hands it to the delivery. */
type Subscription = Parameters<ReturnType<typeof createQuotationDelivery>['deliver']>[0];

/** Creates the fake life service. */
export function createFakeLifeQuoteGateway(options: FakeLifeQuoteOptions): FakeLifeQuoteGateway {
  const { clock, auth } = options;
  const professions = [...(options.professions ?? FAKE_LIFE_PROFESSIONS)];
  const faults = createFaultSwitch();
  const calls: FakeLifeCall[] = [];
  const requests: Record<string, unknown>[] = [];
  const tables = createFakeLifeTables();
  let directory: FakeClientDirectory = { exists: () => false, linkTyped: () => 0 };
  const stores = fakeLifeStores(tables, {
    directory: () => directory,
    broker: (userId) => {
      const user = auth?.users.find((candidate) => candidate.id === userId);
      return user && { name: user.name, email: user.email, phone: user.phone };
    },
  });
  const subscriptions = new Set<Subscription>();
  /** Jobs kept back (`resultDelayMs: null`). */
  const keptJobs: Array<() => Promise<void>> = [];
  let nextAnswer: ((ids: FakeQuotationIds) => unknown) | null = null;
  let rejecting = false;
  let sequence = 0;
  const log = { error: (object: object, message?: string) => console.error(message, object) };

  const quotationDeps: LifeQuotationDeps = {
    store: stores.quotations,
    clock: () => clock.now(),
    professions: { list: professions, titleOf: (code) => professions.find((item) => item.code === code)?.description },
    log,
    // UUID-shaped ids in order, as the tests and demos read them.
    newId: () => `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`,
    queue: {
      async send(_name, data) {
        const { quotationId } = data as { quotationId: string };
        const answer = nextAnswer;
        nextAnswer = null;
        // One attempt, the last: a failure closes the quotation with the error result, as the job's last retry does.
        const job = () =>
          (answer ? answerWith(quotationId, answer) : computeStoredQuotation(quotationDeps, quotationId, { lastAttempt: true })).catch((error: unknown) =>
            log.error({ err: error, quotation: quotationId }, 'life quotation job failed'),
          );
        if (options.resultDelayMs === null) keptJobs.push(job);
        else setTimeout(() => void job(), options.resultDelayMs ?? 0);
        return quotationId;
      },
    },
    // Every process hears it: here, the subscriptions of this tab.
    announce(stream, quotationId) {
      for (const subscription of subscriptions) {
        const { userId, company } = subscription.state as { userId: number; company: string };
        if (quotationStream(userId, company) === stream) delivery.deliver(subscription, quotationId).catch((error: unknown) => log.error({ err: error }, 'delivery failed'));
      }
    },
  };
  const delivery = createQuotationDelivery(quotationDeps);
  /** The demo's answer instead of the engine's: stored as the job stores an outcome, then announced. */
  async function answerWith(id: string, make: (ids: FakeQuotationIds) => unknown) {
    const row = await stores.quotations.find(id);
    if (!row) return;
    const message = make({ quotationId: id, memberId: row.memberId, company: row.company as LifeInstitution });
    const readable = lifeQuotationResultWire.safeParse(message);
    const quote = readable.success && readable.data.status === 'quoted' ? readable.data.quotes[0] : undefined;
    const status = readable.success && (readable.data.status !== 'quoted' || quote) ? readable.data.status : 'error';
    await stores.quotations.complete(id, { status, result: message, quoteNumber: quote?.details.quote_number ?? null, completedAt: clock.now() });
    quotationDeps.announce(quotationStream(row.userId, row.company), id);
  }
  const proposalDeps: LifeProposalDeps = {
    store: stores.proposals,
    clock: () => clock.now(),
    appOrigin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    // The per-address limit is the service's alone (one browser is one address); the per-link one is the use case's.
    proofLimiter: { consume: async () => undefined, reward: async () => undefined },
    addressKey: (address) => address,
    // Web Crypto's digest exists only on a secure origin (a demo opened over the LAN is not one): there, the token itself.
    ...(globalThis.crypto?.subtle ? {} : { tokenHash: async (token: string) => token }),
  };
  const savedDeps: LifeSavedDeps = { store: stores.saved };

  /** The session's broker as the use cases receive him (the anonymous one without `auth`). */
  const caller = (): ServerCaller => {
    const user = auth?.caller();
    return user ? userCaller(user) : ANONYMOUS;
  };
  /**
   * The plumbing of a REST call: the call log, the latency, the one-shot or offline failure, the
   * access table's answer for `route`, then the institution (when given); the refusal, or null.
   */
  const enter = async (call: FakeLifeCall, route: ApiRoute, institution?: string): Promise<RemoteFailure | null> => {
    calls.push(call);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const failure = (faults.isOffline() ? FAKE_OFFLINE_FAILURE : faults.takeNextFailure()) ?? auth?.guard(route) ?? null;
    return failure ?? (institution === undefined || isLifeInstitution(institution) ? null : { kind: 'not-found', message: LIFE_INSTITUTION_NOT_FOUND });
  };
  const notFound = (message: string) => err<RemoteFailure>({ kind: 'not-found', message });
  const expired = () => err({ kind: 'expired' as const, message: LIFE_PROPOSAL_LINK_MESSAGES.expired });

  /** The rows held about a client in the caller's account (life-clients.repository.ts): its quotations, the proposals implanting them or with its CPF as holder, and theirs. */
  const held = (client: { id: number; document: string | null }) => {
    const { accountId } = caller();
    const ofAccount = (quotationId: string) => {
      const quotation = tables.quotations.get(quotationId);
      return quotation?.accountId === accountId ? quotation : undefined;
    };
    const heldProposals = [...tables.proposals.values()].filter((row) => {
      const quotation = ofAccount(row.quotationId);
      const holder = (row.data as { proposal?: { cpf?: string } }).proposal?.cpf;
      return quotation && (quotation.clientId === client.id || (client.document !== null && holder === client.document));
    });
    const implanted = new Set(heldProposals.map((row) => row.quotationId));
    const heldQuotations = [...tables.quotations.values()].filter((row) => row.accountId === accountId && (row.clientId === client.id || implanted.has(row.id)));
    return { heldProposals, heldQuotations };
  };
  const oldestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) => newestRowFirst(b, a);

  return {
    calls,
    requests,
    get proposals() {
      return new Map(
        [...tables.proposals.values()].map((row) => {
          const { quote: _quote, ...body } = row.data as LifeGenerateLinkRequestWire & { quote: unknown };
          return [row.id, body];
        }),
      );
    },
    ...faults.controls,
    answerNextQuotationWith(make) {
      nextAnswer = make;
    },
    rejectSubscriptions(reject = true) {
      rejecting = reject;
    },
    releaseResults() {
      for (const job of keptJobs.splice(0)) void job();
    },
    pendingResults: () => keptJobs.length + [...tables.quotations.values()].filter((row) => row.status !== 'pending' && row.deliveredAt === null).length,
    useClientDirectory(given) {
      directory = given;
    },

    async questions(institution) {
      const refused = await enter('questions', 'GET /v1/:institution/questions', institution);
      return refused ? err(refused) : ok(toLifeQuestionnaire(questionnaireWire(institution)));
    },

    async professions(institution) {
      const refused = await enter('professions', 'GET /v1/:institution/aux/profissoes', institution);
      return refused ? err(refused) : ok(professions.map((profession) => ({ ...profession })));
    },

    async requestQuotation(institution, request) {
      const refused = await enter('requestQuotation', 'POST /v1/:institution/quotation');
      if (refused) return err(refused);
      // As the service: the body is validated (route schema, 400 keyed by top-level field) before the institution is looked up.
      const body = toQuotationRequestBody(request);
      const parsed = lifeQuotationRequestWire.safeParse(body);
      if (!parsed.success) return err(rejectedFields(issuesToFieldErrors(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) })))));
      if (!isLifeInstitution(institution)) return notFound(LIFE_INSTITUTION_NOT_FOUND);
      const outcome = await requestQuotation(quotationDeps, caller(), institution, parsed.data);
      if (outcome.kind !== 'accepted') return err(rejectedFields(LIFE_ADMISSION_REFUSALS[outcome.kind]));
      requests.push(body);
      return ok({ quotationId: outcome.accepted.id, memberId: outcome.accepted.member_id });
    },

    async generateLink(institution, implantationId, body) {
      const refused = await enter('generateLink', 'POST /v1/:institution/generate_link', institution);
      if (refused) return err(refused);
      if (!lifeGenerateLinkQueryWire.safeParse({ id: implantationId }).success) return err(rejectedFields({ id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] }));
      // The request schema (with the banks list) is loaded on demand, as in the SPA.
      const { lifeGenerateLinkRequestSchema } = await import('../../contract/life-implantation');
      const parsed = parsedOrRejected(lifeGenerateLinkRequestSchema(brasiliaDay(clock.now())).safeParse(JSON.parse(JSON.stringify(body))));
      if (!parsed.ok) return parsed;
      const outcome = await generateProposalLink(proposalDeps, caller(), institution, implantationId, parsed.value);
      if (outcome.kind === 'quotation_not_found') return notFound(LIFE_PROPOSAL_LINK_MESSAGES.quotationNotFound);
      if (outcome.kind === 'id_taken') return err(rejectedFields({ id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] }));
      return ok(toGeneratedLifeLink(outcome.link));
    },

    async sharedProposal(institution, token) {
      const refused = await enter('sharedProposal', 'GET /v1/:institution/proposals/:token', institution);
      if (refused) return err(refused);
      const outcome = await readSharedProposal(proposalDeps, institution as LifeInstitution, token);
      if (outcome.kind === 'not_found') return notFound(LIFE_PROPOSAL_LINK_MESSAGES.notFound);
      return outcome.kind === 'expired' ? expired() : ok(toSharedLifeProposalSummary(outcome.proposal));
    },

    async proveSharedProposal(institution, token, proof) {
      const refused = await enter('proveSharedProposal', 'POST /v1/:institution/proposals/:token/proof', institution);
      if (refused) return err(refused);
      const parsed = parsedOrRejected(lifeProposalProofWire.safeParse(proof));
      if (!parsed.ok) return parsed;
      const outcome = await proveSharedProposal(proposalDeps, institution as LifeInstitution, token, parsed.value, 'fake');
      switch (outcome.kind) {
        case 'not_found':
          return notFound(LIFE_PROPOSAL_LINK_MESSAGES.notFound);
        case 'expired':
          return expired();
        case 'throttled':
          return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofThrottled });
        case 'locked':
          return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofLocked });
        case 'wrong':
          return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofFailed });
        default:
          return ok(toSharedLifeProposal(outcome.proposal));
      }
    },

    async linkStatus(institution, implantationId) {
      const refused = await enter('linkStatus', 'GET /v1/:institution/implantations/:id', institution);
      if (refused) return err(refused);
      const status = await implantationStatus(proposalDeps, caller(), institution, implantationId);
      return status ? ok(toLifeLinkStatus(status)) : notFound(LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound);
    },

    async renewLink(institution, implantationId) {
      const refused = await enter('renewLink', 'POST /v1/:institution/implantations/:id/renew', institution);
      if (refused) return err(refused);
      const status = await renewLink(proposalDeps, caller(), institution, implantationId);
      return status ? ok(toLifeLinkStatus(status)) : notFound(LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound);
    },

    heldAboutClient(client) {
      const { heldProposals, heldQuotations } = held(client);
      const me = caller().id;
      const item = (row: Parameters<typeof savedItemWire>[0], userId: number) => ({ ...toLifeSavedItem(savedItemWire(row)), mine: userId === me });
      const quotationOf = (id: string) => tables.quotations.get(id)!;
      const items = [
        ...heldQuotations.filter((row) => row.status === 'quoted').map((row) => ({ row: quoteSavedRow(row), userId: row.userId })),
        ...heldProposals.map((row) => ({ row: proposalSavedRow(row, quotationOf(row.quotationId)), userId: row.userId })),
      ];
      const iso = (value: Date | null) => value?.toISOString() ?? null;
      return {
        items: items.sort((a, b) => newestRowFirst(a.row, b.row)).map((entry) => item(entry.row, entry.userId)),
        quotations: heldQuotations
          .map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), status: row.status, quote_number: row.quoteNumber, request: row.request, result: row.result }))
          .sort(oldestFirst),
        proposals: heldProposals.map((row) => ({ id: row.id, quotation_id: row.quotationId, created_at: row.createdAt.toISOString(), expires_at: iso(row.expiresAt), data: row.data })).sort(oldestFirst),
      };
    },

    forgetClient(client) {
      const { heldProposals, heldQuotations } = held(client);
      for (const row of heldProposals) tables.proposals.delete(row.id);
      // A quotation still implanted by another holder's proposal stays, unlinked (the service's rule).
      for (const row of heldQuotations) {
        if ([...tables.proposals.values()].some((proposal) => proposal.quotationId === row.id)) row.clientId = null;
        else tables.quotations.delete(row.id);
      }
    },

    async listSaved(institution, page) {
      const refused = await enter('listSaved', 'GET /v1/:institution/quotations', institution);
      if (refused) return err(refused);
      const query = lifeSavedListQueryWire.safeParse({ page: String(page) });
      if (!query.success) return err(rejectedFields({ page: [LIFE_SAVED_MESSAGES.pageInvalid] }));
      const list = await listSavedItems(savedDeps, caller(), institution, query.data.page, (n) => `?page=${n}`);
      return list ? ok(toLifeSavedPage(list)) : notFound(LIFE_SAVED_MESSAGES.pageInvalid);
    },

    async savedQuotation(institution, quotationId) {
      const refused = await enter('savedQuotation', 'GET /v1/:institution/quotations/:id', institution);
      if (refused) return err(refused);
      const saved = await savedQuotation(savedDeps, caller(), institution, quotationId);
      return saved ? ok(toSavedLifeQuotation(saved)) : notFound(LIFE_SAVED_MESSAGES.quotationNotFound);
    },

    async savedProposal(institution, implantationId) {
      const refused = await enter('savedProposal', 'GET /v1/:institution/implantations/:id/proposal', institution);
      if (refused) return err(refused);
      const saved = await savedProposal(savedDeps, caller(), institution, implantationId);
      return saved ? ok(toSavedLifeProposal(saved)) : notFound(LIFE_SAVED_MESSAGES.proposalNotFound);
    },

    subscribeResults(institution, listener: (event: LifeResultsEvent) => void) {
      calls.push('subscribeResults');
      // As QuotationChannel: the session's token must reach the service's `paid` level.
      const user = auth ? (auth.caller() ?? null) : undefined;
      const allowed = user === undefined || apiAccess('paid', user).kind === 'allow';
      const broker = caller();
      let ended = false;
      const subscription: Subscription = {
        identifier: JSON.stringify({ channel: 'QuotationChannel', company: institution }),
        params: { company: institution },
        state: { userId: broker.id, company: institution },
        // The frame is written at once; a subscription that ended takes nothing (the result stays undelivered).
        transmit(message, onWritten) {
          if (ended) return onWritten?.(new Error('unsubscribed'));
          listener({ kind: 'result', result: toLifeQuotationResult(JSON.parse(JSON.stringify(message)) as unknown) });
          onWritten?.();
        },
        streamFrom: () => undefined,
      };
      queueMicrotask(() => {
        if (ended) return;
        if (rejecting || !allowed || !isLifeInstitution(institution)) {
          listener({ kind: 'refused' });
          return;
        }
        subscriptions.add(subscription);
        listener({ kind: 'subscribed' });
        delivery.deliver(subscription).catch((error: unknown) => log.error({ err: error }, 'delivery failed'));
      });
      return () => {
        ended = true;
        subscriptions.delete(subscription);
      };
    },
  };
}
