import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

/** Stand-in for the DATA_DIR secrets file: these tests parse variables, not files. */
const LOCAL = { jwtSecret: 'j'.repeat(64), paymentWebhookSecret: 'w'.repeat(64) };
const localSecrets = () => LOCAL;

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({}, '/srv/cotador', { localSecrets });
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/cotador', '.data'),
      databaseUrl: undefined,
      jwtSecret: LOCAL.jwtSecret,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 86400,
      staticDir: path.resolve('/srv/cotador', 'dist'),
      bcryptRounds: 10,
      loginRateLimitPerUsername: 5,
      loginRateLimitPerAddress: 100,
      logLevel: 'info',
      smtpHost: undefined,
      smtpPort: 587,
      smtpUser: undefined,
      smtpPass: undefined,
      smtpFrom: 'Cotador <nao-responda@cotador.local>',
      appUrl: 'http://localhost:8080',
      cspConnectSrc: [],
      hstsMaxAgeSeconds: 0,
      trustProxy: undefined,
      paymentProvider: 'sandbox',
      paymentWebhookSecret: LOCAL.paymentWebhookSecret,
      paymentWebhookUrl: undefined,
      paymentSandboxDelayMs: 1500,
      paymentJobIntervalSeconds: 60,
      paymentGraceDays: 0,
      testClock: false,
      jobWorkers: true,
      jobPollIntervalSeconds: 2,
      catalogCheckIntervalSeconds: 60,
      conversion: null,
      metricsToken: undefined,
      shutdownTimeoutSeconds: 10,
      shutdownDrainSeconds: 3,
      shell: {
        supportWhatsapp: null,
        feedbackUrl: null,
        supportHours: { days: [1, 2, 3, 4, 5], opensMinute: 540, closesMinute: 1080, timeZone: 'America/Sao_Paulo' },
        tracking: { pixel: null, ads: null, analytics: null },
      },
      warnings: [],
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/cotador',
        DATABASE_URL: 'postgres://app@db:5432/cotador',
        JWT_SECRET: 'x'.repeat(40),
        ACCESS_TOKEN_TTL_SECONDS: '60',
        REFRESH_TOKEN_TTL_SECONDS: '3600',
        STATIC_DIR: 'public',
        BCRYPT_ROUNDS: '12',
        LOGIN_RATE_LIMIT_PER_USERNAME: '3',
        LOGIN_RATE_LIMIT_PER_ADDRESS: '100',
        LOG_LEVEL: 'warn',
        PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
        PAYMENT_WEBHOOK_URL: 'https://cotador.example/api/payments/webhook/',
        PAYMENT_SANDBOX_DELAY_MS: '0',
        PAYMENT_JOB_INTERVAL_SECONDS: '300',
        PAYMENT_GRACE_DAYS: '3',
        JOB_WORKERS: 'false',
        JOB_POLL_INTERVAL_SECONDS: '5',
        CONVERSION_ENDPOINT_URL: 'https://graph.example/v19.0/',
        CONVERSION_PIXEL_ID: '1234567890',
        CONVERSION_ACCESS_TOKEN: 'c'.repeat(20),
        METRICS_TOKEN: 'm'.repeat(32),
        SHUTDOWN_TIMEOUT_SECONDS: '30',
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/cotador',
      databaseUrl: 'postgres://app@db:5432/cotador',
      jwtSecret: 'x'.repeat(40),
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      staticDir: '/srv/public',
      bcryptRounds: 12,
      loginRateLimitPerUsername: 3,
      loginRateLimitPerAddress: 100,
      logLevel: 'warn',
      paymentWebhookSecret: 'w'.repeat(40),
      paymentWebhookUrl: 'https://cotador.example/api/payments/webhook/',
      paymentSandboxDelayMs: 0,
      paymentJobIntervalSeconds: 300,
      paymentGraceDays: 3,
      jobWorkers: false,
      jobPollIntervalSeconds: 5,
      conversion: { endpointUrl: 'https://graph.example/v19.0', pixelId: '1234567890', accessToken: 'c'.repeat(20) },
      metricsToken: 'm'.repeat(32),
      shutdownTimeoutSeconds: 30,
      shutdownDrainSeconds: 0,
    });
    // The sandbox provider in production is allowed (demo deployments) but said out loud.
    expect(config.warnings).toEqual([expect.stringMatching(/PAYMENT_PROVIDER=sandbox/)]);
  });

  it('refuses production without a strong PAYMENT_WEBHOOK_SECRET', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(base)).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, PAYMENT_WEBHOOK_SECRET: 'curto' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_GRACE_DAYS: '-1' })).toThrow(/PAYMENT_GRACE_DAYS/);
  });

  it('allows the movable test clock outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }).testClock).toBe(true);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40) };
    expect(() => loadConfig({ ...production, TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'sim' })).toThrow(/TEST_CLOCK/);
  });

  it('is silent under test by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('refuses production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'curto' })).toThrow(/JWT_SECRET/);
  });

  it('warns when PostgreSQL runs with the secrets generated in DATA_DIR', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@127.0.0.1:5432/postgres' }, '/srv', { localSecrets });
    expect(config.jwtSecret).toBe(LOCAL.jwtSecret);
    expect(config.warnings).toHaveLength(1);
    expect(config.warnings[0]).toMatch(/JWT_SECRET/);
  });

  it('refuses a negative or fractional SHUTDOWN_DRAIN_SECONDS with the variable named', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' }, '/srv/cotador', { localSecrets })).toThrow('SHUTDOWN_DRAIN_SECONDS: não pode ser negativo / must not be negative');
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '1.5' }, '/srv/cotador', { localSecrets })).toThrow('SHUTDOWN_DRAIN_SECONDS: deve ser um número inteiro / must be an integer');
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }, '/srv/cotador', { localSecrets }).shutdownDrainSeconds).toBe(0);
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', BCRYPT_ROUNDS: '99', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.issues.map((issue) => issue.split(':')[0]).sort()).toEqual(
      ['BCRYPT_ROUNDS', 'DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PORT'].sort(),
    );
    expect(configError.message).toMatch(/^Configuração inválida \/ Invalid configuration:/);
  });
});
