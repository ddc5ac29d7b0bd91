/**
 * What the life restart tests share (real processes, server/test/concurrency/processes.ts):
 * a broker's cable client that records every quotation result it receives, 50 quotations
 * posted at once, and a wait on a condition with a deadline (the deadline only fails a test
 * that never gets there; no timer decides a result).
 */
import WebSocket from 'ws';
import { validQuotationRequest } from './support';

/** Polls `check` every 100 ms until it is true; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A subscribed QuotationChannel socket of one broker. */
export interface ResultListener {
  /** Quotation ids received so far (every message counted, duplicates included in `messages`). */
  received: Set<string>;
  /** Every quotation result message received, in order. */
  messages: Array<{ quotation_id: string; status: string }>;
  close(): void;
}

/** Connects to `port`'s cable, subscribes as the broker of `token` and records the results. */
export async function listenForResults(port: number, token: string, received: Set<string> = new Set()): Promise<ResultListener> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/cable`, 'actioncable-v1-json');
  const messages: ResultListener['messages'] = [];
  let confirmed = false;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type?: string; message?: { type?: string; quotation_id?: string; status?: string } };
    if (frame.type === 'confirm_subscription') confirmed = true;
    if (frame.message?.type === 'quotation_result' && frame.message.quotation_id) {
      received.add(frame.message.quotation_id);
      messages.push({ quotation_id: frame.message.quotation_id, status: String(frame.message.status) });
    }
  });
  // A socket of a process killed later errors; the test reads what it received before.
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ command: 'subscribe', identifier: JSON.stringify({ channel: 'QuotationChannel', token, company: 'porto_seguro' }) }));
  await until(() => confirmed, 'subscription confirmed', 30_000);
  return { received, messages, close: () => socket.terminate() };
}

/** Posts `count` quotations at once; every answer must be 202. Returns their ids. */
export async function postQuotations(url: string, token: string, count: number): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      fetch(`${url}/v1/porto_seguro/quotation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(validQuotationRequest(new Date(), { member_id: String(index + 1) })),
      }),
    ),
  );
  const ids: string[] = [];
  for (const answer of answers) {
    if (answer.status !== 202) throw new Error(`quotation answered ${answer.status}: ${await answer.text()}`);
    ids.push(((await answer.json()) as { id: string }).id);
  }
  return ids;
}
