/**
 * The support chat on the life service's process: REST history and writes
 * (access levels, validation, read state, inbox order) and live delivery through the
 * SupportChannel with the real `@rails/actioncable` client over `ws`. Waits are for events,
 * with a generous bound; the clock is the context's.
 */
import * as ActionCable from '@rails/actioncable';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  SUPPORT_CHANNEL,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  supportConversationWire,
  supportEventWire,
  supportInboxWire,
  supportMessageWire,
  supportThreadWire,
  type SupportEventWire,
} from '../../../src/contract/support';
import type { LifeApp } from '../app';
import { createLifeTestContext, type LifeTestContext } from './support';

(ActionCable.adapters as { WebSocket: unknown }).WebSocket = WebSocket;
(globalThis as { addEventListener?: unknown }).addEventListener ??= () => undefined;
(globalThis as { removeEventListener?: unknown }).removeEventListener ??= () => undefined;

const NOW = new Date('2026-06-15T15:00:00Z');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function waitFor(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let t: LifeTestContext;
let life: LifeApp;
let cableUrl: string;
let corretor: string;
let admin: string;
const consumers: ActionCable.Consumer[] = [];

interface Listener {
  events: SupportEventWire[];
  state: { connected: number; rejected: number };
}

function listen(params: Record<string, unknown>): Listener {
  const consumer = ActionCable.createConsumer(cableUrl);
  consumers.push(consumer);
  const listener: Listener = { events: [], state: { connected: 0, rejected: 0 } };
  consumer.subscriptions.create(
    { channel: SUPPORT_CHANNEL, ...params },
    {
      connected: () => void (listener.state.connected += 1),
      rejected: () => void (listener.state.rejected += 1),
      received: (data: unknown) => void listener.events.push(supportEventWire.parse(data)),
    },
  );
  return listener;
}

const post = (token: string, url: string, payload?: unknown) => life.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (token: string, url: string) => life.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  ActionCable.logger.enabled = false;
  t = await createLifeTestContext({ start: NOW });
  life = await t.life();
  await life.app.listen({ port: 0, host: '127.0.0.1' });
  cableUrl = `ws://127.0.0.1:${(life.app.server.address() as AddressInfo).port}/cable`;
  corretor = await t.token('corretor');
  admin = await t.token('admin');
});

afterAll(async () => {
  for (const consumer of consumers) consumer.disconnect();
  await t.close();
});

describe('access', () => {
  it('anonymous calls are 401; a broker calling the inbox is 403', async () => {
    expect((await life.app.inject({ method: 'GET', url: '/v1/support/conversation/' })).statusCode).toBe(401);
    expect((await get(corretor, '/v1/support/conversations/')).statusCode).toBe(403);
    expect((await post(corretor, '/v1/support/conversations/1/messages/', { body: 'oi' })).statusCode).toBe(403);
  });

  it('a blocked broker may still write to support', async () => {
    const response = await post(await t.token('bloqueado'), '/v1/support/conversation/messages/', { body: 'Não consigo pagar o boleto.' });
    expect(response.statusCode).toBe(201);
  });
});

describe('validation', () => {
  it.each([
    ['blank', { body: '   ' }, SUPPORT_MESSAGES.bodyRequired],
    ['missing', {}, SUPPORT_MESSAGES.bodyRequired],
    ['not text', { body: 42 }, SUPPORT_MESSAGES.bodyRequired],
    ['2001 characters', { body: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, SUPPORT_MESSAGES.bodyTooLong],
  ])('a %s body is 400 with a pt-BR message on body', async (_label, payload, message) => {
    const response = await post(corretor, '/v1/support/conversation/messages/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ body: [message] });
  });

  it('an unknown conversation is 404 for the support team', async () => {
    const response = await post(admin, '/v1/support/conversations/999999/messages/', { body: 'Olá' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: SUPPORT_MESSAGES.conversationNotFound });
  });
});

describe('a conversation, live and in history', () => {
  it('the broker writes, the inbox shows it unread and live; the answer reaches the broker live and stays in history', async () => {
    const brokerSocket = listen({ token: corretor });
    const inboxSocket = listen({ token: admin, inbox: true });
    await waitFor(() => brokerSocket.state.connected === 1 && inboxSocket.state.connected === 1, 'both subscriptions');

    const empty = supportConversationWire.parse((await get(corretor, '/v1/support/conversation/')).json());
    expect(empty).toEqual({ id: null, messages: [], unread_count: 0 });

    const html = '<img src=x onerror=alert(1)> Como clono um plano?';
    const sent = await post(corretor, '/v1/support/conversation/messages/', { body: `  ${html}  ` });
    expect(sent.statusCode).toBe(201);
    const message = supportMessageWire.parse(sent.json());
    expect(message).toMatchObject({ author: 'broker', author_name: 'Carla Mendes Ribeiro', body: html, created_at: NOW.toISOString() });

    await waitFor(() => inboxSocket.events.length === 1, 'the inbox event');
    expect(inboxSocket.events[0]).toEqual({ type: 'message', conversation_id: message.conversation_id, broker_id: expect.any(Number), message });

    const inbox = supportInboxWire.parse((await get(admin, '/v1/support/conversations/')).json());
    const item = inbox.results.find((entry) => entry.id === message.conversation_id);
    expect(item).toMatchObject({ broker: { name: 'Carla Mendes Ribeiro', username: 'corretor' }, last_message: message, unread_count: 1 });
    // Conversations with unread messages come first.
    expect(inbox.results[0]?.unread_count).toBeGreaterThan(0);

    const thread = supportThreadWire.parse((await get(admin, `/v1/support/conversations/${message.conversation_id}/`)).json());
    expect(thread.messages).toEqual([message]);
    expect((await post(admin, `/v1/support/conversations/${message.conversation_id}/read/`)).json()).toEqual({ unread_count: 0 });
    const afterRead = supportInboxWire.parse((await get(admin, '/v1/support/conversations/')).json());
    expect(afterRead.results.find((entry) => entry.id === message.conversation_id)?.unread_count).toBe(0);

    const answer = await post(admin, `/v1/support/conversations/${message.conversation_id}/messages/`, { body: 'Abra o plano e use "Clonar".' });
    expect(answer.statusCode).toBe(201);
    const reply = supportMessageWire.parse(answer.json());
    expect(reply).toMatchObject({ author: 'support', author_name: 'Administrador do Sistema' });
    await waitFor(() => brokerSocket.events.some((event) => event.type === 'message' && event.message.id === reply.id), 'the answer on the broker socket');

    const history = supportConversationWire.parse((await get(corretor, '/v1/support/conversation/')).json());
    expect(history.messages.map((entry) => entry.body)).toEqual([html, 'Abra o plano e use "Clonar".']);
    expect(history.unread_count).toBe(1);
    await post(corretor, '/v1/support/conversation/read/');
    expect(supportConversationWire.parse((await get(corretor, '/v1/support/conversation/')).json()).unread_count).toBe(0);
    await waitFor(() => inboxSocket.events.some((event) => event.type === 'read' && event.reader === 'broker'), 'the read event in the inbox');
  });

  it('another broker neither sees nor receives that conversation', async () => {
    const gestor = await t.token('gestor');
    const other = listen({ token: gestor });
    await waitFor(() => other.state.connected === 1, 'the other subscription');
    await post(corretor, '/v1/support/conversation/messages/', { body: 'Mais uma dúvida' });
    const own = supportConversationWire.parse((await get(gestor, '/v1/support/conversation/')).json());
    expect(own.messages).toEqual([]);
    // The broker's own message went out; give the socket a round trip, then check nothing arrived.
    const probe = listen({ token: gestor });
    await waitFor(() => probe.state.connected === 1, 'a second subscription (a round trip later)');
    expect(other.events).toEqual([]);
  });

  it('rejects an inbox subscription of a broker and a forged token', async () => {
    const inbox = listen({ token: corretor, inbox: true });
    const forged = listen({ token: `${corretor}x` });
    await waitFor(() => inbox.state.rejected === 1 && forged.state.rejected === 1, 'both rejections');
    expect(inbox.state.connected + forged.state.connected).toBe(0);
  });
});
