/**
 * The support chat's tables (server/src/db/schema-support.ts) over the main schema.
 * Conversations are one per broker; read state is the last id each side read.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { supportConversations, supportMessages, users, type Database, type SupportConversationRow, type SupportMessageRow } from '../../../../src/kit/database';

/** A message with its author's name. */
export interface SupportMessageRecord extends SupportMessageRow {
  authorName: string;
}

/** The broker as the support team sees it. */
export interface SupportBrokerRecord {
  id: number;
  name: string;
  username: string;
  email: string;
  accountId: number;
}

/** A conversation of the inbox. */
export interface SupportInboxRecord {
  conversation: SupportConversationRow;
  broker: SupportBrokerRecord;
  lastMessage: SupportMessageRecord;
  unreadCount: number;
}

const messageColumns = {
  id: supportMessages.id,
  conversationId: supportMessages.conversationId,
  author: supportMessages.author,
  authorUserId: supportMessages.authorUserId,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  authorName: users.name,
};

/** The broker's conversation, or undefined before its first message. */
export async function findConversationOfUser(db: Database, userId: number): Promise<SupportConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row;
}

/** A conversation by id. */
export async function findConversation(db: Database, id: number): Promise<SupportConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row;
}

/** The broker's conversation, created when missing (concurrent calls get the same row). */
export async function ensureConversation(db: Database, userId: number, accountId: number, now: Date): Promise<SupportConversationRow> {
  await db.insert(supportConversations).values({ userId, accountId, lastMessageAt: now, createdAt: now }).onConflictDoNothing({ target: supportConversations.userId });
  const row = await findConversationOfUser(db, userId);
  if (!row) throw new Error('support conversation vanished');
  return row;
}

/** Messages of a conversation, oldest first, with the authors' names. */
export async function listMessages(db: Database, conversationId: number): Promise<SupportMessageRecord[]> {
  return db
    .select(messageColumns)
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(supportMessages.id);
}

/** Stores a message and moves the conversation's `last_message_at`; the author has read up to it. */
export async function insertMessage(
  db: Database,
  input: { conversationId: number; author: 'broker' | 'support'; authorUserId: number; body: string; now: Date },
): Promise<SupportMessageRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({ conversationId: input.conversationId, author: input.author, authorUserId: input.authorUserId, body: input.body, createdAt: input.now })
      .returning();
    if (!row) throw new Error('support message not stored');
    const readColumn = input.author === 'broker' ? { brokerReadId: row.id } : { supportReadId: row.id };
    await tx.update(supportConversations).set({ lastMessageAt: input.now, ...readColumn }).where(eq(supportConversations.id, input.conversationId));
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.authorUserId));
    return { ...row, authorName: author?.name ?? '' };
  });
}

/** Messages of `from` the reader has not read (id above its read mark). */
export async function unreadCount(db: Database, conversation: SupportConversationRow, reader: 'broker' | 'support'): Promise<number> {
  const other = reader === 'broker' ? 'support' : 'broker';
  const mark = reader === 'broker' ? conversation.brokerReadId : conversation.supportReadId;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversation.id), eq(supportMessages.author, other), gt(supportMessages.id, mark)));
  return row?.count ?? 0;
}

/**
 * Marks every message of the conversation read by `reader` (the mark only moves forward).
 * @returns the new mark (the last message id, 0 without messages).
 */
export async function markRead(db: Database, conversationId: number, reader: 'broker' | 'support'): Promise<number> {
  const [last] = await db.select({ id: supportMessages.id }).from(supportMessages).where(eq(supportMessages.conversationId, conversationId)).orderBy(desc(supportMessages.id)).limit(1);
  const mark = last?.id ?? 0;
  const column = reader === 'broker' ? supportConversations.brokerReadId : supportConversations.supportReadId;
  await db
    .update(supportConversations)
    .set(reader === 'broker' ? { brokerReadId: sql`greatest(${column}, ${mark})` } : { supportReadId: sql`greatest(${column}, ${mark})` })
    .where(eq(supportConversations.id, conversationId));
  return mark;
}

/** The broker of a conversation. */
export async function findBroker(db: Database, userId: number): Promise<SupportBrokerRecord | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, username: users.username, email: users.email, accountId: users.accountId }).from(users).where(eq(users.id, userId));
  return row;
}

/** Every conversation with at least one message: unread first, then the most recent (at most `limit`). */
export async function listInbox(db: Database, limit: number): Promise<SupportInboxRecord[]> {
  const unread = sql<number>`(select count(*)::int from ${supportMessages} m where m.conversation_id = ${supportConversations.id} and m.author = 'broker' and m.id > ${supportConversations.supportReadId})`;
  const rows = await db
    .select({
      conversation: supportConversations,
      broker: { id: users.id, name: users.name, username: users.username, email: users.email, accountId: users.accountId },
      unreadCount: unread,
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .orderBy(sql`${unread} > 0 desc`, desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.conversation.id);
  const lasts = await db
    .selectDistinctOn([supportMessages.conversationId], messageColumns)
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(inArray(supportMessages.conversationId, ids))
    .orderBy(supportMessages.conversationId, desc(supportMessages.id));
  const lastOf = new Map(lasts.map((message) => [message.conversationId, message]));
  return rows.flatMap((row) => {
    const lastMessage = lastOf.get(row.conversation.id);
    return lastMessage ? [{ conversation: row.conversation, broker: row.broker, lastMessage, unreadCount: row.unreadCount }] : [];
  });
}
