/**
 * The life-insurance quote wizard (spec point 4 "Life-insurance wizard" and "Loading text",
 * point 8 "Life quote"): numbered steps starting at 1, with next and previous; success moves
 * forward, and any error returns to step 1 with the spec's message.
 *
 * States:
 *   preparing (questions + occupations) → step1 | unavailable ('questionnaire.retry')
 *   step1 (insurer and insured) ⇄ step2 (coverages and capitals) ⇄ step3 (health declaration)
 *   → quoting (step 4: POST the quotation, then wait for its result on the results channel;
 *     meanwhile the loading text cycles every 3.5 s through its three messages and stays on
 *     the last) → results (step 4) → keeping (stores the chosen quote) → done (final)
 *   quoting → step1 with `error` on: the POST's failure (the server's message), a refused
 *   results subscription or no answer within {@link LIFE_RESULT_TIMEOUT_MS} ('Houve um erro,
 *   por favor tente novamente!'), and each result error of spec point 8 (lifeQuoteOutcome).
 *   results → step3 ('wizard.previous') or step1 ('wizard.restart'), answers kept.
 *   preparing → results directly when `reopenQuotationId` names a saved quotation of the broker
 *   ('Minhas cotações', Vida): its answers, client and quotes, at step 4.
 *
 * Step 1 also takes the client the quote is for ('client.change': name and phone, optional;
 * a phone typed must be a Brazilian one): the service keeps them with the quotation.
 *
 * `wizard.next` checks the step's asked questions first (validateSection) and stays, with
 * `fieldErrors`, when one is wrong. Ports reach the machine only through
 * {@link createLifeQuoteLogic}; runtime data through `input`. Tag 'busy' while quoting.
 * Output (done): the chosen quote with its answers.
 */
import { and, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { LifeInstitution } from '../../domain/life/catalog';
import type { LifeAnswerValue } from '../../domain/life/questions';
import type { LifeQuote } from '../../domain/life/quote';
import { LIFE_QUOTE_ERROR_MESSAGES } from '../../contract/life';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import { digitsOnly, maskPhone } from '../../domain/accounts/fields';
import { answersQuotation, answersToSend, CLIENT_NAME_FIELD, CLIENT_PHONE_FIELD, clientProblems, initialAnswers, LIFE_STEP_SECTIONS, lifeQuoteOutcome, validateSection, type LifeWizardStep } from './life-answers';
import type {
  ChosenLifeQuote,
  ChosenLifeQuoteStore,
  LifeQuestionnaire,
  LifeProfession,
  LifeQuotationAccepted,
  LifeQuotationRequest,
  LifeQuotationResult,
  LifeQuoteClient,
  LifeQuoteGateway,
  SavedLifeQuotation,
} from './life-quote-gateway';

/** The loading text of spec point 4, in order: generating products, checking premium, finalizing. */
export const LIFE_LOADING_MESSAGES = ['Gerando produtos...', 'Verificando prêmio...', 'Finalizando...'] as const;

/** Interval between two loading messages (spec points 4 and 9: 3.5 s), in ms. */
export const LIFE_LOADING_MESSAGE_INTERVAL_MS = 3500;

/** How long the wizard waits for a quotation's result after the service accepted it, in ms. */
export const LIFE_RESULT_TIMEOUT_MS = 60_000;

/** Shown when the questionnaire or the occupations cannot be loaded (before step 1 exists). */
export const LIFE_PREPARE_FAILED_MESSAGE = 'Não foi possível carregar o questionário do seguro de vida. Tente novamente.';

/** Runtime data of the wizard. */
export interface LifeQuoteMachineInput {
  institution: LifeInstitution;
  /** The broker's calendar day, `YYYY-MM-DD` (birth dates after it are refused by the form). */
  today: string;
  /**
   * Prefix of the insured person's `member_id` (the UI passes a random id): each quotation
   * sends `<prefix>-<attempt>` and recognises its own result by it.
   */
  memberIdPrefix: string;
  /**
   * A saved quotation of the broker to reopen ('Minhas cotações'): the wizard starts at its
   * result (step 4) with its answers and client; a failure starts at step 1 with the message.
   */
  reopenQuotationId?: string | null;
}

/** The ports the wizard uses. */
export interface LifeQuotePorts {
  gateway: LifeQuoteGateway;
  chosenQuotes: ChosenLifeQuoteStore;
}

/** The wizard's state of mind. */
export interface LifeQuoteContext {
  institution: LifeInstitution;
  today: string;
  memberIdPrefix: string;
  /** Current step, 1 to 4 (spec point 4). */
  step: LifeWizardStep;
  questionnaire: LifeQuestionnaire | null;
  professions: LifeProfession[];
  /** Answers keyed by question code (money in cents, dates `YYYY-MM-DD`; a typed text that is not a value yet stays text). */
  answers: Record<string, LifeAnswerValue>;
  /** Messages of the current step's questions, keyed by question code. */
  fieldErrors: Record<string, string>;
  /** The spec point 8 message shown at step 1 after a failed quotation, or null. */
  error: string | null;
  /** Why the questionnaire could not be loaded ('unavailable'), or null. */
  prepareError: string | null;
  /** Quotations asked so far. */
  attempts: number;
  /** `member_id` and quotation id of the quotation in progress (or of the quotes shown). */
  memberId: string | null;
  quotationId: string | null;
  /** The loading text while quoting, else null. */
  loadingMessage: string | null;
  /** The quotes of the last successful quotation. */
  quotes: LifeQuote[];
  chosen: ChosenLifeQuote | null;
  /** The client the quote is for, as typed on step 1 (optional; phone masked as typed). */
  client: LifeQuoteClient;
  reopenQuotationId: string | null;
}

/** Events of the wizard (domain.verb). `results.*` come from the results channel. */
export type LifeQuoteEvent =
  | { type: 'answer.change'; code: string; value: LifeAnswerValue | undefined }
  | { type: 'client.change'; field: keyof LifeQuoteClient; value: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.previous' }
  | { type: 'wizard.restart' }
  | { type: 'quote.choose'; index: number }
  | { type: 'questionnaire.retry' }
  | { type: 'results.subscribed' }
  | { type: 'results.refused' }
  | { type: 'results.received'; result: LifeQuotationResult };

/** What the questionnaire loader answers. */
export interface LifeQuotePreparation {
  questionnaire: LifeQuestionnaire;
  professions: LifeProfession[];
  /** The reopened quotation, or null (none asked, or it could not be read: see `reopenError`). */
  saved: SavedLifeQuotation | null;
  reopenError: string | null;
}

/** What a finished wizard hands back: the chosen quote. */
export type LifeQuoteOutput = ChosenLifeQuote | null;

const notProvided = (name: string) => () => {
  throw new Error(`${name} actor not provided (use createLifeQuoteLogic)`);
};

/** The wizard with placeholder actors (see {@link createLifeQuoteLogic}). */
export const lifeQuoteMachine = setup({
  types: {
    context: {} as LifeQuoteContext,
    events: {} as LifeQuoteEvent,
    input: {} as LifeQuoteMachineInput,
    output: {} as LifeQuoteOutput,
    tags: {} as 'busy',
  },
  actors: {
    loadQuestionnaire: fromPromise<Result<LifeQuotePreparation, RemoteFailure>, { institution: LifeInstitution; reopenQuotationId: string | null }>(async () =>
      notProvided('loadQuestionnaire')(),
    ),
    requestQuotation: fromPromise<Result<LifeQuotationAccepted, RemoteFailure>, { institution: LifeInstitution; request: LifeQuotationRequest }>(async () =>
      notProvided('requestQuotation')(),
    ),
    quotationResults: fromCallback<EventObject, { institution: LifeInstitution }>(() => notProvided('quotationResults')()),
    keepChosenQuote: fromPromise<void, ChosenLifeQuote>(async () => notProvided('keepChosenQuote')()),
  },
  delays: {
    LOADING_MESSAGE_INTERVAL: LIFE_LOADING_MESSAGE_INTERVAL_MS,
    RESULT_TIMEOUT: LIFE_RESULT_TIMEOUT_MS,
  },
  guards: {
    stepValid: ({ context }) => {
      if (!context.questionnaire || context.step > 3) return false;
      const section = LIFE_STEP_SECTIONS[context.step as 1 | 2 | 3];
      const clientOk = context.step !== 1 || Object.keys(clientProblems(context.client)).length === 0;
      return clientOk && Object.keys(validateSection(context.questionnaire.questions, context.answers, section, context)).length === 0;
    },
    isOurs: ({ context, event }) =>
      event.type === 'results.received' && context.memberId !== null && answersQuotation(event.result, { memberId: context.memberId, quotationId: context.quotationId }),
    isQuoted: ({ event }) => event.type === 'results.received' && lifeQuoteOutcome(event.result).kind === 'quotes',
    validChoice: ({ context, event }) => event.type === 'quote.choose' && Number.isInteger(event.index) && context.quotes[event.index] !== undefined,
  },
  actions: {
    enterStep: assign((_, params: { step: LifeWizardStep }) => ({ step: params.step, fieldErrors: {} as Record<string, string> })),
    setAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.change') return {};
      const answers = { ...context.answers };
      if (event.value === undefined) delete answers[event.code];
      else answers[event.code] = event.value;
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.code];
      return { answers, fieldErrors };
    }),
    flagStep: assign(({ context }) => {
      if (!context.questionnaire || context.step > 3) return {};
      const section = LIFE_STEP_SECTIONS[context.step as 1 | 2 | 3];
      const client = context.step === 1 ? clientProblems(context.client) : {};
      return { fieldErrors: { ...client, ...validateSection(context.questionnaire.questions, context.answers, section, context) } };
    }),
    setClient: assign(({ context, event }) => {
      if (event.type !== 'client.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field === 'name' ? CLIENT_NAME_FIELD : CLIENT_PHONE_FIELD];
      return { client: { ...context.client, [event.field]: event.value }, fieldErrors };
    }),
    clearError: assign({ error: null }),
    startQuotation: assign(({ context }) => ({
      attempts: context.attempts + 1,
      memberId: `${context.memberIdPrefix}-${context.attempts + 1}`,
      quotationId: null,
      error: null,
      quotes: [] as LifeQuote[],
    })),
    failBackToStep1: assign((_, params: { message: string }) => ({ error: params.message, loadingMessage: null, quotes: [] as LifeQuote[] })),
  },
}).createMachine({
  id: 'lifeQuote',
  context: ({ input }) => ({
    institution: input.institution,
    today: input.today,
    memberIdPrefix: input.memberIdPrefix,
    step: 1,
    questionnaire: null,
    professions: [],
    answers: {},
    fieldErrors: {},
    error: null,
    prepareError: null,
    attempts: 0,
    memberId: null,
    quotationId: null,
    loadingMessage: null,
    quotes: [],
    chosen: null,
    client: { name: '', phone: '' },
    reopenQuotationId: input.reopenQuotationId ?? null,
  }),
  initial: 'preparing',
  output: ({ context }) => context.chosen,
  states: {
    preparing: {
      invoke: {
        src: 'loadQuestionnaire',
        input: ({ context }) => ({ institution: context.institution, reopenQuotationId: context.reopenQuotationId }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && event.output.value.saved !== null,
            target: 'results',
            actions: assign(({ event }) => {
              if (!event.output.ok || !event.output.value.saved) return {};
              const { questionnaire, professions, saved } = event.output.value;
              return {
                questionnaire,
                professions,
                answers: { ...initialAnswers(questionnaire.questions), ...saved.answers },
                client: { name: saved.client.name, phone: saved.client.phone === '' ? '' : maskPhone(saved.client.phone) },
                quotes: saved.quotes,
                quotationId: saved.quotationId,
                memberId: saved.memberId,
                step: 4 as const,
                prepareError: null,
              };
            }),
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'step1',
            actions: assign(({ event }) => {
              if (!event.output.ok) return {};
              const { questionnaire, professions } = event.output.value;
              return { questionnaire, professions, answers: initialAnswers(questionnaire.questions), prepareError: null, error: event.output.value.reopenError };
            }),
          },
          {
            target: 'unavailable',
            actions: assign(({ event }) => ({ prepareError: event.output.ok ? LIFE_PREPARE_FAILED_MESSAGE : event.output.error.message })),
          },
        ],
        onError: { target: 'unavailable', actions: assign({ prepareError: LIFE_PREPARE_FAILED_MESSAGE }) },
      },
    },
    unavailable: {
      on: { 'questionnaire.retry': 'preparing' },
    },
    step1: {
      entry: { type: 'enterStep', params: { step: 1 } },
      on: {
        'answer.change': { actions: 'setAnswer' },
        'client.change': { actions: 'setClient' },
        'wizard.next': [{ guard: 'stepValid', target: 'step2', actions: 'clearError' }, { actions: 'flagStep' }],
      },
    },
    step2: {
      entry: { type: 'enterStep', params: { step: 2 } },
      on: {
        'answer.change': { actions: 'setAnswer' },
        'wizard.next': [{ guard: 'stepValid', target: 'step3' }, { actions: 'flagStep' }],
        'wizard.previous': 'step1',
      },
    },
    step3: {
      entry: { type: 'enterStep', params: { step: 3 } },
      on: {
        'answer.change': { actions: 'setAnswer' },
        'wizard.next': [{ guard: 'stepValid', target: 'quoting' }, { actions: 'flagStep' }],
        'wizard.previous': 'step2',
      },
    },
    quoting: {
      tags: 'busy',
      entry: [{ type: 'enterStep', params: { step: 4 } }, 'startQuotation'],
      exit: assign({ loadingMessage: null }),
      type: 'parallel',
      states: {
        request: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'requestQuotation',
                input: ({ context }) => ({
                  institution: context.institution,
                  request: {
                    memberId: context.memberId ?? '',
                    answers: answersToSend(context.questionnaire?.questions ?? [], context.answers),
                    client: { name: context.client.name.trim(), phone: digitsOnly(context.client.phone) },
                  },
                }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: 'awaiting',
                    actions: assign({ quotationId: ({ event }) => (event.output.ok ? event.output.value.quotationId : null) }),
                  },
                  {
                    target: '#lifeQuote.step1',
                    actions: {
                      type: 'failBackToStep1',
                      params: ({ event }) => ({ message: event.output.ok ? LIFE_QUOTE_ERROR_MESSAGES.empty : event.output.error.message || LIFE_QUOTE_ERROR_MESSAGES.empty }),
                    },
                  },
                ],
                onError: { target: '#lifeQuote.step1', actions: { type: 'failBackToStep1', params: { message: LIFE_QUOTE_ERROR_MESSAGES.empty } } },
              },
            },
            awaiting: {
              invoke: { src: 'quotationResults', input: ({ context }) => ({ institution: context.institution }) },
              after: {
                RESULT_TIMEOUT: { target: '#lifeQuote.step1', actions: { type: 'failBackToStep1', params: { message: LIFE_QUOTE_ERROR_MESSAGES.empty } } },
              },
              on: {
                'results.refused': { target: '#lifeQuote.step1', actions: { type: 'failBackToStep1', params: { message: LIFE_QUOTE_ERROR_MESSAGES.empty } } },
                'results.received': [
                  {
                    guard: and(['isOurs', 'isQuoted']),
                    target: '#lifeQuote.results',
                    actions: assign(({ event }) => {
                      const outcome = lifeQuoteOutcome(event.result);
                      return outcome.kind === 'quotes' ? { quotes: outcome.quotes } : {};
                    }),
                  },
                  {
                    guard: 'isOurs',
                    target: '#lifeQuote.step1',
                    actions: {
                      type: 'failBackToStep1',
                      params: ({ event }) => {
                        const outcome = lifeQuoteOutcome(event.result);
                        return { message: outcome.kind === 'error' ? outcome.message : LIFE_QUOTE_ERROR_MESSAGES.empty };
                      },
                    },
                  },
                ],
              },
            },
          },
        },
        loadingText: {
          initial: 'generating',
          states: {
            generating: {
              entry: assign({ loadingMessage: LIFE_LOADING_MESSAGES[0] }),
              after: { LOADING_MESSAGE_INTERVAL: 'checking' },
            },
            checking: {
              entry: assign({ loadingMessage: LIFE_LOADING_MESSAGES[1] }),
              after: { LOADING_MESSAGE_INTERVAL: 'finalizing' },
            },
            finalizing: {
              entry: assign({ loadingMessage: LIFE_LOADING_MESSAGES[2] }),
            },
          },
        },
      },
    },
    results: {
      on: {
        'quote.choose': {
          guard: 'validChoice',
          target: 'keeping',
          actions: assign(({ context, event }) => ({
            chosen: {
              institution: context.institution,
              quotationId: context.quotationId ?? '',
              quote: context.quotes[(event as { index: number }).index]!,
              answers: answersToSend(context.questionnaire?.questions ?? [], context.answers),
              client: { name: context.client.name.trim(), phone: digitsOnly(context.client.phone) },
            },
          })),
        },
        'wizard.previous': 'step3',
        'wizard.restart': 'step1',
      },
    },
    keeping: {
      invoke: {
        src: 'keepChosenQuote',
        input: ({ context }) => context.chosen!,
        onDone: 'done',
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
});

/**
 * The wizard with its ports (architecture rule 6: `machine.provide`): the questionnaire and
 * occupations are loaded together, the quotation is POSTed, results come from the results
 * channel, and the chosen quote goes to the ChosenLifeQuoteStore.
 */
export function createLifeQuoteLogic(ports: LifeQuotePorts) {
  return lifeQuoteMachine.provide({
    actors: {
      loadQuestionnaire: fromPromise(async ({ input }: { input: { institution: LifeInstitution; reopenQuotationId: string | null } }) => {
        const [questionnaire, professions, saved] = await Promise.all([
          ports.gateway.questions(input.institution),
          ports.gateway.professions(input.institution),
          input.reopenQuotationId ? ports.gateway.savedQuotation(input.institution, input.reopenQuotationId) : Promise.resolve(null),
        ]);
        if (!questionnaire.ok) return err(questionnaire.error);
        if (!professions.ok) return err(professions.error);
        return ok({
          questionnaire: questionnaire.value,
          professions: professions.value,
          saved: saved?.ok ? saved.value : null,
          reopenError: saved && !saved.ok ? saved.error.message : null,
        });
      }),
      requestQuotation: fromPromise(async ({ input }: { input: { institution: LifeInstitution; request: LifeQuotationRequest } }) =>
        ports.gateway.requestQuotation(input.institution, input.request),
      ),
      quotationResults: fromCallback<EventObject, { institution: LifeInstitution }>(({ sendBack, input }) =>
        ports.gateway.subscribeResults(input.institution, (event) => {
          if (event.kind === 'subscribed') sendBack({ type: 'results.subscribed' });
          else if (event.kind === 'refused') sendBack({ type: 'results.refused' });
          else sendBack({ type: 'results.received', result: event.result });
        }),
      ),
      keepChosenQuote: fromPromise(async ({ input }: { input: ChosenLifeQuote }) => {
        ports.chosenQuotes.save(input);
      }),
    },
  });
}
