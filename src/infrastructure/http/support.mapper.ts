/**
 * The support chat's wire → domain mapping (src/contract/support.ts → the SupportGateway's
 * values), one function per answer: the HTTP adapter (support.http.ts) and the cable adapter
 * (realtime/support-channel.actioncable.ts) read the server's answers with it, the fake
 * (fake/support.fake.ts) the answers of the server's own use cases. Translation only.
 */
import type { SupportBroker, SupportConversation, SupportInboxItem, SupportLiveEvent, SupportMessage, SupportThread } from '../../application/support/support-gateway';
import type { SupportBrokerWire, SupportConversationWire, SupportEventWire, SupportInboxWire, SupportMessageWire, SupportThreadWire } from '../../contract/support';

/** Wire → message. */
export const toSupportMessage = (wire: SupportMessageWire): SupportMessage => ({
  id: wire.id,
  conversationId: wire.conversation_id,
  author: wire.author,
  authorName: wire.author_name,
  body: wire.body,
  createdAt: wire.created_at,
});

/** Wire → the broker as the support team sees him. */
export const toSupportBroker = (wire: SupportBrokerWire): SupportBroker => ({ id: wire.id, name: wire.name, username: wire.username, email: wire.email, accountId: wire.account_id });

/** Wire → the broker's own conversation. */
export const toSupportConversation = (wire: SupportConversationWire): SupportConversation => ({ id: wire.id, messages: wire.messages.map(toSupportMessage), unreadCount: wire.unread_count });

/** Wire → the superusers' inbox. */
export const toSupportInbox = (wire: SupportInboxWire): SupportInboxItem[] =>
  wire.results.map((item) => ({ id: item.id, broker: toSupportBroker(item.broker), lastMessage: toSupportMessage(item.last_message), unreadCount: item.unread_count }));

/** Wire → one conversation for the support team. */
export const toSupportThread = (wire: SupportThreadWire): SupportThread => ({ id: wire.id, broker: toSupportBroker(wire.broker), messages: wire.messages.map(toSupportMessage), unreadCount: wire.unread_count });

/** A SupportChannel event (already parsed) → the live event. */
export function toSupportEvent(event: SupportEventWire): SupportLiveEvent {
  if (event.type === 'message') return { kind: 'message', conversationId: event.conversation_id, brokerId: event.broker_id, message: toSupportMessage(event.message) };
  return { kind: 'read', conversationId: event.conversation_id, brokerId: event.broker_id, reader: event.reader, lastReadId: event.last_read_id };
}
