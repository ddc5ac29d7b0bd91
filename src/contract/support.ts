/**
 * The support chat on the wire: REST calls of the realtime service (the life
 * service's process, see docs/shell.md, "Support chat") and the `SupportChannel` of its ActionCable.
 *
 * Broker (`authenticated` level, any payment state — a blocked broker needs help too):
 * - `GET  /v1/support/conversation/` → {@link supportConversationWire} (its own conversation;
 *   `id` null and no messages before the first message);
 * - `POST /v1/support/conversation/messages/` `{body}` → 201 {@link supportMessageWire};
 * - `POST /v1/support/conversation/read/` → 200 `{unread_count: 0}` (support's messages read).
 * Superusers (`superuser` level):
 * - `GET  /v1/support/conversations/` → {@link supportInboxWire} (unread first, then newest);
 * - `GET  /v1/support/conversations/{id}/` → {@link supportThreadWire};
 * - `POST /v1/support/conversations/{id}/messages/` `{body}` → 201 message (author `support`);
 * - `POST /v1/support/conversations/{id}/read/` → 200 `{unread_count: 0}`.
 * Bodies: text only, trimmed, 1 to {@link SUPPORT_MESSAGE_MAX_LENGTH} characters; a refusal is
 * 400 `{"body": [message]}` with {@link SUPPORT_MESSAGES}.
 *
 * Cable: subscribe with `{channel: 'SupportChannel', token, inbox?: true}`: a broker streams its
 * own conversation's events, a superuser with `inbox: true` every conversation's events
 * ({@link supportEventWire}).
 */
import { z } from 'zod';
import { SUPPORT_INBOX_LIMIT, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES, validateSupportMessageBody } from '../domain/support/support-chat';

/** The ActionCable channel name. */
export const SUPPORT_CHANNEL = 'SupportChannel';

/** The chat's limits and pt-BR messages are product rules (src/domain/support/support-chat.ts); re-exported for the wire's users. */
export { SUPPORT_INBOX_LIMIT, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES };

/** Who wrote a message: the broker or the support team (a superuser). */
export const SUPPORT_AUTHORS = ['broker', 'support'] as const;
export type SupportAuthorWire = (typeof SUPPORT_AUTHORS)[number];

/** `{body}` of a new message: trimmed, required, at most 2000 characters ({@link validateSupportMessageBody}). */
export const supportMessageRequestWire = z.object({
  body: z
    .string({ error: SUPPORT_MESSAGES.bodyRequired })
    .trim()
    .superRefine((body, context) => {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts looks for other codes): '' gives the same message
      for (const message of validateSupportMessageBody(body)) context.addIssue({ code: 'custom', message });
    }),
});
export type SupportMessageRequestWire = z.input<typeof supportMessageRequestWire>;

/** One message. `created_at` ISO 8601; `author_name` the writer's name (support: the superuser's). */
export const supportMessageWire = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  author: z.enum(SUPPORT_AUTHORS),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessageWire = z.infer<typeof supportMessageWire>;

/** The broker's conversation: messages oldest first; `unread_count` = support messages not read yet. */
export const supportConversationWire = z.object({
  id: z.number().int().nullable(),
  messages: z.array(supportMessageWire),
  unread_count: z.number().int().min(0),
});
export type SupportConversationWire = z.infer<typeof supportConversationWire>;

/** The broker as the support team sees it. */
export const supportBrokerWire = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  account_id: z.number().int(),
});
export type SupportBrokerWire = z.infer<typeof supportBrokerWire>;

/** One conversation of the inbox: `unread_count` = broker messages the support team has not read. */
export const supportInboxItemWire = z.object({
  id: z.number().int(),
  broker: supportBrokerWire,
  last_message: supportMessageWire,
  unread_count: z.number().int().min(0),
});
export type SupportInboxItemWire = z.infer<typeof supportInboxItemWire>;

/** The inbox: conversations with unread messages first, then the most recent. */
export const supportInboxWire = z.object({ results: z.array(supportInboxItemWire) });
export type SupportInboxWire = z.infer<typeof supportInboxWire>;

/** One conversation for the support team. */
export const supportThreadWire = z.object({
  id: z.number().int(),
  broker: supportBrokerWire,
  messages: z.array(supportMessageWire),
  unread_count: z.number().int().min(0),
});
export type SupportThreadWire = z.infer<typeof supportThreadWire>;

/** Answer of the read calls. */
export const supportReadWire = z.object({ unread_count: z.literal(0) });

/** Path parameter of the superuser calls. */
export const supportConversationParamsWire = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The subscribe identifier of the SupportChannel. */
export const supportChannelParamsWire = z.object({
  channel: z.literal(SUPPORT_CHANNEL),
  token: z.string().min(1).max(4096),
  inbox: z.boolean().optional(),
});

/**
 * What the SupportChannel delivers:
 * - `message`: a new message of conversation `conversation_id` (of broker `broker_id`);
 * - `read`: `reader` read the other side's messages up to `last_read_id`.
 */
export const supportEventWire = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversation_id: z.number().int(), broker_id: z.number().int(), message: supportMessageWire }),
  z.object({
    type: z.literal('read'),
    conversation_id: z.number().int(),
    broker_id: z.number().int(),
    reader: z.enum(SUPPORT_AUTHORS),
    last_read_id: z.number().int(),
  }),
]);
export type SupportEventWire = z.infer<typeof supportEventWire>;
