/**
 * The one subscribe/reconnect mechanism of the SPA's ActionCable adapters (QuotationChannel,
 * SupportChannel), over the real `@rails/actioncable` consumer.
 *
 * - The access token is read from the TokenStore when subscribing; without a session nothing
 *   is sent and `refused` is reported at once (on a microtask, so the caller has its
 *   unsubscribe function first).
 * - `connected` (confirm_subscription, also after a reconnection) → `status('subscribed')`;
 *   `rejected` (reject_subscription: forged, expired or blocked token) → `status('refused')`;
 *   `received(data)` → `received(data)`. Nothing is reported after unsubscribing.
 * - ActionCable reconnects and subscribes again by itself. One consumer (one socket) serves
 *   every subscription of this instance; it is opened on the first subscription and closed
 *   when the last one ends.
 * - The library is loaded with a dynamic import on the first subscription, so it stays out
 *   of the first page's bundle. In Node (tests) pass `WebSocket` from `ws`.
 */
import type * as ActionCable from '@rails/actioncable';
import type { ChannelNameWithParams, Consumer, Subscription } from '@rails/actioncable';
import type { TokenStore } from '../../application/session/token-store';

/** Options shared by the cable adapters. */
export interface ActionCableOptions {
  /** Absolute `ws://` or `wss://` URL of the service's cable (e.g. `ws://localhost:8081/cable`). */
  cableUrl: string;
  tokens: TokenStore;
  /** WebSocket implementation for ActionCable (Node: `ws`); the browser's by default. */
  WebSocket?: unknown;
}

/** What one subscription reports: its state and the channel's messages (raw, unparsed). */
export interface CableSubscriptionHandlers {
  status(kind: 'subscribed' | 'refused'): void;
  received(data: unknown): void;
}

/** Subscriptions over one lazily opened consumer. */
export interface ActionCableSubscriptions {
  /**
   * Subscribes with the identifier `params(token)` (e.g. `{channel, token, company}`);
   * returns the function that ends this subscription (idempotent).
   */
  subscribe(params: (token: string) => ChannelNameWithParams, handlers: CableSubscriptionHandlers): () => void;
  /** Closes the socket and forgets every subscription (tests, logout). */
  disconnect(): void;
}

/** Creates the shared subscription mechanism; see the module's comment for its rules. */
export function createActionCableSubscriptions(options: ActionCableOptions): ActionCableSubscriptions {
  let library: Promise<typeof ActionCable> | null = null;
  let consumer: Consumer | null = null;
  let active = 0;

  function load(): Promise<typeof ActionCable> {
    library ??= import('@rails/actioncable').then((module) => {
      if (options.WebSocket) module.adapters.WebSocket = options.WebSocket as typeof WebSocket;
      return module;
    });
    return library;
  }

  function release(): void {
    active -= 1;
    if (active === 0 && consumer) {
      consumer.disconnect();
      consumer = null;
    }
  }

  return {
    subscribe(params, handlers) {
      let ended = false;
      let subscription: Subscription | null = null;
      const token = options.tokens.read()?.access ?? null;
      if (token === null) {
        queueMicrotask(() => {
          if (!ended) handlers.status('refused');
        });
        return () => {
          ended = true;
        };
      }
      active += 1;
      void load().then((actionCable) => {
        if (ended) return;
        consumer ??= actionCable.createConsumer(options.cableUrl);
        subscription = consumer.subscriptions.create(params(token), {
          connected() {
            if (!ended) handlers.status('subscribed');
          },
          rejected() {
            if (!ended) handlers.status('refused');
          },
          received(data: unknown) {
            if (!ended) handlers.received(data);
          },
        });
      });
      return () => {
        if (ended) return;
        ended = true;
        subscription?.unsubscribe();
        release();
      };
    },
    disconnect() {
      consumer?.disconnect();
      consumer = null;
      active = 0;
    },
  };
}
