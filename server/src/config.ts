/**
 * Server configuration, parsed once at start-up from environment variables with zod.
 *
 * A bad configuration fails fast with a {@link ConfigError} whose message lists every
 * offending variable (pt-BR + English), so `main.ts` can print it and exit 1.
 */
import path from 'node:path';
import { z } from 'zod';
import { ephemeralSecrets, loadOrCreateLocalSecrets, type LocalSecrets } from './local-secrets';
import { readShellConfig, type ShellConfig } from './shell-config';


const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Positive integer read from a string env var (or a default when unset/empty). */
const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number({ error: 'deve ser um número / must be a number' }).int('deve ser um número inteiro / must be an integer').positive('deve ser positivo / must be positive'),
  );

/** Non-negative integer read from a string env var (or a default when unset/empty). */
const nonNegativeInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number({ error: 'deve ser um número / must be a number' }).int('deve ser um número inteiro / must be an integer').min(0, 'não pode ser negativo / must not be negative'),
  );


/** An origin (`scheme://host[:port]`, no path) a `CSP_CONNECT_SRC` item may name. */
function isConnectOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== '' && `${url.protocol}//${url.host}` === value.replace(/\/$/, '');
}

/** Optional string: an empty env var counts as unset. */
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    (value) => (value === '' || value === undefined ? 'development' : value),
    z.enum(['development', 'production', 'test']),
  ),
  PORT: z.preprocess(
    (value) => (value === undefined || value === '' ? 8080 : value),
    z.coerce.number({ error: 'deve ser um número / must be a number' }).int().min(0, 'porta entre 0 e 65535 / port 0-65535').max(65535, 'porta entre 0 e 65535 / port 0-65535'),
  ),
  HOST: z.preprocess((value) => (value === '' || value === undefined ? '0.0.0.0' : value), z.string()),
  DATA_DIR: z.preprocess((value) => (value === '' || value === undefined ? '.data' : value), z.string()),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// / must start with postgres://')
      .optional(),
  ),
  JWT_SECRET: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(900),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(86400),
  STATIC_DIR: z.preprocess((value) => (value === '' || value === undefined ? 'dist' : value), z.string()),
  BCRYPT_ROUNDS: z.preprocess(
    (value) => (value === undefined || value === '' ? 10 : value),
    z.coerce.number({ error: 'deve ser um número / must be a number' }).int().min(4, 'entre 4 e 15 / between 4 and 15').max(15, 'entre 4 e 15 / between 4 and 15'),
  ),
  LOGIN_RATE_LIMIT_PER_USERNAME: positiveInt(5),
  LOGIN_RATE_LIMIT_PER_ADDRESS: positiveInt(100),
  LOG_LEVEL: z.preprocess((value) => (value === '' ? undefined : value), z.enum(LOG_LEVELS).optional()),
  SMTP_HOST: optionalString,
  SMTP_PORT: positiveInt(587),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_FROM: z.preprocess(
    (value) => (value === '' || value === undefined ? 'Cotador <nao-responda@cotador.local>' : value),
    z.string(),
  ),
  APP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ error: 'deve ser uma URL http(s) / must be an http(s) URL', protocol: /^https?$/ }).optional(),
  ),
  CSP_CONNECT_SRC: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []),
    z.array(
      z.string().refine(isConnectOrigin, 'cada item deve ser uma origem http(s)/ws(s), ex. http://localhost:8090 / each item must be an http(s)/ws(s) origin'),
    ),
  ),
  HSTS_MAX_AGE: nonNegativeInt(0),
  TRUST_PROXY: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : String(value).split(/[\s,]+/).filter(Boolean)),
    z
      .array(
        z
          .string()
          .regex(
            /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$|^(?:loopback|linklocal|uniquelocal)$/,
            'endereços IP ou CIDR do proxy (nunca "true") / the proxy addresses or CIDRs (never "true")',
          ),
      )
      .optional(),
  ),
  PAYMENT_PROVIDER: z.preprocess(
    (value) => (value === '' || value === undefined ? 'sandbox' : value),
    z.enum(['sandbox'], { error: 'só "sandbox" existe por enquanto / only "sandbox" exists for now' }),
  ),
  PAYMENT_WEBHOOK_SECRET: optionalString,
  PAYMENT_WEBHOOK_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ error: 'deve ser uma URL http(s) / must be an http(s) URL', protocol: /^https?$/ }).optional(),
  ),
  PAYMENT_SANDBOX_DELAY_MS: nonNegativeInt(1500),
  PAYMENT_JOB_INTERVAL_SECONDS: positiveInt(60),
  PAYMENT_GRACE_DAYS: nonNegativeInt(0),
  TEST_CLOCK: z.preprocess(
    (value) => (value === '' || value === undefined ? '0' : value),
    z.enum(['0', '1'], { error: 'use 0 ou 1 / use 0 or 1' }),
  ),
  JOB_WORKERS: z.preprocess(
    (value) => (value === '' || value === undefined ? 'true' : value),
    z.enum(['true', 'false'], { error: 'deve ser "true" ou "false" / must be "true" or "false"' }),
  ),
  JOB_POLL_INTERVAL_SECONDS: positiveInt(2),
  CATALOG_CHECK_INTERVAL_SECONDS: positiveInt(60),
  CONVERSION_ENDPOINT_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ error: 'deve ser uma URL http(s) / must be an http(s) URL', protocol: /^https?$/ }).optional(),
  ),
  CONVERSION_PIXEL_ID: optionalString,
  CONVERSION_ACCESS_TOKEN: optionalString,
  METRICS_TOKEN: optionalString,
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt(10),
  SHUTDOWN_DRAIN_SECONDS: nonNegativeInt(3),
});

/** Log levels accepted by `LOG_LEVEL` (pino levels). */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The parsed, typed configuration. Paths are absolute; durations are in seconds. */
export interface AppConfig {
  /** `NODE_ENV`: development (default), production or test. */
  nodeEnv: 'development' | 'production' | 'test';
  /** `PORT` to listen on (default 8080; 0 picks a free port). */
  port: number;
  /** `HOST` interface to bind (default 0.0.0.0). */
  host: string;
  /** `DATA_DIR`, absolute: holds the embedded database (`pglite/`) and uploads (`media/`). Default `.data`. */
  dataDir: string;
  /** `DATABASE_URL`: when set, a real PostgreSQL server is used instead of embedded PGlite. */
  databaseUrl: string | undefined;
  /** `JWT_SECRET` for HS256 tokens; required in production, otherwise generated once and kept in `DATA_DIR/secrets.json`. */
  jwtSecret: string;
  /** `ACCESS_TOKEN_TTL_SECONDS` (default 900 = 15 min). */
  accessTokenTtlSeconds: number;
  /** `REFRESH_TOKEN_TTL_SECONDS` (default 86400 = 1 day). */
  refreshTokenTtlSeconds: number;
  /** `STATIC_DIR`, absolute: the built SPA (default `dist`); served only when it exists. */
  staticDir: string;
  /** `BCRYPT_ROUNDS` cost factor for password hashes (default 10; tests use 4). */
  bcryptRounds: number;
  /**
   * `LOGIN_RATE_LIMIT_PER_USERNAME`: consecutive failed logins of one username from one client
   * address before that username is blocked from that address for 15 minutes (default 5).
   */
  loginRateLimitPerUsername: number;
  /**
   * `LOGIN_RATE_LIMIT_PER_ADDRESS`: failed logins from one client address (any usernames) per day
   * before the address is blocked for a day (default 100). Successful logins are not counted.
   */
  loginRateLimitPerAddress: number;
  /** `LOG_LEVEL` (pino): default `silent` under test, `info` otherwise. */
  logLevel: LogLevel;
  /**
   * `SMTP_HOST`: the SMTP server mails go through (with `SMTP_PORT`, default 587; `SMTP_USER`/
   * `SMTP_PASS` when it needs login; port 465 uses TLS from the start, others STARTTLS when
   * offered). Unset: mails are written to `DATA_DIR/outbox/*.eml` and logged with their link.
   */
  smtpHost: string | undefined;
  smtpPort: number;
  smtpUser: string | undefined;
  smtpPass: string | undefined;
  /** `SMTP_FROM`: sender of the mails (default `Cotador <nao-responda@cotador.local>`). */
  smtpFrom: string;
  /** `APP_URL`: public address of the SPA, for the links in mails (default `http://localhost:<PORT>`). */
  appUrl: string;
  /**
   * `CSP_CONNECT_SRC`: extra origins the SPA may call (fetch/WebSocket), added to the
   * Content-Security-Policy's `connect-src 'self'`; space- or comma-separated, e.g. the
   * life-insurance service `http://localhost:8090` or a `VITE_API_URL` on another origin.
   */
  cspConnectSrc: string[];
  /**
   * `HSTS_MAX_AGE`: seconds of `Strict-Transport-Security`; 0 (default) sends none. Set it
   * only when the app is reached over HTTPS (behind TLS), never for plain-http localhost.
   */
  hstsMaxAgeSeconds: number;
  /**
   * `TRUST_PROXY`: addresses or CIDRs of the reverse proxies in front of the app (space- or
   * comma-separated; also `loopback`, `linklocal`, `uniquelocal`). Unset (default): the
   * client address is the TCP peer and `X-Forwarded-For` is ignored. Never "true": any client
   * could then choose its address and dodge the login throttle (docs/security.md).
   */
  trustProxy: string[] | undefined;
  /** `PAYMENT_PROVIDER`: the payment provider adapter; only `sandbox` (local, no real money) exists. */
  paymentProvider: 'sandbox';
  /**
   * `PAYMENT_WEBHOOK_SECRET`: HMAC-SHA256 key of the provider's webhook signatures
   * (`X-Sandbox-Signature`); required in production (≥ 32 characters), otherwise generated once and kept in `DATA_DIR/secrets.json`.
   */
  paymentWebhookSecret: string;
  /**
   * `PAYMENT_WEBHOOK_URL`: where the sandbox provider posts its webhooks. Default: the app's
   * own listening address + `/api/payments/webhook/` (loopback when listening on all interfaces).
   */
  paymentWebhookUrl: string | undefined;
  /** `PAYMENT_SANDBOX_DELAY_MS`: how long the sandbox keeps a delayed card, PIX or boleto pending (default 1500 ms). */
  paymentSandboxDelayMs: number;
  /** `PAYMENT_JOB_INTERVAL_SECONDS`: how often the billing job runs in the server process (default 60 s). */
  paymentJobIntervalSeconds: number;
  /** `PAYMENT_GRACE_DAYS`: whole days after `current_period_end` before an unpaid account is blocked (default 0). */
  paymentGraceDays: number;
  /**
   * `TEST_CLOCK=1`: the server's clock can be moved by `PUT /api/test/clock/` (end-to-end
   * tests only; docs/testing.md). Refused with `NODE_ENV=production`. Default off: the route
   * does not exist.
   */
  testClock: boolean;
  /**
   * `JOB_WORKERS` (default true): whether this process runs the durable job workers (mail,
   * payment follow-ups, billing, conversion events). Processes with `false` only enqueue.
   */
  jobWorkers: boolean;
  /** `JOB_POLL_INTERVAL_SECONDS`: how often an idle worker looks for jobs queued by other processes (default 2 s). */
  jobPollIntervalSeconds: number;
  /**
   * `CATALOG_CHECK_INTERVAL_SECONDS`: how often a process checks the catalog version besides the
   * notifications (a safety net for a notification missed while its listening connection was
   * down; default 60 s; docs/architecture.md "Catalog snapshot").
   */
  catalogCheckIntervalSeconds: number;
  /**
   * The server-side conversion event (spec point 7 "Third party"): posted to
   * `CONVERSION_ENDPOINT_URL/<CONVERSION_PIXEL_ID>/events` with `CONVERSION_ACCESS_TOKEN`
   * when all three are set (server environment only; never sent to the browser); null otherwise.
   */
  conversion: { endpointUrl: string; pixelId: string; accessToken: string } | null;
  /** `METRICS_TOKEN`: bearer token of `GET /metrics`; unset = /metrics answers 404. */
  metricsToken: string | undefined;
  /** `SHUTDOWN_TIMEOUT_SECONDS`: how long SIGTERM waits for requests and jobs in flight (default 10 s). */
  shutdownTimeoutSeconds: number;
  /**
   * `SHUTDOWN_DRAIN_SECONDS`: after SIGTERM, how long the process keeps listening and answering
   * every request (each answer with `Connection: close`, readiness 503) before it closes
   * (default 3 s; 0 closes at once). See server/src/lib/shutdown.ts.
   */
  shutdownDrainSeconds: number;
  /** Support contact, feedback form and trackers (SUPPORT_*, FEEDBACK_FORM_URL, TRACKING_*): see shell-config.ts. */
  shell: ShellConfig;
  /** Non-fatal notes to log at start-up (e.g. dev secret used with PostgreSQL). */
  warnings: string[];
}

/** Start-up error for an invalid configuration; `issues` lists `VARIABLE: message` lines. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(
      `Configuração inválida / Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Options of {@link loadConfig}. */
export interface LoadConfigOptions {
  /**
   * Where the secrets come from when `JWT_SECRET` / `PAYMENT_WEBHOOK_SECRET` are unset outside
   * production (default: generated once and kept in `DATA_DIR/secrets.json`, see local-secrets.ts;
   * under `NODE_ENV=test`, random ones that live only in this process).
   */
  localSecrets?: (dataDir: string) => LocalSecrets;
}

/**
 * Parses the environment into an {@link AppConfig}.
 *
 * @param env variables to read (default `process.env`).
 * @param cwd base for relative `DATA_DIR` / `STATIC_DIR` (default `process.cwd()`).
 * @throws ConfigError listing every invalid variable, e.g. production without `JWT_SECRET`.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
  options: LoadConfigOptions = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(issues);
  }
  const values = parsed.data;
  const shell = readShellConfig(env);
  if (!shell.ok) throw new ConfigError(shell.issues);
  const warnings: string[] = [];
  let jwtSecret = values.JWT_SECRET;

  if (values.NODE_ENV === 'production') {
    if (values.TEST_CLOCK === '1') {
      throw new ConfigError(['TEST_CLOCK: proibido em produção / not allowed when NODE_ENV=production']);
    }
    if (!jwtSecret) {
      throw new ConfigError([
        'JWT_SECRET: obrigatório em produção / required when NODE_ENV=production',
      ]);
    }
    if (jwtSecret.length < 32) {
      throw new ConfigError([
        'JWT_SECRET: use ao menos 32 caracteres em produção / use at least 32 characters in production',
      ]);
    }
    if (!values.PAYMENT_WEBHOOK_SECRET || values.PAYMENT_WEBHOOK_SECRET.length < 32) {
      throw new ConfigError([
        'PAYMENT_WEBHOOK_SECRET: obrigatório em produção, com ao menos 32 caracteres / required in production, at least 32 characters',
      ]);
    }
    warnings.push(
      'PAYMENT_PROVIDER=sandbox em produção: os pagamentos são simulados, nenhum dinheiro é cobrado / sandbox payments in production: no real money is charged',
    );
  }
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  let paymentWebhookSecret = values.PAYMENT_WEBHOOK_SECRET;
  if (!jwtSecret || !paymentWebhookSecret) {
    // Outside production only (checked above): random secrets kept in DATA_DIR; under
    // NODE_ENV=test, random ones for this process only (nothing written).
    const fallback = values.NODE_ENV === 'test' ? ephemeralSecrets : loadOrCreateLocalSecrets;
    const local = (options.localSecrets ?? fallback)(dataDir);
    jwtSecret ??= local.jwtSecret;
    paymentWebhookSecret ??= local.paymentWebhookSecret;
    if (values.DATABASE_URL) {
      warnings.push(
        'JWT_SECRET/PAYMENT_WEBHOOK_SECRET não definidos: usando segredos gerados em DATA_DIR/secrets.json; defina-os para rodar mais de um processo / ' +
          'secrets unset: using the ones generated in DATA_DIR/secrets.json; set them to run more than one process',
      );
    }
  }

  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    jwtSecret,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    staticDir: path.resolve(cwd, values.STATIC_DIR),
    bcryptRounds: values.BCRYPT_ROUNDS,
    loginRateLimitPerUsername: values.LOGIN_RATE_LIMIT_PER_USERNAME,
    loginRateLimitPerAddress: values.LOGIN_RATE_LIMIT_PER_ADDRESS,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    smtpHost: values.SMTP_HOST,
    smtpPort: values.SMTP_PORT,
    smtpUser: values.SMTP_USER,
    smtpPass: values.SMTP_PASS,
    smtpFrom: values.SMTP_FROM,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    cspConnectSrc: values.CSP_CONNECT_SRC.map((origin) => origin.replace(/\/$/, '')),
    hstsMaxAgeSeconds: values.HSTS_MAX_AGE,
    trustProxy: values.TRUST_PROXY,
    paymentProvider: values.PAYMENT_PROVIDER,
    paymentWebhookSecret,
    paymentWebhookUrl: values.PAYMENT_WEBHOOK_URL,
    paymentSandboxDelayMs: values.PAYMENT_SANDBOX_DELAY_MS,
    paymentJobIntervalSeconds: values.PAYMENT_JOB_INTERVAL_SECONDS,
    paymentGraceDays: values.PAYMENT_GRACE_DAYS,
    testClock: values.TEST_CLOCK === '1',
    jobWorkers: values.JOB_WORKERS === 'true',
    jobPollIntervalSeconds: values.JOB_POLL_INTERVAL_SECONDS,
    catalogCheckIntervalSeconds: values.CATALOG_CHECK_INTERVAL_SECONDS,
    conversion:
      values.CONVERSION_ENDPOINT_URL && values.CONVERSION_PIXEL_ID && values.CONVERSION_ACCESS_TOKEN
        ? { endpointUrl: values.CONVERSION_ENDPOINT_URL.replace(/\/+$/, ''), pixelId: values.CONVERSION_PIXEL_ID, accessToken: values.CONVERSION_ACCESS_TOKEN }
        : null,
    metricsToken: values.METRICS_TOKEN,
    shutdownTimeoutSeconds: values.SHUTDOWN_TIMEOUT_SECONDS,
    shutdownDrainSeconds: values.SHUTDOWN_DRAIN_SECONDS,
    shell: shell.config,
    warnings,
  };
}
