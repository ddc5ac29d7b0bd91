/**
 * Tables of the support chat, re-exported by schema.ts.
 *
 * `support_conversations`: one per broker (`user_id` unique) with its account; read state is
 * kept as the last message id each side has read (`broker_read_id`, `support_read_id`): a
 * side's unread count is the other side's messages with a greater id.
 * `support_messages`: text only (at most 2000 characters, checked), oldest first by id;
 * `author` is `broker` or `support`, `author_user_id` who wrote it (the broker or a superuser).
 * No foreign keys to users here (this file must not import schema.ts, which re-exports it);
 * the repository joins users by id.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().unique(),
    accountId: integer('account_id').notNull(),
    brokerReadId: integer('broker_read_id').notNull().default(0),
    supportReadId: integer('support_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('support_conversations_last_message_idx').on(table.lastMessageAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['broker', 'support'] }).notNull(),
    authorUserId: integer('author_user_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('support_messages_conversation_idx').on(table.conversationId, table.id),
    check('support_messages_author_check', sql`${table.author} in ('broker', 'support')`),
    check('support_messages_body_check', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

export type SupportConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
