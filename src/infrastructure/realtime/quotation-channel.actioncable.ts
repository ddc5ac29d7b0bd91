/**
 * The results side of LifeQuoteGateway over the life service's `/cable` (spec point 7),
 * with the real `@rails/actioncable` consumer: `createConsumer(cableUrl)` and
 * `consumer.subscriptions.create({channel: 'QuotationChannel', token, company}, {...})`,
 * where `token` is the broker's access token (read from the TokenStore when subscribing)
 * and `company` the institution slug of the route.
 *
 * - `connected` (confirm_subscription) → `{kind: 'subscribed'}`;
 * - `rejected` (reject_subscription: forged, expired or blocked token) → `{kind: 'refused'}`;
 *   without a session nothing is sent and `refused` is reported at once;
 * - `received(message)` → `{kind: 'result', result}` mapped by life-quote.mapper.ts (an
 *   unparsable message is an `unreadable` result, never an exception).
 * ActionCable reconnects and subscribes again by itself; the service then delivers what
 * was computed meanwhile. One consumer (one socket) serves every subscription; it is
 * opened on the first subscription and closed when the last one ends.
 *
 * The library is loaded with a dynamic import on the first subscription, so it stays out
 * of the first page's bundle. In Node (tests) pass `WebSocket` from `ws`.
 */
import type * as ActionCable from '@rails/actioncable';
import type { Consumer, Subscription } from '@rails/actioncable';
import type { LifeQuoteGateway, LifeResultsEvent, Unsubscribe } from '../../application/life/life-quote-gateway';
import type { TokenStore } from '../../application/session/token-store';
import { QUOTATION_CHANNEL } from '../../contract/life';
import type { LifeInstitution } from '../../domain/life/catalog';
import { toLifeQuotationResult } from '../http/life-quote.mapper';

/** Options of {@link createActionCableQuotationChannel}. */
export interface ActionCableQuotationChannelOptions {
  /** Absolute `ws://` or `wss://` URL of the service's cable (e.g. `ws://localhost:8081/cable`). */
  cableUrl: string;
  tokens: TokenStore;
  /** WebSocket implementation for ActionCable (Node: `ws`); the browser's by default. */
  WebSocket?: unknown;
}

/** The QuotationChannel adapter; `disconnect()` closes the socket (tests, logout). */
export interface ActionCableQuotationChannel extends Pick<LifeQuoteGateway, 'subscribeResults'> {
  disconnect(): void;
}

type ActionCableModule = typeof ActionCable;

/** Creates the QuotationChannel adapter over `@rails/actioncable`. */
export function createActionCableQuotationChannel(options: ActionCableQuotationChannelOptions): ActionCableQuotationChannel {
  let library: Promise<ActionCableModule> | null = null;
  let consumer: Consumer | null = null;
  let active = 0;

  function load(): Promise<ActionCableModule> {
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
    subscribeResults(institution: LifeInstitution, listener: (event: LifeResultsEvent) => void): Unsubscribe {
      let ended = false;
      let subscription: Subscription | null = null;
      const token = options.tokens.read()?.access ?? null;
      if (token === null) {
        queueMicrotask(() => {
          if (!ended) listener({ kind: 'refused' });
        });
        return () => {
          ended = true;
        };
      }
      active += 1;
      void load().then((actionCable) => {
        if (ended) return;
        consumer ??= actionCable.createConsumer(options.cableUrl);
        subscription = consumer.subscriptions.create(
          { channel: QUOTATION_CHANNEL, token, company: institution },
          {
            connected() {
              if (!ended) listener({ kind: 'subscribed' });
            },
            rejected() {
              if (!ended) listener({ kind: 'refused' });
            },
            received(message: unknown) {
              if (!ended) listener({ kind: 'result', result: toLifeQuotationResult(message) });
            },
          },
        );
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
