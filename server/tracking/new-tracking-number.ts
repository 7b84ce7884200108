import { randomInt } from 'node:crypto';
import { createTrackingNumber, MAX_TRACKING_SERIAL } from '#domain/tracking/tracking-number.ts';

/** A fresh Maplepost tracking number with a random serial; callers retry on a unique-constraint clash. */
export function newTrackingNumber(): string {
  return createTrackingNumber(randomInt(MAX_TRACKING_SERIAL + 1));
}
