import type { Pickup } from '#domain/pickups/pickup-schemas.ts';

/** What checkout hands the success page: the delivery chosen and the pickup booked, if any. */
export type SuccessState =
  | { delivery: 'DROP_OFF' }
  | { delivery: 'PICKUP'; pickup: Pickup }
  | { delivery: 'PICKUP'; pickupError: string };

export const successPath = (shippingBatchId: string) =>
  `/shipping/success/${encodeURIComponent(shippingBatchId)}`;

/** The router state, trusted only as far as its shape. */
export function readSuccessState(state: unknown): SuccessState | null {
  if (typeof state !== 'object' || state === null || !('delivery' in state)) return null;
  return state as SuccessState;
}
