import { normalizePhone } from '#domain/addresses/phone.ts';
import { ShipmentMessages as Messages } from './messages.ts';
import type { PickupRequest } from './pickup-schemas.ts';

/** Where and whom the crew picks up from. */
export type PickupAddress = Pick<
  PickupRequest,
  | 'address'
  | 'unitNumber'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail'
>;

export type PickupAddressResult =
  { address: PickupAddress } | { problem: { field: keyof PickupAddress; message: string } };

const PLACE_FIELDS = ['address', 'city', 'province', 'postalCode'] as const;
// Spec section 5: a custom pickup address requires name, street, city, province, postal code and phone.
const CUSTOM_REQUIRED_FIELDS = ['contactName', ...PLACE_FIELDS, 'contactPhone'] as const;

/**
 * The pickup address: the sender's when the request leaves every place field blank (the contact
 * fields then default to the sender's too), else the custom one, which must be complete.
 */
export function resolvePickupAddress(
  requested: PickupAddress,
  sender: PickupAddress,
): PickupAddressResult {
  const isCustom = PLACE_FIELDS.some((field) => requested[field] !== '');
  const chosen: PickupAddress = isCustom
    ? requested
    : {
        ...sender,
        contactName: requested.contactName || sender.contactName,
        contactPhone: requested.contactPhone || sender.contactPhone,
        contactEmail: requested.contactEmail || sender.contactEmail,
      };
  const missing = CUSTOM_REQUIRED_FIELDS.find((field) => chosen[field] === '');
  if (missing) return { problem: { field: missing, message: Messages.pickupAddressIncomplete } };
  const contactPhone = normalizePhone(chosen.contactPhone);
  if (!contactPhone)
    return { problem: { field: 'contactPhone', message: Messages.pickupPhoneInvalid } };
  return { address: { ...chosen, contactPhone } };
}
