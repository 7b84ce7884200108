import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEVELOPMENT_CARRIER_EVENTS_SECRET,
  DEVELOPMENT_WEBHOOK_SECRETS_KEY,
  loadConfig,
} from './config.ts';
import { PRODUCTION_ENVIRONMENT } from './test-support/production-environment.ts';

/** The lines loadConfig refuses env with; fails the test when it accepts it. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has the defaults of the README for every variable', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      trustProxy: false,
      production: false,
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
      webDistDir: path.resolve('dist/web'),
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Maplepost <no-reply@maplepost.test>',
      geo: { provider: 'embedded' },
      paymentsSandboxSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      labelCjkFontPath: undefined,
      // Beside the project, in the steering repository's shared/data (decision 031).
      hsNomenclatureFile: path.resolve(
        import.meta.dirname,
        '../../shared/data/harmonized-system.csv',
      ),
      carrierEventsSecret: DEVELOPMENT_CARRIER_EVENTS_SECRET,
      bulkWorkers: 2,
      bulkJobTimeoutSeconds: 60,
      bulkRowPauseMs: 0,
      shutdownDrainSeconds: 0,
      apiKeyCallsPerMinute: 600,
      webhookSecretsKey: DEVELOPMENT_WEBHOOK_SECRETS_KEY,
      webhookWorkers: 2,
    });
  });

  it('drains for 5 s before stopping in production, at once otherwise, unless SHUTDOWN_DRAIN_SECONDS says', () => {
    expect(loadConfig(PRODUCTION_ENVIRONMENT).shutdownDrainSeconds).toBe(5);
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(
      loadConfig({ ...PRODUCTION_ENVIRONMENT, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds,
    ).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '30' }).shutdownDrainSeconds).toBe(30);
  });

  it('listens on every interface in production, on loopback otherwise, unless HOST says', () => {
    expect(loadConfig(PRODUCTION_ENVIRONMENT).host).toBe('0.0.0.0');
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('believes a number of proxies or their addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8,127.0.0.1' }).trustProxy).toEqual([
      'fd00::/8',
      '127.0.0.1',
    ]);
    for (const wrong of ['true', '0', '11', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) {
      expect(problemsOf({ TRUST_PROXY: wrong })).toEqual([
        `TRUST_PROXY must be the number of proxies in front (1 to 10) or their addresses, comma-separated (10.0.0.5, 10.0.0.0/8), got '${wrong}'.`,
      ]);
    }
  });

  it('signs with a random secret of its own when PAYMENTS_SANDBOX_SECRET is unset', () => {
    expect(loadConfig({}).paymentsSandboxSecret).not.toBe(loadConfig({}).paymentsSandboxSecret);
  });

  it('reads every variable that is set', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.5',
        DATA_DIR: '/var/lib/maplepost',
        DATABASE_URL: 'postgres://maplepost:pw@db.internal:5432/maplepost',
        WEB_DIST_DIR: '/srv/web',
        PUBLIC_URL: 'https://ship.example.com/',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com',
        MAIL_FROM: 'shipping@example.com',
        GEO_PROVIDER: 'google',
        GEO_API_KEY: 'key-1',
        GEO_TIMEOUT_MS: '2500',
        PAYMENTS_SANDBOX_SECRET: 's'.repeat(40),
        LABEL_CJK_FONT: 'fonts/cjk.ttf',
        HS_NOMENCLATURE_FILE: 'data/harmonized-system.csv',
        CARRIER_EVENTS_SECRET: 'c'.repeat(64),
        BULK_WORKERS: '0',
        BULK_JOB_TIMEOUT_SECONDS: '120',
        SHUTDOWN_DRAIN_SECONDS: '15',
        API_KEY_CALLS_PER_MINUTE: '1200',
        WEBHOOK_SECRETS_KEY: 'w'.repeat(48),
        WEBHOOK_WORKERS: '4',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: ['10.0.0.0/8', '192.168.1.5'],
      production: true,
      databaseUrl: 'postgres://maplepost:pw@db.internal:5432/maplepost',
      dataDir: '/var/lib/maplepost',
      webDistDir: '/srv/web',
      publicUrl: 'https://ship.example.com',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com',
      mailFrom: 'shipping@example.com',
      geo: { provider: 'google', apiKey: 'key-1', timeoutMs: 2500 },
      paymentsSandboxSecret: 's'.repeat(40),
      labelCjkFontPath: path.resolve('fonts/cjk.ttf'),
      hsNomenclatureFile: path.resolve('data/harmonized-system.csv'),
      carrierEventsSecret: 'c'.repeat(64),
      bulkWorkers: 0,
      bulkJobTimeoutSeconds: 120,
      bulkRowPauseMs: 0,
      shutdownDrainSeconds: 15,
      apiKeyCallsPerMinute: 1200,
      webhookSecretsKey: 'w'.repeat(48),
      webhookWorkers: 4,
    });
  });

  it('builds the default PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '3520' }).publicUrl).toBe('http://localhost:3520');
  });

  it('counts an empty variable as unset and trims the others', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', GEO_PROVIDER: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      geo: { provider: 'embedded' },
    });
    expect(loadConfig({ PORT: ' 4000 ' }).port).toBe(4000);
  });

  it('is in production only when NODE_ENV is production', () => {
    expect(loadConfig(PRODUCTION_ENVIRONMENT).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('accepts a PostgreSQL URL in either spelling, also over a socket', () => {
    for (const url of ['postgresql://localhost/maplepost', 'postgres:///maplepost?host=/run']) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });
});

describe('the address provider settings', () => {
  it('chooses the embedded provider by default, ignoring a key', () => {
    expect(loadConfig({}).geo).toEqual({ provider: 'embedded' });
    expect(loadConfig({ GEO_PROVIDER: 'embedded', GEO_API_KEY: 'ignored' }).geo).toEqual({
      provider: 'embedded',
    });
  });

  it('chooses Google with a key and a time limit', () => {
    expect(loadConfig({ GEO_PROVIDER: 'google', GEO_API_KEY: ' key-1 ' }).geo).toEqual({
      provider: 'google',
      apiKey: 'key-1',
      timeoutMs: 5000,
    });
    expect(
      loadConfig({ GEO_PROVIDER: 'google', GEO_API_KEY: 'key-1', GEO_TIMEOUT_MS: '2500' }).geo,
    ).toMatchObject({ timeoutMs: 2500 });
  });

  it('chooses a self-hosted Photon server by its address, with a time limit', () => {
    expect(loadConfig({ GEO_PROVIDER: 'photon', GEO_URL: ' http://photon:2322 ' }).geo).toEqual({
      provider: 'photon',
      url: 'http://photon:2322',
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        GEO_PROVIDER: 'photon',
        GEO_URL: 'https://geo.example.com/photon/',
        GEO_TIMEOUT_MS: '800',
      }).geo,
    ).toEqual({ provider: 'photon', url: 'https://geo.example.com/photon/', timeoutMs: 800 });
  });
});

describe('a wrong or missing value', () => {
  it.each([
    [{ PORT: 'abc' }, "PORT must be a whole number from 1 to 65535, got 'abc'."],
    [{ PORT: '0' }, "PORT must be a whole number from 1 to 65535, got '0'."],
    [{ PORT: '70000' }, "PORT must be a whole number from 1 to 65535, got '70000'."],
    [{ PORT: '80.5' }, "PORT must be a whole number from 1 to 65535, got '80.5'."],
    [
      { PUBLIC_URL: 'ship.example.com' },
      "PUBLIC_URL must be an http:// or https:// address, got 'ship.example.com'.",
    ],
    [
      { MAIL_FROM: 'Maplepost' },
      "MAIL_FROM must be a mail address, alone or as 'Name <address>', got 'Maplepost'.",
    ],
    [
      { GEO_PROVIDER: 'mapquest' },
      "GEO_PROVIDER must be 'embedded', 'google' or 'photon', got 'mapquest'.",
    ],
    [
      { GEO_PROVIDER: 'photon' },
      'GEO_URL is required when GEO_PROVIDER is photon: the Photon server, e.g. http://localhost:2322.',
    ],
    [
      { GEO_PROVIDER: 'photon', GEO_URL: 'photon:2322' },
      'GEO_URL must be the http:// or https:// address of the Photon server (its value is not shown).',
    ],
    [
      { GEO_PROVIDER: 'photon', GEO_URL: 'ftp://photon.internal' },
      'GEO_URL must be the http:// or https:// address of the Photon server (its value is not shown).',
    ],
    [
      { GEO_PROVIDER: 'photon', GEO_URL: 'http://photon:2322', GEO_TIMEOUT_MS: '0' },
      "GEO_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000, got '0'.",
    ],
    [{ GEO_PROVIDER: 'google' }, 'GEO_API_KEY is required when GEO_PROVIDER is google.'],
    [
      { GEO_PROVIDER: 'google', GEO_API_KEY: '  ' },
      'GEO_API_KEY is required when GEO_PROVIDER is google.',
    ],
    [
      { GEO_PROVIDER: 'google', GEO_API_KEY: 'key-1', GEO_TIMEOUT_MS: 'soon' },
      "GEO_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000, got 'soon'.",
    ],
    [
      { DATABASE_URL: 'mysql://localhost/maplepost' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL (its value is not shown).',
    ],
    [
      { SMTP_URL: 'smtp.example.com' },
      'SMTP_URL must be an smtp:// or smtps:// URL (its value is not shown).',
    ],
    [
      { ...PRODUCTION_ENVIRONMENT, CARRIER_EVENTS_SECRET: '' },
      'CARRIER_EVENTS_SECRET is required in production: the shared secret partner carriers sign tracking events with (e.g. openssl rand -hex 32).',
    ],
    [
      { ...PRODUCTION_ENVIRONMENT, PAYMENTS_SANDBOX_SECRET: '' },
      "PAYMENTS_SANDBOX_SECRET is required in production: every API node signs and checks the card fields' tokens with it (e.g. openssl rand -hex 32).",
    ],
    [
      { ...PRODUCTION_ENVIRONMENT, WEBHOOK_SECRETS_KEY: '' },
      'WEBHOOK_SECRETS_KEY is required in production: every node seals and opens webhook signing secrets with it (e.g. openssl rand -hex 32).',
    ],
    [
      { ...PRODUCTION_ENVIRONMENT, BULK_ROW_PAUSE_MS: '20' },
      "BULK_ROW_PAUSE_MS must be 0 in production: it slows every bulk upload on purpose, for tests, got '20'.",
    ],
    [
      { BULK_ROW_PAUSE_MS: '5000' },
      "BULK_ROW_PAUSE_MS must be a whole number of milliseconds from 0 to 1000, got '5000'.",
    ],
    [{ WEBHOOK_WORKERS: '33' }, "WEBHOOK_WORKERS must be a whole number from 0 to 32, got '33'."],
    [
      { API_KEY_CALLS_PER_MINUTE: '0' },
      "API_KEY_CALLS_PER_MINUTE must be a whole number from 1 to 100000, got '0'.",
    ],
    [
      { SHUTDOWN_DRAIN_SECONDS: '600' },
      "SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 120, got '600'.",
    ],
    [
      { PAYMENTS_SANDBOX_SECRET: 'too-short' },
      'PAYMENTS_SANDBOX_SECRET must be at least 32 characters (e.g. openssl rand -hex 32) (its value is not shown).',
    ],
    [
      { CARRIER_EVENTS_SECRET: 'too-short' },
      'CARRIER_EVENTS_SECRET must be at least 32 characters (e.g. openssl rand -hex 32) (its value is not shown).',
    ],
  ])('refuses %j with one line naming the variable', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('is reported together with every other problem', () => {
    expect(problemsOf({ PORT: 'abc', MAIL_FROM: 'Maplepost', GEO_PROVIDER: 'google' })).toEqual([
      "PORT must be a whole number from 1 to 65535, got 'abc'.",
      "MAIL_FROM must be a mail address, alone or as 'Name <address>', got 'Maplepost'.",
      'GEO_API_KEY is required when GEO_PROVIDER is google.',
    ]);
  });

  it('never repeats a secret', () => {
    const secrets = ['hunter2', 'mail-password', 'secret-key', 'signing-secret'];
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://admin:hunter2@db.internal/maplepost',
      SMTP_URL: 'http://mailer:mail-password@smtp.example.com',
      GEO_PROVIDER: 'google',
      GEO_API_KEY: 'secret-key',
      GEO_TIMEOUT_MS: '-1',
      PAYMENTS_SANDBOX_SECRET: 'signing-secret',
    });

    expect(problems).toHaveLength(5);
    for (const secret of secrets) expect(problems.join('\n')).not.toContain(secret);
  });

  it('never repeats the Photon address, which may hold a password', () => {
    const problems = problemsOf({
      GEO_PROVIDER: 'photon',
      GEO_URL: 'photon://maplepost:proxy-password@geo.internal',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).not.toContain('proxy-password');
  });

  it('throws one error whose message holds one line per problem', () => {
    expect(() => loadConfig({ PORT: 'abc', GEO_PROVIDER: 'mapquest' })).toThrow(
      "PORT must be a whole number from 1 to 65535, got 'abc'.\n" +
        "GEO_PROVIDER must be 'embedded', 'google' or 'photon', got 'mapquest'.",
    );
  });
});
