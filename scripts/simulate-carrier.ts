/**
 * `npm run simulate`: plays a partner carrier against a running portal, so tracking moves.
 * It reads the signed manifest (paid parcels not yet delivered) and moves each parcel one step
 * through the signed events call. Once by default; `--loop` repeats every few seconds.
 *
 *   npm run simulate -- [--url http://localhost:3000] [--loop] [--every 5]
 *
 * The secret is CARRIER_EVENTS_SECRET, or the development default the portal also uses.
 */
import { parseArgs } from 'node:util';
import {
  CarrierEventsResultSchema,
  CarrierManifestSchema,
  MAX_CARRIER_EVENTS,
  type CarrierEvent,
} from '../domain/tracking/carrier-schemas.ts';
import { DEVELOPMENT_CARRIER_EVENTS_SECRET } from '../server/config.ts';
import { signCarrierRequest } from '../server/tracking/carrier-signature.ts';
import { nextScan } from './carrier-simulation.ts';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    loop: { type: 'boolean', default: false },
    every: { type: 'string', default: '5' },
  },
});
const baseUrl = (options.url ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
const secret = process.env.CARRIER_EVENTS_SECRET?.trim() || DEVELOPMENT_CARRIER_EVENTS_SECRET;
const everySeconds = Number(options.every);
if (!Number.isFinite(everySeconds) || everySeconds < 1) {
  console.error('--every is a number of seconds, at least 1.');
  process.exit(1);
}

/** A call signed as README's Partner carriers section says: HMAC of `${timestamp}.${body}`. */
async function signedCall(path: string, body = ''): Promise<unknown> {
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      'x-maplepost-timestamp': String(timestamp),
      'x-maplepost-signature': signCarrierRequest(secret, timestamp, body),
    },
    body: body || undefined,
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (answer as { message?: string } | undefined)?.message ?? response.statusText;
    throw new Error(`${path} answered ${response.status}: ${message}`);
  }
  return answer;
}

/** One round: every parcel of the manifest moves one step. */
async function round(): Promise<void> {
  const { shipments } = CarrierManifestSchema.parse(await signedCall('/web/carrier/manifest'));
  const now = new Date();
  const scans = shipments
    .map((shipment) => nextScan(shipment, now))
    .filter((scan): scan is CarrierEvent => scan !== null);
  if (scans.length === 0) {
    console.log('No paid parcel is waiting to move. Ship and pay one at /shipping.');
    return;
  }
  const before = new Map(shipments.map((shipment) => [shipment.trackingNumber, shipment.status]));
  for (let start = 0; start < scans.length; start += MAX_CARRIER_EVENTS) {
    const batch = scans.slice(start, start + MAX_CARRIER_EVENTS);
    const result = CarrierEventsResultSchema.parse(
      await signedCall('/web/carrier/events', JSON.stringify({ events: batch })),
    );
    const unknown = new Set(result.unknown.map((event) => event.eventId));
    for (const scan of batch) {
      if (unknown.has(scan.eventId)) continue;
      console.log(
        `${scan.trackingNumber}  ${before.get(scan.trackingNumber)} -> ${scan.status}  at ${scan.location}`,
      );
    }
    console.log(
      `Applied ${result.applied}, already known ${result.duplicates}, unknown ${result.unknown.length}.`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Simulating a carrier against ${baseUrl}${options.loop ? `, every ${everySeconds} s (Ctrl+C stops)` : ''}.`,
  );
  for (;;) {
    try {
      await round();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      if (!options.loop) process.exit(1);
    }
    if (!options.loop) return;
    await new Promise((resolve) => setTimeout(resolve, everySeconds * 1000));
  }
}

await main();
