/**
 * Property-based fuzzing of the whole API.
 *
 * The operations come from the app's own OpenAPI document (`app.openApiDocument()`): every write
 * (POST/PUT/PATCH/DELETE) and every GET that takes query or path parameters. For each one,
 * fast-check builds requests from the operation's schemas — mostly plausible values with,
 * anywhere in them, malformed ones: wrong JSON types, missing fields, arrays where objects
 * are expected, numbers at and past their bounds, huge strings, control characters
 * (NUL included), unicode and lone surrogates, deep nesting, broken JSON, odd content
 * types, bad path parameters and bad URL encodings — sent as the paying broker `corretor`
 * and as the superuser `admin`. No answer may be a 5xx, nor carry a framework error code.
 *
 * Apart from the schema-driven runs: the payment webhook with bad signatures (always 400
 * "Assinatura inválida.") and with valid ones over malformed events, and malformed
 * multipart bodies on `PATCH /api/users/{username}/`.
 *
 * Deterministic: each operation has its own seed (FUZZ_SEED, default 2026, mixed with the
 * operation's name), a bounded number of runs (FUZZ_RUNS, default 30) and no shrinking
 * (`endOnFailure`): a failure prints the request as sent. No wall-clock timing anywhere.
 * The login throttle is set very high for this app, so fuzzing `/api/token/` cannot lock
 * the test users out.
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../src/payments/webhook-signature';
import { bearer, createTestContext, login } from '../helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 2026);
/** Per-test timeout: generous, as the suite may run on a busy 2-core machine. */
const TIMEOUT_MS = 120_000;

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  pattern?: string;
  format?: string;
};
type Parameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  contentTypes: string[];
};

// ---------------------------------------------------------------------------------------
// The app under test and the operations of its OpenAPI document (collected before the tests).

const ctx = await createTestContext();
afterAll(() => ctx.close());
const app: FastifyInstance = await ctx.app({ loginRateLimitPerAddress: 1_000_000, loginRateLimitPerUsername: 1_000_000 });
const tokens = {
  corretor: bearer((await login(app, 'corretor')).access),
  admin: bearer((await login(app, 'admin')).access),
};
type Role = keyof typeof tokens;

const WEBHOOK = '/api/payments/webhook/';
const PROFILE = '/api/users/{username}/';

function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const op = raw as { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
      const parameters = (op.parameters ?? []).filter((parameter) => parameter.in === 'query' || parameter.in === 'path');
      if (upper === 'GET' && parameters.length === 0) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: upper,
        path,
        parameters,
        body: content['application/json']?.schema,
        contentTypes: Object.keys(content),
      });
    }
  }
  return operations;
}

const operations = operationsOf((await app.openApiDocument()) as never);

// ---------------------------------------------------------------------------------------
// Malformed values.

const nested = (depth: number): unknown => {
  let value: unknown = 'fundo';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

/** Strings a field should never choke on. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\u001b[31m',
    '\u007f',
    '\t\n\r',
    '\ud800',
    'a\udfffb',
    '\uffff',
    '\ufeff',
    '😀👍🏽',
    'Ação São João',
    'ﷺ',
    '%00',
    '%',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '${7*7}',
    'null',
    'true',
    '-0',
    '1e309',
    'NaN',
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '99999999999999999999999',
    '0x10',
    '1.5',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    'corretor',
    'admin',
    'corretor@cotador.local',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(20_000), 'a'.repeat(200_000)),
);

/** Numbers at and past every bound a column or a schema may have. */
const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, -1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53, 2 ** 63, 1e20, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any malformed JSON value. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }, { __proto__x: 1 }, { constructor: { name: 'x' } }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 10, max: 30 }).map(nested),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

// ---------------------------------------------------------------------------------------
// Plausible values from a schema, with malformed ones anywhere.

/** A CPF with valid check digits from its first nine digits (deterministic, unlike a random generator). */
function cpfFrom(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** Field names whose plausible values are known (real users, products, passwords...). */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  username: fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom('corretor', 'admin', 'gestor', 'novo', 'bloqueado', 'ninguem', 'Corretor ') },
    { weight: 2, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_.]{3,20}$/) },
  ),
  name: fc.constantFrom('Ana Lima', 'José da Silva Ção', 'X'),
  principal_user_username: fc.constantFrom('corretor', 'admin', 'novo'),
  email: fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom('corretor@cotador.local', 'admin@cotador.local', 'gestor@cotador.local') },
    { weight: 3, arbitrary: fc.tuple(fc.stringMatching(/^[a-z]{3,12}$/), fc.nat(99_999)).map(([local, number]) => `${local}.${number}@example.com`) },
    { weight: 1, arbitrary: fc.emailAddress() },
  ),
  password: fc.constantFrom('demo1234', 'senha-forte-2026', 'Outra-Senha-99', '12345678'),
  current_password: fc.constantFrom('demo1234', 'errada'),
  phone: fc.constantFrom('11987654321', '(21) 99876-5432', '1133334444'),
  cpf: fc.oneof(fc.constantFrom('52998224725', '111.444.777-35', '00000000000'), fc.integer({ min: 100_000_000, max: 999_999_998 }).map(cpfFrom)),
  product_id: fc.integer({ min: 1, max: 6 }),
  principal_user_id: fc.integer({ min: 1, max: 12 }),
  id: fc.integer({ min: 1, max: 500 }),
  roles: fc.constantFrom('admin', 'user', 'manager,user', 'admin,,x'),
  method: fc.constantFrom('credit_card', 'pix', 'boleto'),
  card_number: fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '1234'),
  card_expiry: fc.constantFrom('12/30', '01/20', '13/99'),
};

/**
 * Plausible values of a schema. `dirty`: any field may also be malformed ({@link nastyValue});
 * clean values reach the code behind the validation (use cases, queries, the database).
 */
function plausible(schema: JsonSchema | undefined, name: string | undefined, depth: number, dirty: boolean): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((item) => field(item, name, depth, dirty)));
  if (schema.allOf && schema.allOf.length > 0) return plausible(schema.allOf[0], name, depth, dirty);
  const base = plausibleOfType(schema, name, depth, dirty);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function plausibleOfType(schema: JsonSchema, name: string | undefined, depth: number, dirty: boolean): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const known = name !== undefined ? PLAUSIBLE[name] : undefined;
  if (known && !dirty && schema.type === 'string') return known;
  switch (schema.type) {
    case 'string': {
      const options: fc.WeightedArbitrary<unknown>[] = [
        { weight: 1, arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }) },
      ];
      if (known) options.push({ weight: 4, arbitrary: known });
      if (schema.format === 'uuid') options.push({ weight: 4, arbitrary: fc.uuid() });
      if (schema.format === 'date') options.push({ weight: 4, arbitrary: fc.constantFrom('2026-01-31', '2026-02-29', '1899-12-31', '9001-01-01') });
      if (schema.pattern) {
        try {
          options.push({ weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }) });
        } catch {
          // a pattern JavaScript cannot compile: the plain strings will do
        }
      }
      return fc.oneof(...options);
    }
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const high = typeof schema.maximum === 'number' ? schema.maximum : 1000;
      const edges = [low, high, low + 1, high - 1, 0, 1, 2].filter((value) => value >= low && value <= high);
      const small = fc.integer({ min: Math.max(low, -1000), max: Math.max(Math.min(high, 1000), Math.max(low, -1000)) });
      return fc.oneof(...(known ? [{ weight: 3, arbitrary: known }] : []), { weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.max(min, Math.min(schema.maxItems ?? 3, 3));
      if (depth > 8) return fc.constant([]);
      return fc.array(field(schema.items, undefined, depth + 1, dirty), { minLength: min, maxLength: max });
    }
    case 'object':
    default: {
      if (!schema.properties) return known ?? fc.jsonValue({ maxDepth: 2 });
      if (depth > 8) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties)) model[key] = field(property, key, depth + 1, dirty);
      const required = (schema.required ?? []).filter((key) => key in model);
      // Mostly every required field (to reach the code behind the schema), sometimes any subset.
      const complete = fc.record(model, { requiredKeys: required });
      if (!dirty) return complete;
      return fc.oneof({ weight: 4, arbitrary: complete }, { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) });
    }
  }
}

/** A field's value: plausible, and when `dirty` sometimes malformed. */
function field(schema: JsonSchema | undefined, name: string | undefined, depth: number, dirty: boolean): fc.Arbitrary<unknown> {
  if (!dirty) return plausible(schema, name, depth, false);
  return fc.oneof({ weight: 8, arbitrary: plausible(schema, name, depth, true) }, { weight: 1, arbitrary: nastyValue });
}

// ---------------------------------------------------------------------------------------
// Requests.

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string | undefined };

const rawBody: fc.Arbitrary<Body> = fc.record({
  kind: fc.constant('raw' as const),
  text: fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,]', 'nul', '{"a":1}garbage', '"\\ud800"', '\u0000', '{"__proto__":{"x":1}}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    fc.string({ maxLength: 40 }),
  ),
  contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data', undefined),
});

function bodyFor(operation: Operation): fc.Arbitrary<Body | undefined> {
  if (operation.method === 'GET') return fc.constant(undefined);
  const json = (value: fc.Arbitrary<unknown>) => value.map((inner): Body => ({ kind: 'json', value: inner }));
  return fc.oneof(
    { weight: 3, arbitrary: json(plausible(operation.body, undefined, 0, false)) },
    { weight: 3, arbitrary: json(plausible(operation.body, undefined, 0, true)) },
    { weight: 2, arbitrary: json(nastyValue) },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A path or query value as text: plausible, or malformed (percent-encoded later, or raw). */
function parameterText(parameter: Parameter): fc.Arbitrary<string> {
  const fromSchema = plausible(parameter.schema, parameter.name, 0, false).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? ''));
  return fc.oneof({ weight: 3, arbitrary: fromSchema }, { weight: 2, arbitrary: nastyString }, { weight: 1, arbitrary: nastyNumber.map(String) });
}

/** Percent-encodes a path segment (a lone surrogate as U+FFFD: encodeURIComponent would throw). */
const encodeSegment = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Bad percent-encodings, appended raw to a URL. */
const badEncoding = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%00', '%FF%FE', '%u0041');

function pathFor(operation: Operation): fc.Arbitrary<string> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  if (pathParameters.length === 0) return fc.constant(operation.path);
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of pathParameters) {
    model[parameter.name] = fc.oneof({ weight: 5, arbitrary: parameterText(parameter).map(encodeSegment) }, { weight: 1, arbitrary: badEncoding });
  }
  return fc.record(model).map((values) => operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? ''));
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const toQuery = ([list, bad]: [ReadonlyArray<readonly [string, string]>, string | null]) => {
    const search = new URLSearchParams();
    for (const [key, value] of list) search.append(key, value);
    const text = search.toString();
    const raw = bad === null ? text : `${text}${text ? '&' : ''}q=${bad}`;
    return raw ? `?${raw}` : '';
  };
  // Clean: the required parameters and some optional ones, each with a plausible value.
  const cleanPairs = fc.tuple(
    ...queryParameters.map((parameter) => {
      const value = plausible(parameter.schema, parameter.name, 0, false).map((inner) => [parameter.name, typeof inner === 'string' ? inner : String(inner)] as const);
      return parameter.required ? value.map((pair) => [pair]) : fc.option(value, { freq: 2 }).map((pair) => (pair === null ? [] : [pair]));
    }),
  ).map((groups) => groups.flat());
  // Dirty: any parameters (repeated, unknown), any values, bad encodings.
  const dirtyPairs = fc.array(
    fc.oneof(
      { weight: 6, arbitrary: queryParameters.length > 0 ? fc.constantFrom(...queryParameters).chain((parameter) => parameterText(parameter).map((value) => [parameter.name, value] as const)) : fc.constant(['x', '1'] as const) },
      { weight: 1, arbitrary: fc.tuple(nastyString, nastyString) },
    ),
    { maxLength: Math.max(3, queryParameters.length + 1) },
  );
  return fc.oneof(
    fc.tuple(cleanPairs, fc.constant(null)).map(toQuery),
    fc.tuple(dirtyPairs, fc.option(badEncoding, { freq: 8 })).map(toQuery),
  );
}

/** A request as generated: printed as is when it fails. */
type FuzzRequest = { role: Role; method: string; url: string; body: Body | undefined; host: string | undefined };

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    role: fc.constantFrom<Role>('corretor', 'admin'),
    method: fc.constant(operation.method),
    url: fc.tuple(pathFor(operation), queryFor(operation)).map(([path, query]) => `${path}${query}`),
    body: bodyFor(operation),
    host: fc.option(fc.constantFrom('a b', 'evil.example/x?y', 'host:99999', '[zz]', 'user@host', 'ç.example', '..', 'localhost:8080'), { freq: 6 }).map((value) => value ?? undefined),
  });
}

function injectOptions(request: FuzzRequest): InjectOptions {
  const headers: Record<string, string> = { ...tokens[request.role] };
  if (request.host !== undefined) headers.host = request.host;
  const options: InjectOptions = { method: request.method as InjectOptions['method'], url: request.url, headers };
  if (request.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value) ?? 'null';
  } else if (request.body?.kind === 'raw') {
    if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
    options.payload = request.body.text;
  }
  return options;
}

/** What a failing request looked like, short enough to read. */
function describeRequest(request: FuzzRequest | InjectOptions, status: number, body: string): string {
  const text = JSON.stringify(request, (_key, value: unknown) => (typeof value === 'string' && value.length > 300 ? `${value.slice(0, 300)}…(${value.length} chars)` : value));
  return `${status} for ${text}\nanswer: ${body.slice(0, 500)}`;
}

/** Status codes seen per operation: printed with FUZZ_STATS=1 (to see how deep the runs get). */
const STATS: Record<string, Record<number, number>> = {};
afterAll(() => {
  if (process.env.FUZZ_STATS) console.log(JSON.stringify(STATS));
});

/** The answer may be anything but a 5xx or a framework error. FUZZ_TRACE=<path part> prints those requests and answers. */
async function send(options: InjectOptions, printable: FuzzRequest | InjectOptions) {
  const response = await app.inject(options);
  const key = `${options.method} ${String(options.url).split('?')[0]}`;
  const seen = (STATS[key] ??= {});
  seen[response.statusCode] = (seen[response.statusCode] ?? 0) + 1;
  if (process.env.FUZZ_TRACE && key.includes(process.env.FUZZ_TRACE)) {
    console.log(String(options.payload).slice(0, 400), '=>', response.statusCode, response.body.slice(0, 300));
  }
  const message = describeRequest(printable, response.statusCode, response.body);
  expect(response.statusCode, message).toBeLessThan(500);
  expect(response.body, message).not.toMatch(/"code":"FST_|"statusCode":/);
  return response;
}

/** A per-name seed, so adding an operation does not change the others' runs. */
function seedOf(name: string): number {
  let hash = BASE_SEED | 0;
  for (let index = 0; index < name.length; index += 1) hash = (Math.imul(hash, 31) + name.charCodeAt(index)) | 0;
  return hash;
}

const runOptions = (name: string, numRuns = RUNS) => ({ numRuns, seed: seedOf(name), endOnFailure: true });

// ---------------------------------------------------------------------------------------

describe('the OpenAPI document lists what is fuzzed', () => {
  it('has the write operations and the GETs with parameters', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/token/', `PATCH ${PROFILE}`, `POST ${WEBHOOK}`, 'GET /api/hospitals/', 'GET /api/admin/payments/report/', 'DELETE /api/v1/user/']));
    expect(names.length).toBeGreaterThanOrEqual(30);
  });
});

describe('no 5xx for malformed bodies, queries and path parameters', () => {
  it.each(operations.filter((operation) => operation.path !== WEBHOOK).map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          await send(injectOptions(request), request);
        }),
        runOptions(name),
      );
    },
    TIMEOUT_MS,
  );
});

describe('the payment webhook', () => {
  const webhook = operations.find((operation) => operation.path === WEBHOOK);
  const secret = ctx.config.paymentWebhookSecret;
  const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);
  const rawOf = (body: Body | undefined) => (body === undefined ? '' : body.kind === 'json' ? (JSON.stringify(body.value) ?? 'null') : body.text);

  it('answers 400 "Assinatura inválida." to every bad signature, whatever the body', async () => {
    const badSignature = fc.oneof(
      fc.constant(undefined),
      nastyString.filter((value) => /^[\x20-\x7e]*$/.test(value)),
      fc.constantFrom('t=,v1=', 't=abc,v1=00', 'v1=deadbeef', 't=1', 't=99999999999999999999,v1=00', `t=${'9'.repeat(12)},v1=${'0'.repeat(64)}`),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }).map((hex) => `t=${nowSeconds()},v1=${hex}`),
      fc.constant('stale'),
    );
    await fc.assert(
      fc.asyncProperty(bodyFor(webhook!), badSignature, async (body, signature) => {
        const raw = rawOf(body);
        const header = signature === 'stale' ? signatureHeader(secret, nowSeconds() - 3600, raw) : signature;
        const headers: Record<string, string> = { 'content-type': body?.kind === 'raw' ? (body.contentType ?? 'application/json') : 'application/json' };
        if (header !== undefined) headers['x-sandbox-signature'] = header;
        const options: InjectOptions = { method: 'POST', url: WEBHOOK, headers, payload: raw };
        const response = await send(options, options);
        // Whatever the content type, a badly signed event is refused (never applied)…
        expect(response.statusCode, describeRequest(options, response.statusCode, response.body)).toBeGreaterThanOrEqual(400);
        // …and a JSON one with the signature's own message (other types stop at the body parser).
        if (headers['content-type']?.startsWith('application/json')) {
          expect(response.statusCode, describeRequest(options, response.statusCode, response.body)).toBe(400);
          expect(response.json()).toEqual({ detail: 'Assinatura inválida.' });
        }
      }),
      runOptions('webhook bad signature', RUNS * 2),
    );
  }, TIMEOUT_MS);

  it('never answers 5xx to a correctly signed but malformed event', async () => {
    await fc.assert(
      fc.asyncProperty(bodyFor(webhook!), async (body) => {
        const raw = rawOf(body);
        const options: InjectOptions = {
          method: 'POST',
          url: WEBHOOK,
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signatureHeader(secret, nowSeconds(), raw) },
          payload: raw,
        };
        await send(options, options);
      }),
      runOptions('webhook signed', RUNS * 2),
    );
  }, TIMEOUT_MS);
});

describe('malformed multipart on PATCH /api/users/{username}/', () => {
  const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const part = fc.record({
    name: fc.oneof(fc.constantFrom('name', 'phone', 'email', 'current_password', 'logo', '__proto__', 'constructor', ''), nastyString.map((value) => value.slice(0, 50))),
    file: fc.option(fc.record({ filename: fc.oneof(fc.constantFrom('logo.png', 'a"b.png', '../../x.png', ''), nastyString.map((value) => value.slice(0, 50))), contentType: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/plain') }), { freq: 3 }),
    data: fc.oneof(
      nastyString.map((value) => Buffer.from(value.slice(0, 20_000))),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.concat([PNG_MAGIC, Buffer.from(bytes)])),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.concat([JPEG_MAGIC, Buffer.from(bytes)])),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
  const form = fc.record({
    username: fc.oneof(fc.constantFrom('corretor', 'gestor', 'admin', 'ninguem'), nastyString.map(encodeSegment), badEncoding),
    role: fc.constantFrom<Role>('corretor', 'admin'),
    boundary: fc.constantFrom('----cotadorFuzz', 'x', '"quoted boundary"', 'b'.repeat(70), 'b'.repeat(300)),
    contentTypeHeader: fc.constantFrom('normal', 'no boundary', 'empty boundary', 'other boundary', 'two boundaries'),
    parts: fc.array(part, { maxLength: 6 }),
    ending: fc.constantFrom('closed', 'missing', 'truncated', 'garbage'),
  });

  it('answers 4xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(form, async (generated) => {
        const boundary = generated.boundary.replace(/"/g, '');
        const chunks: Buffer[] = [];
        for (const item of generated.parts) {
          const disposition = item.file
            ? `form-data; name="${item.name}"; filename="${item.file.filename}"\r\nContent-Type: ${item.file.contentType}`
            : `form-data; name="${item.name}"`;
          chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), item.data, Buffer.from('\r\n'));
        }
        if (generated.ending === 'closed') chunks.push(Buffer.from(`--${boundary}--\r\n`));
        if (generated.ending === 'garbage') chunks.push(Buffer.from(`--${boundary}\r\nsem cabeçalho\r\n\r\n`));
        let payload = Buffer.concat(chunks);
        if (generated.ending === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
        const contentType = {
          normal: `multipart/form-data; boundary=${generated.boundary}`,
          'no boundary': 'multipart/form-data',
          'empty boundary': 'multipart/form-data; boundary=',
          'other boundary': 'multipart/form-data; boundary=outra',
          'two boundaries': `multipart/form-data; boundary=${boundary}; boundary=outra`,
        }[generated.contentTypeHeader];
        const options: InjectOptions = {
          method: 'PATCH',
          url: `/api/users/${generated.username}/`,
          headers: { ...tokens[generated.role], 'content-type': contentType },
          payload,
        };
        await send(options, { ...generated, parts: generated.parts.map((item) => ({ ...item, data: `${item.data.length} bytes` })) } as never);
      }),
      runOptions('multipart profile', RUNS * 2),
    );
  }, TIMEOUT_MS);
});
