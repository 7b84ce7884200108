/** The webhooks room's front door: what other rooms and the entry points use of it, and nothing else (docs/ARCHITECTURE.md). */
import { lookup } from 'node:dns/promises';
import type { AppConfig } from '../config.ts';
import { createSecretSealer, type SecretSealer } from '../crypto/sealed-secrets.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { addressPolicyFor } from './address-policy.ts';
import { createDeliveryHandler } from './deliver.ts';
import { createDeliveryRetention } from './delivery-retention.ts';
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
  /** Stops taking deliveries and waits for the attempts under way. */
  stop(): Promise<void>;
};

export type WebhookOptions = {
  database: DatabaseHandle;
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
  database,
  now,
  config,
  log,
  settings = defaultDeliverySettings(config.production),
}: WebhookOptions): Promise<Webhooks> {
  const queue = await startWebhookQueue(database, {
    retry: settings.retry,
    onError: (error) => log.error({ err: error }, 'webhook job queue failed'),
  });
  const sealer = createSecretSealer(config.webhookSecretsKey);
  // Where deliveries are sent, their log is kept to its length too.
  const retention =
    config.webhookWorkers > 0 ? createDeliveryRetention({ db: database.db, now, log }) : null;
  retention?.start();
  if (config.webhookWorkers > 0) {
    await queue.work(
      config.webhookWorkers,
      createDeliveryHandler({
        db: database.db,
        now,
        sealer,
        send: settings.send,
        publicUrl: config.publicUrl,
      }),
    );
  }
  return {
    events: createWebhookEvents({ queue, now, log }),
    queue,
    sealer,
    send: settings.send,
    stop: async () => {
      await retention?.stop();
      await queue.stop();
    },
  };
}
