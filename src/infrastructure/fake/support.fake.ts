/**
 * In-memory support chat and run-time settings. The chat runs the life service's own use cases
 * (server/life/modules/support/use-cases/support-chat.ts: one conversation per broker, read
 * marks, the inbox, what is published when) over an in-memory SupportStore, answering in the
 * database's order; the fake keeps the storage, the route's part (access levels through
 * `FakeAuthGateway.guard` — `authenticated` for the broker's calls, `superuser` for the inbox —,
 * the contract's body check, the 404), the cable's delivery to the subscribers in this tab, and
 * the translation of the answers with the HTTP adapter's mapper (http/support.mapper.ts).
 * server/test/contract/support.contract.test.ts runs the same scenarios on both.
 */
import type { PublicSettingsGateway, SupportGateway, SupportLiveEvent, SupportMessage } from '../../application/support/support-gateway';
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { SUPPORT_MESSAGES, supportMessageRequestWire } from '../../contract/support';
import type { PublicSettings } from '../../domain/support/public-settings';
import { DEFAULT_SUPPORT_HOURS } from '../../domain/support/business-hours';
import type { User } from '../../domain/user';
import {
  getBrokerConversation,
  getSupportInbox,
  getSupportThread,
  markBrokerRead,
  markSupportRead,
  postBrokerMessage,
  postSupportReply,
  type SupportChatDeps,
} from '../../../server/life/modules/support/use-cases/support-chat';
import type { SupportSide, SupportStore } from '../../../server/life/modules/support/use-cases/support-store';
import { toSupportConversation, toSupportEvent, toSupportInbox, toSupportMessage, toSupportThread } from '../http/support.mapper';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected } from './refusals';
import { userCaller } from './server-caller';

type ConversationRow = Awaited<ReturnType<SupportStore['conversation']>> & object;
type MessageRow = Omit<Awaited<ReturnType<SupportStore['insertMessage']>>, 'authorName'>;

/** A stored conversation: the `support_conversations` row with its `support_messages`, oldest first. */
export type FakeSupportConversation = ConversationRow & { messages: MessageRow[] };

/** Options of {@link createFakeSupportGateway}. */
export interface FakeSupportOptions {
  auth: FakeAuthGateway;
  clock: Clock;
  latencyMs?: number;
}

/** The fake chat with the fakes' test controls; `conversations` (by broker id) is exposed for tests. */
export interface FakeSupportGateway extends SupportGateway, FakePortControls {
  readonly conversations: ReadonlyMap<number, FakeSupportConversation>;
  /** Tests and demos: `username` (a superuser) answers conversation `conversationId` (published live). */
  answerAs(username: string, conversationId: number, body: string): Promise<SupportMessage>;
}

/**
 * The SupportStore over memory, as the Drizzle one answers (repositories/support.repository.ts):
 * ids in insertion order, messages and brokers joined to the users `users()` knows, the inbox
 * unread first, then by last message, then by id, both descending.
 */
function memorySupportStore(conversations: Map<number, FakeSupportConversation>, users: () => readonly User[]): SupportStore {
  let nextConversation = 1;
  let nextMessage = 1;
  const userOf = (id: number) => users().find((user) => user.id === id);
  const withName = (message: MessageRow) => {
    const author = userOf(message.authorUserId);
    return author ? [{ ...message, authorName: author.name }] : [];
  };
  const byId = (id: number) => [...conversations.values()].find((conversation) => conversation.id === id);
  const markOf = (reader: SupportSide) => (reader === 'broker' ? 'brokerReadId' : 'supportReadId');
  const unread = (conversation: ConversationRow, reader: SupportSide) =>
    (byId(conversation.id)?.messages ?? []).filter((message) => message.author !== reader && message.id > conversation[markOf(reader)]).length;
  const store: SupportStore = {
    conversationOfUser: async (userId) => conversations.get(userId),
    conversation: async (id) => byId(id),
    async ensureConversation(userId, accountId, now) {
      let conversation = conversations.get(userId);
      if (!conversation) conversations.set(userId, (conversation = { id: nextConversation++, userId, accountId, brokerReadId: 0, supportReadId: 0, lastMessageAt: now, createdAt: now, messages: [] }));
      return conversation;
    },
    messages: async (conversationId) => (byId(conversationId)?.messages ?? []).flatMap(withName),
    async insertMessage({ conversationId, author, authorUserId, body, now }) {
      const conversation = byId(conversationId);
      if (!conversation) throw new Error(`no support conversation ${conversationId}`);
      const message: MessageRow = { id: nextMessage++, conversationId, author, authorUserId, body, createdAt: now };
      conversation.messages.push(message);
      conversation.lastMessageAt = now;
      conversation[markOf(author)] = message.id;
      return { ...message, authorName: userOf(authorUserId)?.name ?? '' };
    },
    unreadCount: async (conversation, reader) => unread(conversation, reader),
    async markRead(conversationId, reader) {
      const conversation = byId(conversationId);
      const mark = conversation?.messages.at(-1)?.id ?? 0;
      if (conversation) conversation[markOf(reader)] = Math.max(conversation[markOf(reader)], mark);
      return mark;
    },
    async broker(userId) {
      const user = userOf(userId);
      return user && { id: user.id, name: user.name, username: user.username, email: user.email, accountId: user.principalUserId ?? user.id };
    },
    async inbox(limit) {
      const rows = await Promise.all([...conversations.values()].map(async (conversation) => ({ conversation, broker: await store.broker(conversation.userId), unreadCount: unread(conversation, 'support') })));
      return rows
        .flatMap((row) => (row.broker ? [{ ...row, broker: row.broker }] : []))
        .sort((a, b) => Number(b.unreadCount > 0) - Number(a.unreadCount > 0) || b.conversation.lastMessageAt.getTime() - a.conversation.lastMessageAt.getTime() || b.conversation.id - a.conversation.id)
        .slice(0, limit)
        .flatMap((row) => {
          const lastMessage = [...row.conversation.messages].reverse().flatMap(withName)[0];
          return lastMessage ? [{ ...row, lastMessage }] : [];
        });
    },
  };
  return store;
}

/** Creates the in-memory SupportGateway. */
export function createFakeSupportGateway(options: FakeSupportOptions): FakeSupportGateway {
  const { auth, clock } = options;
  const conversations = new Map<number, FakeSupportConversation>();
  const listeners = new Set<{ scope: 'own' | 'inbox'; userId: number; listener: (event: SupportLiveEvent) => void }>();
  const deps: SupportChatDeps = {
    store: memorySupportStore(conversations, () => auth.users),
    clock: () => clock.now(),
    // The cable: a broker's stream carries his conversation's events, the inbox every one.
    publish(wire) {
      const event = toSupportEvent(wire);
      for (const entry of listeners) if (entry.scope === 'inbox' || entry.userId === wire.broker_id) entry.listener(event);
    },
  };
  const NOT_FOUND: RemoteFailure = { kind: 'not-found', message: SUPPORT_MESSAGES.conversationNotFound };
  const me = () => auth.caller();

  const port = createFakePort({ latencyMs: options.latencyMs, guard: auth.guard });
  /** `run` as the session's user (the route's guard let a user through). */
  const asUser = async <T>(run: (user: User) => Promise<Result<T, RemoteFailure>>): Promise<Result<T, RemoteFailure>> => {
    const user = me();
    return user ? run(user) : err(auth.forbidden());
  };
  /** The body as the route's schema checks it (its 400), then `then` with the text. */
  const checked = async <T>(body: string, then: (text: string) => Promise<Result<T, RemoteFailure>>): Promise<Result<T, RemoteFailure>> => {
    const parsed = parsedOrRejected(supportMessageRequestWire.safeParse({ body }));
    return parsed.ok ? then(parsed.value.body) : err(parsed.error);
  };
  /** A use case's answer, `not_found` as the route's 404. */
  const found = <W, T>(answer: W | { kind: 'not_found' }, map: (wire: W) => T): Result<T, RemoteFailure> =>
    answer !== null && typeof answer === 'object' && 'kind' in answer && answer.kind === 'not_found' ? err(NOT_FOUND) : ok(map(answer as W));

  return {
    conversations,
    async answerAs(username, conversationId, body) {
      const staff = auth.users.find((user) => user.username === username);
      const answer = staff ? await postSupportReply(deps, userCaller(staff), conversationId, body) : { kind: 'not_found' as const };
      if ('kind' in answer) throw new Error(`no ${username} or conversation ${conversationId}`);
      return toSupportMessage(answer);
    },
    ...port.controls,
    ...port.wrap<Omit<SupportGateway, 'subscribe'>>(
      {
        conversation: () => asUser(async (user) => ok(toSupportConversation(await getBrokerConversation(deps, userCaller(user))))),
        send: (body) => asUser((user) => checked(body, async (text) => ok(toSupportMessage(await postBrokerMessage(deps, userCaller(user), text))))),
        markRead: () => asUser(async (user) => ok(await markBrokerRead(deps, userCaller(user)))),
        inbox: () => asUser(async () => ok(toSupportInbox(await getSupportInbox(deps)))),
        thread: (id) => asUser(async () => found(await getSupportThread(deps, id), toSupportThread)),
        reply: (id, body) => asUser((user) => checked(body, async (text) => found(await postSupportReply(deps, userCaller(user), id, text), toSupportMessage))),
        markThreadRead: (id) => asUser(async () => found(await markSupportRead(deps, id), () => undefined)),
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
