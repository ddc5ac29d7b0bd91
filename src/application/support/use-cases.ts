/**
 * Use cases of the app's shell, reached as `useUseCases('support')`: the first
 * page's part (run-time settings, consent, mobile alert, support hours, WhatsApp link:
 * shell-use-cases.ts, built at start-up) plus the support chat: message validation (the
 * domain's rule and pt-BR messages, src/domain/support/support-chat.ts), the broker's conversation and the superusers' inbox
 * over {@link SupportGateway}, built with the features.
 */
import type { AppServices } from '../app-services';
import { err, type RemoteFailure, type Result } from '../shared/result';
import { validateSupportMessageBody } from '../../domain/support/support-chat';
import type { SupportGateway, SupportMessage } from './support-gateway';
import { createSupportShellUseCases, type SupportShellUseCases } from './shell-use-cases';

export { CONSENT_KEY, FALLBACK_SETTINGS, MOBILE_ALERT_KEY } from './shell-use-cases';

/** The ports the shell's use cases need. */
export type SupportPorts = Pick<AppServices, 'support' | 'publicSettings' | 'clock' | 'storage' | 'sessionStore' | 'trackers'>;

/** The support chat's use cases. */
export interface SupportChatUseCases {
  /** The body's pt-BR validation message, or null when it may be sent. */
  validateMessage(body: string): string | null;
  /** Validates, then sends as the broker. */
  send(body: string): Promise<Result<SupportMessage, RemoteFailure>>;
  /** Validates, then answers as the support team. */
  reply(conversationId: number, body: string): Promise<Result<SupportMessage, RemoteFailure>>;
  conversation: SupportGateway['conversation'];
  markRead: SupportGateway['markRead'];
  inbox: SupportGateway['inbox'];
  thread: SupportGateway['thread'];
  markThreadRead: SupportGateway['markThreadRead'];
  subscribe: SupportGateway['subscribe'];
}

/** The shell's use cases: the first page's part and the chat. */
export interface SupportUseCases extends SupportShellUseCases, SupportChatUseCases {}

/**
 * Builds the shell's use cases over the ports; `shell` is the first page's part already built
 * (it holds the one settings call of the app), made here when not given.
 */
export function createSupportUseCases(ports: SupportPorts, shell: SupportShellUseCases = createSupportShellUseCases(ports)): SupportUseCases {
  const validateMessage = (body: string) => validateSupportMessageBody(body)[0] ?? null;
  const checked = async <T>(body: string, send: (trimmed: string) => Promise<Result<T, RemoteFailure>>): Promise<Result<T, RemoteFailure>> => {
    const message = validateMessage(body);
    if (message) return err({ kind: 'rejected', message, fields: { body: [message] } });
    return send(body.trim());
  };
  return {
    ...shell,
    validateMessage,
    send: (body) => checked(body, (trimmed) => ports.support.send(trimmed)),
    reply: (conversationId, body) => checked(body, (trimmed) => ports.support.reply(conversationId, trimmed)),
    conversation: () => ports.support.conversation(),
    markRead: () => ports.support.markRead(),
    inbox: () => ports.support.inbox(),
    thread: (id) => ports.support.thread(id),
    markThreadRead: (id) => ports.support.markThreadRead(id),
    subscribe: (scope, listener) => ports.support.subscribe(scope, listener),
  };
}
