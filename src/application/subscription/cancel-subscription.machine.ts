/**
 * Cancellation of the subscription, behind
 * /plano-e-assinaturas/gerenciamento/confirmar-cancelamento: loads the account's plan,
 * asks for confirmation stating the day access ends (`currentPeriodEnd`), cancels at the
 * end of the period, then shows that day again. Nothing is charged or refunded; access
 * goes on until the period ends; a reactivation before then undoes it.
 *
 * States: loading → confirming | alreadyCanceled | noSubscription | loadFailed;
 * confirming → canceling → canceled (final) | confirming (with the failure message).
 * Events: 'cancel.confirm' { reason? }, 'load.retry'.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PlanInfo } from '../../domain/subscription/types';
import type { SubscriptionGateway } from './subscription-gateway';
import type { RemoteFailure, Result } from '../shared/result';

/** Runtime data of the cancellation machine. */
export interface CancelSubscriptionInput {
  /** E-mail of the logged-in admin (its account's plan is loaded). */
  email: string;
}

/** What the cancellation screen shows: the plan (with the period's end) and a failure. */
export interface CancelSubscriptionContext {
  email: string;
  plan: PlanInfo | null;
  /** The failure to show (load or cancel), or null. */
  message: string | null;
}

/** 'cancel.confirm' (optional reason, kept in the history) and 'load.retry'. */
export type CancelSubscriptionEvent = { type: 'cancel.confirm'; reason?: string } | { type: 'load.retry' };

/** Message when the cancellation call fails without a sentence of its own. */
export const CANCEL_ERROR_MESSAGE = 'Não foi possível cancelar a assinatura. Tente novamente.';
/** Message when the plan cannot be loaded (spec point 8). */
export const PLAN_LOAD_ERROR_MESSAGE = 'Erro ao carregar informações do plano! Por favor, tente novamente.';

const cancelable = (plan: PlanInfo | null) => plan?.subscription?.status === 'active' || plan?.subscription?.status === 'past_due';

/** The cancellation machine with placeholder actors (see createCancelSubscriptionLogic). */
export const cancelSubscriptionMachine = setup({
  types: {
    context: {} as CancelSubscriptionContext,
    events: {} as CancelSubscriptionEvent,
    input: {} as CancelSubscriptionInput,
    output: {} as { plan: PlanInfo | null },
    tags: {} as 'busy',
  },
  actors: {
    loadPlanInfo: fromPromise<Result<PlanInfo, RemoteFailure>, { email: string }>(async () => {
      throw new Error('loadPlanInfo actor not provided');
    }),
    cancel: fromPromise<Result<PlanInfo, RemoteFailure>, { reason?: string }>(async () => {
      throw new Error('cancel actor not provided');
    }),
  },
}).createMachine({
  id: 'cancelSubscription',
  context: ({ input }) => ({ email: input.email, plan: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlanInfo',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: ({ event }) => !event.output.ok, target: 'loadFailed', actions: assign({ message: PLAN_LOAD_ERROR_MESSAGE }) },
          {
            guard: ({ event }) => event.output.ok && event.output.value.subscription?.cancelAtPeriodEnd === true,
            target: 'alreadyCanceled',
            actions: assign({ plan: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: ({ event }) => event.output.ok && cancelable(event.output.value),
            target: 'confirming',
            actions: assign({ plan: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { target: 'noSubscription', actions: assign({ plan: ({ event }) => (event.output.ok ? event.output.value : null) }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ message: PLAN_LOAD_ERROR_MESSAGE }) },
      },
    },
    loadFailed: { on: { 'load.retry': { target: 'loading', actions: assign({ message: null }) } } },
    noSubscription: {},
    alreadyCanceled: {},
    confirming: {
      on: { 'cancel.confirm': { target: 'canceling', actions: assign({ message: null }) } },
    },
    canceling: {
      tags: ['busy'],
      invoke: {
        src: 'cancel',
        input: ({ event }) => {
          const reason = event.type === 'cancel.confirm' ? event.reason?.trim() : undefined;
          return reason ? { reason } : {};
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'canceled',
            actions: assign({ plan: ({ context, event }) => (event.output.ok ? event.output.value : context.plan) }),
          },
          {
            target: 'confirming',
            actions: assign({ message: ({ event }) => (event.output.ok ? null : event.output.error.message || CANCEL_ERROR_MESSAGE) }),
          },
        ],
        onError: { target: 'confirming', actions: assign({ message: CANCEL_ERROR_MESSAGE }) },
      },
    },
    canceled: { type: 'final' },
  },
  output: ({ context }) => ({ plan: context.plan }),
});

/** The cancellation machine wired to the SubscriptionGateway (architecture rule 6). */
export function createCancelSubscriptionLogic(ports: { subscriptions: SubscriptionGateway }) {
  return cancelSubscriptionMachine.provide({
    actors: {
      loadPlanInfo: fromPromise(({ input }: { input: { email: string } }) => ports.subscriptions.planInfo(input.email)),
      cancel: fromPromise(({ input }: { input: { reason?: string } }) => ports.subscriptions.cancel(input.reason)),
    },
  });
}
