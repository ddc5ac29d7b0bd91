/**
 * The QuotationChannel adapter with the real `@rails/actioncable` consumer (Node, `ws`)
 * against a tiny in-test server speaking the ActionCable protocol: welcome, subscribe with
 * `{channel, token, company}`, confirm or reject, `{identifier, message}` broadcasts.
 * (The same adapter against the real life service: server/test/contract/life-quote.service.test.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { LifeResultsEvent } from '../../application/life/life-quote-gateway';
import { ACTION_CABLE_SUBPROTOCOL, quotationChannelIdentifier } from '../../contract/life';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createStoredTokenStore } from '../token-store.storage';
import { createActionCableQuotationChannel, type ActionCableQuotationChannel } from './quotation-channel.actioncable';

// @rails/actioncable's connection monitor listens to page visibility; Node has no window events.
const nodeGlobals = globalThis as unknown as { addEventListener?: () => void; removeEventListener?: () => void };
nodeGlobals.addEventListener ??= () => {};
nodeGlobals.removeEventListener ??= () => {};

const GOOD_TOKEN = 'token-of-corretor';

let server: Server;
let wss: WebSocketServer;
let url: string;
const subscribed: Array<{ socket: WebSocket; identifier: string }> = [];
const commands: Array<Record<string, unknown>> = [];
let channel: ActionCableQuotationChannel | null = null;

beforeEach(async () => {
  subscribed.length = 0;
  commands.length = 0;
  server = createServer();
  wss = new WebSocketServer({ server, path: '/cable', handleProtocols: (protocols) => (protocols.has(ACTION_CABLE_SUBPROTOCOL) ? ACTION_CABLE_SUBPROTOCOL : false) });
  wss.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'welcome' }));
    socket.on('message', (data) => {
      const command = JSON.parse(data.toString()) as { command: string; identifier: string };
      commands.push(command);
      if (command.command !== 'subscribe') return;
      const params = JSON.parse(command.identifier) as { channel: string; token: string; company: string };
      const accepted = params.channel === 'QuotationChannel' && params.token === GOOD_TOKEN && params.company === 'porto_seguro';
      socket.send(JSON.stringify({ identifier: command.identifier, type: accepted ? 'confirm_subscription' : 'reject_subscription' }));
      if (accepted) subscribed.push({ socket, identifier: command.identifier });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/cable`;
});

afterEach(async () => {
  channel?.disconnect();
  channel = null;
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function arrange(token: string | null = GOOD_TOKEN) {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  if (token) tokens.write({ access: token, refresh: 'r' });
  channel = createActionCableQuotationChannel({ cableUrl: url, tokens, WebSocket });
  const events: LifeResultsEvent[] = [];
  const waiters: Array<{ predicate: (event: LifeResultsEvent) => boolean; resolve: (event: LifeResultsEvent) => void }> = [];
  const listener = (event: LifeResultsEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (!waiter.predicate(event)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  };
  const next = (predicate: (event: LifeResultsEvent) => boolean) =>
    new Promise<LifeResultsEvent>((resolve) => {
      const already = events.find(predicate);
      if (already) resolve(already);
      else waiters.push({ predicate, resolve });
    });
  return { channel, events, listener, next };
}

const quoted = {
  type: 'quotation_result',
  quotation_id: 'q-1',
  member_id: 'm-1',
  company: 'porto_seguro',
  status: 'refused',
  refusals: [{ code: 'idade_fora_do_limite', representative_message: 'Idade do segurado fora do limite de aceitação.' }],
};

describe('QuotationChannel over @rails/actioncable', () => {
  it('subscribes with the channel, the access token and the company, and reads the results', async () => {
    const { channel, listener, next } = arrange();
    const stop = channel.subscribeResults('porto_seguro', listener);
    await next((event) => event.kind === 'subscribed');
    expect(subscribed[0]?.identifier).toBe(quotationChannelIdentifier(GOOD_TOKEN, 'porto_seguro'));

    subscribed[0]!.socket.send(JSON.stringify({ identifier: subscribed[0]!.identifier, message: quoted }));
    const event = await next((e) => e.kind === 'result');
    expect(event).toEqual({
      kind: 'result',
      result: { kind: 'refused', quotationId: 'q-1', memberId: 'm-1', refusals: [{ code: 'idade_fora_do_limite', message: 'Idade do segurado fora do limite de aceitação.' }] },
    });
    stop();
  });

  it('reports an unparsable message as an unreadable result, with the ids it could read', async () => {
    const { channel, listener, next } = arrange();
    channel.subscribeResults('porto_seguro', listener);
    await next((event) => event.kind === 'subscribed');
    subscribed[0]!.socket.send(JSON.stringify({ identifier: subscribed[0]!.identifier, message: { member_id: 'm-1', status: 'quoted', quotes: 'none' } }));
    expect(await next((e) => e.kind === 'result')).toEqual({ kind: 'result', result: { kind: 'unreadable', quotationId: null, memberId: 'm-1' } });
  });

  it('reports a rejected subscription (bad token) as refused', async () => {
    const { channel, listener, next } = arrange('forged');
    channel.subscribeResults('porto_seguro', listener);
    expect(await next((event) => event.kind === 'refused')).toEqual({ kind: 'refused' });
    expect(subscribed).toHaveLength(0);
  });

  it('refuses at once without a session, opening no socket', async () => {
    const { channel, listener, next } = arrange(null);
    channel.subscribeResults('porto_seguro', listener);
    await next((event) => event.kind === 'refused');
    expect(wss.clients.size).toBe(0);
  });

  it('unsubscribes, hears nothing more, and closes the socket after the last subscription', async () => {
    const { channel, listener, next, events } = arrange();
    const stop = channel.subscribeResults('porto_seguro', listener);
    await next((event) => event.kind === 'subscribed');
    const socket = subscribed[0]!.socket;
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    stop();
    await closed;
    expect(commands.map((command) => command.command)).toEqual(['subscribe', 'unsubscribe']);
    expect(events.filter((event) => event.kind === 'result')).toHaveLength(0);
  });
});
