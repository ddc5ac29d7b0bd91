/**
 * Rules and pt-BR messages of the support chat (docs/shell.md), shared by the life service
 * (which answers the chat's calls), the fake back end and the composer: a body is text,
 * trimmed, 1 to {@link SUPPORT_MESSAGE_MAX_LENGTH} characters. The wire (routes, schemas, the
 * cable's events) is src/contract/support.ts.
 */

/** Longest message body, in characters (after trimming). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

/** The superusers' inbox lists at most this many conversations (unread first, then the most recent). */
export const SUPPORT_INBOX_LIMIT = 200;

/** pt-BR messages of the support calls (shared by the server, the fake and the form). */
export const SUPPORT_MESSAGES = {
  bodyRequired: 'Escreva uma mensagem.',
  bodyTooLong: `A mensagem pode ter no máximo ${SUPPORT_MESSAGE_MAX_LENGTH} caracteres.`,
  conversationNotFound: 'Conversa não encontrada.',
} as const;

/**
 * The pt-BR messages a message body earns, trimmed first: empty → {@link SUPPORT_MESSAGES}
 * `bodyRequired`; longer than {@link SUPPORT_MESSAGE_MAX_LENGTH} characters → `bodyTooLong`;
 * none when it may be sent. Asked by the composer's use case and by the wire's request schema
 * (src/contract/support.ts), which the life service and the fake parse with.
 */
export function validateSupportMessageBody(body: string): string[] {
  const trimmed = body.trim();
  if (trimmed.length === 0) return [SUPPORT_MESSAGES.bodyRequired];
  if (trimmed.length > SUPPORT_MESSAGE_MAX_LENGTH) return [SUPPORT_MESSAGES.bodyTooLong];
  return [];
}
