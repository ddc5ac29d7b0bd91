/**
 * The live side of SupportGateway over the cable (`SupportChannel`, src/contract/support.ts)
 * with the real `@rails/actioncable` consumer: `{channel: 'SupportChannel', token}` for the
 * broker's own conversation, `{…, inbox: true}` for the superusers' inbox.
 * - `connected` → `{kind: 'subscribed'}` (also after a reconnection: the screen reloads the
 *   history, so nothing sent meanwhile is missed);
 * - `rejected` (expired or forged token, not a superuser) → `{kind: 'refused'}`; the screen
 *   renews the session through a REST call and subscribes again;
 * - `received(event)` → `message` / `read` events; an unreadable event is ignored.
 * One consumer (one socket) for this channel's subscriptions, opened on the first and closed
 * with the last; the library is loaded on demand (dynamic import).
 */
import type * as ActionCable from '@rails/actioncable';
import type { Consumer, Subscription } from '@rails/actioncable';
import type { SupportGateway, SupportLiveEvent, Unsubscribe } from '../../application/support/support-gateway';
import type { TokenStore } from '../../application/session/token-store';
import { SUPPORT_CHANNEL, supportEventWire } from '../../contract/support';
import { toSupportMessage } from '../http/support.http';

/** Options of {@link createActionCableSupportChannel}. */
export interface ActionCableSupportChannelOptions {
  /** Absolute `ws(s)://…/cable` URL. */
  cableUrl: string;
  tokens: TokenStore;
  /** WebSocket implementation (Node tests: `ws`). */
  WebSocket?: unknown;
}

/** Maps a channel message to a live event, or null when unreadable. */
export function toSupportLiveEvent(data: unknown): SupportLiveEvent | null {
  const parsed = supportEventWire.safeParse(data);
  if (!parsed.success) return null;
  const event = parsed.data;
  if (event.type === 'message') return { kind: 'message', conversationId: event.conversation_id, brokerId: event.broker_id, message: toSupportMessage(event.message) };
  return { kind: 'read', conversationId: event.conversation_id, brokerId: event.broker_id, reader: event.reader, lastReadId: event.last_read_id };
}

/** Creates the SupportChannel adapter. */
export function createActionCableSupportChannel(options: ActionCableSupportChannelOptions): Pick<SupportGateway, 'subscribe'> {
  let library: Promise<typeof ActionCable> | null = null;
  let consumer: Consumer | null = null;
  let active = 0;

  const load = () => {
    library ??= import('@rails/actioncable').then((module) => {
      if (options.WebSocket) module.adapters.WebSocket = options.WebSocket as typeof WebSocket;
      return module;
    });
    return library;
  };

  return {
    subscribe(scope, listener): Unsubscribe {
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
          { channel: SUPPORT_CHANNEL, token, ...(scope === 'inbox' ? { inbox: true } : {}) },
          {
            connected: () => {
              if (!ended) listener({ kind: 'subscribed' });
            },
            rejected: () => {
              if (!ended) listener({ kind: 'refused' });
            },
            received: (data: unknown) => {
              const event = toSupportLiveEvent(data);
              if (!ended && event) listener(event);
            },
          },
        );
      });
      return () => {
        if (ended) return;
        ended = true;
        subscription?.unsubscribe();
        active -= 1;
        if (active === 0 && consumer) {
          consumer.disconnect();
          consumer = null;
        }
      };
    },
  };
}
