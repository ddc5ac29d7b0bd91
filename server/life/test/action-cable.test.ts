/**
 * The ActionCable protocol module on its own (cable/action-cable.ts): a ws server on a
 * loopback port, a raw `ws` client reading the frames, a test channel, hand-driven pings.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createCableServer, selectActionCableProtocol, type CableChannel, type CableServer } from '../cable/action-cable';
import { manualTimers, type ManualTimers } from './support';

/** A raw client that keeps every frame it gets, parsed. */
interface RawClient {
  socket: WebSocket;
  frames: unknown[];
  /** Resolves with the first frame (already received or future) matching `predicate`. */
  next(predicate: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  send(command: Record<string, unknown>): void;
  closed: Promise<{ code: number }>;
}

let httpServer: Server;
let wss: WebSocketServer;
let cable: CableServer;
let timers: ManualTimers;
let now: Date;
let port: number;
const received: Array<{ identifier: string; data: Record<string, unknown> }> = [];

/** Accepts `{"channel":"EchoChannel","room":"<name>"}` unless room is "closed"; streams from `room:<name>`. */
const echoChannel: CableChannel = {
  name: 'EchoChannel',
  subscribed(subscription) {
    const room = subscription.params.room;
    if (typeof room !== 'string' || room === 'closed') return false;
    subscription.streamFrom(`room:${room}`);
    return true;
  },
  afterConfirmed(subscription) {
    subscription.transmit({ hello: subscription.params.room });
  },
  received(subscription, data) {
    received.push({ identifier: subscription.identifier, data });
  },
};

function connect(protocols: string[] = ['actioncable-v1-json', 'actioncable-unsupported']): Promise<RawClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/cable`, protocols);
  const frames: Record<string, unknown>[] = [];
  const waiters: Array<{ predicate: (frame: Record<string, unknown>) => boolean; resolve: (frame: Record<string, unknown>) => void }> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        frames,
        closed,
        send: (command) => socket.send(JSON.stringify(command)),
        next: (predicate) =>
          new Promise((found) => {
            const already = frames.find(predicate);
            if (already) found(already);
            else waiters.push({ predicate, resolve: found });
          }),
      }),
    );
  });
}

const identifier = (room: string) => JSON.stringify({ channel: 'EchoChannel', room });
const typed = (type: string, id?: string) => (frame: Record<string, unknown>) => frame.type === type && (id === undefined || frame.identifier === id);

beforeEach(async () => {
  timers = manualTimers();
  now = new Date('2026-06-15T12:00:00Z');
  cable = createCableServer({ channels: [echoChannel], timers, clock: () => now });
  httpServer = createServer();
  wss = new WebSocketServer({ server: httpServer, handleProtocols: selectActionCableProtocol });
  wss.on('connection', (socket) => cable.accept(socket));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  port = (httpServer.address() as AddressInfo).port;
  received.length = 0;
});

afterEach(async () => {
  cable.close();
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  await new Promise<void>((resolve) => httpServer.close(() => resolve()));
});

describe('connection', () => {
  it('negotiates actioncable-v1-json and welcomes the client', async () => {
    const client = await connect();
    expect(client.socket.protocol).toBe('actioncable-v1-json');
    expect(await client.next(typed('welcome'))).toEqual({ type: 'welcome' });
  });

  it('pings every interval with the unix seconds of the clock', async () => {
    const client = await connect();
    await client.next(typed('welcome'));
    expect(timers.active()).toBe(1);
    timers.tick();
    expect(await client.next(typed('ping'))).toEqual({ type: 'ping', message: 1781524800 });
    now = new Date('2026-06-15T12:00:03Z');
    timers.tick();
    expect(await client.next((frame) => frame.type === 'ping' && frame.message === 1781524803)).toBeTruthy();
  });

  it('closes a socket that did not ask for the ActionCable subprotocol', async () => {
    const client = await connect([]);
    expect((await client.closed).code).toBe(1002);
    expect(client.frames).toEqual([]);
  });

  it('stops pinging and closes the sockets on close()', async () => {
    const client = await connect();
    await client.next(typed('welcome'));
    cable.close();
    expect(timers.active()).toBe(0);
    expect((await client.closed).code).toBe(1001);
  });
});

describe('subscriptions', () => {
  it('confirms an accepted subscription, then runs afterConfirmed', async () => {
    const client = await connect();
    client.send({ command: 'subscribe', identifier: identifier('a') });
    expect(await client.next(typed('confirm_subscription'))).toEqual({ identifier: identifier('a'), type: 'confirm_subscription' });
    expect(await client.next((frame) => 'message' in frame)).toEqual({ identifier: identifier('a'), message: { hello: 'a' } });
    const confirmIndex = client.frames.findIndex((frame) => (frame as { type?: string }).type === 'confirm_subscription');
    const helloIndex = client.frames.findIndex((frame) => 'message' in (frame as object));
    expect(confirmIndex).toBeLessThan(helloIndex);
  });

  it.each([
    ['the channel refuses', JSON.stringify({ channel: 'EchoChannel', room: 'closed' })],
    ['an unknown channel', JSON.stringify({ channel: 'NopeChannel' })],
    ['an identifier that is not JSON', 'not json'],
  ])('rejects when %s', async (_name, id) => {
    const client = await connect();
    client.send({ command: 'subscribe', identifier: id });
    expect(await client.next(typed('reject_subscription'))).toEqual({ identifier: id, type: 'reject_subscription' });
    expect(cable.broadcast('room:closed', { x: 1 })).toBe(0);
  });

  it('ignores a second subscribe with the same identifier (as Rails does)', async () => {
    const client = await connect();
    client.send({ command: 'subscribe', identifier: identifier('a') });
    await client.next(typed('confirm_subscription'));
    client.send({ command: 'subscribe', identifier: identifier('a') });
    client.send({ command: 'subscribe', identifier: identifier('b') });
    await client.next(typed('confirm_subscription', identifier('b')));
    expect(client.frames.filter((frame) => (frame as { identifier?: string; type?: string }).type === 'confirm_subscription')).toHaveLength(2);
    expect(cable.subscriberCount('room:a')).toBe(1);
  });

  it('broadcasts to the stream’s subscribers only, with each one’s identifier', async () => {
    const alice = await connect();
    const bob = await connect();
    alice.send({ command: 'subscribe', identifier: identifier('a') });
    bob.send({ command: 'subscribe', identifier: identifier('b') });
    await alice.next(typed('confirm_subscription'));
    await bob.next(typed('confirm_subscription'));

    expect(cable.broadcast('room:a', { text: 'só para a' })).toBe(1);
    expect(cable.broadcast('room:b', { text: 'só para b' })).toBe(1);
    expect(await alice.next((frame) => (frame.message as { text?: string } | undefined)?.text !== undefined)).toEqual({ identifier: identifier('a'), message: { text: 'só para a' } });
    expect(await bob.next((frame) => (frame.message as { text?: string } | undefined)?.text !== undefined)).toEqual({ identifier: identifier('b'), message: { text: 'só para b' } });
    expect(alice.frames).not.toContainEqual(expect.objectContaining({ message: { text: 'só para b' } }));
  });

  it('hands `message` commands to the channel with their data parsed', async () => {
    const client = await connect();
    client.send({ command: 'subscribe', identifier: identifier('a') });
    await client.next(typed('confirm_subscription'));
    client.send({ command: 'message', identifier: identifier('a'), data: JSON.stringify({ action: 'speak', text: 'olá' }) });
    client.send({ command: 'message', identifier: identifier('zzz'), data: JSON.stringify({ action: 'speak' }) });
    client.send({ command: 'subscribe', identifier: identifier('sync') });
    await client.next(typed('confirm_subscription', identifier('sync')));
    expect(received).toEqual([{ identifier: identifier('a'), data: { action: 'speak', text: 'olá' } }]);
  });

  it('stops streaming after unsubscribe and after the socket closes', async () => {
    const client = await connect();
    client.send({ command: 'subscribe', identifier: identifier('a') });
    await client.next(typed('confirm_subscription'));
    client.send({ command: 'unsubscribe', identifier: identifier('a') });
    client.send({ command: 'subscribe', identifier: identifier('sync') });
    await client.next(typed('confirm_subscription', identifier('sync')));
    expect(cable.subscriberCount('room:a')).toBe(0);

    client.socket.close();
    await client.closed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(cable.subscriberCount('room:sync')).toBe(0);
    expect(cable.connectionCount()).toBe(0);
  });

  it('ignores malformed frames and keeps the connection', async () => {
    const client = await connect();
    client.socket.send('{not json');
    client.socket.send(JSON.stringify([1, 2]));
    client.send({ command: 'dance', identifier: identifier('a') });
    client.send({ command: 'subscribe', identifier: identifier('a') });
    expect(await client.next(typed('confirm_subscription'))).toBeTruthy();
  });
});
