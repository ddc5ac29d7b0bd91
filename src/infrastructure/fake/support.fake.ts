/**
 * In-memory support chat and run-time settings, answering as the server does
 * (server/life/modules/support/routes/support.routes.ts): the same access levels through
 * `FakeAuthGateway.guard` (`authenticated` for the broker's calls, `superuser` for the
 * inbox), the contract's validation messages, one conversation per broker, read marks, the
 * inbox ordered unread first then newest (at most SUPPORT_INBOX_LIMIT), and live events to the subscribers in this tab.
 */
import type { PublicSettingsGateway, SupportAuthor, SupportGateway, SupportLiveEvent, SupportMessage } from '../../application/support/support-gateway';
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { SUPPORT_INBOX_LIMIT, SUPPORT_MESSAGES, supportMessageRequestWire } from '../../contract/support';
import type { PublicSettings } from '../../domain/support/public-settings';
import { DEFAULT_SUPPORT_HOURS } from '../../domain/support/business-hours';
import type { User } from '../../domain/user';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
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

/** The fake chat with the fakes' test controls; `conversations` is exposed for tests. */
export interface FakeSupportGateway extends SupportGateway, FakePortControls {
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
  const me = () => auth.users.find((user) => user.username === auth.sessionUsername()) ?? null;
  const byId = (id: number) => [...conversations.values()].find((entry) => entry.id === id);
  const NOT_FOUND: RemoteFailure = { kind: 'not-found', message: SUPPORT_MESSAGES.conversationNotFound };

  const port = createFakePort({ latencyMs: options.latencyMs, guard: auth.guard });
  /** `run` as the session's user (the route's guard let a user through); a failure it answers is refused. */
  const asUser = async <T>(run: (user: User) => T | RemoteFailure) => {
    const user = me();
    if (!user) return err(auth.forbidden());
    const value = run(user);
    return value !== null && typeof value === 'object' && 'kind' in value && 'message' in value ? err(value as RemoteFailure) : ok(value as T);
  };
  /** The conversation `id` as the service's thread answers (`run` on it), or not found. */
  const onThread = <T>(id: number, run: (conversation: Conversation) => T) => {
    const conversation = byId(id);
    return conversation ? run(conversation) : NOT_FOUND;
  };
  const publish = (conversation: Conversation, event: SupportLiveEvent) => {
    for (const entry of listeners) if (entry.scope === 'inbox' || entry.userId === conversation.broker.id) entry.listener(event);
  };
  const readMark = (side: SupportAuthor) => (side === 'broker' ? 'brokerReadId' : 'supportReadId');
  const unread = (conversation: Conversation, reader: SupportAuthor) => conversation.messages.filter((message) => message.author !== reader && message.id > conversation[readMark(reader)]).length;
  /** The body as the contract checks it, or its 400. */
  const checked = (body: string, then: (text: string) => SupportMessage) => {
    const parsed = parsedOrRejected(supportMessageRequestWire.safeParse({ body }));
    return parsed.ok ? then(parsed.value.body) : parsed.error;
  };
  /** Stores a message (its author has read up to it) and publishes it. */
  const write = (conversation: Conversation, author: SupportAuthor, user: User, body: string): SupportMessage => {
    const message: SupportMessage = { id: nextMessage++, conversationId: conversation.id, author, authorName: user.name, body, createdAt: clock.now().toISOString() };
    conversation.messages.push(message);
    conversation[readMark(author)] = message.id;
    publish(conversation, { kind: 'message', conversationId: conversation.id, brokerId: conversation.broker.id, message });
    return message;
  };
  /** `reader` read everything (the mark only moves forward), published. */
  const markRead = (conversation: Conversation, reader: SupportAuthor) => {
    const last = conversation.messages.at(-1)?.id ?? 0;
    conversation[readMark(reader)] = Math.max(conversation[readMark(reader)], last);
    publish(conversation, { kind: 'read', conversationId: conversation.id, brokerId: conversation.broker.id, reader, lastReadId: last });
    return undefined;
  };
  const brokerOf = (user: User) => ({ id: user.id, name: user.name, username: user.username, email: user.email, accountId: user.principalUserId ?? user.id });
  const threadOf = (conversation: Conversation, reader: SupportAuthor) => ({ id: conversation.id, messages: [...conversation.messages], unreadCount: unread(conversation, reader) });

  return {
    conversations,
    answerAs(username, conversationId, body) {
      const staff = auth.users.find((user) => user.username === username);
      const conversation = byId(conversationId);
      if (!staff || !conversation) throw new Error(`no ${username} or conversation ${conversationId}`);
      return write(conversation, 'support', staff, body);
    },
    ...port.controls,
    ...port.wrap<Omit<SupportGateway, 'subscribe'>>(
      {
        conversation: () =>
          asUser((user) => {
            const conversation = conversations.get(user.id);
            return conversation ? threadOf(conversation, 'broker') : { id: null, messages: [], unreadCount: 0 };
          }),
        send: (body) =>
          asUser((user) =>
            checked(body, (text) => {
              let conversation = conversations.get(user.id);
              if (!conversation) conversations.set(user.id, (conversation = { id: nextConversation++, broker: user, messages: [], brokerReadId: 0, supportReadId: 0 }));
              return write(conversation, 'broker', user, text);
            }),
          ),
        markRead: () =>
          asUser((user) => {
            const conversation = conversations.get(user.id);
            return conversation ? markRead(conversation, 'broker') : undefined;
          }),
        inbox: () =>
          asUser(() =>
            [...conversations.values()]
              .filter((conversation) => conversation.messages.length > 0)
              .map((conversation) => ({ id: conversation.id, broker: brokerOf(conversation.broker), lastMessage: conversation.messages.at(-1)!, unreadCount: unread(conversation, 'support') }))
              .sort((a, b) => Number(b.unreadCount > 0) - Number(a.unreadCount > 0) || b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt) || b.id - a.id)
              .slice(0, SUPPORT_INBOX_LIMIT),
          ),
        thread: (id) => asUser(() => onThread(id, (conversation) => ({ ...threadOf(conversation, 'support'), broker: brokerOf(conversation.broker) }))),
        reply: (id, body) => asUser((user) => onThread(id, (conversation) => checked(body, (text) => write(conversation, 'support', user, text)))),
        markThreadRead: (id) => asUser(() => onThread(id, (conversation) => markRead(conversation, 'support'))),
      },
      {
        conversation: 'GET /v1/support/conversation/',
        send: 'POST /v1/support/conversation/messages/',
        markRead: 'POST /v1/support/conversation/read/',
        inbox: 'GET /v1/support/conversations/',
        thread: 'GET /v1/support/conversations/:id/',
        reply: 'POST /v1/support/conversations/:id/messages/',
        markThreadRead: 'POST /v1/support/conversations/:id/read/',
      },
    ),
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
