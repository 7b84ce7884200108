import { PICKUP_TIME_SLOTS, checkPickupWindow } from '#domain/shipments/pickup-rules.ts';
import { ShipmentMessages } from '#domain/shipments/messages.ts';
import {
  pickupAddressProblems,
  type PickupAddressField,
} from '#domain/shipments/pickup-address.ts';
import type { PickupRequest } from '#domain/shipments/pickup-schemas.ts';
import type { OrderSender } from '#domain/shipments/schemas.ts';

/** What the pickup form holds; times in 24-hour HH:MM as the API takes them. */
export type PickupDraft = {
  requestedDate: string;
  earliestTime: string;
  latestTime: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  notes: string;
  customAddress: boolean;
  address: string;
  unitNumber: string;
  city: string;
  province: string;
  postalCode: string;
};

/** '13:30' as '1:30 PM' (spec section 5 shows slots in 12-hour time). */
export function slotLabel(slot: string): string {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const PICKUP_SLOT_OPTIONS = PICKUP_TIME_SLOTS.map((slot) => ({
  value: slot,
  label: slotLabel(slot),
}));

/** The form's starting values: the earliest date, the whole day, the sender as contact. */
export function initialPickupDraft(earliestDate: string, sender?: OrderSender): PickupDraft {
  return {
    requestedDate: earliestDate,
    earliestTime: PICKUP_TIME_SLOTS[0] ?? '09:00',
    latestTime: PICKUP_TIME_SLOTS.at(-1) ?? '17:00',
    contactName: sender?.senderName ?? '',
    contactPhone: sender?.senderPhoneNumber ?? '',
    contactEmail: sender?.senderEmail ?? '',
    notes: '',
    customAddress: false,
    address: '',
    unitNumber: '',
    city: '',
    province: '',
    postalCode: '',
  };
}

/** The earliest-before-latest rule, checked as the user picks times. */
export function timeOrderProblem(draft: Pick<PickupDraft, 'earliestTime' | 'latestTime'>) {
  return draft.earliestTime >= draft.latestTime ? ShipmentMessages.pickupTimesOrder : null;
}

/** The first problem that stops the pickup from being booked, or null. */
export function pickupDraftProblem(draft: PickupDraft, now: Date): string | null {
  const windowProblem = checkPickupWindow(draft, now);
  if (windowProblem) return windowProblem.message;
  return pickupAddressProblems(draft, draft.customAddress)[0]?.message ?? null;
}

export type PickupFieldProblems = Partial<Record<PickupAddressField, string>>;

/** The problem of each address and contact field, by field, as the server would answer it. */
export function pickupFieldProblems(draft: PickupDraft): PickupFieldProblems {
  return Object.fromEntries(
    pickupAddressProblems(draft, draft.customAddress).map(({ field, message }) => [field, message]),
  );
}

/** POST /web/pickup/create's payload; blank address fields mean the sender's address. */
export function pickupRequest(
  shippingBatchId: string,
  trackingNumbers: string[],
  draft: PickupDraft,
): PickupRequest {
  const { customAddress, ...fields } = draft;
  return {
    ...fields,
    shippingBatchId,
    trackingNumbers,
    ...(customAddress
      ? {}
      : { address: '', unitNumber: '', city: '', province: '', postalCode: '' }),
  };
}
