/**
 * The support chat's use cases (docs/shell.md, "Support chat"): a broker's one conversation with
 * the support team, superusers' inbox and answers. Every new message and read mark is
 * published through `publish` (cable/support-events.ts) after it is stored, so a socket
 * that misses it finds it in the history on the next visit.
 */
import { SUPPORT_INBOX_LIMIT, type SupportBrokerWire, type SupportConversationWire, type SupportEventWire, type SupportInboxWire, type SupportMessageWire, type SupportThreadWire } from '../../../../../src/contract/support';
import type { AuthenticatedUser } from '../../../../src/kit/auth';
import type { SupportBrokerRecord, SupportMessageRecord } from '../repositories/support.repository';
import type { SupportStore } from './support-store';

/** What the support use cases need. */
export interface SupportChatDeps {
  /** The conversations and messages (use-cases/support-store.ts). */
  store: SupportStore;
  clock: () => Date;
  /** The publish seam (cable/support-events.ts `publishSupportEvent` bound to the cable). */
  publish: (event: SupportEventWire) => void;
}

const messageWire = (message: SupportMessageRecord): SupportMessageWire => ({
  id: message.id,
  conversation_id: message.conversationId,
  author: message.author,
  author_name: message.authorName,
  body: message.body,
  created_at: message.createdAt.toISOString(),
});

const brokerWire = (broker: SupportBrokerRecord): SupportBrokerWire => ({ id: broker.id, name: broker.name, username: broker.username, email: broker.email, account_id: broker.accountId });

/** The caller's own conversation (empty before the first message). */
export async function getBrokerConversation(deps: SupportChatDeps, user: AuthenticatedUser): Promise<SupportConversationWire> {
  const conversation = await deps.store.conversationOfUser(user.id);
  if (!conversation) return { id: null, messages: [], unread_count: 0 };
  const messages = await deps.store.messages(conversation.id);
  return { id: conversation.id, messages: messages.map(messageWire), unread_count: await deps.store.unreadCount(conversation, 'broker') };
}

/** Stores the broker's message (body already validated) and publishes it. */
export async function postBrokerMessage(deps: SupportChatDeps, user: AuthenticatedUser, body: string): Promise<SupportMessageWire> {
  const now = deps.clock();
  const conversation = await deps.store.ensureConversation(user.id, user.accountId, now);
  const message = messageWire(await deps.store.insertMessage({ conversationId: conversation.id, author: 'broker', authorUserId: user.id, body, now }));
  deps.publish({ type: 'message', conversation_id: conversation.id, broker_id: user.id, message });
  return message;
}

/** The broker read the support team's messages. */
export async function markBrokerRead(deps: SupportChatDeps, user: AuthenticatedUser): Promise<void> {
  const conversation = await deps.store.conversationOfUser(user.id);
  if (!conversation) return;
  const mark = await deps.store.markRead(conversation.id, 'broker');
  deps.publish({ type: 'read', conversation_id: conversation.id, broker_id: user.id, reader: 'broker', last_read_id: mark });
}

/** Superusers' inbox: at most {@link SUPPORT_INBOX_LIMIT} conversations. */
export async function getSupportInbox(deps: SupportChatDeps): Promise<SupportInboxWire> {
  const rows = await deps.store.inbox(SUPPORT_INBOX_LIMIT);
  return { results: rows.map((row) => ({ id: row.conversation.id, broker: brokerWire(row.broker), last_message: messageWire(row.lastMessage), unread_count: row.unreadCount })) };
}

/** One conversation for the support team, or `not_found`. */
export async function getSupportThread(deps: SupportChatDeps, conversationId: number): Promise<SupportThreadWire | { kind: 'not_found' }> {
  const conversation = await deps.store.conversation(conversationId);
  const broker = conversation ? await deps.store.broker(conversation.userId) : undefined;
  if (!conversation || !broker) return { kind: 'not_found' };
  const messages = await deps.store.messages(conversation.id);
  return { id: conversation.id, broker: brokerWire(broker), messages: messages.map(messageWire), unread_count: await deps.store.unreadCount(conversation, 'support') };
}

/** A superuser's answer (body already validated), published to the broker and the inbox; or `not_found`. */
export async function postSupportReply(deps: SupportChatDeps, staff: AuthenticatedUser, conversationId: number, body: string): Promise<SupportMessageWire | { kind: 'not_found' }> {
  const conversation = await deps.store.conversation(conversationId);
  if (!conversation) return { kind: 'not_found' };
  const message = messageWire(await deps.store.insertMessage({ conversationId, author: 'support', authorUserId: staff.id, body, now: deps.clock() }));
  deps.publish({ type: 'message', conversation_id: conversationId, broker_id: conversation.userId, message });
  return message;
}

/** The support team read the broker's messages; or `not_found`. */
export async function markSupportRead(deps: SupportChatDeps, conversationId: number): Promise<{ kind: 'ok' } | { kind: 'not_found' }> {
  const conversation = await deps.store.conversation(conversationId);
  if (!conversation) return { kind: 'not_found' };
  const mark = await deps.store.markRead(conversationId, 'support');
  deps.publish({ type: 'read', conversation_id: conversationId, broker_id: conversation.userId, reader: 'support', last_read_id: mark });
  return { kind: 'ok' };
}
