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
import type { LifeInstitution } from '../../domain/life/catalog';
import type { LifeAnswerValue, LifeQuestion } from '../../domain/life/questions';
import type { LifeQuote } from '../../domain/life/quote';
import type { RemoteFailure, Result } from '../shared/result';

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

/** What `POST /v1/{institution}/quotation` sends: the insured person's id plus the answers of the questions asked. */
export interface LifeQuotationRequest {
  /** The SPA's identifier of the insured person; echoed by the result, so the wizard knows its own answer. */
  memberId: string;
  answers: LifeAnswers;
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
}

/** Keeps the quote the broker chose, for the finalization page (`/seguro-de-vida/finalizacao/{institution}`). */
export interface ChosenLifeQuoteStore {
  save(choice: ChosenLifeQuote): void;
  /** The last choice for `institution`, or null (none, or unreadable). */
  read(institution: LifeInstitution): ChosenLifeQuote | null;
  clear(institution: LifeInstitution): void;
}

/** A chosen quote with the answers it was made from (the finalization pre-fills the proposal from them). */
export interface ChosenLifeQuote {
  institution: LifeInstitution;
  quotationId: string;
  quote: LifeQuote;
  answers: LifeAnswers;
}
