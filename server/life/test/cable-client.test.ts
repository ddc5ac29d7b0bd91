/**
 * The REAL `@rails/actioncable` client (as the SPA will use it), in Node over `ws`, against
 * the life service listening on a loopback port: welcome, ping, subscribe, confirm, receive;
 * forged and blocked tokens rejected; a result computed while the broker was disconnected
 * arrives after it reconnects; one broker never receives another's result; a broker's every
 * open tab receives the result, whichever tab's socket marked it delivered first, and so does the
 * tab that asked when it subscribes only after another tab took it.
 * No timing assertion: waits are for events, with a generous upper bound.
 */
import * as ActionCable from '@rails/actioncable';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { lifeQuotationResultWire, QUOTATION_CHANNEL, type LifeQuotationResultWire } from '../../../src/contract/life';
import type { LifeApp } from '../app';
import type { CableSubscription } from '../cable/action-cable';
import { findLifeQuotation } from '../modules/quotations/repositories/life-quotations.repository';
import { drizzleLifeQuotationsStore } from '../modules/quotations/index';
import { createQuotationDelivery, LIFE_RESEND_WINDOW_MS } from '../modules/quotations/use-cases/life-quotations';
import { createLifeTestContext, validQuotationRequest, type LifeTestContext } from './support';

const NOW = new Date('2026-06-15T15:00:00Z');

/** Every frame the client's sockets received, parsed (to see welcome and pings). */
const frames: Array<Record<string, unknown>> = [];
class RecordingWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols);
    this.addEventListener('message', (event) => frames.push(JSON.parse(String(event.data)) as Record<string, unknown>));
  }
}
(ActionCable.adapters as { WebSocket: unknown }).WebSocket = RecordingWebSocket;
(globalThis as { addEventListener?: unknown }).addEventListener ??= () => undefined;
(globalThis as { removeEventListener?: unknown }).removeEventListener ??= () => undefined;

/** Polls `check` every 10 ms until it holds; fails after `ms` (a bound, not a measurement). */
async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  for (let waited = 0; !(await check()); waited += 10) {
    if (waited > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A consumer subscribed to QuotationChannel, recording what happens to its subscription. */
interface Broker {
  consumer: ActionCable.Consumer;
  received: LifeQuotationResultWire[];
  state: { connected: number; rejected: number };
}

let t: LifeTestContext;
let life: LifeApp;
let cableUrl: string;
const consumers: ActionCable.Consumer[] = [];

function subscribe(token: string, company = 'porto_seguro'): Broker {
  const consumer = ActionCable.createConsumer(cableUrl);
  consumers.push(consumer);
  const broker: Broker = { consumer, received: [], state: { connected: 0, rejected: 0 } };
  consumer.subscriptions.create(
    { channel: QUOTATION_CHANNEL, token, company },
    {
      connected: () => {
        broker.state.connected += 1;
      },
      rejected: () => {
        broker.state.rejected += 1;
      },
      received: (data: unknown) => {
        broker.received.push(lifeQuotationResultWire.parse(data));
      },
    },
  );
  return broker;
}

async function postQuotation(token: string, memberId: string): Promise<string> {
  const response = await life.app.inject({
    method: 'POST',
    url: '/v1/porto_seguro/quotation',
    headers: { authorization: `Bearer ${token}` },
    payload: validQuotationRequest(NOW, { member_id: memberId }),
  });
  expect(response.statusCode).toBe(202);
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  ActionCable.logger.enabled = false;
  t = await createLifeTestContext({ start: NOW });
  life = await t.life();
  await life.app.listen({ port: 0, host: '127.0.0.1' });
  cableUrl = `ws://127.0.0.1:${(life.app.server.address() as AddressInfo).port}/cable`;
});

afterAll(async () => {
  for (const consumer of consumers) consumer.disconnect();
  await t.close();
});

describe('@rails/actioncable against /cable', () => {
  it('is welcomed, pinged, subscribed, confirmed, and receives its quotation', async () => {
    const token = await t.token('corretor');
    const broker = subscribe(token);
    await waitFor(() => broker.state.connected === 1, 'confirm_subscription');
    expect(frames).toContainEqual({ type: 'welcome' });
    expect(frames).toContainEqual(expect.objectContaining({ type: 'confirm_subscription' }));

    // The service's 3-second heartbeat, fired by hand: the client records the ping.
    const monitor = (broker.consumer as unknown as { connection: { monitor: { pingedAt: number } } }).connection.monitor;
    monitor.pingedAt = 0;
    t.timers.tick();
    await waitFor(() => monitor.pingedAt > 0, 'the client to record a ping');
    expect(frames).toContainEqual({ type: 'ping', message: Math.floor(NOW.getTime() / 1000) });

    const id = await postQuotation(token, 'titular');
    await waitFor(() => broker.received.length === 1, 'the quotation result');
    const [result] = broker.received;
    expect(result).toMatchObject({ type: 'quotation_result', status: 'quoted', quotation_id: id, member_id: 'titular', company: 'porto_seguro' });
    if (result?.status !== 'quoted') throw new Error('expected a quote');
    expect(result.quotes[0]?.price).toBe('38.11');
    expect((await findLifeQuotation(t.db.life, id))?.deliveredAt).toBeInstanceOf(Date);
  });

  it.each([
    ['a forged token', async () => `${await t.token('corretor')}x`],
    ['a blocked broker', async () => t.token('bloqueado')],
    ['a broker without a plan', async () => t.token('novo')],
  ])('rejects %s', async (_name, token) => {
    const broker = subscribe(await token());
    await waitFor(() => broker.state.rejected === 1, 'reject_subscription');
    expect(broker.state.connected).toBe(0);
  });

  it('rejects an institution the service does not quote', async () => {
    const broker = subscribe(await t.token('corretor'), 'bradesco');
    await waitFor(() => broker.state.rejected === 1, 'reject_subscription');
    expect(broker.state.connected).toBe(0);
  });

  it('delivers a result computed while the broker was disconnected once it reconnects', async () => {
    const token = await t.token('gestor');
    const broker = subscribe(token);
    await waitFor(() => broker.state.connected === 1, 'the first subscription');

    const sockets = life.cable.connectionCount();
    broker.consumer.disconnect();
    await waitFor(() => life.cable.connectionCount() === sockets - 1, 'the server to see the socket go');
    const id = await postQuotation(token, 'offline');
    await life.jobs.idle();
    expect((await findLifeQuotation(t.db.life, id))?.deliveredAt).toBeNull();
    expect(broker.received).toEqual([]);

    broker.consumer.connect();
    await waitFor(() => broker.received.length === 1, 'the stored result after reconnecting');
    expect(broker.state.connected).toBe(2);
    expect(broker.received[0]).toMatchObject({ quotation_id: id, member_id: 'offline', status: 'quoted' });
    expect((await findLifeQuotation(t.db.life, id))?.deliveredAt).toBeInstanceOf(Date);
  });

  it('never gives one broker another broker’s result', async () => {
    const aliceToken = await t.token('expirando');
    const bobToken = await t.token('primeiro');
    const alice = subscribe(aliceToken);
    const bob = subscribe(bobToken);
    await waitFor(() => alice.state.connected === 1 && bob.state.connected === 1, 'both subscriptions');

    const aliceId = await postQuotation(aliceToken, 'alice');
    const bobId = await postQuotation(bobToken, 'bob');
    await waitFor(() => alice.received.length === 1 && bob.received.length === 1, 'both results');
    await life.jobs.idle();
    expect(alice.received.map((result) => result.quotation_id)).toEqual([aliceId]);
    expect(bob.received.map((result) => result.quotation_id)).toEqual([bobId]);
  });

  it('sends a result to each of a broker’s open tabs, even after another tab marked it delivered', async () => {
    const token = await t.token('primeiro');
    const openTab = subscribe(token);
    await waitFor(() => openTab.state.connected === 1, 'the open tab');
    const id = await postQuotation(token, 'duas-abas');
    await waitFor(() => openTab.received.some((result) => result.quotation_id === id), 'the open tab to receive it');
    await waitFor(async () => (await findLifeQuotation(t.db.life, id))?.deliveredAt instanceof Date, 'the delivery mark');

    // A second tab of the same broker whose delivery runs after that mark (another process, or
    // a slower query): the announcement names the quotation, so the tab still gets it.
    const row = await findLifeQuotation(t.db.life, id);
    const tab = () => {
      const received: unknown[] = [];
      const subscription: CableSubscription = {
        identifier: 'tab',
        params: {},
        state: { userId: row?.userId, company: 'porto_seguro' },
        transmit: (message, onWritten) => {
          received.push(message);
          onWritten?.();
        },
        streamFrom: () => undefined,
      };
      return { subscription, received };
    };
    const delivery = createQuotationDelivery({ store: drizzleLifeQuotationsStore(t.db), clock: () => NOW, log: life.app.log });
    const secondTab = tab();
    await delivery.deliver(secondTab.subscription, id);
    await delivery.settled();
    // (With the broker's other results of the window: a tab keeps only its own.)
    expect(secondTab.received).toContainEqual(expect.objectContaining({ quotation_id: id, member_id: 'duas-abas', status: 'quoted' }));
    // The tab that asked may subscribe only after another tab took and marked its result (a busy
    // machine): a subscription within the resend window gets the result all the same.
    const askingTab = tab();
    await delivery.deliver(askingTab.subscription);
    await delivery.settled();
    expect(askingTab.received).toContainEqual(expect.objectContaining({ quotation_id: id, member_id: 'duas-abas', status: 'quoted' }));
    // A tab opened after the window gets what no tab received yet, never a delivered result again.
    const later = createQuotationDelivery({ store: drizzleLifeQuotationsStore(t.db), clock: () => new Date(NOW.getTime() + LIFE_RESEND_WINDOW_MS + 1_000), log: life.app.log });
    const laterTab = tab();
    await later.deliver(laterTab.subscription);
    await later.settled();
    expect(laterTab.received).toEqual([]);
  });

  it('gives the asking tab its result when it subscribes after another tab of the broker took it', async () => {
    const token = await t.token('gestor');
    const otherTab = subscribe(token);
    await waitFor(() => otherTab.state.connected === 1, 'the other tab');
    const id = await postQuotation(token, 'aba-que-pediu');
    await waitFor(() => otherTab.received.some((result) => result.quotation_id === id), 'the other tab to receive it');
    await waitFor(async () => (await findLifeQuotation(t.db.life, id))?.deliveredAt instanceof Date, 'the delivery mark');

    const askingTab = subscribe(token);
    await waitFor(() => askingTab.received.some((result) => result.quotation_id === id), 'the asking tab to receive its result');
    expect(askingTab.received.filter((result) => result.quotation_id === id)).toEqual([expect.objectContaining({ member_id: 'aba-que-pediu', status: 'quoted' })]);
  });
});
