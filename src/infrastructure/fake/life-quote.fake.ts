/**
 * In-memory LifeQuoteGateway (tests, QA and `npm run dev:fake`) that behaves like the life
 * service of spec point 7 and prices with the same engine (src/domain/life `quoteLife`), so
 * it cannot drift from the service:
 * - `questions` / `professions`: the domain's questionnaire and a CBO 2002 subset
 *   (life-professions.data.ts); an unknown institution is `not-found` ('Seguradora não encontrada.');
 * - `requestQuotation`: the body the HTTP adapter would send (codes lower-cased, `member_id`)
 *   is validated with the contract's zod schema (the service's 400 messages) and an unknown
 *   occupation is refused; then the quote engine runs on the clock's Brasília day and the
 *   result is broadcast on the fake channel as the service's wire message, read back with
 *   the same mapper as the ActionCable adapter;
 * - results nobody listens to wait, and are delivered on the next subscription (as the service does);
 * - with `auth` (the fake AuthGateway; always in the container): every REST call but the client's
 *   page is guarded at the service's level `paid` by the same access rule (401 without a session,
 *   402 for a blocked or plan-less broker), a results subscription of such a session is refused,
 *   and quotations, results, links and implantation ids belong to the session's broker (another
 *   broker gets 'Cotação não encontrada.' / the id refused, and never sees the results), as
 *   server/test/contract/life-quote.contract.test.ts checks against the real service.
 *
 * - `listSaved` / `savedQuotation` / `savedProposal`: what it priced and implanted for the session's
 *   broker, kept in memory (storage only: the page window and order are the domain's, saved-list.ts).
 *
 * The decisions it shares with the service come from src/domain/life: whether a quotation request
 * is taken (quotation-request.ts), its quote number (quote.ts `lifeQuoteNumber`), the proposal
 * link's generation, opening, proof and renewal (proposal-link.ts); the fake keeps the storage
 * (maps, ids, the implantation id's first owner) and the demo's switches.
 *
 * Test controls: `failNextWith(failure)` (next REST call), `answerNextQuotationWith(make)`
 * (the next result's raw message, e.g. an error or something unparsable), `rejectSubscriptions()`,
 * `releaseResults()` (with `resultDelayMs: null` results wait for it), `calls` and `requests`.
 */
import type { ApiRoute } from '../../contract/route-access';
import type {
  LifeSavedItem,
  LifeLinkOpening,
  LifeLinkStatus,
  LifeProfession,
  LifeQuestionnaire,
  LifeQuotationRequest,
  LifeQuoteGateway,
  LifeResultsEvent,
} from '../../application/life/life-quote-gateway';
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { LIFE_FIELD_MESSAGES, LIFE_INSTITUTION_NOT_FOUND, lifeQuotationRequestWire } from '../../contract/life';
import { lifeQuoteInputOf, lifeResultWireOf } from '../../contract/life-mapping';
import { LIFE_QUESTIONNAIRE_ID, LIFE_QUESTIONS, isLifeInstitution, lifeQuoteNumber, quoteLife, type LifeInstitution } from '../../domain/life';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { toLifeQuotationResult, toQuotationRequestBody } from '../http/life-quote.mapper';
import { FAKE_LIFE_PROFESSIONS } from './life-professions.data';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { apiAccess } from '../../domain/api-access';
import type { LifeGenerateLinkRequestWire } from '../../contract/life-implantation';
import {
  issuesToFieldErrors,
  LIFE_PROPOSAL_CPF_DIGITS,
  LIFE_PROPOSAL_LINK_MESSAGES,
  proofMatches,
  toSharedProposalHolder,
  toSharedProposalSummary,
} from '../../contract/life-proposal';
import { generateLinkDecision, linkLocked, linkOpeningDecision, proofDecision, renewedLink } from '../../domain/life/proposal-link';
import { answersOfRequest, toLifeQuote, toSharedLifeProposal, toSharedLifeProposalSummary } from '../http/life-quote.mapper';
import { LIFE_SAVED_MESSAGES, lifeSavedListQueryWire } from '../../contract/life-saved';
import { newestSavedFirst, savedPageWindow } from '../../domain/life/saved-list';
import { lifeQuotationAdmission } from '../../domain/life/quotation-request';
import { lifeQuotationResultWire, type LifeQuoteWire } from '../../contract/life';
import { typedClientContact, type ClientExportWire } from '../../contract/clients';
import { QUOTATION_CLIENT_UNKNOWN_MESSAGE } from '../../contract/quotation';
import type { ClientLifeItem } from '../../application/proposal/client-store';
import type { FakeClientDirectory } from './quotation-store.fake';

/** A call the fake received. */
export type FakeLifeCall =
  | 'questions'
  | 'professions'
  | 'requestQuotation'
  | 'subscribeResults'
  | 'generateLink'
  | 'sharedProposal'
  | 'proveSharedProposal'
  | 'linkStatus'
  | 'renewLink'
  | 'listSaved'
  | 'savedQuotation'
  | 'savedProposal';

/** Ids of a quotation, handed to `answerNextQuotationWith`. */
export interface FakeQuotationIds {
  quotationId: string;
  memberId: string;
  company: LifeInstitution;
}

/** The fake with its test controls. */
export interface FakeLifeQuoteGateway extends LifeQuoteGateway {
  /** The next REST call (questions, professions or requestQuotation) answers this failure. */
  failNextWith(failure: RemoteFailure): void;
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

interface Listener {
  company: LifeInstitution;
  /** The broker whose token subscribed. */
  owner: string;
  listener: (event: LifeResultsEvent) => void;
}

/** Creates the fake life service. */
export function createFakeLifeQuoteGateway(options: FakeLifeQuoteOptions): FakeLifeQuoteGateway {
  const professions = [...(options.professions ?? FAKE_LIFE_PROFESSIONS)];
  const calls: FakeLifeCall[] = [];
  const requests: Record<string, unknown>[] = [];
  const listeners = new Set<Listener>();
  const undelivered: Array<{ company: LifeInstitution; owner: string; message: unknown }> = [];
  const kept: Array<{ company: LifeInstitution; owner: string; message: unknown }> = [];
  let nextFailure: RemoteFailure | null = null;
  let nextAnswer: ((ids: FakeQuotationIds) => unknown) | null = null;
  let rejecting = false;
  let sequence = 0;
  let linkSequence = 0;
  /** Quotes of the quotations priced here, by quotation id (what find_proposal points at). */
  const quotedById = new Map<
    string,
    { owner: string; quotes: LifeQuoteWire[]; company: LifeInstitution; createdAt: Date; memberId: string; request: Record<string, unknown>; client: { name: string; phone: string }; clientId: number | null; quoteNumber: string }
  >();
  let directory: FakeClientDirectory = { exists: () => false, linkTyped: () => 0 };
  /** The implantations (link entries) and quotations held about a client: linked to it, or a proposal whose holder has its CPF. */
  const held = (client: { id: number; document: string | null }) => {
    const heldLinks = [...links.entries()].filter(
      ([, entry]) => quotedById.get(entry.body.find_proposal.quotation_id)?.clientId === client.id || (client.document !== null && entry.body.proposal.cpf === client.document),
    );
    const quotationIds = new Set([...quotedById.entries()].filter(([, entry]) => entry.clientId === client.id).map(([id]) => id));
    for (const [, entry] of heldLinks) quotationIds.add(entry.body.find_proposal.quotation_id);
    return { heldLinks, quotationIds };
  };
  const proposals = new Map<string, LifeGenerateLinkRequestWire>();
  /** The broker each implantation id belongs to (the service's upsert only replaces its own). */
  const implantationOwners = new Map<string, string>();
  const links = new Map<
    string,
    {
      implantationId: string;
      company: LifeInstitution;
      quote: LifeQuoteWire;
      body: LifeGenerateLinkRequestWire;
      broker: { name: string; email: string; phone: string };
      createdAt: Date;
      expiresAt: Date;
      failedProofs: number;
      /** Newest first, as the service lists them to the broker. */
      openings: LifeLinkOpening[];
    }
  >();
  /** A proposal's line in the broker's lists (its saved list and the client page), as the service writes it. */
  const proposalItemOf = (entry: typeof links extends Map<string, infer Entry> ? Entry : never) => {
    const { proposal, find_proposal: found } = entry.body;
    return {
      kind: 'proposal' as const,
      id: entry.implantationId,
      quotationId: found.quotation_id,
      createdAt: entry.createdAt.toISOString(),
      client: { name: proposal.name, phone: proposal.phone, cpf: proposal.cpf },
      title: entry.quote.title,
      quoteNumber: entry.quote.details.quote_number,
      monthlyPriceCents: entry.quote.monthly_price_cents,
      validUntil: entry.quote.details.final_validity,
      linkExpiresAt: entry.expiresAt.toISOString(),
    };
  };
  /** The session broker's link of `implantationId` at `institution`, if any. */
  const brokerLink = (institution: LifeInstitution, implantationId: string) => {
    if (implantationOwners.get(implantationId) !== owner()) return undefined;
    for (const entry of links.values()) if (entry.implantationId === implantationId && entry.company === institution) return entry;
    return undefined;
  };
  const statusOf = (entry: NonNullable<ReturnType<typeof brokerLink>>): LifeLinkStatus => ({
    implantationId: entry.implantationId,
    expiresAt: entry.expiresAt.toISOString(),
    locked: linkLocked(entry.failedProofs),
    openings: entry.openings.map((opening) => ({ ...opening })),
  });
  const recordOpening = (entry: { openings: LifeLinkOpening[] }, kind: LifeLinkOpening['kind']) => entry.openings.unshift({ kind, at: options.clock.now().toISOString() });

  /** The session's broker (username; '' without `auth` or without a session). */
  const owner = (): string => options.auth?.sessionUsername() ?? '';
  /** The service's access policy for `route` (null: allowed), with the HTTP client's reaction. */
  const guard = (route: ApiRoute): RemoteFailure | null => options.auth?.guard(route) ?? null;
  /** Whether the QuotationChannel would confirm a subscription of the session's token (no side effect). */
  const mayListen = (): boolean => {
    if (!options.auth) return true;
    const username = options.auth.sessionUsername();
    const caller = username ? options.auth.users.find((user) => user.username === username) : undefined;
    return apiAccess('paid', caller ?? null).kind === 'allow';
  };

  async function begin(call: FakeLifeCall): Promise<RemoteFailure | null> {
    calls.push(call);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const failure = nextFailure;
    nextFailure = null;
    return failure;
  }

  function flush(): void {
    for (let index = 0; index < undelivered.length; ) {
      const item = undelivered[index]!;
      const receivers = [...listeners].filter((entry) => entry.company === item.company && entry.owner === item.owner);
      if (receivers.length === 0) {
        index += 1;
        continue;
      }
      undelivered.splice(index, 1);
      const result = toLifeQuotationResult(JSON.parse(JSON.stringify(item.message)) as unknown);
      for (const receiver of receivers) receiver.listener({ kind: 'result', result });
    }
  }

  function broadcast(company: LifeInstitution, owner: string, message: unknown): void {
    undelivered.push({ company, owner, message });
    flush();
  }

  /** The domain's gate of a link token at `institution` (expired, not found or open). */
  function openLink(institution: LifeInstitution, token: string) {
    const entry = links.get(token);
    return linkOpeningDecision(entry && { company: entry.company, expiresAt: entry.expiresAt }, institution, options.clock.now());
  }
  const linkNotFound = (): Result<never, RemoteFailure> => err({ kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.notFound });
  const expiredLink = () => err({ kind: 'expired' as const, message: LIFE_PROPOSAL_LINK_MESSAGES.expired });

  function notFound(): Result<never, RemoteFailure> {
    return err({ kind: 'not-found', message: LIFE_INSTITUTION_NOT_FOUND });
  }

  return {
    calls,
    requests,
    proposals,
    failNextWith(failure) {
      nextFailure = failure;
    },
    answerNextQuotationWith(make) {
      nextAnswer = make;
    },
    rejectSubscriptions(reject = true) {
      rejecting = reject;
    },
    releaseResults() {
      for (const item of kept.splice(0)) broadcast(item.company, item.owner, item.message);
    },
    pendingResults: () => kept.length + undelivered.length,

    async questions(institution): Promise<Result<LifeQuestionnaire, RemoteFailure>> {
      const failure = (await begin('questions')) ?? guard('GET /v1/:institution/questions');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      return ok({ institution, questionnaireId: LIFE_QUESTIONNAIRE_ID, questions: LIFE_QUESTIONS.map((question) => ({ ...question })) });
    },

    async professions(institution) {
      const failure = (await begin('professions')) ?? guard('GET /v1/:institution/aux/profissoes');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      return ok(professions.map((profession) => ({ ...profession })));
    },

    async requestQuotation(institution, request: LifeQuotationRequest) {
      const failure = (await begin('requestQuotation')) ?? guard('POST /v1/:institution/quotation');
      if (failure) return err(failure);
      // As the service: the body is validated (route schema) before the institution is looked up.
      const body = toQuotationRequestBody(request);
      const parsed = lifeQuotationRequestWire.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'non_field_errors');
          (fields[key] ??= []).push(issue.message);
        }
        const first = Object.values(fields)[0]?.[0] ?? LIFE_FIELD_MESSAGES.required;
        return err({ kind: 'rejected', message: first, fields });
      }
      if (!isLifeInstitution(institution)) return notFound();
      const pickedId = parsed.data.client?.client_id;
      const admission = lifeQuotationAdmission(
        { professionTitle: professions.find((item) => item.code === parsed.data.profissao)?.description, pickedClientKnown: pickedId === undefined ? undefined : directory.exists(pickedId) },
        { pickedId, typedContact: parsed.data.client && pickedId === undefined ? typedClientContact({ name: parsed.data.client.name, phone: parsed.data.client.phone }) : null },
      );
      if (admission.kind === 'unknown_profession') return err({ kind: 'rejected', message: LIFE_FIELD_MESSAGES.professionUnknown, fields: { profissao: [LIFE_FIELD_MESSAGES.professionUnknown] } });
      if (admission.kind === 'unknown_client') return err({ kind: 'rejected', message: QUOTATION_CLIENT_UNKNOWN_MESSAGE, fields: { client: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] } });
      const { client } = admission;
      const clientId = client.kind === 'picked' ? client.clientId : client.kind === 'typed' ? directory.linkTyped(client.contact) : null;
      requests.push(body);

      sequence += 1;
      const today = brasiliaDay(options.clock.now());
      // UUID-shaped ids, as the service's (generate_link's find_proposal takes a UUID).
      const ids: FakeQuotationIds = { quotationId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`, memberId: parsed.data.member_id, company: institution };
      const quoteNumber = lifeQuoteNumber(today, sequence);
      const message = nextAnswer
        ? nextAnswer(ids)
        : lifeResultWireOf(quoteLife(lifeQuoteInputOf(parsed.data, admission.professionTitle), { today, quoteNumber }), ids);
      nextAnswer = null;
      const readable = lifeQuotationResultWire.safeParse(message);
      const broker = owner();
      if (readable.success && readable.data.status === 'quoted') {
        quotedById.set(ids.quotationId, {
          owner: broker,
          quotes: readable.data.quotes,
          company: institution,
          createdAt: options.clock.now(),
          memberId: ids.memberId,
          request: JSON.parse(JSON.stringify(parsed.data)) as Record<string, unknown>,
          client: parsed.data.client ? { name: parsed.data.client.name, phone: parsed.data.client.phone } : { name: '', phone: '' },
          clientId,
          quoteNumber: readable.data.quotes[0]?.details.quote_number ?? quoteNumber,
        });
      }

      const delay = options.resultDelayMs === undefined ? 0 : options.resultDelayMs;
      if (delay === null) kept.push({ company: institution, owner: broker, message });
      else setTimeout(() => broadcast(institution, broker, message), delay);
      return ok({ quotationId: ids.quotationId, memberId: ids.memberId });
    },

    async generateLink(institution, implantationId, body) {
      const failure = (await begin('generateLink')) ?? guard('POST /v1/:institution/generate_link');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      // The request schema (with the banks list) is loaded on demand, as in the SPA.
      const { lifeGenerateLinkRequestSchema } = await import('../../contract/life-implantation');
      const parsed = lifeGenerateLinkRequestSchema(brasiliaDay(options.clock.now())).safeParse(JSON.parse(JSON.stringify(body)));
      if (!parsed.success) {
        const fields = issuesToFieldErrors(parsed.error.issues);
        return err({ kind: 'rejected', message: Object.values(fields)[0]?.[0] ?? LIFE_FIELD_MESSAGES.required, fields });
      }
      const broker = owner();
      const quoted = quotedById.get(parsed.data.find_proposal.quotation_id);
      const createdAt = options.clock.now();
      const decision = generateLinkDecision(
        quoted && { owner: quoted.owner, company: quoted.company, quotes: quoted.quotes.map((quote) => ({ quoteNumber: quote.details.quote_number, quote })) },
        { caller: broker, institution, quoteNumber: parsed.data.find_proposal.quote_number },
        createdAt,
      );
      if (decision.kind !== 'ok') return err({ kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.quotationNotFound });
      const implantationOwner = implantationOwners.get(implantationId);
      if (implantationOwner !== undefined && implantationOwner !== broker) {
        return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.idInvalid, fields: { id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] } });
      }
      implantationOwners.set(implantationId, broker);
      const user = options.auth?.users.find((candidate) => candidate.username === broker);
      // A new link replaces the old one; its openings stay (the service keeps one proposal row per id).
      let openings: LifeLinkOpening[] = [];
      for (const [token, entry] of links) {
        if (entry.implantationId !== implantationId) continue;
        openings = entry.openings;
        links.delete(token);
      }
      linkSequence += 1;
      const token = `fake-link-${String(linkSequence).padStart(4, '0')}-${implantationId.replace(/-/g, '')}`;
      const { quote, expiresAt, failedProofs } = decision;
      const contact = user ? { name: user.name, email: user.email, phone: user.phone } : { name: 'Corretor de demonstração', email: 'corretor@cotador.example', phone: '' };
      links.set(token, { implantationId, company: institution, quote, body: parsed.data, broker: contact, createdAt, expiresAt, failedProofs, openings });
      proposals.set(implantationId, parsed.data);
      const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
      return ok({ implantationId, url: `${origin}/seguro-de-vida/proposta/${token}`, expiresAt: expiresAt.toISOString() });
    },

    async sharedProposal(institution, token) {
      const failure = await begin('sharedProposal');
      if (failure) return err(failure);
      const entry = links.get(token);
      const opening = openLink(institution, token);
      if (opening.kind !== 'open' || !entry) return opening.kind === 'expired' ? expiredLink() : linkNotFound();
      recordOpening(entry, opening.opening);
      return ok(
        toSharedLifeProposalSummary({
          institution: entry.company,
          created_at: entry.createdAt.toISOString(),
          expires_at: entry.expiresAt.toISOString(),
          broker: { ...entry.broker },
          summary: toSharedProposalSummary(entry.quote, entry.body.proposal.name),
          proof: { cpf_digits: LIFE_PROPOSAL_CPF_DIGITS },
        }),
      );
    },

    async proveSharedProposal(institution, token, proof) {
      const failure = await begin('proveSharedProposal');
      if (failure) return err(failure);
      const entry = links.get(token);
      const opening = openLink(institution, token);
      if (opening.kind !== 'open' || !entry) return opening.kind === 'expired' ? expiredLink() : linkNotFound();
      // The service's per-link limit (the per-address one is the service's alone).
      const { proposal } = entry.body;
      const decision = proofDecision(entry.failedProofs, proofMatches(proposal, proof));
      if (decision.kind === 'locked') return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofLocked });
      entry.failedProofs = decision.failedProofs;
      recordOpening(entry, decision.opening);
      if (decision.kind === 'wrong') return err({ kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofFailed });
      const { bankByCode } = await import('../../domain/life/banks');
      return ok(
        toSharedLifeProposal({
          institution: entry.company,
          created_at: entry.createdAt.toISOString(),
          expires_at: entry.expiresAt.toISOString(),
          broker: { ...entry.broker },
          quote: entry.quote,
          proposal: toSharedProposalHolder(proposal, bankByCode(proposal.bank_account.bank_code)?.name ?? ''),
        }),
      );
    },

    async linkStatus(institution, implantationId) {
      const failure = (await begin('linkStatus')) ?? guard('GET /v1/:institution/implantations/:id');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      const entry = brokerLink(institution, implantationId);
      return entry ? ok(statusOf(entry)) : err({ kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound });
    },

    async renewLink(institution, implantationId) {
      const failure = (await begin('renewLink')) ?? guard('POST /v1/:institution/implantations/:id/renew');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      const entry = brokerLink(institution, implantationId);
      if (!entry) return err({ kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound });
      Object.assign(entry, renewedLink(options.clock.now()));
      return ok(statusOf(entry));
    },

    useClientDirectory(given) {
      directory = given;
    },

    heldAboutClient(client) {
      const { heldLinks, quotationIds } = held(client);
      const broker = owner();
      const items: ClientLifeItem[] = [];
      const quotations: FakeLifeHeld['quotations'] = [];
      for (const id of quotationIds) {
        const entry = quotedById.get(id);
        const quote = entry?.quotes[0];
        if (!entry || !quote) continue;
        items.push({
          kind: 'quote',
          id,
          quotationId: id,
          createdAt: entry.createdAt.toISOString(),
          client: { ...entry.client, cpf: '' },
          title: quote.title,
          quoteNumber: quote.details.quote_number,
          monthlyPriceCents: quote.monthly_price_cents,
          validUntil: quote.details.final_validity,
          linkExpiresAt: null,
          mine: entry.owner === broker,
        });
        quotations.push({ id, created_at: entry.createdAt.toISOString(), status: 'quoted', quote_number: entry.quoteNumber, request: entry.request, result: { quotes: entry.quotes } });
      }
      const proposals: FakeLifeHeld['proposals'] = [];
      for (const [, entry] of heldLinks) {
        const { find_proposal: found } = entry.body;
        items.push({
          ...proposalItemOf(entry),
          mine: implantationOwners.get(entry.implantationId) === broker,
        });
        proposals.push({ id: entry.implantationId, quotation_id: found.quotation_id, created_at: entry.createdAt.toISOString(), expires_at: entry.expiresAt.toISOString(), data: entry.body });
      }
      // The service's order: newest first, ties by id descending; the export oldest first.
      items.sort(newestSavedFirst);
      const oldestFirst = <T extends { created_at: string; id: string }>(rows: T[]) => rows.sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1));
      return { items, quotations: oldestFirst(quotations), proposals: oldestFirst(proposals) };
    },

    forgetClient(client) {
      const { heldLinks, quotationIds } = held(client);
      for (const [token, entry] of heldLinks) {
        links.delete(token);
        proposals.delete(entry.implantationId);
        implantationOwners.delete(entry.implantationId);
      }
      for (const id of quotationIds) {
        const stillImplanted = [...links.values()].some((entry) => entry.body.find_proposal.quotation_id === id);
        const entry = quotedById.get(id);
        if (!stillImplanted) quotedById.delete(id);
        else if (entry) quotedById.set(id, { ...entry, clientId: null });
      }
    },

    async listSaved(institution, page) {
      const failure = (await begin('listSaved')) ?? guard('GET /v1/:institution/quotations');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      // As the service: `?page=` is checked with the contract's query schema (a field error).
      const query = lifeSavedListQueryWire.safeParse({ page: String(page) });
      if (!query.success) return err({ kind: 'rejected', message: LIFE_SAVED_MESSAGES.pageInvalid, fields: { page: [LIFE_SAVED_MESSAGES.pageInvalid] } });
      const broker = owner();
      const items: LifeSavedItem[] = [];
      for (const [quotationId, entry] of quotedById) {
        if (entry.owner !== broker || entry.company !== institution) continue;
        const quote = entry.quotes[0];
        if (!quote) continue;
        items.push({ kind: 'quote', id: quotationId, quotationId, createdAt: entry.createdAt.toISOString(), client: { ...entry.client, cpf: '' }, title: quote.title, quoteNumber: quote.details.quote_number, monthlyPriceCents: quote.monthly_price_cents, validUntil: quote.details.final_validity, linkExpiresAt: null });
      }
      for (const entry of links.values()) {
        if (entry.company !== institution || implantationOwners.get(entry.implantationId) !== broker) continue;
        items.push(proposalItemOf(entry));
      }
      items.sort(newestSavedFirst);
      const window = savedPageWindow(items.length, query.data.page);
      if (window.kind === 'past_last') return err({ kind: 'not-found', message: LIFE_SAVED_MESSAGES.pageInvalid });
      return ok({ count: items.length, items: items.slice(window.offset, window.offset + window.limit), hasNext: window.hasNext, hasPrevious: window.hasPrevious });
    },

    async savedQuotation(institution, quotationId) {
      const failure = (await begin('savedQuotation')) ?? guard('GET /v1/:institution/quotations/:id');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      const entry = quotedById.get(quotationId);
      if (!entry || entry.owner !== owner() || entry.company !== institution) return err({ kind: 'not-found', message: LIFE_SAVED_MESSAGES.quotationNotFound });
      return ok({ quotationId, memberId: entry.memberId, createdAt: entry.createdAt.toISOString(), client: { ...entry.client }, answers: answersOfRequest(entry.request), quotes: entry.quotes.map(toLifeQuote) });
    },

    async savedProposal(institution, implantationId) {
      const failure = (await begin('savedProposal')) ?? guard('GET /v1/:institution/implantations/:id/proposal');
      if (failure) return err(failure);
      if (!isLifeInstitution(institution)) return notFound();
      const entry = brokerLink(institution, implantationId);
      const quotation = entry ? quotedById.get(entry.body.find_proposal.quotation_id) : undefined;
      if (!entry || !quotation) return err({ kind: 'not-found', message: LIFE_SAVED_MESSAGES.proposalNotFound });
      const proposal = JSON.parse(JSON.stringify(entry.body.proposal)) as Record<string, unknown>;
      return ok({
        implantationId,
        quotationId: entry.body.find_proposal.quotation_id,
        createdAt: entry.createdAt.toISOString(),
        linkExpiresAt: entry.expiresAt.toISOString(),
        proposal,
        quote: toLifeQuote(entry.quote),
        answers: answersOfRequest(quotation.request),
        client: { name: entry.body.proposal.name, phone: entry.body.proposal.phone },
      });
    },

    subscribeResults(institution, listener) {
      calls.push('subscribeResults');
      const entry: Listener = { company: institution, owner: owner(), listener };
      const allowed = mayListen();
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
