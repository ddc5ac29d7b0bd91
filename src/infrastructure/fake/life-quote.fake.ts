/**
 * In-memory LifeQuoteGateway (tests, QA and `npm run dev:fake`): the life service's storage
 * (quotations, implantations and their links, kept in memory) and the demo's switches. What it
 * answers is decided where the service decides it: bodies and queries by the contract's schemas,
 * a quotation's admission (domain/life/quotation-request.ts), its price (`quoteLife`) and number,
 * the link's generation, opening, proof and renewal (domain/life/proposal-link.ts), the saved
 * list's order and page (domain/life/saved-list.ts), the answers built by src/contract's
 * builders and read back with the HTTP adapter's mappers, the access table through `auth.guard`
 * (with `auth`, everything is the session broker's own). Results go out as the service's channel
 * message; those nobody listens to wait for the broker's next subscription.
 * server/test/contract/life-quote.contract.test.ts runs the same scenarios on both.
 */
import type { LifeSavedItem, LifeLinkOpening, LifeProfession, LifeQuoteGateway, LifeResultsEvent } from '../../application/life/life-quote-gateway';
import type { ClientLifeItem } from '../../application/proposal/client-store';
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import type { ClientExportWire } from '../../contract/clients';
import { LIFE_INSTITUTION_NOT_FOUND, lifeQuotationRequestWire, lifeQuotationResultWire, type LifeQuoteWire } from '../../contract/life';
import type { LifeGenerateLinkRequestWire } from '../../contract/life-implantation';
import { LIFE_ADMISSION_REFUSALS, lifeQuoteInputOf, lifeRequestAdmission, lifeResultWireOf, questionnaireWire } from '../../contract/life-mapping';
import { issuesToFieldErrors, LIFE_PROPOSAL_LINK_MESSAGES, proofMatches, sharedProposalSummaryWire, sharedProposalWire } from '../../contract/life-proposal';
import { clientOfLifeRequest, LIFE_SAVED_MESSAGES, lifeSavedListQueryWire, savedProposalWire, savedQuotationWire } from '../../contract/life-saved';
import type { ApiRoute } from '../../contract/route-access';
import { apiAccess } from '../../domain/api-access';
import { isLifeInstitution, lifeQuoteNumber, quoteLife, type LifeInstitution } from '../../domain/life';
import { generateLinkDecision, linkLocked, linkOpeningDecision, proofDecision, renewedLink } from '../../domain/life/proposal-link';
import { newestSavedFirst, savedPageWindow } from '../../domain/life/saved-list';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { toLifeQuestionnaire, toLifeQuotationResult, toQuotationRequestBody, toSavedLifeProposal, toSavedLifeQuotation, toSharedLifeProposal, toSharedLifeProposalSummary } from '../http/life-quote.mapper';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFaultSwitch, FAKE_OFFLINE_FAILURE, type FakeFaultControls } from './fault-switch';
import { FAKE_LIFE_PROFESSIONS } from './life-professions.data';
import type { FakeClientDirectory } from './quotation-store.fake';
import { parsedOrRejected, rejectedFields } from './refusals';

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
  /** Delivers the results kept back (`resultDelayMs: null`). */
  releaseResults(): void;
  /** Results kept back or not yet delivered to any subscription. */
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
  /** Time from the 202 to the broadcast result, in ms (default 0); null: only on `releaseResults()`. */
  resultDelayMs?: number | null;
  professions?: readonly LifeProfession[];
  /** The session whose broker calls (guard and ownership); without it every call is allowed and owned by nobody. */
  auth?: FakeAuthGateway;
}

/** A priced quotation (the service's `life.quotations` row with status quoted). */
interface HeldQuotation {
  id: string;
  /** The broker who priced it (username). */
  owner: string;
  company: LifeInstitution;
  createdAt: Date;
  memberId: string;
  /** The request as validated (wire keys). */
  request: Record<string, unknown>;
  clientId: number | null;
  quotes: LifeQuoteWire[];
  quoteNumber: string;
}

/** An implantation and its link (the service's `life.proposals` row); the id belongs to the broker who first used it. */
interface HeldLink {
  id: string;
  token: string;
  owner: string;
  company: LifeInstitution;
  quotationId: string;
  body: LifeGenerateLinkRequestWire;
  quote: LifeQuoteWire;
  broker: { name: string; email: string; phone: string };
  createdAt: Date;
  expiresAt: Date;
  failedProofs: number;
  /** Newest first, as the service lists them to the broker. */
  openings: LifeLinkOpening[];
}

/** Creates the fake life service. */
export function createFakeLifeQuoteGateway(options: FakeLifeQuoteOptions): FakeLifeQuoteGateway {
  const { clock, auth } = options;
  const professions = [...(options.professions ?? FAKE_LIFE_PROFESSIONS)];
  const faults = createFaultSwitch();
  const calls: FakeLifeCall[] = [];
  const requests: Record<string, unknown>[] = [];
  const quotations = new Map<string, HeldQuotation>();
  const links = new Map<string, HeldLink>();
  const listeners = new Set<{ company: LifeInstitution; owner: string; listener: (event: LifeResultsEvent) => void }>();
  /** Channel messages not delivered yet; `held` ones wait for `releaseResults`. */
  const outbox: Array<{ company: LifeInstitution; owner: string; message: unknown; held: boolean }> = [];
  let directory: FakeClientDirectory = { exists: () => false, linkTyped: () => 0 };
  let nextAnswer: ((ids: FakeQuotationIds) => unknown) | null = null;
  let rejecting = false;
  let sequence = 0;
  let linkSequence = 0;

  /** The session's broker (username; '' without `auth` or without a session). */
  const owner = (): string => auth?.sessionUsername() ?? '';
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

  const flush = () => {
    for (const item of [...outbox]) {
      const receivers = [...listeners].filter((entry) => entry.company === item.company && entry.owner === item.owner);
      if (item.held || receivers.length === 0) continue;
      outbox.splice(outbox.indexOf(item), 1);
      const result = toLifeQuotationResult(JSON.parse(JSON.stringify(item.message)) as unknown);
      for (const receiver of receivers) receiver.listener({ kind: 'result', result });
    }
  };

  const quoteItem = (quotation: HeldQuotation): LifeSavedItem => savedItem(quotation.id, quotation, quotation.quotes[0]!, { ...clientOfLifeRequest(quotation.request), cpf: '' }, null);
  const proposalItem = (link: HeldLink): LifeSavedItem => savedItem(link.id, { id: link.quotationId, createdAt: link.createdAt }, link.quote, link.body.proposal, link.expiresAt);
  /** A line of the broker's lists (saved list, client page) as the service's query writes it. */
  function savedItem(id: string, of: { id: string; createdAt: Date }, quote: LifeQuoteWire, client: { name: string; phone: string; cpf: string }, linkExpiresAt: Date | null): LifeSavedItem {
    const { title, monthly_price_cents: monthlyPriceCents, details } = quote;
    return {
      kind: linkExpiresAt ? 'proposal' : 'quote',
      id,
      quotationId: of.id,
      createdAt: of.createdAt.toISOString(),
      client: { name: client.name, phone: client.phone, cpf: client.cpf },
      title,
      quoteNumber: details.quote_number,
      monthlyPriceCents,
      validUntil: details.final_validity,
      linkExpiresAt: linkExpiresAt?.toISOString() ?? null,
    };
  }
  const priced = (keep: (quotation: HeldQuotation) => boolean) => [...quotations.values()].filter((quotation) => quotation.quotes.length > 0 && keep(quotation));
  /** The session broker's link of `implantationId` at `institution`, if any. */
  const brokerLink = (institution: LifeInstitution, implantationId: string) => {
    const link = links.get(implantationId);
    return link && link.owner === owner() && link.company === institution ? link : undefined;
  };
  const statusOf = (link: HeldLink) => ({ implantationId: link.id, expiresAt: link.expiresAt.toISOString(), locked: linkLocked(link.failedProofs), openings: link.openings.map((opening) => ({ ...opening })) });
  /** The link of `token` opened at `institution` (the domain's gate), or the not-found / expired refusal. */
  const openLink = (institution: LifeInstitution, token: string) => {
    const link = [...links.values()].find((entry) => entry.token === token);
    const opening = linkOpeningDecision(link, institution, clock.now());
    if (opening.kind === 'open' && link) return { link, record: (kind: LifeLinkOpening['kind']) => link.openings.unshift({ kind, at: clock.now().toISOString() }) };
    return opening.kind === 'expired' ? err({ kind: 'expired' as const, message: LIFE_PROPOSAL_LINK_MESSAGES.expired }) : notFound(LIFE_PROPOSAL_LINK_MESSAGES.notFound);
  };
  /** The links held about a client (its quotation's, or with its CPF as holder) and the quotations they and the client's own make. */
  const held = (client: { id: number; document: string | null }) => {
    const heldLinks = [...links.values()].filter((link) => quotations.get(link.quotationId)?.clientId === client.id || (client.document !== null && link.body.proposal.cpf === client.document));
    const ids = new Set(heldLinks.map((link) => link.quotationId));
    return { heldLinks, heldQuotations: [...quotations.values()].filter((quotation) => quotation.clientId === client.id || ids.has(quotation.id)) };
  };

  return {
    calls,
    requests,
    get proposals() {
      return new Map([...links.values()].map((link) => [link.id, link.body]));
    },
    ...faults.controls,
    answerNextQuotationWith(make) {
      nextAnswer = make;
    },
    rejectSubscriptions(reject = true) {
      rejecting = reject;
    },
    releaseResults() {
      for (const item of outbox) item.held = false;
      flush();
    },
    pendingResults: () => outbox.length,
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
      const { data } = parsed;
      const pickedId = data.client?.client_id;
      const professionTitle = professions.find((item) => item.code === data.profissao)?.description;
      const admission = lifeRequestAdmission(data, { professionTitle, pickedClientKnown: pickedId === undefined ? undefined : directory.exists(pickedId) });
      if (admission.kind !== 'accepted') return err(rejectedFields(LIFE_ADMISSION_REFUSALS[admission.kind]));
      const { client } = admission;
      const clientId = client.kind === 'picked' ? client.clientId : client.kind === 'typed' ? directory.linkTyped(client.contact) : null;
      requests.push(body);
      sequence += 1;
      const today = brasiliaDay(clock.now());
      // UUID-shaped ids, as the service's (generate_link's find_proposal takes a UUID).
      const ids: FakeQuotationIds = { quotationId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`, memberId: data.member_id, company: institution };
      const quoteNumber = lifeQuoteNumber(today, sequence);
      const message = nextAnswer ? nextAnswer(ids) : lifeResultWireOf(quoteLife(lifeQuoteInputOf(data, admission.professionTitle), { today, quoteNumber }), ids);
      nextAnswer = null;
      const readable = lifeQuotationResultWire.safeParse(message);
      const broker = owner();
      if (readable.success && readable.data.status === 'quoted') {
        const { quotes } = readable.data;
        const stored = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
        quotations.set(ids.quotationId, { id: ids.quotationId, owner: broker, company: institution, createdAt: clock.now(), memberId: ids.memberId, request: stored, clientId, quotes, quoteNumber: quotes[0]?.details.quote_number ?? quoteNumber });
      }
      const item = { company: institution, owner: broker, message, held: options.resultDelayMs === null };
      if (item.held) outbox.push(item);
      else {
        setTimeout(() => {
          outbox.push(item);
          flush();
        }, options.resultDelayMs ?? 0);
      }
      return ok({ quotationId: ids.quotationId, memberId: ids.memberId });
    },

    async generateLink(institution, implantationId, body) {
      const refused = await enter('generateLink', 'POST /v1/:institution/generate_link', institution);
      if (refused) return err(refused);
      // The request schema (with the banks list) is loaded on demand, as in the SPA.
      const { lifeGenerateLinkRequestSchema } = await import('../../contract/life-implantation');
      const parsed = parsedOrRejected(lifeGenerateLinkRequestSchema(brasiliaDay(clock.now())).safeParse(JSON.parse(JSON.stringify(body))));
      if (!parsed.ok) return parsed;
      const { value } = parsed;
      const broker = owner();
      const quotation = quotations.get(value.find_proposal.quotation_id);
      const createdAt = clock.now();
      const decision = generateLinkDecision(
        quotation && { owner: quotation.owner, company: quotation.company, quotes: quotation.quotes.map((quote) => ({ quoteNumber: quote.details.quote_number, quote })) },
        { caller: broker, institution, quoteNumber: value.find_proposal.quote_number },
        createdAt,
      );
      if (decision.kind !== 'ok') return notFound(LIFE_PROPOSAL_LINK_MESSAGES.quotationNotFound);
      const previous = links.get(implantationId);
      if (previous && previous.owner !== broker) return err(rejectedFields({ id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] }));
      const user = auth?.users.find((candidate) => candidate.username === broker);
      linkSequence += 1;
      const token = `fake-link-${String(linkSequence).padStart(4, '0')}-${implantationId.replace(/-/g, '')}`;
      const { quote, expiresAt, failedProofs } = decision;
      const contact = user ? { name: user.name, email: user.email, phone: user.phone } : { name: 'Corretor de demonstração', email: 'corretor@cotador.example', phone: '' };
      // A new link replaces the old one; its openings stay (the service keeps one proposal row per id).
      const link = { id: implantationId, token, owner: broker, company: institution, quotationId: value.find_proposal.quotation_id, body: value, quote, broker: contact, createdAt, expiresAt, failedProofs, openings: previous?.openings ?? [] };
      links.set(implantationId, link);
      const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
      return ok({ implantationId, url: `${origin}/seguro-de-vida/proposta/${token}`, expiresAt: expiresAt.toISOString() });
    },

    async sharedProposal(institution, token) {
      const refused = await enter('sharedProposal', 'GET /v1/:institution/proposals/:token');
      if (refused) return err(refused);
      const open = openLink(institution, token);
      if (!('link' in open)) return open;
      open.record('opened');
      const { link } = open;
      return ok(toSharedLifeProposalSummary(sharedProposalSummaryWire({ ...link, institution: link.company, proposal: link.body.proposal })));
    },

    async proveSharedProposal(institution, token, proof) {
      const refused = await enter('proveSharedProposal', 'POST /v1/:institution/proposals/:token/proof');
      if (refused) return err(refused);
      const open = openLink(institution, token);
      if (!('link' in open)) return open;
      // The service's per-link limit (the per-address one is the service's alone).
      const { link } = open;
      const { proposal } = link.body;
      const decision = proofDecision(link.failedProofs, proofMatches(proposal, proof));
      if (decision.kind === 'locked') return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofLocked });
      link.failedProofs = decision.failedProofs;
      open.record(decision.opening);
      if (decision.kind === 'wrong') return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofFailed });
      const { bankByCode } = await import('../../domain/life/banks');
      return ok(toSharedLifeProposal(sharedProposalWire({ ...link, institution: link.company, proposal }, bankByCode(proposal.bank_account.bank_code)?.name ?? '')));
    },

    async linkStatus(institution, implantationId) {
      const refused = await enter('linkStatus', 'GET /v1/:institution/implantations/:id', institution);
      if (refused) return err(refused);
      const link = brokerLink(institution, implantationId);
      return link ? ok(statusOf(link)) : notFound(LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound);
    },

    async renewLink(institution, implantationId) {
      const refused = await enter('renewLink', 'POST /v1/:institution/implantations/:id/renew', institution);
      if (refused) return err(refused);
      const link = brokerLink(institution, implantationId);
      return link ? ok(statusOf(Object.assign(link, renewedLink(clock.now())))) : notFound(LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound);
    },

    heldAboutClient(client) {
      const { heldLinks, heldQuotations } = held(client);
      const broker = owner();
      const pricedHeld = heldQuotations.filter((quotation) => quotation.quotes.length > 0);
      const items = [...pricedHeld.map((quotation) => ({ ...quoteItem(quotation), mine: quotation.owner === broker })), ...heldLinks.map((link) => ({ ...proposalItem(link), mine: link.owner === broker }))];
      // The service's order: newest first, ties by id descending; the export oldest first.
      const oldestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) => newestSavedFirst({ createdAt: b.created_at, id: b.id }, { createdAt: a.created_at, id: a.id });
      return {
        items: items.sort(newestSavedFirst),
        quotations: pricedHeld.map((quotation) => ({ id: quotation.id, created_at: quotation.createdAt.toISOString(), status: 'quoted', quote_number: quotation.quoteNumber, request: quotation.request, result: { quotes: quotation.quotes } })).sort(oldestFirst),
        proposals: heldLinks.map((link) => ({ id: link.id, quotation_id: link.quotationId, created_at: link.createdAt.toISOString(), expires_at: link.expiresAt.toISOString(), data: link.body })).sort(oldestFirst),
      };
    },

    forgetClient(client) {
      const { heldLinks, heldQuotations } = held(client);
      for (const link of heldLinks) links.delete(link.id);
      // A quotation still implanted by another holder's proposal stays, unlinked (the service's rule).
      for (const quotation of heldQuotations) {
        if ([...links.values()].some((link) => link.quotationId === quotation.id)) quotation.clientId = null;
        else quotations.delete(quotation.id);
      }
    },

    async listSaved(institution, page) {
      const refused = await enter('listSaved', 'GET /v1/:institution/quotations', institution);
      if (refused) return err(refused);
      // As the service: `?page=` is checked with the contract's query schema (a field error).
      const query = parsedOrRejected(lifeSavedListQueryWire.safeParse({ page: String(page) }));
      if (!query.ok) return query;
      const broker = owner();
      const mine = (entry: { owner: string; company: LifeInstitution }) => entry.owner === broker && entry.company === institution;
      const items = [...priced(mine).map(quoteItem), ...[...links.values()].filter(mine).map(proposalItem)].sort(newestSavedFirst);
      const window = savedPageWindow(items.length, query.value.page);
      if (window.kind === 'past_last') return notFound(LIFE_SAVED_MESSAGES.pageInvalid);
      return ok({ count: items.length, items: items.slice(window.offset, window.offset + window.limit), hasNext: window.hasNext, hasPrevious: window.hasPrevious });
    },

    async savedQuotation(institution, quotationId) {
      const refused = await enter('savedQuotation', 'GET /v1/:institution/quotations/:id', institution);
      if (refused) return err(refused);
      const quotation = quotations.get(quotationId);
      if (!quotation || quotation.owner !== owner() || quotation.company !== institution) return notFound(LIFE_SAVED_MESSAGES.quotationNotFound);
      return ok(toSavedLifeQuotation(savedQuotationWire(quotation)));
    },

    async savedProposal(institution, implantationId) {
      const refused = await enter('savedProposal', 'GET /v1/:institution/implantations/:id/proposal', institution);
      if (refused) return err(refused);
      const link = brokerLink(institution, implantationId);
      const quotation = link && quotations.get(link.quotationId);
      if (!link || !quotation) return notFound(LIFE_SAVED_MESSAGES.proposalNotFound);
      const proposal = JSON.parse(JSON.stringify(link.body.proposal)) as Record<string, unknown>;
      return ok(toSavedLifeProposal(savedProposalWire({ ...link, proposal }, quotation.request)));
    },

    subscribeResults(institution, listener) {
      calls.push('subscribeResults');
      const entry = { company: institution, owner: owner(), listener };
      // As QuotationChannel: the session's token must reach the service's `paid` level.
      const allowed = !auth || apiAccess('paid', auth.users.find((user) => user.username === auth.sessionUsername()) ?? null).kind === 'allow';
      let ended = false;
      queueMicrotask(() => {
        if (ended) return;
        if (rejecting || !allowed || !isLifeInstitution(institution)) {
          listener({ kind: 'refused' });
          return;
        }
        listeners.add(entry);
        listener({ kind: 'subscribed' });
        flush();
      });
      return () => {
        ended = true;
        listeners.delete(entry);
      };
    },
  };
}
