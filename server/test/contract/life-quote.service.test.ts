/**
 * The life wizard headless against the REAL life service (server/life, in-process on a
 * loopback port, fresh database with the demo users) through the SPA's real adapters:
 * ky for REST (life-client.ts, Bearer token) and `@rails/actioncable` over `ws` for the
 * results. A 35-year-old with death and funeral gets the engine's price to the cent; an
 * insured over the age limit is back at step 1 with the refusal; a blocked broker gets the
 * 402; a forged token is refused on the cable; a result computed before subscribing arrives
 * on subscribing. Waits are for events (no timing assertion).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createActor, waitFor } from 'xstate';
import type { LifeQuoteGateway, LifeResultsEvent } from '../../../src/application/life/life-quote-gateway';
import { createLifeQuoteLogic } from '../../../src/application/life/life-quote.machine';
import type { SessionSignal } from '../../../src/application/session/session-signal';
import { quoteLife } from '../../../src/domain/life';
import { createLifeHttpClient } from '../../../src/infrastructure/http/life-client';
import { createHttpLifeQuoteGateway } from '../../../src/infrastructure/http/life-quote.http';
import { createMemoryKeyValueStore } from '../../../src/infrastructure/key-value-store';
import { createStoredChosenLifeQuoteStore } from '../../../src/infrastructure/life-chosen-quote.storage';
import { createActionCableQuotationChannel, type ActionCableQuotationChannel } from '../../../src/infrastructure/realtime/quotation-channel.actioncable';
import { createSessionSignal } from '../../../src/infrastructure/session-signal.memory';
import { createStoredTokenStore } from '../../../src/infrastructure/token-store.storage';
import type { LifeApp } from '../../life/app';
import { createLifeTestContext, type LifeTestContext } from '../../life/test/support';

// @rails/actioncable's connection monitor listens to page visibility; Node has no window events.
const nodeGlobals = globalThis as unknown as { addEventListener?: () => void; removeEventListener?: () => void };
nodeGlobals.addEventListener ??= () => {};
nodeGlobals.removeEventListener ??= () => {};

const NOW = new Date('2025-03-10T15:00:00Z');
const TODAY = '2025-03-10';

let t: LifeTestContext;
let life: LifeApp;
let base: string;
let pings: ReturnType<typeof setInterval>;
const channels: ActionCableQuotationChannel[] = [];

beforeAll(async () => {
  t = await createLifeTestContext({ start: NOW });
  life = await t.life();
  await life.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(life.app.server.address() as AddressInfo).port}`;
  // The service's pings run on hand-driven timers here: keep the clients' connections fresh.
  pings = setInterval(() => t.timers.tick(), 1000);
});

afterAll(async () => {
  clearInterval(pings);
  for (const channel of channels) channel.disconnect();
  await t?.close();
});

/** The SPA's adapters for a broker logged in as `username` (or holding `token`). */
async function adaptersFor(username: string, token?: string): Promise<{ gateway: LifeQuoteGateway; signal: SessionSignal; paymentRequired: () => number }> {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  tokens.write({ access: token ?? (await t.token(username)), refresh: 'unused' });
  const signal = createSessionSignal();
  let paymentRequired = 0;
  signal.onPaymentRequired(() => (paymentRequired += 1));
  const http = createLifeHttpClient({ lifeApiUrl: base, tokens, signal, renewAccess: async () => null });
  const channel = createActionCableQuotationChannel({ cableUrl: `${base.replace('http', 'ws')}/cable`, tokens, WebSocket });
  channels.push(channel);
  return { gateway: createHttpLifeQuoteGateway(http, channel), signal, paymentRequired: () => paymentRequired };
}

function start(gateway: LifeQuoteGateway, prefix: string) {
  return createActor(createLifeQuoteLogic({ gateway, chosenQuotes: createStoredChosenLifeQuoteStore(createMemoryKeyValueStore()) }), {
    input: { institution: 'porto_seguro', today: TODAY, memberIdPrefix: prefix },
  }).start();
}

type LifeActor = ReturnType<typeof start>;

async function answerAll(actor: LifeActor, birthDate: string) {
  await waitFor(actor, (s) => s.matches('step1'), { timeout: 30_000 });
  const answer = (code: string, value: string | number | boolean) => actor.send({ type: 'answer.change', code, value });
  answer('DATA_NASCIMENTO', birthDate);
  answer('SEXO', 'M');
  answer('RENDA_MENSAL_CENTS', 10_000_00);
  actor.send({ type: 'wizard.next' });
  answer('ASSISTENCIA_FUNERAL', true);
  actor.send({ type: 'wizard.next' });
  for (const code of ['DPS_DOENCA_GRAVE', 'DPS_INTERNACAO', 'DPS_AFASTAMENTO', 'DPS_ESPORTE_RISCO']) answer(code, false);
  actor.send({ type: 'wizard.next' });
}

const dps = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };

describe('life quote against the real life service', () => {
  it('quotes a 35-year-old with death and funeral: the monthly price is the engine’s yearly / 12 to the cent', async () => {
    const { gateway } = await adaptersFor('corretor');
    const actor = start(gateway, 'svc-a');
    await answerAll(actor, '1990-01-15');
    const snapshot = await waitFor(actor, (s) => s.matches('results') || s.matches('step1'), { timeout: 30_000 });
    expect(snapshot.context.error).toBeNull();
    const quote = snapshot.context.quotes[0]!;
    const engine = quoteLife(
      {
        memberId: 'svc-a-1',
        birthDate: '1990-01-15',
        sex: 'M',
        professionCode: '252',
        professionTitle: quote.person.profession,
        monthlyIncomeCents: 10_000_00,
        smoker: false,
        capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 },
        dps,
      },
      { today: TODAY, quoteNumber: quote.details.quoteNumber },
    );
    expect(engine.kind).toBe('quoted');
    if (engine.kind !== 'quoted') return;
    expect(quote).toEqual(engine.quote);
    expect(quote.monthlyPriceCents).toBe(Math.round(quote.yearlyPremiumCents / 12));
    expect(quote.person.age).toBe(35);
    expect(quote.coverages.map((coverage) => coverage.code)).toEqual(['MORTE', 'ASSISTENCIA_FUNERAL']);
  });

  it('keeps an insured over the age limit on step 1 with the insurer\'s message, and sends the service nothing', async () => {
    const { gateway } = await adaptersFor('corretor');
    let requested = 0;
    const counting: LifeQuoteGateway = { ...gateway, requestQuotation: (...args) => ((requested += 1), gateway.requestQuotation(...args)) };
    const actor = start(counting, 'svc-b');
    await answerAll(actor, '1950-01-01');
    const snapshot = await waitFor(actor, (s) => s.matches('step1') && s.context.fieldErrors.DATA_NASCIMENTO !== undefined, { timeout: 30_000 });
    // 1950-01-01 is 75 years old on 2025-03-10; Porto Seguro accepts 18 to 70 (domain-facts.md).
    expect(snapshot.context.fieldErrors.DATA_NASCIMENTO).toBe('Idade do segurado fora do limite de aceitação: contratação de 18 a 70 anos completos (informado: 75 anos).');
    expect(requested).toBe(0);
  });

  it('stops a blocked broker at the questionnaire with the 402 and tells the app', async () => {
    const { gateway, paymentRequired } = await adaptersFor('bloqueado');
    const actor = start(gateway, 'svc-c');
    const snapshot = await waitFor(actor, (s) => s.matches('unavailable'), { timeout: 30_000 });
    expect(snapshot.context.prepareError).toBeTruthy();
    expect(paymentRequired()).toBeGreaterThan(0);
  });

  it('refuses a forged token on the cable', async () => {
    const { gateway } = await adaptersFor('corretor', 'forged.token.value');
    const event = await new Promise<LifeResultsEvent>((resolve) => gateway.subscribeResults('porto_seguro', resolve));
    expect(event).toEqual({ kind: 'refused' });
  });

  it('delivers a result computed before the broker subscribed, on subscribing', async () => {
    const { gateway } = await adaptersFor('corretor');
    const accepted = await gateway.requestQuotation('porto_seguro', {
      memberId: 'svc-d-1',
      answers: {
        DATA_NASCIMENTO: '1990-01-15',
        SEXO: 'F',
        PROFISSAO: '252',
        RENDA_MENSAL_CENTS: 10_000_00,
        FUMANTE: false,
        CAPITAL_MORTE_CENTS: 100_000_00,
        ...Object.fromEntries(Object.keys(dps).map((code) => [code, false])),
      },
    });
    expect(accepted.ok).toBe(true);
    await life.jobs.idle();
    const result = await new Promise<LifeResultsEvent>((resolve) => {
      const stop = gateway.subscribeResults('porto_seguro', (event) => {
        if (event.kind === 'result' && event.result.memberId === 'svc-d-1') {
          stop();
          resolve(event);
        }
      });
    });
    expect(result).toMatchObject({ kind: 'result', result: { kind: 'quoted', memberId: 'svc-d-1', quotationId: accepted.ok ? accepted.value.quotationId : '' } });
  });
});
