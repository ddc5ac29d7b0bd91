/**
 * The life service's HTTP adapter against a scripted fetch: paths under the service's own
 * base URL, the broker's Bearer token, answers mapped to the application's values, and the
 * session rules of the main client (401 → renew once, session-ending statuses, 402).
 */
import { describe, expect, it } from 'vitest';
import type { LifeResultsEvent } from '../../application/life/life-quote-gateway';
import { LIFE_FIELD_MESSAGES } from '../../contract/life';
import { LIFE_QUESTIONS } from '../../domain/life';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { createHttpClient } from './client';
import { createLifeHttpClient, renewAccessThroughMainApi } from './life-client';
import { createHttpLifeQuoteGateway } from './life-quote.http';

const LIFE = 'http://life.test:8081';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function arrange(handler: (request: Request) => Response | Promise<Response>, renewed: string | null = null) {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  tokens.write({ access: 'old-access', refresh: 'the-refresh' });
  const signal = createSessionSignal();
  let ended = 0;
  let paymentRequired = 0;
  let renewals = 0;
  signal.onEnded(() => (ended += 1));
  signal.onPaymentRequired(() => (paymentRequired += 1));
  const seen: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  const renewAccess = async () => {
    renewals += 1;
    if (renewed) tokens.write({ access: renewed, refresh: 'the-refresh' });
    return renewed;
  };
  const http = createLifeHttpClient({ lifeApiUrl: `${LIFE}/`, tokens, signal, renewAccess, fetch: fetchFn });
  const subscriptions: string[] = [];
  const gateway = createHttpLifeQuoteGateway(http, {
    subscribeResults: (institution, listener: (event: LifeResultsEvent) => void) => {
      subscriptions.push(institution);
      listener({ kind: 'subscribed' });
      return () => {};
    },
  });
  return { gateway, tokens, seen, subscriptions, ended: () => ended, paymentRequired: () => paymentRequired, renewals: () => renewals };
}

const questionsWire = {
  institution: 'porto_seguro',
  questionnaire_id: 'DPS-PORTO-VIDA-2026.1',
  questions: [
    { code: 'DATA_NASCIMENTO', label: 'Data de nascimento', section: 'insured', kind: 'date', required: true, min_age: 18, max_age: 70 },
    {
      code: 'CAPITAL_IPA_CENTS',
      label: 'Capital de IPA',
      section: 'coverages',
      kind: 'money',
      required: true,
      min_cents: 3_000_000,
      max_cents: 1_000_000_000,
      depends_on: { code: 'IPA', equals: true },
      coverage: 'IPA',
    },
  ],
};

describe('life quote HTTP adapter', () => {
  it('reads the questionnaire from the service with the Bearer token, mapped to the domain', async () => {
    const { gateway, seen } = arrange(() => json(200, questionsWire));
    const result = await gateway.questions('porto_seguro');
    expect(seen[0]!.url).toBe(`${LIFE}/v1/porto_seguro/questions`);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer old-access');
    expect(result).toEqual({
      ok: true,
      value: {
        institution: 'porto_seguro',
        questionnaireId: 'DPS-PORTO-VIDA-2026.1',
        questions: [
          { code: 'DATA_NASCIMENTO', label: 'Data de nascimento', section: 'insured', kind: 'date', required: true, minAge: 18, maxAge: 70 },
          {
            code: 'CAPITAL_IPA_CENTS',
            label: 'Capital de IPA',
            section: 'coverages',
            kind: 'money',
            required: true,
            minCents: 3_000_000,
            maxCents: 1_000_000_000,
            dependsOn: { code: 'IPA', equals: true },
            coverage: 'IPA',
          },
        ],
      },
    });
  });

  it("maps the domain's whole questionnaire back unchanged through the wire", async () => {
    const wire = {
      institution: 'porto_seguro',
      questionnaire_id: 'x',
      questions: LIFE_QUESTIONS.map((q) => ({
        code: q.code,
        label: q.label,
        section: q.section,
        kind: q.kind,
        required: q.required,
        ...(q.options ? { options: q.options } : {}),
        ...(q.minCents !== undefined ? { min_cents: q.minCents } : {}),
        ...(q.maxCents !== undefined ? { max_cents: q.maxCents } : {}),
        ...(q.minAge !== undefined ? { min_age: q.minAge } : {}),
        ...(q.maxAge !== undefined ? { max_age: q.maxAge } : {}),
        ...(q.dependsOn ? { depends_on: q.dependsOn } : {}),
        ...(q.defaultValue !== undefined ? { default_value: q.defaultValue } : {}),
        ...(q.coverage ? { coverage: q.coverage } : {}),
        ...(q.help ? { help: q.help } : {}),
      })),
    };
    const { gateway } = arrange(() => json(200, wire));
    const result = await gateway.questions('porto_seguro');
    expect(result.ok && result.value.questions).toEqual(LIFE_QUESTIONS);
  });

  it('lists the occupations', async () => {
    const { gateway, seen } = arrange(() => json(200, [{ code: '252', description: 'Profissionais de organização e administração de empresas e afins' }]));
    expect(await gateway.professions('porto_seguro')).toEqual({ ok: true, value: [{ code: '252', description: 'Profissionais de organização e administração de empresas e afins' }] });
    expect(new URL(seen[0]!.url).pathname).toBe('/v1/porto_seguro/aux/profissoes');
  });

  it('posts the answers keyed by lower-cased code plus member_id, and answers the quotation id (202)', async () => {
    const { gateway, seen } = arrange(() => json(202, { id: 'q-9', status: 'pending', company: 'porto_seguro', member_id: 'm-1', created_at: '2025-03-10T12:00:00Z' }));
    const result = await gateway.requestQuotation('porto_seguro', { memberId: 'm-1', answers: { DATA_NASCIMENTO: '1990-01-15', CAPITAL_MORTE_CENTS: 10_000_000, FUMANTE: false } });
    expect(result).toEqual({ ok: true, value: { quotationId: 'q-9', memberId: 'm-1' } });
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).pathname).toBe('/v1/porto_seguro/quotation');
    expect(await seen[0]!.json()).toEqual({ member_id: 'm-1', data_nascimento: '1990-01-15', capital_morte_cents: 10_000_000, fumante: false });
  });

  it("gives the server's first field message of a 400, with the fields", async () => {
    const { gateway } = arrange(() => json(400, { profissao: [LIFE_FIELD_MESSAGES.professionUnknown] }));
    expect(await gateway.requestQuotation('porto_seguro', { memberId: 'm-1', answers: {} })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: LIFE_FIELD_MESSAGES.professionUnknown, fields: { profissao: [LIFE_FIELD_MESSAGES.professionUnknown] } },
    });
  });

  it('tells the app about a 402 (payment gate) and keeps the session', async () => {
    const { gateway, tokens, ended, paymentRequired } = arrange(() => json(402, { detail: 'Sua assinatura está bloqueada.', code: 'payment_required' }));
    expect(await gateway.questions('porto_seguro')).toEqual({ ok: false, error: { kind: 'rejected', message: 'Sua assinatura está bloqueada.' } });
    expect(paymentRequired()).toBe(1);
    expect(ended()).toBe(0);
    expect(tokens.read()).not.toBeNull();
  });

  it('renews an expired access token once through the main API and retries', async () => {
    const { gateway, seen, ended, renewals } = arrange(
      (request) => (request.headers.get('Authorization') === 'Bearer new-access' ? json(200, []) : json(401, { detail: 'Token expirado', code: 'token_not_valid' })),
      'new-access',
    );
    expect(await gateway.professions('porto_seguro')).toEqual({ ok: true, value: [] });
    expect(renewals()).toBe(1);
    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(ended()).toBe(0);
  });

  it('ends the session when the token cannot be renewed, and on the other session-ending statuses', async () => {
    const unauthorized = arrange(() => json(401, { detail: 'x' }), null);
    expect((await unauthorized.gateway.questions('porto_seguro')).ok).toBe(false);
    expect(unauthorized.ended()).toBe(1);
    expect(unauthorized.tokens.read()).toBeNull();

    const forbidden = arrange(() => json(403, { detail: 'x' }));
    await forbidden.gateway.questions('porto_seguro');
    expect(forbidden.ended()).toBe(1);
  });

  it('answers an unknown institution (404) and an unreachable service as failures, not exceptions', async () => {
    const missing = arrange(() => json(404, { detail: 'Seguradora não encontrada.' }));
    expect(await missing.gateway.questions('porto_seguro')).toEqual({ ok: false, error: { kind: 'not-found', message: 'Seguradora não encontrada.' } });
    const down = arrange(() => {
      throw new TypeError('fetch failed');
    });
    expect((await down.gateway.professions('porto_seguro')).ok).toBe(false);
    const odd = arrange(() => json(200, { not: 'a list' }));
    expect(await odd.gateway.professions('porto_seguro')).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });

  it("reads the broker's link status and renews it, mapped to the port's shape", async () => {
    const wire = { id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', expires_at: '2026-06-22T15:00:00.000Z', locked: true, openings: [{ kind: 'proof_failed', at: '2026-06-15T15:01:00.000Z' }, { kind: 'opened', at: '2026-06-15T15:00:00.000Z' }] };
    const { gateway, seen } = arrange(() => json(200, wire));
    const status = { implantationId: wire.id, expiresAt: wire.expires_at, locked: true, openings: wire.openings };
    expect(await gateway.linkStatus('porto_seguro', wire.id)).toEqual({ ok: true, value: status });
    expect(await gateway.renewLink('porto_seguro', wire.id)).toEqual({ ok: true, value: status });
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `GET /v1/porto_seguro/implantations/${wire.id}`,
      `POST /v1/porto_seguro/implantations/${wire.id}/renew`,
    ]);
    const missing = arrange(() => json(404, { detail: 'Proposta não encontrada.' }));
    expect(await missing.gateway.renewLink('porto_seguro', wire.id)).toEqual({ ok: false, error: { kind: 'not-found', message: 'Proposta não encontrada.' } });
  });

  it('hands results subscriptions to the channel adapter', () => {
    const { gateway, subscriptions } = arrange(() => json(200, {}));
    const events: LifeResultsEvent[] = [];
    gateway.subscribeResults('porto_seguro', (event) => events.push(event));
    expect(subscriptions).toEqual(['porto_seguro']);
    expect(events).toEqual([{ kind: 'subscribed' }]);
  });

  it('renews through the main API: its client refreshes the token (or ends the session)', async () => {
    const tokens = createStoredTokenStore(createMemoryKeyValueStore());
    tokens.write({ access: 'old-access', refresh: 'the-refresh' });
    const paths: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      paths.push(new URL(request.url).pathname);
      if (request.url.endsWith('/token/refresh/')) return json(200, { access: 'new-access' });
      return request.headers.get('Authorization') === 'Bearer new-access' ? json(200, { id: 1 }) : json(401, { detail: 'expired' });
    }) as typeof fetch;
    const main = createHttpClient({ apiUrl: 'http://api.test/api/', tokens, signal: createSessionSignal(), fetch: fetchFn });
    const renew = renewAccessThroughMainApi(main, tokens);
    expect(await renew()).toBe('new-access');
    expect(paths).toEqual(['/api/users/me/', '/api/token/refresh/', '/api/users/me/']);
    expect(await renew()).toBeNull();
  });
});

describe('generate_link and the client page', () => {
  const body = { proposal: { name: 'João' }, find_proposal: { quotation_id: 'q', quote_number: 'PSV-1' } } as never;

  it('POSTs the body to generate_link with the implantation id and maps the 201', async () => {
    const { gateway, seen } = arrange(() => json(201, { id: 'impl-1', link: 'http://app.test/seguro-de-vida/proposta/abc', token: 'abc', expires_at: '2026-07-15T15:00:00.000Z' }));
    const result = await gateway.generateLink('porto_seguro', 'impl-1', body);
    expect(result).toEqual({ ok: true, value: { implantationId: 'impl-1', url: 'http://app.test/seguro-de-vida/proposta/abc', expiresAt: '2026-07-15T15:00:00.000Z' } });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe(`${LIFE}/v1/porto_seguro/generate_link?id=impl-1`);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer old-access');
    expect(await seen[0]!.json()).toEqual(body);
  });

  it('a 400 is rejected with the field messages by dotted key', async () => {
    const { gateway } = arrange(() => json(400, { 'proposal.cpf': ['CPF inválido.'] }));
    const result = await gateway.generateLink('porto_seguro', 'impl-1', body);
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: 'CPF inválido.', fields: { 'proposal.cpf': ['CPF inválido.'] } } });
  });

  it("the client page: 200 is the summary in the app's words (price and capitals in cents, the quote's number and last day)", async () => {
    const { gateway } = arrange(() =>
      json(200, {
        institution: 'porto_seguro',
        created_at: '2026-06-15T12:00:00.000Z',
        expires_at: '2026-06-22T12:00:00.000Z',
        broker: { name: 'Carla Mendes Ribeiro', email: 'carla@corretora.com.br', phone: '11987654321' },
        summary: {
          name: 'João da Silva',
          title: 'Porto Seguro Vida Individual',
          price: 'R$ 38,11',
          monthly_price_cents: 3811,
          quote_number: 'PSV-2026-000001',
          final_validity: '2026-07-15',
          coverages: [
            { code: 'MORTE', title: 'Morte', capital_kind: 'lump_sum', capital_cents: 10_000_000 },
            { code: 'DIT', title: 'Diária por incapacidade temporária', capital_kind: 'daily', capital_cents: 15_000 },
          ],
        },
        proof: { cpf_digits: 4 },
      }),
    );
    expect(await gateway.sharedProposal('porto_seguro', 'tok')).toEqual({
      ok: true,
      value: {
        institution: 'porto_seguro',
        createdAt: '2026-06-15T12:00:00.000Z',
        expiresAt: '2026-06-22T12:00:00.000Z',
        broker: { name: 'Carla Mendes Ribeiro', email: 'carla@corretora.com.br', phone: '11987654321' },
        summary: {
          name: 'João da Silva',
          title: 'Porto Seguro Vida Individual',
          price: 'R$ 38,11',
          monthlyPriceCents: 3811,
          quoteNumber: 'PSV-2026-000001',
          finalValidity: '2026-07-15',
          coverages: [
            { code: 'MORTE', title: 'Morte', capitalKind: 'lump_sum', capitalCents: 10_000_000 },
            { code: 'DIT', title: 'Diária por incapacidade temporária', capitalKind: 'daily', capitalCents: 15_000 },
          ],
        },
        cpfDigits: 4,
      },
    });
  });

  it('the client page: 410 is an expired link, 404 not found', async () => {
    const expired = arrange(() => json(410, { detail: 'Este link de proposta expirou. Peça um novo link ao seu corretor.' }));
    expect(await expired.gateway.sharedProposal('porto_seguro', 'tok')).toEqual({ ok: false, error: { kind: 'expired', message: 'Este link de proposta expirou. Peça um novo link ao seu corretor.' } });
    expect(expired.seen[0]!.url).toBe(`${LIFE}/v1/porto_seguro/proposals/tok`);
    const missing = arrange(() => json(404, { detail: 'Proposta não encontrada.' }));
    expect(await missing.gateway.sharedProposal('porto_seguro', 'tok')).toEqual({ ok: false, error: { kind: 'not-found', message: 'Proposta não encontrada.' } });
  });
});
