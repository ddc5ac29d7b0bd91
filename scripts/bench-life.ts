/**
 * Life-insurance service benchmark (`npm run bench`, last part; alone:
 * `npx tsx scripts/bench-life.ts`): on a fresh in-memory PGlite with the demo users and
 * 200 extra paying brokers, the life app on a loopback port and raw ActionCable sockets
 * (`ws`, subprotocol actioncable-v1-json):
 *
 * 1. latency: 50 quotations one after the other by one subscribed broker, each from the
 *    POST /v1/porto_seguro/quotation to its result on /cable — p50 / p95 / max;
 * 2. fan-out: 200 brokers, one socket each, subscribed at once (time to all confirmed), then
 *    each posts one quotation at once — time until every socket got ITS result, p50 / p95
 *    of the per-broker latency, and a check that no socket received another's result.
 * Figures go to the console and are returned for .tmp/bench-results.json.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { quotationChannelIdentifier } from '../src/contract/life';
import { buildLifeApp } from '../server/life/app';
import { loadLifeConfig } from '../server/life/config';
import { clientOf, lifeDatabaseOver } from '../server/life/db/database';
import { createTokenService } from '../server/src/auth/tokens';
import { loadConfig } from '../server/src/config';
import { openPgliteDatabase } from '../server/src/db/database';
import { insertAccount } from '../server/src/modules/accounts/repositories/accounts.repository';
import { findUserByUsername, insertUser } from '../server/src/modules/accounts/repositories/users.repository';
import { seedDemoData } from '../server/src/seed';

const QUOTES = 50;
const SOCKETS = 200;

/** What the life bench measured (milliseconds). */
export interface LifeBenchFigures {
  sequential: { quotes: number; p50Ms: number; p95Ms: number; maxMs: number };
  fanOut: { sockets: number; subscribeAllMs: number; allResultsMs: number; p50Ms: number; p95Ms: number; crossDeliveries: number };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** A subscribed raw ActionCable socket that resolves waiters by quotation id. */
interface CableClient {
  socket: WebSocket;
  received: string[];
  waitFor(quotationId: string): Promise<void>;
}

function openClient(url: string, token: string): Promise<CableClient> {
  const socket = new WebSocket(url, ['actioncable-v1-json']);
  const identifier = quotationChannelIdentifier(token, 'porto_seguro');
  const received: string[] = [];
  const waiters = new Map<string, () => void>();
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type?: string; message?: { quotation_id?: string } };
      if (frame.type === 'welcome') socket.send(JSON.stringify({ command: 'subscribe', identifier }));
      else if (frame.type === 'reject_subscription') reject(new Error('subscription rejected'));
      else if (frame.type === 'confirm_subscription') {
        resolve({
          socket,
          received,
          waitFor: (id) =>
            new Promise<void>((done) => {
              if (received.includes(id)) done();
              else waiters.set(id, done);
            }),
        });
      } else if (frame.message?.quotation_id) {
        const id = frame.message.quotation_id;
        received.push(id);
        waiters.get(id)?.();
        waiters.delete(id);
      }
    });
  });
}

/** Runs the benchmark and prints its figures. */
export async function runLifeBench(): Promise<LifeBenchFigures> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('base64url'), PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'), BCRYPT_ROUNDS: '4' }) };
  const handle = await openPgliteDatabase();
  await handle.migrate();
  await seedDemoData(handle.db, { bcryptRounds: 4 });
  const db = lifeDatabaseOver(clientOf(handle.db));
  await db.migrate();
  const tokens = createTokenService({ secret: config.jwtSecret, accessTtlSeconds: 3600, refreshTtlSeconds: 3600, clock: () => new Date() });

  // 200 paying brokers, one account each (OP).
  const brokerIds: number[] = [];
  for (let index = 0; index < SOCKETS; index += 1) {
    const account = await insertAccount(handle.db, { payment: 'OP', withoutPay: false, planId: 1 });
    const user = await insertUser(handle.db, { accountId: account.id, username: `bench${index}`, name: `Bench ${index}`, email: `bench${index}@example.com`, passwordHash: 'x', roles: ['admin'] });
    brokerIds.push(user.id);
  }

  const { app, jobs } = buildLifeApp({ config, life: loadLifeConfig({}, { ...config, port: 0 }), db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const cableUrl = `ws://127.0.0.1:${port}/cable`;
  const body = JSON.stringify({
    member_id: '1', data_nascimento: '1991-01-01', sexo: 'M', profissao: '252', renda_mensal_cents: 1_000_000, fumante: false,
    capital_morte_cents: 10_000_000, assistencia_funeral: true, capital_assistencia_funeral_cents: 500_000,
    dps_doenca_grave: false, dps_internacao: false, dps_afastamento: false, dps_esporte_risco: false,
  });
  const post = async (token: string) => {
    const response = await fetch(`${base}/v1/porto_seguro/quotation`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    if (response.status !== 202) throw new Error(`POST answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  };

  try {
    // 1. Sequential latency, one broker.
    const corretor = await findUserByUsername(handle.db, 'corretor');
    if (!corretor) throw new Error('no corretor');
    const corretorToken = (await tokens.sign('access', corretor.id, corretor.tokenVersion)).token;
    const client = await openClient(cableUrl, corretorToken);
    const latencies: number[] = [];
    for (let index = 0; index < QUOTES + 5; index += 1) {
      const start = performance.now();
      const id = await post(corretorToken);
      await client.waitFor(id);
      if (index >= 5) latencies.push(performance.now() - start); // 5 warm-up quotes
    }
    client.socket.close();

    // 2. Fan-out: 200 sockets, one broker each.
    const brokerTokens = await Promise.all(brokerIds.map(async (id) => (await tokens.sign('access', id, 0)).token));
    const subscribeStart = performance.now();
    const clients = await Promise.all(brokerTokens.map((token) => openClient(cableUrl, token)));
    const subscribeAllMs = performance.now() - subscribeStart;
    const fanStart = performance.now();
    const perBroker = await Promise.all(
      clients.map(async (cable, index) => {
        const start = performance.now();
        const id = await post(brokerTokens[index]!);
        await cable.waitFor(id);
        return { ms: performance.now() - start, id };
      }),
    );
    const allResultsMs = performance.now() - fanStart;
    await jobs.idle();
    const crossDeliveries = clients.reduce((sum, cable, index) => sum + cable.received.filter((id) => id !== perBroker[index]?.id).length, 0);
    for (const cable of clients) cable.socket.close();

    const figures: LifeBenchFigures = {
      sequential: { quotes: QUOTES, p50Ms: round(percentile(latencies, 50)), p95Ms: round(percentile(latencies, 95)), maxMs: round(Math.max(...latencies)) },
      fanOut: {
        sockets: SOCKETS,
        subscribeAllMs: round(subscribeAllMs),
        allResultsMs: round(allResultsMs),
        p50Ms: round(percentile(perBroker.map((entry) => entry.ms), 50)),
        p95Ms: round(percentile(perBroker.map((entry) => entry.ms), 95)),
        crossDeliveries,
      },
    };
    console.log('\nSeguro de vida — POST quotation → resultado no /cable (PGlite em memória):');
    console.log(`  ${QUOTES} cotações em sequência: p50 ${figures.sequential.p50Ms} ms, p95 ${figures.sequential.p95Ms} ms, máx ${figures.sequential.maxMs} ms`);
    console.log(
      `  ${SOCKETS} sockets (um corretor cada): todos inscritos em ${figures.fanOut.subscribeAllMs} ms; ${SOCKETS} cotações simultâneas, todas recebidas em ${figures.fanOut.allResultsMs} ms ` +
        `(por corretor p50 ${figures.fanOut.p50Ms} ms, p95 ${figures.fanOut.p95Ms} ms); resultados entregues a outro corretor: ${crossDeliveries}`,
    );
    return figures;
  } finally {
    await app.close();
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLifeBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
