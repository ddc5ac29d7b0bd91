/**
 * Contract scenarios of the LifeQuoteGateway port (spec point 7 "Life-insurance service"):
 * one table run on the fake back end (`life-quote.fake.ts` behind the fake
 * AuthGateway) and on the real life service (server/life, listening on a loopback port for
 * its cable) through the SPA's real adapters — ky with the session rules (life-client.ts,
 * renewing through the main API reached in-process) and `@rails/actioncable` over `ws`.
 *
 * Same statuses, field errors, pt-BR messages, permissions (no session, expired session,
 * blocked broker, another broker's quotation, implantation id or results), the re-generated
 * link of one implantation (idempotency of `generate_link?id=`), the client's page and its
 * expiry. Waits end on events (a result, a subscription answer), never on time.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AppServices } from '../../../src/application/app-services';
import type { LifeQuotationRequest, LifeQuotationResult, LifeQuoteGateway, LifeResultsEvent } from '../../../src/application/life/life-quote-gateway';
import { LIFE_FIELD_MESSAGES, LIFE_INSTITUTION_NOT_FOUND } from '../../../src/contract/life';
import { implantationFormToWire } from '../../../src/contract/life-implantation';
import { sampleImplantationForm } from '../../../src/contract/life-implantation.sample';
import { LIFE_PROPOSAL_LINK_MESSAGES } from '../../../src/contract/life-proposal';
import { AUTH_MESSAGES } from '../../../src/contract/auth';
import { PAYMENT_REQUIRED_MESSAGES } from '../../../src/domain/api-access';
import { acceptanceRefusals, LIFE_QUESTIONNAIRE_ID, LIFE_QUESTIONS, quoteLife } from '../../../src/domain/life';
import { LIFE_PROPOSAL_LINK_TTL_DAYS } from '../../../src/domain/life/implantation';
import { createAppContainer, resolveServices } from '../../../src/infrastructure/di/container';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { FAKE_LIFE_PROFESSIONS } from '../../../src/infrastructure/fake/life-professions.data';
import { createLifeHttpClient, renewAccessThroughMainApi } from '../../../src/infrastructure/http/life-client';
import { createHttpLifeQuoteGateway } from '../../../src/infrastructure/http/life-quote.http';
import { createMemoryKeyValueStore } from '../../../src/infrastructure/key-value-store';
import { createActionCableQuotationChannel, type ActionCableQuotationChannel } from '../../../src/infrastructure/realtime/quotation-channel.actioncable';
import { loadCboProfessions } from '../../life/professions';
import { createLifeTestContext } from '../../life/test/support';
import { createTestClock, type TestClock } from '../helpers';
import { injectFetch, PASSWORD } from './backends';

// @rails/actioncable's connection monitor listens to page visibility; Node has no window events.
const nodeGlobals = globalThis as unknown as { addEventListener?: () => void; removeEventListener?: () => void };
nodeGlobals.addEventListener ??= () => {};
nodeGlobals.removeEventListener ??= () => {};

const NOW = new Date('2026-06-15T15:00:00Z');
const TODAY = '2026-06-15';
const API_URL = 'http://cotador.test/api/';
const INSTITUTION = 'porto_seguro' as const;
/** A slug the service does not quote (typed as one it does, to reach the 404). */
const UNKNOWN_INSTITUTION = 'bradesco' as typeof INSTITUTION;

interface Started {
  /** The main API's ports (session, tokens, signal) and the life port under test. */
  services: AppServices;
  life: LifeQuoteGateway;
  clock: TestClock;
  /** Makes the session's tokens ones the back end no longer accepts (the server: time past the refresh token's life). */
  expireSession(): void;
  close(): Promise<void>;
}

const backends: Array<{ name: 'fake' | 'server'; start(): Promise<Started> }> = [
  {
    name: 'fake',
    async start() {
      const clock = createTestClock(NOW);
      const container = createAppContainer({ mode: 'fake', apiUrl: API_URL, storage: createMemoryKeyValueStore(), clock, fakeLatencyMs: 0, fakeLifeResultDelayMs: 0 });
      const services = resolveServices(container, 'fake');
      return {
        services,
        life: services.lifeQuote,
        clock,
        // Fake tokens never age: the stored pair is replaced by one the fake does not know.
        expireSession: () => services.tokens.write({ access: 'expired-access', refresh: 'expired-refresh' }),
        close: async () => undefined,
      };
    },
  },
  {
    name: 'server',
    async start() {
      const t = await createLifeTestContext({ start: NOW });
      const main = await t.ctx.app();
      const service = await t.life();
      await service.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
      // The service's pings run on hand-driven timers: keep the client's connection fresh.
      const pings = setInterval(() => t.timers.tick(), 1000);
      const container = createAppContainer({ mode: 'http', apiUrl: API_URL, storage: createMemoryKeyValueStore(), clock: t.ctx.clock, fetch: injectFetch(main) });
      const services = resolveServices(container, 'http');
      // The container's life adapters with Node's WebSocket (`ws`) for the cable; REST over the loopback port.
      const lifeHttp = createLifeHttpClient({
        lifeApiUrl: base,
        tokens: services.tokens,
        signal: services.sessionSignal,
        renewAccess: renewAccessThroughMainApi(container.get(TOKENS.HttpClient), services.tokens),
      });
      const channel: ActionCableQuotationChannel = createActionCableQuotationChannel({ cableUrl: `${base.replace('http', 'ws')}/cable`, tokens: services.tokens, WebSocket });
      return {
        services,
        life: createHttpLifeQuoteGateway(lifeHttp, channel),
        clock: t.ctx.clock,
        expireSession: () => t.ctx.clock.advance(t.ctx.config.refreshTokenTtlSeconds + 60),
        close: async () => {
          clearInterval(pings);
          channel.disconnect();
          await t.close();
        },
      };
    },
  },
];

/** A complete, acceptable request: a 35-year-old man, death R$ 100 mil and funeral R$ 5 mil. */
function request(memberId: string, answers: Record<string, string | number | boolean | undefined> = {}): LifeQuotationRequest {
  const all: Record<string, string | number | boolean | undefined> = {
    DATA_NASCIMENTO: '1991-01-01',
    SEXO: 'M',
    PROFISSAO: '252',
    RENDA_MENSAL_CENTS: 10_000_00,
    FUMANTE: false,
    CAPITAL_MORTE_CENTS: 100_000_00,
    ASSISTENCIA_FUNERAL: true,
    CAPITAL_ASSISTENCIA_FUNERAL_CENTS: 5_000_00,
    DPS_DOENCA_GRAVE: false,
    DPS_INTERNACAO: false,
    DPS_AFASTAMENTO: false,
    DPS_ESPORTE_RISCO: false,
    ...answers,
  };
  const defined = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as Record<string, string | number | boolean>;
  return { memberId, answers: defined };
}

const dps = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };

/** Subscribes and resolves the first answer of the channel (`subscribed` or `refused`); results after it are collected. */
function listen(life: LifeQuoteGateway): { answer: Promise<LifeResultsEvent>; resultFor(memberId: string): Promise<LifeQuotationResult>; received: LifeQuotationResult[]; stop(): void } {
  const received: LifeQuotationResult[] = [];
  const waiting: Array<{ memberId: string; resolve: (result: LifeQuotationResult) => void }> = [];
  let answered: (event: LifeResultsEvent) => void = () => undefined;
  const answer = new Promise<LifeResultsEvent>((resolve) => (answered = resolve));
  const stop = life.subscribeResults(INSTITUTION, (event) => {
    if (event.kind !== 'result') return answered(event);
    received.push(event.result);
    for (const entry of waiting.splice(0)) {
      if (event.result.memberId === entry.memberId) entry.resolve(event.result);
      else waiting.push(entry);
    }
  });
  return {
    answer,
    received,
    stop,
    resultFor: (memberId) =>
      new Promise((resolve) => {
        const seen = received.find((result) => result.memberId === memberId);
        if (seen) resolve(seen);
        else waiting.push({ memberId, resolve });
      }),
  };
}

describe.each(backends)('life quote contract — $name', (backend) => {
  let started: Started;
  let life: LifeQuoteGateway;
  let ended = 0;
  let paymentRequired = 0;

  beforeAll(async () => {
    started = await backend.start();
    life = started.life;
    started.services.sessionSignal.onEnded(() => (ended += 1));
    started.services.sessionSignal.onPaymentRequired(() => (paymentRequired += 1));
  });
  afterAll(() => started.close());

  const login = async (username: string) => {
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username, password: PASSWORD })).toEqual({ ok: true, value: undefined });
  };

  /** Quotes `memberId` as the session's broker and answers the priced result. */
  async function quoted(memberId: string) {
    const results = listen(life);
    expect(await results.answer).toEqual({ kind: 'subscribed' });
    const accepted = await life.requestQuotation(INSTITUTION, request(memberId));
    if (!accepted.ok) throw new Error(accepted.error.message);
    const result = await results.resultFor(memberId);
    results.stop();
    if (result.kind !== 'quoted') throw new Error(`not quoted: ${result.kind}`);
    return { quotationId: result.quotationId, quote: result.quotes[0]! };
  }

  const linkBody = (quotationId: string, quoteNumber: string) => ({
    proposal: implantationFormToWire(sampleImplantationForm()),
    find_proposal: { quotation_id: quotationId, quote_number: quoteNumber },
  });

  describe('questionnaire and occupations', () => {
    it("answers the domain's questionnaire, in wizard order", async () => {
      await login('corretor');
      expect(await life.questions(INSTITUTION)).toEqual({ ok: true, value: { institution: INSTITUTION, questionnaireId: LIFE_QUESTIONNAIRE_ID, questions: LIFE_QUESTIONS } });
    });

    it('answers the occupations sorted by description, with the default 252', async () => {
      const professions = await life.professions(INSTITUTION);
      if (!professions.ok) throw new Error(professions.error.message);
      expect(professions.value).toContainEqual({ code: '252', description: 'Profissionais de organização e administração de empresas e afins' });
      const descriptions = professions.value.map((profession) => profession.description);
      expect(descriptions).toEqual([...descriptions].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    });

    it('answers 404 "Seguradora não encontrada." for an institution it does not quote', async () => {
      const notFound = { ok: false, error: { kind: 'not-found', message: LIFE_INSTITUTION_NOT_FOUND } };
      expect(await life.questions(UNKNOWN_INSTITUTION)).toEqual(notFound);
      expect(await life.professions(UNKNOWN_INSTITUTION)).toEqual(notFound);
      expect(await life.requestQuotation(UNKNOWN_INSTITUTION, request('x-1'))).toEqual(notFound);
    });
  });

  describe('quotation', () => {
    it("prices an accepted request with the engine, to the cent, on the clock's day", async () => {
      await login('corretor');
      const results = listen(life);
      expect(await results.answer).toEqual({ kind: 'subscribed' });
      const accepted = await life.requestQuotation(INSTITUTION, request('q-1'));
      expect(accepted).toEqual({ ok: true, value: { quotationId: expect.stringMatching(/^[0-9a-f-]{36}$/), memberId: 'q-1' } });
      const result = await results.resultFor('q-1');
      results.stop();
      if (result.kind !== 'quoted' || !accepted.ok) throw new Error(`not quoted: ${result.kind}`);
      expect(result.quotationId).toBe(accepted.value.quotationId);
      expect(result.quotes).toHaveLength(1);
      const quote = result.quotes[0]!;
      const engine = quoteLife(
        {
          memberId: 'q-1',
          birthDate: '1991-01-01',
          sex: 'M',
          professionCode: '252',
          professionTitle: 'Profissionais de organização e administração de empresas e afins',
          monthlyIncomeCents: 10_000_00,
          smoker: false,
          capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 },
          dps,
        },
        { today: TODAY, quoteNumber: quote.details.quoteNumber },
      );
      expect(engine).toEqual({ kind: 'quoted', quote });
      expect(quote.person.age).toBe(35);
      // The insurer's numbering: PSV-, the quote day's year, a running count of 6 digits.
      expect(quote.details.quoteNumber).toMatch(/^PSV-2026-\d{6}$/);
      // By hand from the IBGE 2015 table (q(35) men 0.002927026, women 0.001116653) and the
      // 45 % loading: death 100,000.00 × 0.002927026 × 1.45 = 424.42; funeral (insured, a
      // spouse of the other sex, children 0.0005) 5,000.00 × 0.004543679 × 1.45 = 32.94;
      // yearly 457.36, monthly 457.36 / 12 = 38.11.
      expect(Object.fromEntries(quote.coverageGroups.flatMap((group) => group.coverages).map((coverage) => [coverage.code, coverage.yearlyPremiumCents]))).toEqual({
        MORTE: 42_442,
        ASSISTENCIA_FUNERAL: 3_294,
      });
      expect([quote.yearlyPremiumCents, quote.monthlyPriceCents]).toEqual([45_736, 3_811]);
    });

    it('refuses an insured over the age limit with the representative message, on the channel', async () => {
      const results = listen(life);
      expect(await results.answer).toEqual({ kind: 'subscribed' });
      expect(await life.requestQuotation(INSTITUTION, request('q-old', { DATA_NASCIMENTO: '1950-01-01' }))).toMatchObject({ ok: true });
      const result = await results.resultFor('q-old');
      results.stop();
      const refusals = acceptanceRefusals({ age: 76, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 }, dps });
      expect(refusals.length).toBeGreaterThan(0);
      expect(result).toEqual({
        kind: 'refused',
        quotationId: expect.any(String),
        memberId: 'q-old',
        refusals: refusals.map((refusal) => ({ code: refusal.code, message: refusal.representativeMessage })),
      });
    });

    const fieldCases: Array<[string, Record<string, string | number | boolean | undefined>, string, string]> = [
      ['a missing date of birth', { DATA_NASCIMENTO: undefined }, 'data_nascimento', LIFE_FIELD_MESSAGES.required],
      ['an impossible date', { DATA_NASCIMENTO: '1991-02-30' }, 'data_nascimento', LIFE_FIELD_MESSAGES.date],
      ['a sex other than M/F', { SEXO: 'X' }, 'sexo', LIFE_FIELD_MESSAGES.sex],
      ['an income with cents fractions', { RENDA_MENSAL_CENTS: 1000.5 }, 'renda_mensal_cents', LIFE_FIELD_MESSAGES.integerCents],
      ['a smoker answer that is not yes/no', { FUMANTE: 'sim' }, 'fumante', LIFE_FIELD_MESSAGES.boolean],
      ['a funeral capital outside the options', { CAPITAL_ASSISTENCIA_FUNERAL_CENTS: 4_000_00 }, 'capital_assistencia_funeral_cents', LIFE_FIELD_MESSAGES.funeralOption],
      ['an occupation code with letters', { PROFISSAO: 'abc' }, 'profissao', LIFE_FIELD_MESSAGES.profession],
      ['an occupation not in the list', { PROFISSAO: '999999' }, 'profissao', LIFE_FIELD_MESSAGES.professionUnknown],
    ];
    it.each(fieldCases)('answers 400 on the field for %s, in Portuguese', async (_name, answers, field, message) => {
      const refused = await life.requestQuotation(INSTITUTION, request('q-bad', answers));
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.error).toMatchObject({ kind: 'rejected', message });
      expect((refused.error as { fields?: Record<string, string[]> }).fields?.[field]).toEqual([message]);
    });

    it('answers every field error of a body at once, keyed by the lower-cased question code', async () => {
      const refused = await life.requestQuotation(INSTITUTION, request('q-bad', { SEXO: 'X', FUMANTE: undefined }));
      expect(refused).toEqual({
        ok: false,
        error: { kind: 'rejected', message: LIFE_FIELD_MESSAGES.sex, fields: { sexo: [LIFE_FIELD_MESSAGES.sex], fumante: [LIFE_FIELD_MESSAGES.required] } },
      });
    });
  });

  describe('permissions', () => {
    it('without a session: 401 "Authentication credentials were not provided." and the results channel refuses', async () => {
      await started.services.auth.logout();
      const endedBefore = ended;
      expect(await life.questions(INSTITUTION)).toEqual({ ok: false, error: { kind: 'rejected', message: AUTH_MESSAGES.notProvided } });
      expect(await life.requestQuotation(INSTITUTION, request('anon-1'))).toEqual({ ok: false, error: { kind: 'rejected', message: AUTH_MESSAGES.notProvided } });
      expect(ended).toBe(endedBefore);
      const results = listen(life);
      expect(await results.answer).toEqual({ kind: 'refused' });
      results.stop();
    });

    it('with an expired session: the channel refuses, and the first call ends the session', async () => {
      await login('corretor');
      started.expireSession();
      const results = listen(life);
      expect(await results.answer).toEqual({ kind: 'refused' });
      results.stop();
      const endedBefore = ended;
      const refused = await life.questions(INSTITUTION);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'rejected' } });
      expect(ended).toBe(endedBefore + 1);
      expect(started.services.tokens.read()).toBeNull();
    });

    it('a blocked broker: 402 with the payment message, the app told, the session kept; the channel refuses', async () => {
      await login('bloqueado');
      const before = paymentRequired;
      const blocked = { ok: false, error: { kind: 'rejected', message: PAYMENT_REQUIRED_MESSAGES.subscription_blocked } };
      expect(await life.questions(INSTITUTION)).toEqual(blocked);
      expect(await life.requestQuotation(INSTITUTION, request('blocked-1'))).toEqual(blocked);
      expect(paymentRequired).toBe(before + 2);
      expect(started.services.tokens.read()).not.toBeNull();
      const results = listen(life);
      expect(await results.answer).toEqual({ kind: 'refused' });
      results.stop();
    });

    it("another broker's results are not delivered: a result computed while nobody listened reaches only its broker", async () => {
      await login('corretor');
      expect(await life.requestQuotation(INSTITUTION, request('mine-1'))).toMatchObject({ ok: true });
      await login('gestor');
      const theirs = listen(life);
      expect(await theirs.answer).toEqual({ kind: 'subscribed' });
      expect(await life.requestQuotation(INSTITUTION, request('theirs-1'))).toMatchObject({ ok: true });
      await theirs.resultFor('theirs-1');
      theirs.stop();
      expect(theirs.received.map((result) => result.memberId)).toEqual(['theirs-1']);
      await login('corretor');
      const mine = listen(life);
      expect(await mine.answer).toEqual({ kind: 'subscribed' });
      expect(await mine.resultFor('mine-1')).toMatchObject({ kind: 'quoted', memberId: 'mine-1' });
      mine.stop();
      // Its own recent results may come again (the resend window); another broker's never.
      expect(mine.received.map((result) => result.memberId)).toContain('mine-1');
      expect(mine.received.map((result) => result.memberId)).not.toContain('theirs-1');
    });
  });

  describe('implantation: the client link (generate_link) and its page', () => {
    const IMPLANTATION = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    let token = '';
    let quotationId = '';
    let quoteNumber = '';

    it('stores the proposal of a priced quote and answers the link, valid for the TTL', async () => {
      await login('corretor');
      const priced = await quoted('impl-1');
      quotationId = priced.quotationId;
      quoteNumber = priced.quote.details.quoteNumber;
      const link = await life.generateLink(INSTITUTION, IMPLANTATION, linkBody(quotationId, quoteNumber));
      const expiresAt = new Date(started.clock.now().getTime() + LIFE_PROPOSAL_LINK_TTL_DAYS * 86_400_000).toISOString();
      expect(link).toEqual({ ok: true, value: { implantationId: IMPLANTATION, url: expect.stringMatching(/\/seguro-de-vida\/proposta\/[A-Za-z0-9_-]{20,100}$/), expiresAt } });
      token = link.ok ? link.value.url.split('/').pop()! : '';
    });

    it("opens the client's page without a session: only the summary (name, plan, capitals, price) and the broker's name and contact", async () => {
      await started.services.auth.logout();
      const page = await life.sharedProposal(INSTITUTION, token);
      if (!page.ok) throw new Error(page.error.message);
      expect(page.value.broker).toEqual({ name: 'Carla Mendes Ribeiro', email: 'corretor@cotador.local', phone: '11987654321' });
      expect(page.value.summary).toMatchObject({ name: 'João da Silva', quoteNumber });
      expect(page.value.cpfDigits).toBe(4);
      expect(page.value.institution).toBe(INSTITUTION);
      expect(JSON.stringify(page.value)).not.toMatch(/982|1991|questionnaires|Maria da Silva/);
    });

    it('shows the whole proposal after the proof (birth date + last 4 CPF digits) and refuses a wrong one in Portuguese', async () => {
      const wrong = await life.proveSharedProposal(INSTITUTION, token, { birth_date: '1991-01-01', cpf_end: '0000' });
      expect(wrong).toEqual({ ok: false, error: { kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofFailed } });
      const full = await life.proveSharedProposal(INSTITUTION, token, { birth_date: '1991-01-01', cpf_end: '4725' });
      if (!full.ok) throw new Error(full.error.message);
      expect(full.value.quote.details.quoteNumber).toBe(quoteNumber);
      expect(full.value.proposal).toMatchObject({ name: 'João da Silva', cpfMasked: '***.982.247-**' });
    });

    it('generating again for the same implantation replaces the link: the old one no longer opens', async () => {
      await login('corretor');
      const again = await life.generateLink(INSTITUTION, IMPLANTATION, linkBody(quotationId, quoteNumber));
      if (!again.ok) throw new Error(again.error.message);
      const newToken = again.value.url.split('/').pop()!;
      expect(newToken).not.toBe(token);
      expect(await life.sharedProposal(INSTITUTION, token)).toEqual({ ok: false, error: { kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.notFound } });
      expect(await life.sharedProposal(INSTITUTION, newToken)).toMatchObject({ ok: true });
      token = newToken;
    });

    it('refuses a proposal that breaks the form rules, on the field, in Portuguese', async () => {
      const body = linkBody(quotationId, quoteNumber);
      const refused = await life.generateLink(INSTITUTION, '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e', { ...body, proposal: { ...body.proposal, cpf: '52998224724' } });
      expect(refused).toEqual({ ok: false, error: { kind: 'rejected', message: 'CPF inválido.', fields: { 'proposal.cpf': ['CPF inválido.'] } } });
    });

    it('refuses an implantation id that is not a UUID, on id, before reading the body', async () => {
      expect(await life.generateLink(INSTITUTION, 'rascunho-1', linkBody(quotationId, quoteNumber))).toEqual({
        ok: false,
        error: { kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.idInvalid, fields: { id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] } },
      });
    });

    it("refuses another broker's quotation (404) and another broker's implantation id (400 on id)", async () => {
      await login('gestor');
      expect(await life.generateLink(INSTITUTION, '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', linkBody(quotationId, quoteNumber))).toEqual({
        ok: false,
        error: { kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.quotationNotFound },
      });
      const own = await quoted('impl-gestor');
      expect(await life.generateLink(INSTITUTION, IMPLANTATION, linkBody(own.quotationId, own.quote.details.quoteNumber))).toEqual({
        ok: false,
        error: { kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.idInvalid, fields: { id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] } },
      });
      // The broker's link still opens.
      expect(await life.sharedProposal(INSTITUTION, token)).toMatchObject({ ok: true });
    });

    it('answers not found for an unknown token or another institution, and expired (410) after the TTL', async () => {
      const notFound = { ok: false, error: { kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.notFound } };
      expect(await life.sharedProposal(INSTITUTION, 'x'.repeat(43))).toEqual(notFound);
      expect(await life.sharedProposal(UNKNOWN_INSTITUTION, token)).toEqual({ ok: false, error: { kind: 'not-found', message: 'Seguradora não encontrada.' } });
      started.clock.advance(LIFE_PROPOSAL_LINK_TTL_DAYS * 86_400);
      expect(await life.sharedProposal(INSTITUTION, token)).toEqual({ ok: false, error: { kind: 'expired', message: LIFE_PROPOSAL_LINK_MESSAGES.expired } });
    });

    it("shows the broker every opening of his link, newest first, and 'Renovar link' opens the expired link for 7 more days", async () => {
      const notFound = { ok: false, error: { kind: 'not-found', message: LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound } };
      await login('gestor');
      expect(await life.linkStatus(INSTITUTION, IMPLANTATION)).toEqual(notFound);
      expect(await life.renewLink(INSTITUTION, IMPLANTATION)).toEqual(notFound);
      await login('corretor');
      expect(await life.linkStatus(INSTITUTION, '00000000-0000-4000-8000-000000000000')).toEqual(notFound);

      const before = await life.linkStatus(INSTITUTION, IMPLANTATION);
      if (!before.ok) throw new Error(before.error.message);
      expect(before.value.expiresAt).toBe(new Date(started.clock.now().getTime()).toISOString());
      expect(before.value.locked).toBe(false);
      // The openings above (the replaced link's too): summary, wrong proof, right proof, the new link twice.
      expect(before.value.openings.map((opening) => opening.kind).sort()).toEqual(['opened', 'opened', 'opened', 'proof_failed', 'proof_ok'].sort());

      started.clock.advance(60);
      const renewed = await life.renewLink(INSTITUTION, IMPLANTATION);
      const expiresAt = new Date(started.clock.now().getTime() + LIFE_PROPOSAL_LINK_TTL_DAYS * 86_400_000).toISOString();
      expect(renewed).toEqual({ ok: true, value: { ...before.value, expiresAt } });
      // The client, on his own device (no broker session there).
      await started.services.auth.logout();
      expect(await life.sharedProposal(INSTITUTION, token)).toMatchObject({ ok: true, value: { expiresAt } });
      started.clock.advance(60);
      expect(await life.proveSharedProposal(INSTITUTION, token, { birth_date: '1991-01-01', cpf_end: '0000' })).toMatchObject({ ok: false, error: { kind: 'rejected' } });

      await login('corretor');
      const after = await life.linkStatus(INSTITUTION, IMPLANTATION);
      if (!after.ok) throw new Error(after.error.message);
      const opened = new Date(started.clock.now().getTime() - 60_000).toISOString();
      expect(after.value.openings.slice(0, 2)).toEqual([
        { kind: 'proof_failed', at: started.clock.now().toISOString() },
        { kind: 'opened', at: opened },
      ]);
      expect(after.value.openings).toHaveLength(7);
    });

    it("locks the link at the 5th wrong proof (the right one is then refused, in Portuguese, and not recorded), shows it locked to the broker, and 'Renovar link' unlocks it", async () => {
      const right = { birth_date: '1991-01-01', cpf_end: '4725' };
      await login('corretor');
      expect(await life.renewLink(INSTITUTION, IMPLANTATION)).toMatchObject({ ok: true, value: { locked: false } });
      await started.services.auth.logout();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await life.proveSharedProposal(INSTITUTION, token, { birth_date: '1991-01-01', cpf_end: '0000' })).toEqual({
          ok: false,
          error: { kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofFailed },
        });
      }
      expect(await life.proveSharedProposal(INSTITUTION, token, right)).toEqual({ ok: false, error: { kind: 'rejected', message: LIFE_PROPOSAL_LINK_MESSAGES.proofLocked } });
      // The summary still opens: only the full proposal is locked.
      expect(await life.sharedProposal(INSTITUTION, token)).toMatchObject({ ok: true });

      await login('corretor');
      const locked = await life.linkStatus(INSTITUTION, IMPLANTATION);
      if (!locked.ok) throw new Error(locked.error.message);
      expect(locked.value.locked).toBe(true);
      expect(locked.value.openings.slice(0, 6).map((opening) => opening.kind)).toEqual(['opened', 'proof_failed', 'proof_failed', 'proof_failed', 'proof_failed', 'proof_failed']);
      expect(await life.renewLink(INSTITUTION, IMPLANTATION)).toMatchObject({ ok: true, value: { locked: false } });
      await started.services.auth.logout();
      expect(await life.proveSharedProposal(INSTITUTION, token, right)).toMatchObject({ ok: true, value: { proposal: { name: 'João da Silva' } } });
    });
  });

  describe("saved quotes and proposals ('Minhas cotações', Vida)", () => {
    const IMPLANTATION = '7a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e50';
    let quotationId = '';

    it("lists the broker's priced quote with the client typed and its proposal with the holder, newest first, and reopens both", async () => {
      await login('corretor');
      const before = await life.listSaved(INSTITUTION, 1);
      if (!before.ok) throw new Error(before.error.message);
      const results = listen(life);
      expect(await results.answer).toEqual({ kind: 'subscribed' });
      const accepted = await life.requestQuotation(INSTITUTION, { ...request('saved-1'), client: { name: 'Ana Souza', phone: '11987654321' } });
      if (!accepted.ok) throw new Error(accepted.error.message);
      const result = await results.resultFor('saved-1');
      results.stop();
      if (result.kind !== 'quoted') throw new Error(result.kind);
      quotationId = result.quotationId;
      const quote = result.quotes[0]!;
      const quotedAt = started.clock.now().toISOString();
      started.clock.advance(1);
      const link = await life.generateLink(INSTITUTION, IMPLANTATION, linkBody(quotationId, quote.details.quoteNumber));
      if (!link.ok) throw new Error(link.error.message);

      const after = await life.listSaved(INSTITUTION, 1);
      if (!after.ok) throw new Error(after.error.message);
      expect(after.value.count).toBe(before.value.count + 2);
      const holder = implantationFormToWire(sampleImplantationForm());
      const common = { quotationId, title: quote.title, quoteNumber: quote.details.quoteNumber, monthlyPriceCents: quote.monthlyPriceCents, validUntil: quote.details.finalValidity };
      expect(after.value.items.slice(0, 2)).toEqual([
        { kind: 'proposal', id: IMPLANTATION, createdAt: started.clock.now().toISOString(), client: { name: holder.name, phone: holder.phone, cpf: holder.cpf }, linkExpiresAt: link.value.expiresAt, ...common },
        { kind: 'quote', id: quotationId, createdAt: quotedAt, client: { name: 'Ana Souza', phone: '11987654321', cpf: '' }, linkExpiresAt: null, ...common },
      ]);

      const reopened = await life.savedQuotation(INSTITUTION, quotationId);
      if (!reopened.ok) throw new Error(reopened.error.message);
      expect(reopened.value).toMatchObject({ quotationId, memberId: 'saved-1', client: { name: 'Ana Souza', phone: '11987654321' } });
      expect(reopened.value.answers).toMatchObject({ DATA_NASCIMENTO: '1991-01-01', CAPITAL_MORTE_CENTS: 100_000_00, ASSISTENCIA_FUNERAL: true });
      expect(reopened.value.quotes[0]!.details.quoteNumber).toBe(quote.details.quoteNumber);

      const proposal = await life.savedProposal(INSTITUTION, IMPLANTATION);
      if (!proposal.ok) throw new Error(proposal.error.message);
      expect(proposal.value).toMatchObject({ implantationId: IMPLANTATION, quotationId, client: { name: holder.name, phone: holder.phone } });
      expect(proposal.value.proposal).toMatchObject({ cpf: holder.cpf, birth_date: holder.birth_date });
      expect(proposal.value.quote.monthlyPriceCents).toBe(quote.monthlyPriceCents);
    });

    it("refuses a bad client phone at the field, in Portuguese", async () => {
      await login('corretor');
      const refused = await life.requestQuotation(INSTITUTION, { ...request('saved-2'), client: { name: 'Ana', phone: '1234' } });
      expect(refused).toEqual({ ok: false, error: { kind: 'rejected', message: 'Telefone inválido. Informe o DDD e o número.', fields: { client: ['Telefone inválido. Informe o DDD e o número.'] } } });
    });

    it("refuses a page that is not a page number on the field ('Página inválida.'), and a page past the last as not found", async () => {
      await login('corretor');
      const badPage = { ok: false, error: { kind: 'rejected', message: 'Página inválida.', fields: { page: ['Página inválida.'] } } };
      expect(await life.listSaved(INSTITUTION, 0)).toEqual(badPage);
      expect(await life.listSaved(INSTITUTION, 1.5)).toEqual(badPage);
      expect(await life.listSaved(INSTITUTION, 100_001)).toEqual(badPage);
      expect(await life.listSaved(INSTITUTION, 2)).toEqual({ ok: false, error: { kind: 'not-found', message: 'Página inválida.' } });
    });

    it("another broker sees none of them and cannot reopen them", async () => {
      await login('gestor');
      const list = await life.listSaved(INSTITUTION, 1);
      if (!list.ok) throw new Error(list.error.message);
      expect(list.value.items.some((item) => item.quotationId === quotationId)).toBe(false);
      expect(await life.savedQuotation(INSTITUTION, quotationId)).toEqual({ ok: false, error: { kind: 'not-found', message: 'Cotação não encontrada.' } });
      expect(await life.savedProposal(INSTITUTION, IMPLANTATION)).toEqual({ ok: false, error: { kind: 'not-found', message: 'Proposta não encontrada.' } });
    });

    it("shows the proposal on the page of the client with the holder's CPF in the broker's account only: another account's client with that CPF shows nothing", async () => {
      const holder = implantationFormToWire(sampleImplantationForm());
      const client = { name: holder.name, phone: null, email: null, document: holder.cpf, notes: null };
      const lifeOnPage = async () => {
        const created = await started.services.clients.create(client);
        if (!created.ok) throw new Error(created.error.message);
        const page = await started.services.clients.load(created.value.id);
        if (!page.ok) throw new Error(page.error.message);
        return page.value.life;
      };
      await login('corretor');
      // The broker's two proposals with that holder (this block's and the link block's) and the two quotations they implant, all his.
      const mine = await lifeOnPage();
      expect(mine.filter((item) => item.kind === 'proposal').map((item) => item.id).sort()).toEqual(['6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', IMPLANTATION]);
      expect(mine.map((item) => [item.kind, item.mine]).filter(([kind]) => kind === 'quote')).toEqual([['quote', true], ['quote', true]]);
      expect(mine.every((item) => item.mine)).toBe(true);
      await login('expirando');
      expect(await lifeOnPage()).toEqual([]);
    });
  });
});

describe("the fake's occupations", () => {
  it("are the service's CBO 2002 subgroups: same code, same title", () => {
    const service = loadCboProfessions();
    for (const profession of FAKE_LIFE_PROFESSIONS) expect({ code: profession.code, title: service.titleOf(profession.code) }).toEqual({ code: profession.code, title: profession.description });
    expect(FAKE_LIFE_PROFESSIONS.length).toBeGreaterThan(0);
  });
});
