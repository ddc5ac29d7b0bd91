/**
 * THE publish seam of the support chat: every support event leaves the server through
 * {@link publishSupportEvent}, which hands it to the cable's one `broadcast(stream, message)`
 * (the broker's own stream and the superusers' inbox stream). Making broadcasts reach the
 * sockets of other processes (PostgreSQL LISTEN/NOTIFY) is a change of `broadcast`, not of
 * this file or of its callers.
 */
import type { SupportEventWire } from '../../../src/contract/support';
import type { CableServer } from './action-cable';

/** The stream of one broker's conversation. */
export const supportBrokerStream = (brokerUserId: number) => `support:broker:${brokerUserId}`;

/** The stream of every conversation (superusers' inbox). */
export const SUPPORT_INBOX_STREAM = 'support:inbox';

/** Publishes one event to the broker's stream and to the inbox stream. */
export function publishSupportEvent(cable: Pick<CableServer, 'broadcast'>, event: SupportEventWire): void {
  cable.broadcast(supportBrokerStream(event.broker_id), event);
  cable.broadcast(SUPPORT_INBOX_STREAM, event);
}
