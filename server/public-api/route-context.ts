import type { BulkQueue } from '../bulk/index.ts';
import type { CancelShipment } from '../cancellations/index.ts';
import type { HsNomenclature } from '../customs/index.ts';
import type { Database } from '../db/client.ts';
import type { FallbackFont } from '../labels/index.ts';
import type { GeoProvider } from '../providers/geo/geo-provider.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { Webhooks } from '../webhooks/index.ts';
import type { IdempotentPost } from './idempotent-post.ts';
import type { KeyGuard } from './key-guard.ts';

export type PublicApiDependencies = {
  db: Database;
  now: () => Date;
  geo: GeoProvider;
  hostedGeocoder: boolean;
  fallbackFont: FallbackFont | null;
  paymentProvider: PaymentProvider;
  /** The same cancellation as the website's order history. */
  cancelShipment: CancelShipment;
  /** The bulk job queue, which the API's uploads join. */
  bulkQueue: Pick<BulkQueue, 'enqueue'>;
  /** The events shipments made here tell, and what registering endpoints by key needs. */
  webhooks: Pick<Webhooks, 'events' | 'sealer' | 'send'>;
  /** The HS nomenclature for search and the subheading check; null when this server has none. */
  hsNomenclature: HsNomenclature | null;
  /** Calls one key may make a minute (API_KEY_CALLS_PER_MINUTE). */
  keyCallsPerMinute: number;
};

/** What every route module of /api/v1 is given: the services, the key guard and the POST wrapper. */
export type RouteContext = PublicApiDependencies & { guard: KeyGuard; answerOnce: IdempotentPost };
