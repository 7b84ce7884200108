/** The webhooks room's front door: what other rooms and the entry points use of it, and nothing else (docs/ARCHITECTURE.md). */
import { lookup } from 'node:dns/promises';
import type { AppConfig } from '../config.ts';
import { createSecretSealer, type SecretSealer } from '../crypto/sealed-secrets.ts';
import type { Database } from '../db/client.ts';
import type { JobBoss } from '../db/job-boss.ts';
import { addressPolicyFor } from './address-policy.ts';
import { createDeliveryHandler } from './deliver.ts';
import { startDeliveryRetention } from './delivery-retention.ts';
import { createWebhookEvents } from './publish.ts';
import {
  DAY_OF_RETRIES,
  startWebhookQueue,
  type RetrySchedule,
  type WebhookQueue,
} from './queue.ts';
import type { SendSettings } from './send-webhook.ts';
import type { ErrorLog } from '../http/log-options.ts';
import type { WebhookEvents } from '../webhook-events.ts';

export { registerWebhookRoutes } from './routes.ts';
export { registerWebhookTestReceiver } from './test-receiver.ts';
export { deleteAllEndpointsOf, deleteEndpoint, findEndpoint, listEndpoints } from './queries.ts';
export { createEndpoint, endpointOf } from './endpoints.ts';

/** How deliveries are sent and retried; tests shorten the retries and name the policy. */
export type DeliverySettings = { send: SendSettings; retry: RetrySchedule };

/** A delivery attempt's time limit: a receiver should answer at once and do its work later. */
const ATTEMPT_TIMEOUT_MS = 10_000;

export const defaultDeliverySettings = (production: boolean): DeliverySettings => ({
  send: {
    policy: addressPolicyFor(production),
    resolveHost: (hostname) => lookup(hostname, { all: true }),
    timeoutMs: ATTEMPT_TIMEOUT_MS,
  },
  retry: DAY_OF_RETRIES,
});

export type Webhooks = {
  events: WebhookEvents;
  queue: WebhookQueue;
  sealer: SecretSealer;
  send: SendSettings;
};

export type WebhookOptions = {
  jobs: JobBoss;
  db: Database;
  now: () => Date;
  config: Pick<AppConfig, 'webhookWorkers' | 'webhookSecretsKey' | 'publicUrl'> & {
    production: boolean;
  };
  log: ErrorLog;
  settings?: DeliverySettings;
};

/**
 * Starts the webhook delivery queue with config.webhookWorkers attempts at once in this process
 * (none: `npm run worker` processes send them), and the publisher the services tell events to.
 */
export async function startWebhooks({
  jobs,
  db,
  now,
  config,
  log,
  settings = defaultDeliverySettings(config.production),
}: WebhookOptions): Promise<Webhooks> {
  const queue = await startWebhookQueue(jobs, { retry: settings.retry });
  const sealer = createSecretSealer(config.webhookSecretsKey);
  if (config.webhookWorkers > 0) {
    await queue.work(
      config.webhookWorkers,
      createDeliveryHandler({ db, now, sealer, send: settings.send, publicUrl: config.publicUrl }),
    );
    // Where deliveries are sent, their log is kept to its length too.
    await startDeliveryRetention(jobs, { db, now, log });
  }
  return { events: createWebhookEvents({ queue, now, log }), queue, sealer, send: settings.send };
}
