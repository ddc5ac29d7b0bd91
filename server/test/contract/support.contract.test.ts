/**
 * Contract scenarios of the SupportGateway and PublicSettingsGateway ports on the
 * fake back end and on the real servers: the main API (login, `GET /api/config/`) and the life
 * service's process (the support chat), both reached in-process through `app.inject`.
 * Same answers, same pt-BR messages, same read marks and inbox order. The live channel
 * (`subscribe`) runs over a real socket: the life service listens on a loopback port and the
 * SPA's ActionCable adapter connects with Node's WebSocket (`ws`).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { AppServices } from '../../../src/application/app-services';
import type { SupportGateway, SupportLiveEvent } from '../../../src/application/support/support-gateway';
import { SUPPORT_INBOX_LIMIT, SUPPORT_MESSAGES } from '../../../src/contract/support';
import { createAppContainer, resolveServices } from '../../../src/infrastructure/di/container';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { createLifeHttpClient, renewAccessThroughMainApi } from '../../../src/infrastructure/http/life-client';
import { createHttpSupportGateway } from '../../../src/infrastructure/http/support.http';
import { createMemoryKeyValueStore } from '../../../src/infrastructure/key-value-store';
import { createActionCableSupportChannel } from '../../../src/infrastructure/realtime/support-channel.actioncable';
import { createLifeTestContext, type LifeTestContext } from '../../life/test/support';
import { eq, inArray, sql } from 'drizzle-orm';
import { supportConversations, supportMessages, users } from '../../src/db/schema';
import type { FakeAuthGateway } from '../../../src/infrastructure/fake/auth-gateway.fake';
import type { FakeSupportGateway } from '../../../src/infrastructure/fake/support.fake';
import { createTestClock } from '../helpers';
import { injectFetch, PASSWORD } from './backends';

// @rails/actioncable's connection monitor listens to page visibility; Node has no window events.
const nodeGlobals = globalThis as unknown as { addEventListener?: () => void; removeEventListener?: () => void };
nodeGlobals.addEventListener ??= () => {};
nodeGlobals.removeEventListener ??= () => {};

interface Started {
  /** Services of a session as `username` (each its own token store, like two browsers). */
  as(username: string): Promise<AppServices>;
  /** The support port of a session as `username`, its live channel included. */
  live(username: string): Promise<SupportGateway>;
  /**
   * Setup: `count` more brokers `apoio1`… (of corretor's account), each with a conversation
   * holding one message written `index` minutes before the clock's now, read by the support team.
   */
  seedReadConversations(count: number): Promise<void>;
  close(): Promise<void>;
}

const API_URL = 'http://cotador.test/api/';
const LIFE_URL = 'http://vida.cotador.test';

const backends: Array<{ name: string; start(): Promise<Started> }> = [
  {
    name: 'fake',
    async start() {
      const clock = createTestClock();
      const container = createAppContainer({ mode: 'fake', apiUrl: API_URL, storage: createMemoryKeyValueStore(), clock, fakeLatencyMs: 0 });
      const services = resolveServices(container, 'fake');
      const auth = container.get(TOKENS.AuthGateway) as FakeAuthGateway;
      const support = container.get(TOKENS.SupportGateway) as FakeSupportGateway;
      // One fake back end: a login switches the session user of the shared fake.
      const as = async (username: string) => {
        const login = await services.auth.login({ username, password: PASSWORD });
        if (!login.ok) throw new Error(`login ${username}: ${login.error.kind}`);
        return services;
      };
      return {
        as,
        live: async (username) => {
          await as(username);
          return container.get(TOKENS.SupportGateway);
        },
        seedReadConversations: async (count) => {
          const corretor = auth.users.find((user) => user.username === 'corretor')!;
          const start = clock.now().getTime();
          for (let index = 1; index <= count; index += 1) {
            const broker = { ...corretor, id: 1000 + index, username: `apoio${index}`, email: `apoio${index}@cotador.local` };
            auth.users.push(broker);
            clock.set(new Date(start - index * 60_000));
            await services.auth.login({ username: broker.username, password: PASSWORD });
            const sent = await services.support.send(`Pergunta ${index}`);
            if (!sent.ok) throw new Error(sent.error.message);
            support.conversations.get(broker.id)!.supportReadId = sent.value.id;
          }
          clock.set(new Date(start));
        },
        close: async () => undefined,
      };
    },
  },
  {
    name: 'server',
    async start() {
      const t: LifeTestContext = await createLifeTestContext();
      const main = await t.ctx.app();
      const life = await t.life();
      await life.app.listen({ port: 0, host: '127.0.0.1' });
      const cableUrl = `ws://127.0.0.1:${(life.app.server.address() as AddressInfo).port}/cable`;
      // The service's pings run on hand-driven timers: keep the clients' connections fresh.
      const pings = setInterval(() => t.timers.tick(), 1000);
      const toMain = injectFetch(main);
      const toLife = injectFetch(life.app);
      // By host, without reading the request (its body can be read once).
      const urlOf = (input: Parameters<typeof fetch>[0]) => (input instanceof Request ? input.url : String(input));
      const fetchImpl: typeof fetch = (input, init) => (urlOf(input).startsWith(LIFE_URL) ? toLife(input, init) : toMain(input, init));
      const session = async (username: string) => {
        const container = createAppContainer({ mode: 'http', apiUrl: API_URL, lifeApiUrl: LIFE_URL, storage: createMemoryKeyValueStore(), clock: t.ctx.clock, fetch: fetchImpl });
        const services = resolveServices(container, 'http');
        const login = await services.auth.login({ username, password: PASSWORD });
        if (!login.ok) throw new Error(`login ${username}: ${login.error.kind}`);
        return { container, services };
      };
      return {
        as: async (username) => (await session(username)).services,
        live: async (username) => {
          // The container's support adapter with Node's WebSocket for the cable; REST in-process.
          const { container, services } = await session(username);
          const lifeHttp = createLifeHttpClient({
            lifeApiUrl: LIFE_URL,
            tokens: services.tokens,
            signal: services.sessionSignal,
            renewAccess: renewAccessThroughMainApi(container.get(TOKENS.HttpClient), services.tokens),
            fetch: fetchImpl,
          });
          const channel = createActionCableSupportChannel({ cableUrl, tokens: services.tokens, WebSocket });
          return createHttpSupportGateway(lifeHttp, channel);
        },
        seedReadConversations: async (count) => {
          const [corretor] = await t.ctx.db.select().from(users).where(eq(users.username, 'corretor'));
          if (!corretor) throw new Error('no corretor');
          const now = t.ctx.clock.now().getTime();
          const { id: _id, ...row } = corretor;
          const brokers = await t.ctx.db
            .insert(users)
            .values(Array.from({ length: count }, (_, i) => ({ ...row, username: `apoio${i + 1}`, email: `apoio${i + 1}@cotador.local` })))
            .returning({ id: users.id, username: users.username });
          const at = (broker: { username: string }) => new Date(now - Number(broker.username.slice('apoio'.length)) * 60_000);
          const conversations = await t.ctx.db
            .insert(supportConversations)
            .values(brokers.map((broker) => ({ userId: broker.id, accountId: corretor.accountId, lastMessageAt: at(broker), createdAt: at(broker) })))
            .returning({ id: supportConversations.id, userId: supportConversations.userId });
          const byUser = new Map(brokers.map((broker) => [broker.id, broker]));
          await t.ctx.db.insert(supportMessages).values(
            conversations.map((conversation) => {
              const broker = byUser.get(conversation.userId)!;
              return { conversationId: conversation.id, author: 'broker' as const, authorUserId: broker.id, body: `Pergunta ${broker.username.slice('apoio'.length)}`, createdAt: at(broker) };
            }),
          );
          const last = sql`(select max(${supportMessages.id}) from ${supportMessages} where ${supportMessages.conversationId} = ${supportConversations.id})`;
          await t.ctx.db.update(supportConversations).set({ brokerReadId: last, supportReadId: last }).where(inArray(supportConversations.id, conversations.map((c) => c.id)));
        },
        close: async () => {
          clearInterval(pings);
          await t.close();
        },
      };
    },
  },
];

describe.each(backends)('support contract — $name', (backend) => {
  let started: Started;
  beforeAll(async () => {
    started = await backend.start();
  });
  afterAll(() => started.close());

  it('answers the run-time settings', async () => {
    const services = await started.as('corretor');
    const settings = await services.publicSettings.settings();
    expect(settings.ok).toBe(true);
    if (settings.ok) expect(settings.value.supportHours).toEqual({ days: [1, 2, 3, 4, 5], opensMinute: 540, closesMinute: 1080, timeZone: 'America/Sao_Paulo' });
  });

  it('a conversation: empty, refused bodies, written, unread in the inbox, answered, read', async () => {
    const broker = await started.as('corretor');
    expect(await broker.support.conversation()).toEqual({ ok: true, value: { id: null, messages: [], unreadCount: 0 } });
    const tooLong = await broker.support.send('x'.repeat(2001));
    expect(tooLong).toEqual({ ok: false, error: { kind: 'rejected', message: SUPPORT_MESSAGES.bodyTooLong, fields: { body: [SUPPORT_MESSAGES.bodyTooLong] } } });

    const sent = await broker.support.send('Preciso de ajuda com a tabela');
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value).toMatchObject({ author: 'broker', authorName: 'Carla Mendes Ribeiro', body: 'Preciso de ajuda com a tabela' });

    const staff = await started.as('admin');
    const inbox = await staff.support.inbox();
    if (!inbox.ok) throw new Error(inbox.error.message);
    expect(inbox.value).toEqual([expect.objectContaining({ id: sent.value.conversationId, unreadCount: 1, lastMessage: sent.value, broker: expect.objectContaining({ username: 'corretor', name: 'Carla Mendes Ribeiro' }) })]);
    expect(await staff.support.thread(999_999)).toEqual({ ok: false, error: { kind: 'not-found', message: SUPPORT_MESSAGES.conversationNotFound } });
    expect(await staff.support.markThreadRead(sent.value.conversationId)).toEqual({ ok: true, value: undefined });
    const reply = await staff.support.reply(sent.value.conversationId, 'Já vamos verificar.');
    if (!reply.ok) throw new Error(reply.error.message);
    expect(reply.value).toMatchObject({ author: 'support', authorName: 'Administrador do Sistema' });
    const thread = await staff.support.thread(sent.value.conversationId);
    expect(thread.ok && thread.value.unreadCount).toBe(0);

    const again = await started.as('corretor');
    const history = await again.support.conversation();
    if (!history.ok) throw new Error(history.error.message);
    expect(history.value.messages.map((message) => message.body)).toEqual(['Preciso de ajuda com a tabela', 'Já vamos verificar.']);
    expect(history.value.unreadCount).toBe(1);
    expect(await again.support.markRead()).toEqual({ ok: true, value: undefined });
    const read = await again.support.conversation();
    expect(read.ok && read.value.unreadCount).toBe(0);
  });

  it(`shows the superusers at most ${SUPPORT_INBOX_LIMIT} conversations: unread first, then the newest; the oldest read one left out`, async () => {
    const before = await (await started.as('admin')).support.inbox();
    if (!before.ok) throw new Error(before.error.message);
    await started.seedReadConversations(SUPPORT_INBOX_LIMIT);
    const broker = await started.as('expirando');
    const sent = await broker.support.send('Uma dúvida nova');
    if (!sent.ok) throw new Error(sent.error.message);
    const staff = await started.as('admin');
    const inbox = await staff.support.inbox();
    if (!inbox.ok) throw new Error(inbox.error.message);
    expect(inbox.value).toHaveLength(SUPPORT_INBOX_LIMIT);
    expect(inbox.value[0]).toMatchObject({ unreadCount: 1, broker: { username: 'expirando' } });
    // The earlier conversations are newer than every seeded one: the oldest seeded ones make room.
    const seededShown = SUPPORT_INBOX_LIMIT - 1 - before.value.length;
    const seeded = inbox.value.map((conversation) => conversation.broker.username).filter((username) => username.startsWith('apoio'));
    expect(seeded).toEqual(Array.from({ length: seededShown }, (_, index) => `apoio${index + 1}`));
  });

  it('live: the broker hears the answer on his own channel, the superusers on the inbox; a broker is refused the inbox', async () => {
    const broker: SupportGateway = await started.live('corretor');
    const heard: SupportLiveEvent[] = [];
    const stopBroker = broker.subscribe('own', (event) => heard.push(event));
    await until(heard, (event) => event.kind === 'subscribed');

    const staff: SupportGateway = await started.live('admin');
    const inbox: SupportLiveEvent[] = [];
    const stopInbox = staff.subscribe('inbox', (event) => inbox.push(event));
    await until(inbox, (event) => event.kind === 'subscribed');

    const asked = await (await started.as('corretor')).support.send('Minha tabela não abre');
    if (!asked.ok) throw new Error(asked.error.message);
    const brokerMessage = await until(inbox, (event) => event.kind === 'message' && event.message.body === 'Minha tabela não abre');
    expect(brokerMessage).toMatchObject({ kind: 'message', conversationId: asked.value.conversationId, message: { author: 'broker', authorName: 'Carla Mendes Ribeiro' } });

    const answered = await (await started.as('admin')).support.reply(asked.value.conversationId, 'Pode tentar de novo agora.');
    if (!answered.ok) throw new Error(answered.error.message);
    const answer = await until(heard, (event) => event.kind === 'message' && event.message.body === 'Pode tentar de novo agora.');
    expect(answer).toMatchObject({ kind: 'message', conversationId: asked.value.conversationId, message: { author: 'support', authorName: 'Administrador do Sistema' } });
    stopBroker();
    stopInbox();

    const intruder: SupportGateway = await started.live('corretor');
    const refused: SupportLiveEvent[] = [];
    const stopIntruder = intruder.subscribe('inbox', (event) => refused.push(event));
    expect(await until(refused, () => true)).toEqual({ kind: 'refused' });
    stopIntruder();
  });
});

/** The first event of `events` matching `match`, waiting for it (a busy machine may take seconds). */
async function until(events: readonly SupportLiveEvent[], match: (event: SupportLiveEvent) => boolean): Promise<SupportLiveEvent> {
  return vi.waitFor(
    () => {
      const found = events.find(match);
      if (!found) throw new Error(`not yet: ${JSON.stringify(events)}`);
      return found;
    },
    { timeout: 60_000, interval: 20 },
  );
}
