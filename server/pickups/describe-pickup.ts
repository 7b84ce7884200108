import type { BookedPickup } from '#domain/pickups/pickup-schemas.ts';
import type { PickupRow } from './queries.ts';

/** A pickup row as the API shows it: its details, without the row's keys and timestamps. */
export function describePickup(row: PickupRow): BookedPickup {
  const { id, batchId: _batchId, createdAt: _createdAt, ...details } = row;
  return { pickupId: id, ...details };
}
