import { z } from 'zod';
import { singleLineText } from '#domain/common/text.ts';
import { isValidEmail } from '#domain/auth/email-rules.ts';
import {
  COUNTRY_CODES,
  countryOfPostalCode,
  normalizePostalCode,
} from '#domain/common/postal-code-format.ts';
import { ADDRESS_FIELD_LIMITS as LIMITS } from './field-limits.ts';
import { AddressBookMessages as Messages, MAX_ADDRESSES_PER_USER } from './messages.ts';
import { addressPlaceFields, type Place } from '../geo/schemas.ts';
import { normalizePhone } from '../common/phone.ts';
import { findRegion } from '../geo/regions.ts';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** Text the user types and must give: missing or blank reads 'Please fill in all required fields.' */
const requiredText = (label: string, max: number) =>
  singleLineText(label, Messages.fillRequiredFields)
    .trim()
    .min(1, Messages.fillRequiredFields)
    .max(max, tooLong(label, max));

/** Text the user may leave out; missing or null is stored as ''. */
const optionalText = (label: string, max: number) =>
  singleLineText(label)
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value ?? '');

/** A field filled by picking a suggestion: missing reads 'Please select an address from the suggestions.' */
const pickedText = (label: string) =>
  singleLineText(label, Messages.selectFromSuggestions)
    .trim()
    .min(1, Messages.selectFromSuggestions)
    .max(100, Messages.invalidAddress);

/** Exactly 10 digits once spaces, dots, dashes, parentheses and a leading +1 are set aside; stored as the digits. */
const PhoneSchema = singleLineText('Phone', Messages.fillRequiredFields)
  .trim()
  .min(1, Messages.fillRequiredFields)
  .transform((phone, context) => {
    const digits = normalizePhone(phone);
    if (digits) return digits;
    context.addIssue({ code: 'custom', message: Messages.invalidPhone });
    return z.NEVER;
  });

const addressFields = {
  name: requiredText('Name', LIMITS.name),
  phone: PhoneSchema,
  email: singleLineText('Email', Messages.fillRequiredFields)
    .trim()
    .min(1, Messages.fillRequiredFields)
    .max(LIMITS.email, Messages.invalidEmail)
    .refine(isValidEmail, Messages.invalidEmail),
  companyName: optionalText('Company name', LIMITS.companyName),
  streetAddress: requiredText('Street address', LIMITS.streetAddress),
  unitNumber: optionalText('Unit number', LIMITS.unitNumber),
  city: pickedText('City'),
  province: pickedText('Province'),
  postalCode: pickedText('Postal code'),
  countryCode: z
    .string({ error: Messages.selectFromSuggestions })
    .trim()
    .min(1, Messages.selectFromSuggestions)
    .toUpperCase()
    .pipe(z.enum(COUNTRY_CODES, { error: Messages.invalidAddress })),
};

type PickedPlace = Pick<Place, 'province' | 'postalCode' | 'countryCode'>;

/** The picked place must hold together: a province or state of the chosen country, and a postal code in that country's format. */
function checkPickedPlace(place: PickedPlace, context: z.RefinementCtx): void {
  // Runs after field errors too; those already answer, so only a complete place is checked.
  if (!COUNTRY_CODES.includes(place.countryCode) || !place.province || !place.postalCode) return;
  if (findRegion(place.province)?.country !== place.countryCode) {
    context.addIssue({ code: 'custom', path: ['province'], message: Messages.invalidAddress });
  }
  if (countryOfPostalCode(place.postalCode) !== place.countryCode) {
    context.addIssue({ code: 'custom', path: ['postalCode'], message: Messages.invalidAddress });
  }
}

/** Stores the province as its code ('BC') and the postal code as printed ('V6E 3P3'). */
function normalizePickedPlace<Address extends PickedPlace>(address: Address): Address {
  return {
    ...address,
    province: findRegion(address.province)!.code,
    postalCode: normalizePostalCode(address.postalCode),
  };
}

/** POST /web/user/addressbook/insert (spec sections 5 and 7). isDefault is not taken: the first address becomes the default, later ones through setDefault. */
export const AddressInputSchema = z
  .object(addressFields, { error: Messages.fillRequiredFields })
  .superRefine(checkPickedPlace)
  .transform(normalizePickedPlace);
export type AddressInput = z.output<typeof AddressInputSchema>;
/** What a form holds before parsing: phone as typed, optional fields possibly null. */
export type AddressFormValues = z.input<typeof AddressInputSchema>;

/** POST /web/user/addressbook/update: the address fields and the addressId; an isDefault in the body is ignored (editing keeps the flag). */
export const AddressUpdateSchema = z
  .object(
    {
      addressId: z
        .string({ error: Messages.addressIdRequiredForUpdates })
        .trim()
        .min(1, Messages.addressIdRequiredForUpdates),
      ...addressFields,
    },
    { error: Messages.addressIdRequiredForUpdates },
  )
  .superRefine(checkPickedPlace)
  .transform(normalizePickedPlace);
export type AddressUpdate = z.output<typeof AddressUpdateSchema>;

/** An address-book entry (spec section 3), as every address-book call answers it. */
export const AddressSchema = z.object({
  addressId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  companyName: z.string(),
  ...addressPlaceFields,
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** GET /web/user/addressbook/get: the default address first, then the newest first. */
export const AddressListSchema = z.array(AddressSchema);

/** POST /web/user/addressbook/delete: one or many ids; all are deleted or none. */
export const DeleteAddressesRequestSchema = z.object(
  {
    addressIds: z
      .array(z.string(), { error: Messages.selectToDelete })
      .min(1, Messages.selectToDelete)
      .max(MAX_ADDRESSES_PER_USER, Messages.tooManyToDelete),
  },
  { error: Messages.selectToDelete },
);
export type DeleteAddressesRequest = z.infer<typeof DeleteAddressesRequestSchema>;

/** The ids that were deleted. */
export const DeleteAddressesResponseSchema = z.object({ addressIds: z.array(z.string()) });

/** POST /web/user/addressbook/setDefault; the spec leaves the body open, we take { addressId }. */
export const SetDefaultAddressRequestSchema = z.object(
  {
    addressId: z
      .string({ error: Messages.addressIdRequired })
      .trim()
      .min(1, Messages.addressIdRequired),
  },
  { error: Messages.addressIdRequired },
);
