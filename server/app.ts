import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sharedRateLimitStore } from './http/shared-rate-limit-store.ts';
import { registerAddressBookRoutes } from './address-book/routes.ts';
import { registerApiKeyRoutes } from './api-keys/index.ts';
import { registerAccountSecurityRoutes } from './account/security-routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import {
  registerBulk,
  registerBulkAddressCheckRoutes,
  registerBulkProgress,
} from './bulk/index.ts';
import {
  createShipmentCancellation,
  registerCancellationRoutes,
  startRefundRetry,
} from './cancellations/index.ts';
import { startPaymentReconciler } from './checkout/index.ts';
import { registerCheckoutRoutes } from './checkout/routes.ts';
import { createIsStaff } from './auth/require-staff.ts';
import { loadHsNomenclature, registerCustomsRoutes } from './customs/index.ts';
import { createSessions } from './auth/sessions.ts';
import { fastifyTrustProxy, type AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startJobBoss } from './db/job-boss.ts';
import { createReadiness, type Readiness } from './health/readiness.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { findFallbackFont } from './labels/fallback-font.ts';
import { registerInvoiceRoutes } from './account/invoices/routes.ts';
import { registerLabelRoutes } from './labels/routes.ts';
import { registerOpsRoutes } from './ops/index.ts';
import { registerPickupRoutes } from './pickups/routes.ts';
import { registerOpenApiDocument, registerPublicApi } from './public-api/index.ts';
import { registerGeoRoutes } from './geo/routes.ts';
import { createBackgroundWork, type BackgroundWork } from './http/background-work.ts';
import { acceptOnlyJsonBodies } from './http/body-types.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { loggerOptions, type LogStream } from './http/log-options.ts';
import { registerControlCharacterGuard } from './http/control-character-guard.ts';
import { registerDevelopmentHostCheck } from './http/development-hosts.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { answerUnreadableRequest } from './http/unreadable-requests.ts';
import { answerUnroutablePath, registerSecurityHeaders } from './http/security-headers.ts';
import { registerRateRoutes } from './rates/routes.ts';
import { createFindBatchLabels, createFindLabelData } from './labels/find-label-data.ts';
import { createOwners } from './shipments/owners.ts';
import { registerOrderListRoutes } from './shipments/order-list-routes.ts';
import { registerShipmentRoutes } from './shipments/routes.ts';
import { startUnpaidSweep } from './shipments/unpaid-sweep.ts';
import { registerCarrierRoutes } from './tracking/carrier-routes.ts';
import { registerTrackingRoutes } from './tracking/routes.ts';
import { registerUserRoutes } from './account/routes.ts';
import { registerSandboxPaymentRoutes } from './providers/payments/sandbox/routes.ts';
import { createSandboxPaymentProvider } from './providers/payments/sandbox/sandbox-provider.ts';
import { registerPaymentRoutes } from './checkout/payment-routes.ts';
import { createGeoProvider } from './providers/geo/create-geo-provider.ts';
import { registerDevMailbox } from './providers/mail/dev-mailbox.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { startOutboxDispatch } from './providers/mail/outbox-dispatcher.ts';
import { createSmtpMailer } from './providers/mail/smtp-mailer.ts';
import { webBuildInlineScriptSources } from './web-app/inline-scripts.ts';
import { registerWebApp } from './web-app/routes.ts';
import {
  registerWebhookRoutes,
  registerWebhookTestReceiver,
  startWebhooks,
  type DeliverySettings,
} from './webhooks/index.ts';

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The current time; tests move it to check expiry rules. */
  now?: () => Date;
  /** Turns logging on (to standard output, or to the stream given); tests leave it off. */
  logger?: boolean | { stream: LogStream };
  /** Work answered before it is done (mail); tests pass theirs to wait for it. */
  backgroundWork?: BackgroundWork;
  /** What sends the outbox when SMTP_URL is set: SMTP itself unless a test brings its own. */
  mailTransport?: Mailer;
  /** What /readyz reports; main.ts drains it on SIGTERM. A fresh, ready one unless given. */
  readiness?: Readiness;
  /** Told of every route as it is registered: tests that walk the route table read it. */
  onRoute?: (route: RouteOptions) => void;
  /** How webhooks are sent and retried; tests retry at once and choose the address policy. */
  webhookDelivery?: DeliverySettings;
  /**
   * Asks the card provider again, every minute, for the refunds it did not make (on unless
   * false): the API tests leave it off, so that only they run its jobs while they move the clock.
   */
  retryRefunds?: boolean;
  /**
   * Discards unpaid orders older than 30 days daily, where bulk jobs are worked (on unless false):
   * the API tests leave it off and run the sweep themselves on their own clock.
   */
  sweepUnpaidOrders?: boolean;
  /**
   * Settles card charges left unsettled every minute, where bulk jobs are worked (on unless
   * false): the API tests leave it off and run its rounds themselves on their own clock.
   */
  reconcilePayments?: boolean;
};

/** Builds the Fastify app from explicit registrations; main.ts listens, tests inject. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database, mailer } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const securityHeaderSettings = {
    publicUrl: config.publicUrl,
    production: config.production,
    inlineScripts: webBuildInlineScriptSources(config.webDistDir),
  };
  const app = Fastify({
    logger: dependencies.logger
      ? loggerOptions(dependencies.logger === true ? undefined : dependencies.logger.stream)
      : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerUnroutablePath(securityHeaderSettings),
    clientErrorHandler: answerUnreadableRequest,
  }).withTypeProvider<ZodTypeProvider>();

  // Read and indexed while the plugins and the database start: the order paths and HS code
  // search need it from the first request, never on one.
  const hsNomenclatureLoaded = loadHsNomenclature(config.hsNomenclatureFile, app.log);

  if (dependencies.onRoute) app.addHook('onRoute', dependencies.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of the hooks: answers that later ones refuse carry the headers too.
  await registerSecurityHeaders(app, securityHeaderSettings);
  // Next: a request for another host gets no further, the WebSocket upgrade included.
  if (!config.production) registerDevelopmentHostCheck(app, { publicUrl: config.publicUrl });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  acceptOnlyJsonBodies(app);
  registerControlCharacterGuard(app);
  registerSameOriginCheck(app, { publicUrl: config.publicUrl });

  await app.register(cookie);
  // Limits are opted into per route (login, forgot password, geocoding, ...). On PostgreSQL every
  // API node counts in the database; the embedded database has one process, which counts alone.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgresql' && {
      store: sharedRateLimitStore(database.executeSql),
      // A failed count lets the request through rather than fail it for the count's sake.
      skipOnError: true,
    }),
  });

  await registerOpenApiDocument(app, { publicUrl: config.publicUrl });

  const db = database.db;
  const sessions = createSessions({ db, now, secureCookie: config.production });
  // First of the routes: @fastify/websocket must see every route registered after it.
  await registerBulkProgress(app, { database, sessions, publicUrl: config.publicUrl });
  registerHealthRoutes(app, { database, readiness: dependencies.readiness ?? createReadiness() });
  const backgroundWork = dependencies.backgroundWork ?? createBackgroundWork(app.log);
  app.addHook('onClose', () => backgroundWork.settled());
  registerAuthRoutes(app, { db, mailer, config, now, sessions, backgroundWork });
  registerAccountSecurityRoutes(app, { db, sessions, now });
  registerApiKeyRoutes(app, { db, sessions, now, production: config.production });
  // The process's one pg-boss, for every queue and schedule below. Fastify runs onClose hooks
  // last registered first: this one runs after every hook that stops listening for jobs.
  const jobs = await startJobBoss(database, {
    shortestExpirySeconds: config.bulkJobTimeoutSeconds,
    log: app.log,
  });
  app.addHook('onClose', () => jobs.stop());
  // Before the capabilities whose events it sends.
  const webhooks = await startWebhooks({
    jobs,
    db,
    now,
    config,
    log: app.log,
    settings: dependencies.webhookDelivery,
  });
  registerWebhookRoutes(app, { db, sessions, now, ...webhooks });
  registerWebhookTestReceiver(app);
  const { events } = webhooks;
  registerRateRoutes(app, { sessions, db, now });
  const geo = createGeoProvider(config.geo);
  registerGeoRoutes(app, { geo, db, sessions });
  registerBulkAddressCheckRoutes(app, {
    geo,
    hostedGeocoder: config.geo.provider !== 'embedded',
    sessions,
  });
  registerAddressBookRoutes(app, { db, sessions });
  const hsNomenclature = await hsNomenclatureLoaded;
  registerCustomsRoutes(app, { hsNomenclature });
  const owners = createOwners({ sessions, secureCookie: config.production });
  registerShipmentRoutes(app, { db, owners, now, webhooks: events, hsNomenclature });
  registerOrderListRoutes(app, { db, sessions, now });
  const bulkQueue = await registerBulk(app, {
    jobs,
    database,
    sessions,
    now,
    config,
    webhooks: events,
    hsNomenclature,
  });
  const paymentProvider = createSandboxPaymentProvider({
    db,
    secret: config.paymentsSandboxSecret,
    now,
  });
  registerSandboxPaymentRoutes(app, {
    provider: paymentProvider,
    publicUrl: config.publicUrl,
    now,
  });
  registerPaymentRoutes(app, { provider: paymentProvider, sessions });
  registerUserRoutes(app, { db, sessions, paymentProvider, now });
  registerCheckoutRoutes(app, { db, owners, paymentProvider, now, webhooks: events });
  registerPickupRoutes(app, { db, owners, now });
  const cancelShipment = createShipmentCancellation({
    db,
    now,
    paymentProvider,
    publicUrl: config.publicUrl,
    webhooks: events,
    log: app.log,
  });
  registerCancellationRoutes(app, { owners, cancelShipment });
  // Beside the bulk workers: `npm run worker` runs it where the server runs none.
  if (dependencies.sweepUnpaidOrders !== false && config.bulkWorkers > 0) {
    await startUnpaidSweep(jobs, { db, now, log: app.log });
  }
  if (dependencies.reconcilePayments !== false && config.bulkWorkers > 0) {
    await startPaymentReconciler(jobs, {
      db,
      now,
      provider: paymentProvider,
      webhooks: events,
      log: app.log,
    });
  }
  if (dependencies.retryRefunds !== false) {
    await startRefundRetry(jobs, { db, now, paymentProvider, log: app.log });
  }
  registerOpsRoutes(app, { db, sessions, now, publicUrl: config.publicUrl, webhooks: events });
  const fallbackFont = findFallbackFont(config.labelCjkFontPath);
  if (!fallbackFont) {
    app.log.warn(
      "No font with Chinese characters: labels print '?' for them. Install fonts-wqy-microhei or set LABEL_CJK_FONT.",
    );
  }
  registerLabelRoutes(app, {
    findLabelData: createFindLabelData({ db, owners }),
    findBatchLabels: createFindBatchLabels({ db, owners }),
    fallbackFont,
  });
  registerInvoiceRoutes(app, { db, sessions, fallbackFont });
  await registerPublicApi(app, {
    db,
    now,
    geo,
    hostedGeocoder: config.geo.provider !== 'embedded',
    fallbackFont,
    paymentProvider,
    cancelShipment,
    bulkQueue,
    webhooks,
    keyCallsPerMinute: config.apiKeyCallsPerMinute,
    hsNomenclature,
  });
  registerTrackingRoutes(app, { db, sessions });
  await registerCarrierRoutes(app, {
    db,
    secret: config.carrierEventsSecret,
    publicUrl: config.publicUrl,
    now,
    webhooks: events,
  });
  if (config.smtpUrl) {
    const stopHearingOfMail = await startOutboxDispatch(jobs, {
      db,
      listen: database.listen,
      transport: dependencies.mailTransport ?? createSmtpMailer(config.smtpUrl, config.mailFrom),
      log: app.log,
      now,
    });
    app.addHook('onClose', () => stopHearingOfMail());
  } else if (config.production) {
    app.log.warn('SMTP_URL is not set: mail is kept in the outbox table and not sent.');
  }
  // Without SMTP the outbox is where mail stays; outside production it is read here.
  if (!config.production) registerDevMailbox(app, { db });
  await registerWebApp(app, { config, isStaff: createIsStaff(sessions) });

  return app;
}
