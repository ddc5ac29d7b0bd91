/**
 * Where the support chat is kept (the Drizzle one: repositories/drizzle-support-store.ts, wired
 * by support.module.ts): its tables in the main schema (server/src/db/schema-support.ts) and
 * the brokers' names.
 */
import type { SupportConversationRow } from '../../../../src/kit/database';
import type { SupportBrokerRecord, SupportInboxRecord, SupportMessageRecord } from '../repositories/support.repository';

/** A side of the conversation. */
export type SupportSide = 'broker' | 'support';

/** The support chat's store. */
export interface SupportStore {
  /** The broker's conversation, or undefined before its first message. */
  conversationOfUser(userId: number): Promise<SupportConversationRow | undefined>;
  /** A conversation by id, or undefined. */
  conversation(id: number): Promise<SupportConversationRow | undefined>;
  /** The broker's conversation, created when missing (concurrent calls get the same row). */
  ensureConversation(userId: number, accountId: number, now: Date): Promise<SupportConversationRow>;
  /** Messages of a conversation, oldest first, with the authors' names. */
  messages(conversationId: number): Promise<SupportMessageRecord[]>;
  /** Stores a message (its author has read up to it) and moves the conversation's last message time. */
  insertMessage(input: { conversationId: number; author: SupportSide; authorUserId: number; body: string; now: Date }): Promise<SupportMessageRecord>;
  /** Messages of the other side the reader has not read. */
  unreadCount(conversation: SupportConversationRow, reader: SupportSide): Promise<number>;
  /** Marks every message read by `reader` (the mark only moves forward); answers the new mark (0 without messages). */
  markRead(conversationId: number, reader: SupportSide): Promise<number>;
  /** The broker of a conversation, or undefined. */
  broker(userId: number): Promise<SupportBrokerRecord | undefined>;
  /** Conversations with at least one message: unread first, then the most recent (at most `limit`). */
  inbox(limit: number): Promise<SupportInboxRecord[]>;
}
