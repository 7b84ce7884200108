/** The pickups feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { PickupBooking } from './pickup-booking.tsx';
export { type PickupDraft, pickupRequest } from './pickup-details.ts';
export { PickupForm } from './pickup-form.tsx';
export { pickupsApi } from './pickups-api.ts';
export { usePickupForm } from './use-pickup-form.ts';
