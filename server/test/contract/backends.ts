/**
 * The contract suite's two back ends: the SPA's ports built by the real
 * composition root (`createAppContainer`) either on the in-memory fakes (`fake`) or on the
 * HTTP adapters talking to the real server (`server`: `buildApp` over a fresh, seeded
 * database, reached in-process through {@link injectFetch}). A scenario written once runs
 * against both with `describe.each(contractBackends())`; a fake that answers differently
 * from the server fails it.
 *
 * Both back ends start with the same demo users (password {@link PASSWORD}) and the small
 * catalog, and share a movable clock (`backend.clock`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config';
import type { AppServices } from '../../../src/application/app-services';
import { createAppContainer, resolveServices, type BackendMode } from '../../../src/infrastructure/di/container';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { createMemoryKeyValueStore } from '../../../src/infrastructure/key-value-store';
import { eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema';
import { postWebhook, webhookEvent } from '../payments/support';
import { createTestClock, createTestContext, PASSWORD, type TestClock, type TestContext } from '../helpers';

export { PASSWORD };

/** A fetch that hands each request to `app.inject` (no socket), for the SPA's HTTP adapters. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}

/** One back end of the contract suite. */
export interface ContractBackend {
  name: 'fake' | 'server';
  /**
   * Starts a fresh back end (own database / own fakes). Close it after the file.
   * `serverConfig` overrides the server's configuration (server only: e.g. the SMTP port of
   * a mail catcher, so a scenario can open the mailed links).
   */
  start(options?: { serverConfig?: Partial<AppConfig> }): Promise<StartedBackend>;
}

/** A started back end: the ports the UI sees, the shared clock, and a way out. */
export interface StartedBackend {
  services: AppServices;
  clock: TestClock;
  /** The server's test context (server back end only): database access for setup. */
  server: TestContext | null;
  close(): Promise<void>;
  /**
   * Settles every pending charge (PIX, boleto, the delayed card) as approved, as the
   * provider would: the fake's `settlePending()`; on the server, a signed
   * `charge.succeeded` webhook per pending payment, posted at the shared clock's time.
   */
  settlePending(): Promise<void>;
  /**
   * Returns once every job the back end queued so far has run (the server's mails, for one):
   * nothing to do on the fake, whose effects are immediate; on the server the queue is drained
   * until it is empty and no worker is running a job.
   */
  settleJobs(): Promise<void>;
}

const API_URL = 'http://cotador.test/api/';

function containerFor(mode: BackendMode, clock: TestClock, fetchImpl?: typeof fetch) {
  return createAppContainer({
    mode,
    apiUrl: API_URL,
    storage: createMemoryKeyValueStore(),
    clock,
    fakeLatencyMs: 0,
    fakePaymentConfirmMs: null,
    fakeLifeResultDelayMs: null,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

function servicesFor(mode: BackendMode, clock: TestClock, fetchImpl?: typeof fetch): AppServices {
  return resolveServices(containerFor(mode, clock, fetchImpl), mode);
}

/** The two back ends, for `describe.each(contractBackends())('$name', (backend) => …)`. */
export function contractBackends(): ContractBackend[] {
  return [
    {
      name: 'fake',
      async start() {
        const clock = createTestClock();
        const container = containerFor('fake', clock);
        const services = resolveServices(container, 'fake');
        return {
          services,
          clock,
          server: null,
          close: async () => {},
          settlePending: async () => container.get(TOKENS.FakeSubscriptions).settlePending(),
          settleJobs: async () => {},
        };
      },
    },
    {
      name: 'server',
      async start(options) {
        const ctx = await createTestContext();
        // A pending charge (PIX, boleto, the delayed card) stays pending until the scenario settles
        // it (`settlePending`), as on the fake: the sandbox's own approval waits an hour, not the
        // default 1.5 s of wall-clock time a busy machine can spend between two calls.
        const app = await ctx.app({ paymentSandboxDelayMs: 3_600_000, ...options?.serverConfig });
        const fetchImpl = injectFetch(app);
        return {
          services: servicesFor('http', ctx.clock, fetchImpl),
          clock: ctx.clock,
          server: ctx,
          close: () => ctx.close(),
          settlePending: async () => {
            const pending = await ctx.db.select().from(payments).where(eq(payments.status, 'pending'));
            for (const payment of pending) {
              const event = webhookEvent(payment.providerReference, payment.amountCents);
              const answer = await postWebhook(app, event, { secret: ctx.config.paymentWebhookSecret, timestamp: Math.floor(ctx.clock.now().getTime() / 1000) });
              if (answer.statusCode !== 200) throw new Error(`webhook for ${payment.providerReference}: ${answer.statusCode} ${answer.body}`);
            }
          },
          settleJobs: async () => {
            // A job its worker fetched runs outside the drain: wait (a turn of the event loop at a time) until it ended.
            while ((await app.jobs.drain()).ran > 0 || app.jobs.running() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
          },
        };
      },
    },
  ];
}
