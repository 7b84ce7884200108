import { AddressBookMessages } from '#domain/address-book/messages.ts';
import { normalizePhone } from '#domain/common/phone.ts';
import { findRegion } from '#domain/geo/regions.ts';
import { isValidEmail } from '#domain/auth/email-rules.ts';
import { isInGreaterVancouver } from '#domain/rates/greater-vancouver.ts';
import { countryOfPostalCode, normalizePostalCode } from '#domain/common/postal-code-format.ts';
import { ShipmentMessages as Messages } from '../common/shipping-messages.ts';
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
export type PickupAddressField = keyof PickupAddress;
export type PickupAddressProblem = { field: PickupAddressField; message: string };
export type PickupAddressResult = { address: PickupAddress } | { problem: PickupAddressProblem };

const PLACE_FIELDS = ['address', 'city', 'province', 'postalCode'] as const;
/**
 * Spec section 5: a custom pickup address requires name, street, city, province, postal code and
 * phone. Each blank one says so in its own words, under its own field.
 */
const REQUIRED_MESSAGES: Partial<Record<PickupAddressField, string>> = {
  contactName: Messages.pickupContactNameRequired,
  address: Messages.pickupStreetRequired,
  // Only a picked address suggestion fills these (the form shows their messages at the street).
  city: AddressBookMessages.selectFromSuggestions,
  province: AddressBookMessages.selectFromSuggestions,
  postalCode: AddressBookMessages.selectFromSuggestions,
  contactPhone: Messages.pickupContactPhoneRequired,
};
export const CUSTOM_PICKUP_REQUIRED_FIELDS = Object.keys(REQUIRED_MESSAGES) as PickupAddressField[];
// The pickup form's order, so the first problem reported is the topmost one on the page. The
// place shows its problems at the street, the postal code's first: outside Greater Vancouver says
// more than the province that goes with it.
const FORM_ORDER: readonly PickupAddressField[] = [
  'contactName',
  'contactPhone',
  'contactEmail',
  'address',
  'postalCode',
  'province',
  'city',
  'unitNumber',
];

/** A field's value as stored, or why it is refused. */
type FieldVerdict = { value: string } | { message: string };
/** What a filled field must be; blank fields are judged by CUSTOM_PICKUP_REQUIRED_FIELDS alone. */
type FieldRule = (value: string) => FieldVerdict;

const tenDigitPhone: FieldRule = (phone) => {
  const digits = normalizePhone(phone);
  return digits ? { value: digits } : { message: Messages.pickupPhoneInvalid };
};

const validEmail: FieldRule = (email) =>
  isValidEmail(email) ? { value: email } : { message: Messages.pickupEmailInvalid };

// Free pickup is only offered in Greater Vancouver; without this a custom address could book it
// anywhere. A real code from anywhere else, a US ZIP too, is outside it, not malformed.
const greaterVancouverPostalCode: FieldRule = (postalCode) => {
  if (countryOfPostalCode(postalCode) === null)
    return { message: Messages.pickupPostalCodeInvalid };
  if (!isInGreaterVancouver(postalCode)) return { message: Messages.pickupOutsideGreaterVancouver };
  return { value: normalizePostalCode(postalCode) };
};

// A Greater Vancouver postal code is always in BC, so no other province can be right.
const britishColumbia: FieldRule = (province) =>
  findRegion(province)?.code === 'BC'
    ? { value: 'BC' }
    : { message: Messages.pickupProvinceNotBritishColumbia };

const CONTACT_RULES: Partial<Record<PickupAddressField, FieldRule>> = {
  contactPhone: tenDigitPhone,
  contactEmail: validEmail,
};
const CUSTOM_ADDRESS_RULES: Partial<Record<PickupAddressField, FieldRule>> = {
  ...CONTACT_RULES,
  province: britishColumbia,
  postalCode: greaterVancouverPostalCode,
};

/**
 * One field of a requested address. Without a custom address the place is the sender's, which
 * the order already checked, and a blank contact field stands for the sender's: only the
 * contact fields that are filled in are judged.
 */
function checkField(field: PickupAddressField, value: string, isCustom: boolean): FieldVerdict {
  if (value === '') {
    const required = isCustom ? REQUIRED_MESSAGES[field] : undefined;
    return required ? { message: required } : { value };
  }
  const rule = (isCustom ? CUSTOM_ADDRESS_RULES : CONTACT_RULES)[field];
  return rule ? rule(value) : { value };
}

/** The requested address as stored (trimmed and normalised), with every problem, at most one per field. */
function checkAddress(requested: PickupAddress, isCustom: boolean) {
  const address = { ...requested };
  const problems: PickupAddressProblem[] = [];
  for (const field of FORM_ORDER) {
    const verdict = checkField(field, requested[field].trim(), isCustom);
    if ('message' in verdict) problems.push({ field, message: verdict.message });
    else address[field] = verdict.value;
  }
  return { address, problems };
}

/**
 * Every problem of a requested pickup address, in form order. The browser and the server both
 * judge with it, so they say the same thing.
 */
export function pickupAddressProblems(
  requested: PickupAddress,
  isCustom: boolean,
): PickupAddressProblem[] {
  return checkAddress(requested, isCustom).problems;
}

/** The sender's place, with the sender as contact wherever the request leaves one blank. */
function atSenderAddress(contact: PickupAddress, sender: PickupAddress): PickupAddress {
  return {
    ...sender,
    contactName: contact.contactName || sender.contactName,
    contactPhone: contact.contactPhone || sender.contactPhone,
    contactEmail: contact.contactEmail || sender.contactEmail,
  };
}

/**
 * The pickup address: the sender's when the request leaves every place field blank, else the
 * custom one, which must be complete, in BC and in Greater Vancouver. The first problem, in
 * form order, refuses it.
 */
export function resolvePickupAddress(
  requested: PickupAddress,
  sender: PickupAddress,
): PickupAddressResult {
  const isCustom = PLACE_FIELDS.some((field) => requested[field].trim() !== '');
  const { address, problems } = checkAddress(requested, isCustom);
  const [problem] = problems;
  if (problem) return { problem };
  return { address: isCustom ? address : atSenderAddress(address, sender) };
}
