import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadGeoConfig, type GeoConfig } from './providers/geo/geo-config.ts';

export type AppConfig = {
  port: number;
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
  /** The address provider: the offline one, or a hosted geocoding service. */
  geo: GeoConfig;
  /** Signs the sandbox payment provider's client tokens; every API node needs the same one. */
  paymentsSandboxSecret: string;
  /** A font file with Chinese characters for labels; unset, a system font is looked for. */
  labelCjkFontPath: string | undefined;
};

/** Reads the configuration from environment variables, with the defaults of the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Maplepost <no-reply@maplepost.test>',
    geo: loadGeoConfig(env),
    // Without the variable each process signs with its own random secret: fine for one node.
    paymentsSandboxSecret: env.PAYMENTS_SANDBOX_SECRET || randomBytes(32).toString('hex'),
    labelCjkFontPath: env.LABEL_CJK_FONT ? path.resolve(env.LABEL_CJK_FONT) : undefined,
  };
}
