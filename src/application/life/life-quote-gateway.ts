/**
 * The port of the life-insurance quote (spec point 7 "Life-insurance service"): what the
 * wizard asks the insurer's service, named for its role. Adapters: HTTP + ActionCable
 * (`infrastructure/http/life-quote.http.ts`, `infrastructure/realtime/quotation-channel.actioncable.ts`)
 * and the in-memory fake (`infrastructure/fake/life-quote.fake.ts`).
 *
 * Expected failures are values (architecture rule 5): calls answer a {@link Result} with a
 * {@link RemoteFailure}; results arrive as {@link LifeResultsEvent} values, never as exceptions.
 * Money is integer cents (BRL); dates are `YYYY-MM-DD`.
 */
import type { CapitalKind, LifeInstitution } from '../../domain/life/catalog';
import type { LifeAnswerValue, LifeQuestion } from '../../domain/life/questions';
import type { LifeQuote } from '../../domain/life/quote';
import type { RemoteFailure, Result } from '../shared/result';
import type { LifeGenerateLinkRequestInputWire } from '../../contract/life-implantation';
import type { LifeImplantationFormValues } from '../../domain/life/implantation-form';
import type { LifeProposalProofWire } from '../../contract/life-proposal';

/** The questionnaire of one insurer (`GET /v1/{institution}/questions`), questions in wizard order. */
export interface LifeQuestionnaire {
  institution: LifeInstitution;
  /** Version of the health declaration the questions belong to (spec point 3 "questionnaire id"). */
  questionnaireId: string;
  questions: LifeQuestion[];
}

/** An occupation of `GET /v1/{institution}/aux/profissoes`: CBO 2002 code (digits as text) and its pt-BR title. */
export interface LifeProfession {
  code: string;
  description: string;
}

/**
 * Answers keyed by question code as the questionnaire spells it (upper snake case:
 * `DATA_NASCIMENTO`, `CAPITAL_MORTE_CENTS`); money in cents, dates `YYYY-MM-DD`.
 * The adapters send them keyed by the code lower-cased (spec point 7).
 */
export type LifeAnswers = Readonly<Record<string, LifeAnswerValue>>;

/** The client a life quote is for, as the broker typed it ('' when not typed): name, and phone as digits (DDD + number). */
export interface LifeQuoteClient {
  name: string;
  phone: string;
}

/** What `POST /v1/{institution}/quotation` sends: the insured person's id plus the answers of the questions asked. */
export interface LifeQuotationRequest {
  /** The SPA's identifier of the insured person; echoed by the result, so the wizard knows its own answer. */
  memberId: string;
  answers: LifeAnswers;
  /** The client, kept with the quotation by the service (listed in 'Minhas cotações'). */
  client?: LifeQuoteClient;
}

/** One of the broker's saved life items: a priced quote or an implanted proposal, with its client. */
export interface LifeSavedItem {
  kind: 'quote' | 'proposal';
  /** The quotation id (quote) or the implantation id (proposal). */
  id: string;
  quotationId: string;
  /** ISO 8601 instant it was saved. */
  createdAt: string;
  /** As typed: name, phone digits, CPF digits ('' when not typed; a quote has no CPF). */
  client: { name: string; phone: string; cpf: string };
  title: string;
  quoteNumber: string;
  monthlyPriceCents: number;
  /** `YYYY-MM-DD`: the quote's last valid day. */
  validUntil: string;
  /** Proposal: the ISO 8601 instant its client link stops opening; null for a quote. */
  linkExpiresAt: string | null;
}

/** A page of the broker's saved life items, newest first. */
export interface LifeSavedPage {
  count: number;
  items: LifeSavedItem[];
  hasNext: boolean;
  hasPrevious: boolean;
}

/** A saved priced quotation, to reopen its result: the answers it was made from and its quotes. */
export interface SavedLifeQuotation {
  quotationId: string;
  memberId: string;
  createdAt: string;
  client: LifeQuoteClient;
  /** Keyed by question code (upper snake case), as the wizard keeps them. */
  answers: LifeAnswers;
  quotes: LifeQuote[];
}

/** A saved implanted proposal, to reopen its finalization. */
export interface SavedLifeProposal {
  implantationId: string;
  quotationId: string;
  createdAt: string;
  linkExpiresAt: string | null;
  /** The proposal as sent (generate_link's wire `proposal`), checked by the use case when it is reopened. */
  proposal: Record<string, unknown>;
  quote: LifeQuote;
  answers: LifeAnswers;
  client: LifeQuoteClient;
}

/** The service accepted the quotation (202): its outcome arrives later through {@link LifeQuoteGateway.subscribeResults}. */
export interface LifeQuotationAccepted {
  quotationId: string;
  memberId: string;
}

/** One refused acceptance rule, with the representative pt-BR message the broker sees (spec point 8). */
export interface LifeRefusalNotice {
  code: string;
  message: string;
}

/**
 * The outcome of one quotation, as broadcast by the service:
 * - `quoted`: the quotes (possibly none: the wizard then says 'Nenhum orçamento disponível...');
 * - `refused`: the acceptance rules that refused it, in the service's order;
 * - `failed`: the service's message (possibly empty);
 * - `unreadable`: a message on the channel that does not parse as a result (the ids when
 *   they could be read, else null).
 */
export type LifeQuotationResult =
  | { kind: 'quoted'; quotationId: string; memberId: string; quotes: LifeQuote[] }
  | { kind: 'refused'; quotationId: string; memberId: string; refusals: LifeRefusalNotice[] }
  | { kind: 'failed'; quotationId: string; memberId: string; message: string }
  | { kind: 'unreadable'; quotationId: string | null; memberId: string | null };

/**
 * What a results subscription reports:
 * - `subscribed`: the channel confirmed the subscription (results can arrive);
 * - `refused`: the channel rejected it (a forged, expired or blocked broker's token, or no session);
 * - `result`: the outcome of a quotation of this broker.
 */
export type LifeResultsEvent = { kind: 'subscribed' } | { kind: 'refused' } | { kind: 'result'; result: LifeQuotationResult };

/** Ends a results subscription. */
export type Unsubscribe = () => void;

/** The life-insurance service of one broker (the session's access token travels inside the adapters). */
export interface LifeQuoteGateway {
  /** The questionnaire the wizard renders. Failures: `not-found` (unknown institution), `rejected`, `unavailable`. */
  questions(institution: LifeInstitution): Promise<Result<LifeQuestionnaire, RemoteFailure>>;
  /** The occupations list, sorted by description. */
  professions(institution: LifeInstitution): Promise<Result<LifeProfession[], RemoteFailure>>;
  /**
   * Asks for a quotation. `rejected` carries the server's message (400: the first field
   * message, with `fields` keyed by lower-cased question code; 402: the payment gate's).
   */
  requestQuotation(institution: LifeInstitution, request: LifeQuotationRequest): Promise<Result<LifeQuotationAccepted, RemoteFailure>>;
  /**
   * Listens to this broker's quotation results for `institution` until the returned function
   * is called. Results computed while nobody listened are delivered on subscribing.
   */
  subscribeResults(institution: LifeInstitution, listener: (event: LifeResultsEvent) => void): Unsubscribe;
  /**
   * `POST /v1/{institution}/generate_link?id={implantationId}` with `proposal` and `find_proposal`
   * (the wire body of src/contract/life-implantation.ts): stores the proposal and answers the
   * client's link. `rejected` carries the 400's pt-BR messages in `fields`, keyed by dotted path
   * ('proposal.cpf'); `not-found` for a quotation that is not the broker's.
   */
  generateLink(institution: LifeInstitution, implantationId: string, body: LifeGenerateLinkRequestInputWire): Promise<Result<LifeProposalLink, RemoteFailure>>;
  /**
   * The client's anonymous page (public, by the link's token): the summary only (name, plan,
   * coverages, capitals, price, broker). `expired` once the link stopped opening (410).
   */
  sharedProposal(institution: LifeInstitution, token: string): Promise<Result<SharedLifeProposalSummary, RemoteFailure | { kind: 'expired'; message: string }>>;
  /**
   * The whole proposal once the client proved who he is (birth date ISO + last CPF digits).
   * A wrong proof, a locked link or too many tries are `rejected` with the service's pt-BR message.
   */
  proveSharedProposal(institution: LifeInstitution, token: string, proof: LifeProposalProofWire): Promise<Result<SharedLifeProposal, RemoteFailure | { kind: 'expired'; message: string }>>;
  /**
   * `GET /v1/{institution}/implantations/{id}` (paid, the broker's own): when the client's link
   * stops opening, whether wrong proofs locked it, and every opening, newest first.
   * `not-found` ('Proposta não encontrada.') for an id that is not the broker's link.
   */
  linkStatus(institution: LifeInstitution, implantationId: string): Promise<Result<LifeLinkStatus, RemoteFailure>>;
  /**
   * `POST /v1/{institution}/implantations/{id}/renew` (paid, the broker's own): the same link opens
   * for LIFE_PROPOSAL_LINK_TTL_DAYS (7) days from now, expired or not, and its wrong proofs are
   * forgotten (unlocked). Answers the new status; `not-found` as {@link linkStatus}.
   */
  renewLink(institution: LifeInstitution, implantationId: string): Promise<Result<LifeLinkStatus, RemoteFailure>>;
  /**
   * `GET /v1/{institution}/quotations?page=` (paid): the broker's own priced quotes and implanted
   * proposals with their clients, newest first, 20 a page. `not-found` past the last page.
   */
  listSaved(institution: LifeInstitution, page: number): Promise<Result<LifeSavedPage, RemoteFailure>>;
  /** `GET /v1/{institution}/quotations/{id}` (paid, his own): to reopen a quote's result. `not-found` ('Cotação não encontrada.') otherwise. */
  savedQuotation(institution: LifeInstitution, quotationId: string): Promise<Result<SavedLifeQuotation, RemoteFailure>>;
  /** `GET /v1/{institution}/implantations/{id}/proposal` (paid, his own): to reopen a proposal's finalization. `not-found` ('Proposta não encontrada.') otherwise. */
  savedProposal(institution: LifeInstitution, implantationId: string): Promise<Result<SavedLifeProposal, RemoteFailure>>;
}

/** One opening of the client's link: the page (`opened`), a right proof (`proof_ok`) or a wrong one (`proof_failed`), at an ISO 8601 instant. */
export interface LifeLinkOpening {
  kind: 'opened' | 'proof_ok' | 'proof_failed';
  at: string;
}

/** The broker's view of a client's link. */
export interface LifeLinkStatus {
  implantationId: string;
  /** ISO 8601 instant the link stops opening. */
  expiresAt: string;
  /** Too many wrong proofs: the page opens but the proposal's details stay closed until a renewal. */
  locked: boolean;
  /** Newest first. */
  openings: LifeLinkOpening[];
}

/** The client's anonymous page: what he needs to recognise the proposal, and how many CPF digits the proof asks. */
export interface SharedLifeProposalSummary {
  institution: LifeInstitution;
  createdAt: string;
  expiresAt: string;
  broker: SharedLifeProposalBroker;
  summary: SharedLifeProposalOverview;
  cpfDigits: number;
}

/** The broker as the client's page shows him: name, e-mail and phone digits ('' when not known). */
export interface SharedLifeProposalBroker {
  name: string;
  email: string;
  /** Digits only (DDD + number), '' when the broker has none. */
  phone: string;
}

/** One coverage of the client's summary: its capital in cents, paid once (`lump_sum`) or per day (`daily`). */
export interface SharedLifeProposalCoverage {
  code: string;
  title: string;
  capitalKind: CapitalKind;
  capitalCents: number;
}

/**
 * What the anonymous page shows of the proposal: the holder's name, the plan, its price and
 * each coverage's capital (no person data, no health declaration: LGPD art. 11).
 */
export interface SharedLifeProposalOverview {
  /** The holder's name. */
  name: string;
  /** The plan's title. */
  title: string;
  /** The price as the insurer wrote it ('R$ 45,90'). */
  price: string;
  monthlyPriceCents: number;
  quoteNumber: string;
  /** `YYYY-MM-DD`: the last day the quote holds. */
  finalValidity: string;
  coverages: SharedLifeProposalCoverage[];
}

/** The holder's part of the client's read-only proposal (after the proof): masked where it is personal. */
export interface SharedLifeProposalHolder {
  name: string;
  /** '***.982.247-**': only the CPF's middle digits. */
  cpfMasked: string;
  email: string;
  address: { city: string; uf: string };
  beneficiaries: Array<{ name: string; sharePercent: number }>;
  /** The debit account: bank code and name, and the account's last digits only. */
  bank: { code: string; name: string; accountEnd: string };
  /** The fixed payment of spec point 9 (method, installments, days between them, the insurer's company code). */
  payment: { method: string; installments: number; intervalDays: number; companyCode: number };
}

/** The client's link of an implanted proposal. */
export interface LifeProposalLink {
  implantationId: string;
  /** The public page's URL (`<SPA origin>/seguro-de-vida/proposta/<token>`). */
  url: string;
  /** ISO 8601 instant the link stops opening. */
  expiresAt: string;
}

/** The client's read-only proposal: the quote as priced, what the client filled, the broker's name and contact. */
export interface SharedLifeProposal {
  institution: LifeInstitution;
  createdAt: string;
  expiresAt: string;
  broker: SharedLifeProposalBroker;
  quote: LifeQuote;
  proposal: SharedLifeProposalHolder;
}

/**
 * The finalization form kept while the broker types (session storage: survives a reload, ends
 * with the tab): the implantation id (`?id=` of generate_link, made once per finalization), the
 * values as typed, and the link once generated (step 3 after a reload).
 */
export interface LifeImplantationDraft {
  implantationId: string;
  quotationId: string;
  values: LifeImplantationFormValues;
  link: LifeProposalLink | null;
}

/** Keeps the quote the broker chose, for the finalization page (`/seguro-de-vida/finalizacao/{institution}`). */
export interface ChosenLifeQuoteStore {
  save(choice: ChosenLifeQuote): void;
  /** The last choice for `institution`, or null (none, or unreadable). */
  read(institution: LifeInstitution): ChosenLifeQuote | null;
  clear(institution: LifeInstitution): void;
  /** The finalization draft of `institution` (only while it belongs to `quotationId`), or null. */
  readDraft(institution: LifeInstitution, quotationId: string): LifeImplantationDraft | null;
  saveDraft(institution: LifeInstitution, draft: LifeImplantationDraft): void;
  clearDraft(institution: LifeInstitution): void;
}

/** A chosen quote with the answers it was made from (the finalization pre-fills the proposal from them). */
export interface ChosenLifeQuote {
  institution: LifeInstitution;
  quotationId: string;
  quote: LifeQuote;
  answers: LifeAnswers;
  /** The client typed with the quote (the finalization starts from it), when any. */
  client?: LifeQuoteClient;
}
