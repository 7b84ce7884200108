import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import { pickupAddressProblems, type PickupAddressField } from '#domain/pickups/pickup-address.ts';
import {
  PICKUP_TIME_SLOTS,
  checkPickupWindow,
  pickupTimeChoices,
  slotLabel,
  widestPickupWindow,
  type PickupWindow,
} from '#domain/pickups/pickup-rules.ts';
import type { PickupRequest } from '#domain/pickups/pickup-schemas.ts';
import { calendarDayLabel } from '#domain/common/vancouver-date.ts';
import type { OrderSender } from '#domain/shipments/order-sender.ts';

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

// Shown, never offered, when the date has no window open (a past date typed in): the date is what to fix.
const WHOLE_DAY = { earliestTime: PICKUP_TIME_SLOTS[0]!, latestTime: PICKUP_TIME_SLOTS.at(-1)! };

/**
 * The form's defaults at `now` for the date chosen: the sender as contact and the widest window
 * still open on that date. The date itself never follows the clock: a form opened at 14:58 still
 * asks for today at 15:02, and says that today is closed, rather than move the pickup unseen.
 */
export function pickupDefaults(
  requestedDate: string,
  sender: OrderSender | undefined,
  now: Date,
): PickupDraft {
  return {
    requestedDate,
    ...(widestPickupWindow(requestedDate, now) ?? WHOLE_DAY),
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

const TIME_FIELDS = ['earliestTime', 'latestTime'] as const;
export type PickupTimeField = (typeof TIME_FIELDS)[number];

/**
 * The picked times that `date` does not offer at `now`. When the date changes, these go back to
 * following the new date's widest window; the others stay as picked.
 */
export function timesNotOffered(
  draft: Pick<PickupDraft, PickupTimeField>,
  date: string,
  now: Date,
): PickupTimeField[] {
  const offered = pickupTimeChoices(date, now);
  const offeredFor = { earliestTime: offered.earliest, latestTime: offered.latest };
  return TIME_FIELDS.filter((field) => !offeredFor[field].includes(draft[field]));
}

/**
 * A select's options: the values on offer, plus the draft's own value if the clock has passed
 * it, shown so the select says what the draft holds, but not to be picked again.
 */
function offeredOptions(
  offered: readonly string[],
  current: string,
  labelOf: (value: string) => string,
) {
  const values = offered.includes(current) ? offered : [...offered, current].sort();
  return values.map((value) =>
    offered.includes(value)
      ? { value, label: labelOf(value) }
      : { value, label: `${labelOf(value)} (no longer available)`, disabled: true },
  );
}

/** The time select's options: the slots on offer, and the draft's time if it has passed. */
export const slotOptions = (offered: readonly string[], current: string) =>
  offeredOptions(offered, current, slotLabel);

/** The date select's options: the pickup dates on offer, and the draft's date if it has closed. */
export const dateOptions = (offered: readonly string[], current: string) =>
  offeredOptions(offered, current, calendarDayLabel);

/** The earliest-before-latest rule, checked as the user picks times. */
export function timeOrderProblem(draft: Pick<PickupDraft, 'earliestTime' | 'latestTime'>) {
  return draft.earliestTime >= draft.latestTime ? ShipmentMessages.pickupTimesOrder : null;
}

export type PickupField = PickupAddressField | keyof PickupWindow;
export type PickupFieldProblems = Partial<Record<PickupField, string>>;

/** The problem of each field at `now`, by field, as the server would answer it. */
export function pickupFieldProblems(draft: PickupDraft, now: Date): PickupFieldProblems {
  const windowProblem = checkPickupWindow(draft, now);
  return Object.fromEntries(
    [
      ...(windowProblem ? [windowProblem] : []),
      ...pickupAddressProblems(draft, draft.customAddress),
    ].map(({ field, message }) => [field, message]),
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
