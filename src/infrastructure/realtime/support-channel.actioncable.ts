/**
 * The live side of SupportGateway over the cable (`SupportChannel`, src/contract/support.ts):
 * `{channel: 'SupportChannel', token}` for the broker's own conversation, `{…, inbox: true}`
 * for the superusers' inbox.
 * - `connected` → `{kind: 'subscribed'}` (also after a reconnection: the screen reloads the
 *   history, so nothing sent meanwhile is missed);
 * - `rejected` (expired or forged token, not a superuser) → `{kind: 'refused'}`; the screen
 *   renews the session through a REST call and subscribes again;
 * - `received(event)` → `message` / `read` events; an unreadable event is ignored.
 * Socket, reconnection and lazy loading: actioncable-subscriptions.ts.
 */
import type { SupportGateway, SupportLiveEvent } from '../../application/support/support-gateway';
import { SUPPORT_CHANNEL, supportEventWire } from '../../contract/support';
import { toSupportEvent } from '../http/support.mapper';
import { createActionCableSubscriptions, type ActionCableOptions } from './actioncable-subscriptions';

/** Options of {@link createActionCableSupportChannel}. */
export type ActionCableSupportChannelOptions = ActionCableOptions;

/** Maps a channel message to a live event, or null when unreadable. */
export function toSupportLiveEvent(data: unknown): SupportLiveEvent | null {
  const parsed = supportEventWire.safeParse(data);
  return parsed.success ? toSupportEvent(parsed.data) : null;
}

/** Creates the SupportChannel adapter. */
export function createActionCableSupportChannel(options: ActionCableSupportChannelOptions): Pick<SupportGateway, 'subscribe'> {
  const cable = createActionCableSubscriptions(options);
  return {
    subscribe(scope, listener) {
      return cable.subscribe((token) => ({ channel: SUPPORT_CHANNEL, token, ...(scope === 'inbox' ? { inbox: true } : {}) }), {
        status: (kind) => listener({ kind }),
        received: (data) => {
          const event = toSupportLiveEvent(data);
          if (event) listener(event);
        },
      });
    },
  };
}
