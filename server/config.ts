import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { GeoConfig } from './providers/geo/geo-config.ts';

/**
 * Fastify's trustProxy: false believes no X-Forwarded-For (the client is the connection's
 * address), a number believes that many proxies in front, a list believes those addresses.
 */
export type TrustProxy = false | number | string[];

/** Fastify's option for it: a hop count as proxy-addr reads one (the nearest `hops` addresses are proxies), since Fastify's types take no number. */
export const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export type AppConfig = {
  port: number;
  /** The interface to listen on: every one in production, loopback otherwise (HOST overrides). */
  host: string;
  /** Which proxies' X-Forwarded-For to believe: none, a number of hops, or their addresses. */
  trustProxy: TrustProxy;
  /** 'production' turns on Secure cookies and turns off demo seeding and /dev/mailbox. */
  production: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the built web app lives; the server serves it when the folder exists. */
  webDistDir: string;
  /** The address people reach the portal at, used in links inside mails. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address provider: the offline one, Google's hosted services, or a self-hosted Photon server. */
  geo: GeoConfig;
  /** Signs the sandbox payment provider's client tokens; every API node needs the same one. */
  paymentsSandboxSecret: string;
  /** A font file with Chinese characters for labels; unset, a system font is looked for. */
  labelCjkFontPath: string | undefined;
  /**
   * UN Comtrade's HS nomenclature CSV, read once at start for HS code search and the subheading
   * check; without it search answers 503 and HS codes are checked for shape (decision 031).
   */
  hsNomenclatureFile: string;
  /** The secret partner carriers sign their calls with (HMAC-SHA256); never logged. */
  carrierEventsSecret: string;
  /** Bulk upload jobs this process works on at once; 0 leaves them to `npm run worker` processes. */
  bulkWorkers: number;
  /** A bulk upload job still running after this long is taken as crashed and given to another worker. */
  bulkJobTimeoutSeconds: number;
  /**
   * A pause between an upload's rows, outside production only: 100 rows go by in well under a
   * second here, too fast to watch the progress feed move (the browser test of issue 35 does).
   */
  bulkRowPauseMs: number;
  /** On SIGTERM, how long /readyz says 'draining' while the node still serves, before it stops accepting. */
  shutdownDrainSeconds: number;
  /** Public API calls one key may make a minute, counted across every API node. */
  apiKeyCallsPerMinute: number;
  /** Seals webhook signing secrets in the database (AES-256-GCM); every node needs the same. Never logged. */
  webhookSecretsKey: string;
  /** Webhook deliveries this process sends at once; 0 leaves them to `npm run worker` processes. */
  webhookWorkers: number;
};

/** A load balancer probing every 2 s marks a node down after two failures: 5 s leaves room. */
const PRODUCTION_SHUTDOWN_DRAIN_SECONDS = 5;

/**
 * The carrier secret outside production when none is set, so `npm run simulate` works out of
 * the box. It is public (it is in the README), so production refuses to start without its own.
 */
export const DEVELOPMENT_CARRIER_EVENTS_SECRET = 'maplepost-development-carrier-secret';
/**
 * The webhook secrets' sealing key outside production when none is set: fixed, so that an
 * embedded database's secrets still open after a restart. Public, so production needs its own.
 */
export const DEVELOPMENT_WEBHOOK_SECRETS_KEY = 'maplepost-development-webhook-secrets-key';
/** The least length of a shared secret: 32 characters, what openssl rand -hex 16 prints. */
const MIN_SECRET_LENGTH = 32;

/** A shared secret of at least MIN_SECRET_LENGTH characters, unset allowed. */
const SharedSecretSchema = z
  .string()
  .min(
    MIN_SECRET_LENGTH,
    `must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`,
  )
  .optional();

/**
 * Secrets every node of a production deployment must share: one node's random one would refuse
 * what another signed. Outside production a process may make its own.
 */
const REQUIRED_IN_PRODUCTION = {
  CARRIER_EVENTS_SECRET:
    'is required in production: the shared secret partner carriers sign tracking events with (e.g. openssl rand -hex 32)',
  PAYMENTS_SANDBOX_SECRET:
    "is required in production: every API node signs and checks the card fields' tokens with it (e.g. openssl rand -hex 32)",
  WEBHOOK_SECRETS_KEY:
    'is required in production: every node seals and opens webhook signing secrets with it (e.g. openssl rand -hex 32)',
} as const;

/** Digits only, read as a number from min to max; rule is the message when it is not. */
function wholeNumber(min: number, max: number, rule: string) {
  return z
    .string()
    .regex(/^\d+$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule));
}

// AbortSignal.timeout gives up at once beyond 2^31 - 1 ms; a minute is already too long.
const GeoTimeoutSchema = wholeNumber(
  1,
  60_000,
  'must be a whole number of milliseconds from 1 to 60000',
).default(5000);

const GeoEnvironmentSchema = z.discriminatedUnion(
  'GEO_PROVIDER',
  [
    z.object({ GEO_PROVIDER: z.literal('embedded').default('embedded') }),
    z.object({
      GEO_PROVIDER: z.literal('google'),
      GEO_API_KEY: z.string({ error: 'is required when GEO_PROVIDER is google' }),
      GEO_TIMEOUT_MS: GeoTimeoutSchema,
    }),
    z.object({
      GEO_PROVIDER: z.literal('photon'),
      GEO_URL: z
        .string({
          error:
            'is required when GEO_PROVIDER is photon: the Photon server, e.g. http://localhost:2322',
        })
        .pipe(
          z.url({
            protocol: /^https?$/,
            error: 'must be the http:// or https:// address of the Photon server',
          }),
        ),
      GEO_TIMEOUT_MS: GeoTimeoutSchema,
    }),
  ],
  { error: "must be 'embedded', 'google' or 'photon'" },
);

/** An IPv4 or IPv6 address, optionally with a /prefix: 10.0.0.5, 10.0.0.0/8, fd00::/8. */
const isAddressOrRange = (text: string) => {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

// Trusting every hop would let any client name its own address in X-Forwarded-For and walk
// past every per-address rate limit: only a count of proxies or their addresses is taken.
const TrustProxySchema = z
  .string()
  .optional()
  .transform((text, context): TrustProxy => {
    if (text === undefined) return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= 10) return hops;
    }
    const addresses = text.split(',').map((part) => part.trim());
    if (!/^\d+$/.test(text) && addresses.every(isAddressOrRange)) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        'must be the number of proxies in front (1 to 10) or their addresses, comma-separated (10.0.0.5, 10.0.0.0/8)',
    });
    return z.NEVER;
  });

/**
 * Every environment variable the server reads, with the defaults of the README's Configuration
 * table. Each message completes a sentence that starts with the variable's name.
 */
const EnvironmentSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: wholeNumber(1, 65535, 'must be a whole number from 1 to 65535').default(3000),
    HOST: z.string().optional(),
    TRUST_PROXY: TrustProxySchema,
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    WEB_DIST_DIR: z.string().default('dist/web'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(/\S@\S/, "must be a mail address, alone or as 'Name <address>'")
      .default('Maplepost <no-reply@maplepost.test>'),
    PAYMENTS_SANDBOX_SECRET: SharedSecretSchema,
    LABEL_CJK_FONT: z.string().optional(),
    HS_NOMENCLATURE_FILE: z.string().optional(),
    CARRIER_EVENTS_SECRET: SharedSecretSchema,
    BULK_WORKERS: wholeNumber(0, 32, 'must be a whole number from 0 to 32').default(2),
    BULK_JOB_TIMEOUT_SECONDS: wholeNumber(
      1,
      3600,
      'must be a whole number of seconds from 1 to 3600',
    ).default(60),
    BULK_ROW_PAUSE_MS: wholeNumber(
      0,
      1000,
      'must be a whole number of milliseconds from 0 to 1000',
    ).default(0),
    SHUTDOWN_DRAIN_SECONDS: wholeNumber(
      0,
      120,
      'must be a whole number of seconds from 0 to 120',
    ).optional(),
    API_KEY_CALLS_PER_MINUTE: wholeNumber(
      1,
      100_000,
      'must be a whole number from 1 to 100000',
    ).default(600),
    WEBHOOK_SECRETS_KEY: SharedSecretSchema,
    WEBHOOK_WORKERS: wholeNumber(0, 32, 'must be a whole number from 0 to 32').default(2),
  })
  .and(GeoEnvironmentSchema)
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.BULK_ROW_PAUSE_MS > 0) {
      context.addIssue({
        code: 'custom',
        path: ['BULK_ROW_PAUSE_MS'],
        message: 'must be 0 in production: it slows every bulk upload on purpose, for tests',
      });
    }
    for (const [name, message] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (!env[name as keyof typeof REQUIRED_IN_PRODUCTION]) {
        context.addIssue({ code: 'custom', path: [name], message });
      }
    }
  });

type Environment = z.output<typeof EnvironmentSchema>;

/** The project's root: the nearest folder above this file with a package.json (server/ here, dist/server once built). */
function projectRoot(): string {
  let folder = import.meta.dirname;
  while (!existsSync(path.join(folder, 'package.json')) && path.dirname(folder) !== folder) {
    folder = path.dirname(folder);
  }
  return folder;
}

/**
 * Where the HS nomenclature is looked for when HS_NOMENCLATURE_FILE is unset: the steering
 * repository's shared/data, beside the project (decision 031: fetched data is never committed).
 */
export const defaultHsNomenclatureFile = () =>
  path.resolve(projectRoot(), '../shared/data/harmonized-system.csv');

/** Variables whose value may hold a key or a password, so no message repeats it. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'GEO_API_KEY',
  // A Photon server behind a proxy may be reached as https://user:password@host.
  'GEO_URL',
  'PAYMENTS_SANDBOX_SECRET',
  'CARRIER_EVENTS_SECRET',
  'WEBHOOK_SECRETS_KEY',
]);

/** The configuration's problems, one line each, printed instead of starting. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Reads the configuration from environment variables; an empty variable counts as unset.
 * Throws a ConfigError naming every wrong or missing variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const variables = setVariablesOf(env);
  const parsed = EnvironmentSchema.safeParse(variables);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => describeProblem(issue, variables)));
  }
  return toAppConfig(parsed.data);
}

/** The variables that have a value, trimmed: `PORT=` in a .env file means the default. */
function setVariablesOf(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
  );
}

function describeProblem(issue: z.core.$ZodIssue, variables: Record<string, string>): string {
  const name = String(issue.path[0]);
  const value = variables[name];
  if (value === undefined) return `${name} ${issue.message}.`;
  if (SECRET_VARIABLES.has(name)) return `${name} ${issue.message} (its value is not shown).`;
  return `${name} ${issue.message}, got '${value}'.`;
}

function toAppConfig(env: Environment): AppConfig {
  return {
    port: env.PORT,
    // Outside production only this machine may connect (the dev mailbox shows reset links).
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    trustProxy: env.TRUST_PROXY,
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    geo: geoConfigOf(env),
    // Outside production, unset: this process signs with a random secret of its own, fine for one node.
    paymentsSandboxSecret: env.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    labelCjkFontPath: env.LABEL_CJK_FONT ? path.resolve(env.LABEL_CJK_FONT) : undefined,
    hsNomenclatureFile: env.HS_NOMENCLATURE_FILE
      ? path.resolve(env.HS_NOMENCLATURE_FILE)
      : defaultHsNomenclatureFile(),
    carrierEventsSecret: env.CARRIER_EVENTS_SECRET ?? DEVELOPMENT_CARRIER_EVENTS_SECRET,
    bulkWorkers: env.BULK_WORKERS,
    bulkJobTimeoutSeconds: env.BULK_JOB_TIMEOUT_SECONDS,
    bulkRowPauseMs: env.BULK_ROW_PAUSE_MS,
    // Outside production nothing balances load in front: stop at once.
    shutdownDrainSeconds:
      env.SHUTDOWN_DRAIN_SECONDS ??
      (env.NODE_ENV === 'production' ? PRODUCTION_SHUTDOWN_DRAIN_SECONDS : 0),
    apiKeyCallsPerMinute: env.API_KEY_CALLS_PER_MINUTE,
    webhookSecretsKey: env.WEBHOOK_SECRETS_KEY ?? DEVELOPMENT_WEBHOOK_SECRETS_KEY,
    webhookWorkers: env.WEBHOOK_WORKERS,
  };
}

function geoConfigOf(env: Environment): GeoConfig {
  switch (env.GEO_PROVIDER) {
    case 'google':
      return { provider: 'google', apiKey: env.GEO_API_KEY, timeoutMs: env.GEO_TIMEOUT_MS };
    case 'photon':
      return { provider: 'photon', url: env.GEO_URL, timeoutMs: env.GEO_TIMEOUT_MS };
    case 'embedded':
      return { provider: 'embedded' };
  }
}

/** The configuration, or a line per wrong variable and exit code 1: no stack trace to read. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
