/** The Drizzle implementation of {@link SupportStore}, over the main schema. */
import type { Database } from '../../../../src/kit/database';
import type { SupportStore } from '../use-cases/support-store';
import { ensureConversation, findBroker, findConversation, findConversationOfUser, insertMessage, listInbox, listMessages, markRead, unreadCount } from './support.repository';

/** The support chat in `db` (the main schema). */
export function drizzleSupportStore(db: Database): SupportStore {
  return {
    conversationOfUser: (userId) => findConversationOfUser(db, userId),
    conversation: (id) => findConversation(db, id),
    ensureConversation: (userId, accountId, now) => ensureConversation(db, userId, accountId, now),
    messages: (conversationId) => listMessages(db, conversationId),
    insertMessage: (input) => insertMessage(db, input),
    unreadCount: (conversation, reader) => unreadCount(db, conversation, reader),
    markRead: (conversationId, reader) => markRead(db, conversationId, reader),
    broker: (userId) => findBroker(db, userId),
    inbox: (limit) => listInbox(db, limit),
  };
}
