/**
 * The proposal implantation (spec point 4 "Implantation": the step starts at 1 and moves to 3
 * on successful submission), as an XState v5 machine run headless in tests.
 *
 * - `editing` (step 1): the form. `implantation.change` keeps the values (and the draft in
 *   session storage); `implantation.submit` sends them.
 * - `submitting` (step 1, tag `busy`): generate_link. Success → `done` with the link and
 *   'Formulário enviado com sucesso!'; any failure → back to `editing` with every value kept,
 *   'Erro ao enviar formulário, por favor tente novamente!' and the service's field messages.
 * - `done` (step 3): the client's link (copy, WhatsApp). `implantation.edit` reopens the form;
 *   sending again with the same implantation id replaces the proposal (and its link).
 * A draft that already holds a link starts at `done` (a reload of step 3).
 *
 * Ports reach the machine only through {@link createImplantationLogic} (`machine.provide`).
 */
import { assign, fromPromise, setup } from 'xstate';
import { LIFE_FORM_SUBMIT_MESSAGES } from '../../contract/life-proposal';
import type { LifeImplantationFormValues } from '../../domain/life/implantation-form';
import type { LifeInstitution } from '../../domain/life/catalog';
import type { RemoteFailure, Result } from '../shared/result';
import type { ChosenLifeQuote, LifeImplantationDraft, LifeProposalLink } from './life-quote-gateway';

/** Steps of the implantation (spec point 4): 1 the form, 3 the link. */
export type ImplantationStep = 1 | 3;

/** What the machine starts from: the chosen quote and the draft (fresh or read back). */
export interface ImplantationMachineInput {
  institution: LifeInstitution;
  choice: ChosenLifeQuote;
  draft: LifeImplantationDraft;
}

/** What a submission answers: the link, or the failure (with the 400's messages by form field). */
export type ImplantationSubmitResult = Result<LifeProposalLink, { message: string; fieldErrors: Record<string, string[]>; failure: RemoteFailure }>;

/** The ports the machine needs (see use-cases.ts). */
export interface ImplantationPorts {
  /** Sends the values (generate_link) and maps the answer. */
  submit(input: { institution: LifeInstitution; choice: ChosenLifeQuote; implantationId: string; values: LifeImplantationFormValues }): Promise<ImplantationSubmitResult>;
  /** Keeps the draft (session storage). */
  keepDraft(institution: LifeInstitution, draft: LifeImplantationDraft): void;
}

export interface ImplantationContext {
  institution: LifeInstitution;
  choice: ChosenLifeQuote;
  step: ImplantationStep;
  implantationId: string;
  values: LifeImplantationFormValues;
  link: LifeProposalLink | null;
  /** The failure message of the last submission (spec point 8), or null. */
  error: string | null;
  /** The success message after a submission (spec point 8), or null. */
  notice: string | null;
  /** The service's messages by form field ('cpf', 'address.cep', 'beneficiaries.0.cpf'). */
  fieldErrors: Record<string, string[]>;
}

export type ImplantationEvent =
  | { type: 'implantation.change'; values: LifeImplantationFormValues }
  | { type: 'implantation.submit'; values: LifeImplantationFormValues }
  | { type: 'implantation.edit' };

const notProvided = () => {
  throw new Error('implantation ports not provided (use createImplantationLogic)');
};

/** The machine with placeholder implementations (see {@link createImplantationLogic}). */
export const implantationMachine = setup({
  types: {
    context: {} as ImplantationContext,
    events: {} as ImplantationEvent,
    input: {} as ImplantationMachineInput,
    tags: {} as 'busy',
  },
  actors: {
    submit: fromPromise<ImplantationSubmitResult, { institution: LifeInstitution; choice: ChosenLifeQuote; implantationId: string; values: LifeImplantationFormValues }>(async () =>
      notProvided(),
    ),
  },
  actions: {
    keepDraft: () => notProvided(),
  },
  guards: {
    hasLink: ({ context }) => context.link !== null,
  },
}).createMachine({
  id: 'lifeImplantation',
  context: ({ input }) => ({
    institution: input.institution,
    choice: input.choice,
    step: input.draft.link ? 3 : 1,
    implantationId: input.draft.implantationId,
    values: input.draft.values,
    link: input.draft.link,
    error: null,
    notice: null,
    fieldErrors: {},
  }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'hasLink', target: 'done' }, { target: 'editing' }],
    },
    editing: {
      entry: assign({ step: 1 }),
      on: {
        'implantation.change': { actions: [assign({ values: ({ event }) => event.values }), 'keepDraft'] },
        'implantation.submit': {
          target: 'submitting',
          actions: [assign({ values: ({ event }) => event.values, error: null, notice: null, fieldErrors: {} }), 'keepDraft'],
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ institution: context.institution, choice: context.choice, implantationId: context.implantationId, values: context.values }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: [
              assign(({ event }) => (event.output.ok ? { link: event.output.value, notice: LIFE_FORM_SUBMIT_MESSAGES.success, error: null } : {})),
              'keepDraft',
            ],
          },
          {
            target: 'editing',
            actions: assign(({ event }) => (event.output.ok ? {} : { error: event.output.error.message, fieldErrors: event.output.error.fieldErrors })),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: LIFE_FORM_SUBMIT_MESSAGES.failure }) },
      },
    },
    done: {
      entry: assign({ step: 3 }),
      on: {
        'implantation.edit': { target: 'editing', actions: assign({ notice: null }) },
      },
    },
  },
});

/** The machine with its ports (architecture rule 6). */
export function createImplantationLogic(ports: ImplantationPorts) {
  return implantationMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }: { input: { institution: LifeInstitution; choice: ChosenLifeQuote; implantationId: string; values: LifeImplantationFormValues } }) =>
        ports.submit(input),
      ),
    },
    actions: {
      keepDraft: ({ context }) => {
        ports.keepDraft(context.institution, { implantationId: context.implantationId, quotationId: context.choice.quotationId, values: context.values, link: context.link });
      },
    },
  });
}
