/**
 * In-memory support chat and run-time settings, answering as the server does
 * (server/life/modules/support/routes/support.routes.ts): the same access levels through
 * `FakeAuthGateway.guard` (`authenticated` for the broker's calls, `superuser` for the
 * inbox), the contract's validation messages, one conversation per broker, read marks, the
 * inbox ordered unread first then newest (at most SUPPORT_INBOX_LIMIT), and live events to the subscribers in this tab.
 */
import type { ApiRoute } from '../../contract/route-access';
import type { PublicSettingsGateway, SupportAuthor, SupportGateway, SupportLiveEvent, SupportMessage } from '../../application/support/support-gateway';
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { SUPPORT_INBOX_LIMIT, SUPPORT_MESSAGES, supportMessageRequestWire } from '../../contract/support';
import type { PublicSettings } from '../../domain/support/public-settings';
import { DEFAULT_SUPPORT_HOURS } from '../../domain/support/business-hours';
import type { User } from '../../domain/user';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { parsedOrRejected } from './refusals';

interface Conversation {
  id: number;
  broker: User;
  messages: SupportMessage[];
  brokerReadId: number;
  supportReadId: number;
}

/** Options of {@link createFakeSupportGateway}. */
export interface FakeSupportOptions {
  auth: FakeAuthGateway;
  clock: Clock;
  latencyMs?: number;
}

/** The fake chat; `conversations` is exposed for tests. */
export interface FakeSupportGateway extends SupportGateway {
  readonly conversations: ReadonlyMap<number, Conversation>;
  /** Tests and demos: `username` (a superuser) answers conversation `conversationId` (published live). */
  answerAs(username: string, conversationId: number, body: string): SupportMessage;
}

/** Creates the in-memory SupportGateway. */
export function createFakeSupportGateway(options: FakeSupportOptions): FakeSupportGateway {
  const { auth, clock } = options;
  const conversations = new Map<number, Conversation>();
  const listeners = new Set<{ scope: 'own' | 'inbox'; userId: number; listener: (event: SupportLiveEvent) => void }>();
  let nextConversation = 1;
  let nextMessage = 1;
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
  const me = () => auth.users.find((user) => user.username === auth.sessionUsername()) ?? null;
  const NOT_FOUND: RemoteFailure = { kind: 'not-found', message: SUPPORT_MESSAGES.conversationNotFound };

  const guarded = async <T>(route: ApiRoute, run: (user: User) => T | RemoteFailure) => {
    await wait();
    const refused = auth.guard(route);
    const user = me();
    if (refused || !user) return err(refused ?? auth.forbidden());
    const value = run(user);
    return value !== null && typeof value === 'object' && 'kind' in value && 'message' in value ? err(value as RemoteFailure) : ok(value as T);
  };

  const publish = (event: SupportLiveEvent & { brokerId: number }) => {
    for (const entry of listeners) if (entry.scope === 'inbox' || entry.userId === event.brokerId) entry.listener(event);
  };
  const unread = (conversation: Conversation, reader: SupportAuthor) => {
    const mark = reader === 'broker' ? conversation.brokerReadId : conversation.supportReadId;
    return conversation.messages.filter((message) => message.author !== reader && message.id > mark).length;
  };
  const validate = (body: string): string | RemoteFailure => {
    const parsed = parsedOrRejected(supportMessageRequestWire.safeParse({ body }));
    return parsed.ok ? parsed.value.body : parsed.error;
  };
  const write = (conversation: Conversation, author: SupportAuthor, user: User, body: string): SupportMessage => {
    const message: SupportMessage = { id: nextMessage++, conversationId: conversation.id, author, authorName: user.name, body, createdAt: clock.now().toISOString() };
    conversation.messages.push(message);
    if (author === 'broker') conversation.brokerReadId = message.id;
    else conversation.supportReadId = message.id;
    publish({ kind: 'message', conversationId: conversation.id, brokerId: conversation.broker.id, message });
    return message;
  };
  const markRead = (conversation: Conversation, reader: SupportAuthor) => {
    const last = conversation.messages.at(-1)?.id ?? 0;
    if (reader === 'broker') conversation.brokerReadId = Math.max(conversation.brokerReadId, last);
    else conversation.supportReadId = Math.max(conversation.supportReadId, last);
    publish({ kind: 'read', conversationId: conversation.id, brokerId: conversation.broker.id, reader, lastReadId: last });
  };
  const brokerOf = (user: User) => ({ id: user.id, name: user.name, username: user.username, email: user.email, accountId: user.principalUserId ?? user.id });

  return {
    conversations,
    answerAs(username, conversationId, body) {
      const staff = auth.users.find((user) => user.username === username);
      const conversation = [...conversations.values()].find((entry) => entry.id === conversationId);
      if (!staff || !conversation) throw new Error(`no ${username} or conversation ${conversationId}`);
      return write(conversation, 'support', staff, body);
    },
    conversation: () =>
      guarded('GET /v1/support/conversation/', (user) => {
        const conversation = conversations.get(user.id);
        return conversation ? { id: conversation.id, messages: [...conversation.messages], unreadCount: unread(conversation, 'broker') } : { id: null, messages: [], unreadCount: 0 };
      }),
    send: (body) =>
      guarded('POST /v1/support/conversation/messages/', (user) => {
        const text = validate(body);
        if (typeof text !== 'string') return text;
        let conversation = conversations.get(user.id);
        if (!conversation) conversations.set(user.id, (conversation = { id: nextConversation++, broker: user, messages: [], brokerReadId: 0, supportReadId: 0 }));
        return write(conversation, 'broker', user, text);
      }),
    markRead: () =>
      guarded('POST /v1/support/conversation/read/', (user) => {
        const conversation = conversations.get(user.id);
        if (conversation) markRead(conversation, 'broker');
        return undefined;
      }),
    inbox: () =>
      guarded('GET /v1/support/conversations/', () =>
        [...conversations.values()]
          .filter((conversation) => conversation.messages.length > 0)
          .map((conversation) => ({ id: conversation.id, broker: brokerOf(conversation.broker), lastMessage: conversation.messages.at(-1)!, unreadCount: unread(conversation, 'support') }))
          .sort((a, b) => Number(b.unreadCount > 0) - Number(a.unreadCount > 0) || b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt) || b.id - a.id)
          .slice(0, SUPPORT_INBOX_LIMIT),
      ),
    thread: (id) =>
      guarded('GET /v1/support/conversations/:id/', () => {
        const conversation = [...conversations.values()].find((entry) => entry.id === id);
        return conversation ? { id, broker: brokerOf(conversation.broker), messages: [...conversation.messages], unreadCount: unread(conversation, 'support') } : NOT_FOUND;
      }),
    reply: (id, body) =>
      guarded('POST /v1/support/conversations/:id/messages/', (user) => {
        const conversation = [...conversations.values()].find((entry) => entry.id === id);
        if (!conversation) return NOT_FOUND;
        const text = validate(body);
        return typeof text === 'string' ? write(conversation, 'support', user, text) : text;
      }),
    markThreadRead: (id) =>
      guarded('POST /v1/support/conversations/:id/read/', () => {
        const conversation = [...conversations.values()].find((entry) => entry.id === id);
        if (!conversation) return NOT_FOUND;
        markRead(conversation, 'support');
        return undefined;
      }),
    subscribe(scope, listener) {
      const user = me();
      if (!user || (scope === 'inbox' && !user.isSuperuser)) {
        queueMicrotask(() => listener({ kind: 'refused' }));
        return () => undefined;
      }
      const entry = { scope, userId: user.id, listener };
      listeners.add(entry);
      queueMicrotask(() => {
        if (listeners.has(entry)) listener({ kind: 'subscribed' });
      });
      return () => void listeners.delete(entry);
    },
  };
}

/** Settings of the fake mode: a demo WhatsApp number and feedback form, no tracker. */
export const FAKE_PUBLIC_SETTINGS: PublicSettings = {
  supportWhatsapp: '+5511999990000',
  feedbackUrl: 'https://forms.example.com/cotador-feedback',
  supportHours: DEFAULT_SUPPORT_HOURS,
  tracking: { pixel: null, ads: null, analytics: null },
};

/** PublicSettingsGateway of the fake mode (tests may pass other settings). */
export function createFakePublicSettings(settings: PublicSettings = FAKE_PUBLIC_SETTINGS): PublicSettingsGateway {
  return { settings: async () => ok(settings) };
}
