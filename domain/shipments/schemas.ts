import { z } from 'zod';
import { CustomsDeclarationSchema } from '#domain/customs/customs-declaration.ts';
import { checkOrderCustoms } from '#domain/customs/order-customs.ts';
import { multiLineText } from '#domain/common/text.ts';
import { findRegion } from '#domain/geo/regions.ts';
import {
  COUNTRY_CODES,
  countryOfPostalCode,
  normalizePostalCode,
  type CountryCode,
} from '#domain/common/postal-code-format.ts';
import { PackageFieldSchemas } from '#domain/rates/package-fields.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { normalizeCountry } from '../common/country.ts';
import { optionalText, partyFieldSchemas } from './party-fields.ts';
import { formulaRefusal, isNotFormula, requiredText } from './text-fields.ts';
import { MAX_REMARKS_LENGTH } from './remarks.ts';

// Checkout's and the pickup form's answers live apart, so that their pages do not load the order's rules.
export {
  BatchOrderSchema,
  BatchStatusSchema,
  DropOffLocationSchema,
  type BatchStatus,
  type DropOffLocation,
} from '../checkout/batch-status.ts';
export { OrderSenderSchema, type OrderSender } from './order-sender.ts';

const country = (label: string) =>
  z.preprocess(normalizeCountry, z.enum(COUNTRY_CODES, { error: `${label} must be CA or US.` }));

/** A party's fields for the order API, named for messages with the party's label ("Sender name"). */
const party = (label: string) => {
  const typed = partyFieldSchemas({
    name: `${label} name`,
    phone: `${label} phone number`,
    streetAddress: `${label} address`,
    unitNumber: `${label} unit number`,
    company: `${label} company`,
    email: `${label} email`,
    invalidEmail: `${label} email is not a valid email address.`,
  });
  return {
    ...typed,
    city: requiredText(`${label} city`, 100).refine(isNotFormula, formulaRefusal(`${label} city`)),
    province: requiredText(`${label} province`, 100),
    postalCode: requiredText(`${label} postal code`, 10),
    countryCode: country(`${label} country`),
  };
};

const sender = party('Sender');
const recipient = party('Recipient');

type Place = { province: string; postalCode: string; countryCode: CountryCode };

/** The province must belong to the country and the postal code must have the country's format; both are stored normalised ('BC', 'V6E 3P3'). */
function checkPlace(
  place: Place,
  label: string,
  path: (field: string) => string[],
  context: z.RefinementCtx,
): Place | null {
  const region = findRegion(place.province);
  let valid = true;
  if (region?.country !== place.countryCode) {
    context.addIssue({
      code: 'custom',
      path: path('Province'),
      message: `${label} province is not a province or state of ${place.countryCode}.`,
    });
    valid = false;
  }
  if (countryOfPostalCode(place.postalCode) !== place.countryCode) {
    context.addIssue({
      code: 'custom',
      path: path('PostalCode'),
      message: `${label} postal code '${place.postalCode}' is not a valid ${place.countryCode === 'CA' ? 'Canadian postal code' : 'US ZIP code'}.`,
    });
    valid = false;
  }
  return valid && region
    ? { ...place, province: region.code, postalCode: normalizePostalCode(place.postalCode) }
    : null;
}

/** The fields of an order payload (spec section 3) and each one's rule, before the places are checked together. */
export const OrderFieldsSchema = z.object(
  {
    senderName: sender.name,
    senderPhoneNumber: sender.phone,
    senderUnitNumber: sender.unitNumber,
    senderEmail: sender.email,
    senderCompany: sender.company,
    senderStreetAddress: sender.streetAddress,
    senderCity: sender.city,
    senderProvince: sender.province,
    senderCountryCode: sender.countryCode,
    senderPostalCode: sender.postalCode,
    recipientName: recipient.name,
    recipientPhoneNumber: recipient.phone,
    recipientUnitNumber: recipient.unitNumber,
    recipientEmail: recipient.optionalEmail,
    recipientCompany: recipient.company,
    recipientStreetAddress: recipient.streetAddress,
    recipientCity: recipient.city,
    recipientProvince: recipient.province,
    recipientCountryCode: recipient.countryCode,
    recipientPostalCode: recipient.postalCode,
    ...PackageFieldSchemas,
    // The remarks text area: the one field of an order that holds line breaks.
    packageInstruction: optionalText('Remarks', MAX_REMARKS_LENGTH, multiLineText),
    serviceCode: requiredText('Service', 40),
    /** Required exactly when the parcel crosses the border (domain/customs/order-customs.ts). */
    customs: CustomsDeclarationSchema.nullish().transform((customs) => customs ?? null),
  },
  { error: 'The order must be a JSON object.' },
);

type OrderPlaces = Pick<
  z.output<typeof OrderFieldsSchema>,
  | 'senderProvince'
  | 'senderPostalCode'
  | 'senderCountryCode'
  | 'recipientProvince'
  | 'recipientPostalCode'
  | 'recipientCountryCode'
>;

/** Checks both places of an order (see checkPlace) and answers the order with them normalised. */
export function withCheckedPlaces<Order extends OrderPlaces>(
  order: Order,
  context: z.RefinementCtx,
): Order {
  const senderPlace = checkPlace(
    {
      province: order.senderProvince,
      postalCode: order.senderPostalCode,
      countryCode: order.senderCountryCode,
    },
    'Sender',
    (field) => [`sender${field}`],
    context,
  );
  const recipientPlace = checkPlace(
    {
      province: order.recipientProvince,
      postalCode: order.recipientPostalCode,
      countryCode: order.recipientCountryCode,
    },
    'Recipient',
    (field) => [`recipient${field}`],
    context,
  );
  if (!senderPlace || !recipientPlace) return z.NEVER;
  return {
    ...order,
    senderProvince: senderPlace.province,
    senderPostalCode: senderPlace.postalCode,
    recipientProvince: recipientPlace.province,
    recipientPostalCode: recipientPlace.postalCode,
  };
}

/**
 * A recipient's province, postal code and country as an order checks them together
 * (checkPlace): the bulk wizard checks each recipient with it before any order exists.
 */
export const RecipientPlaceSchema = OrderFieldsSchema.pick({
  recipientProvince: true,
  recipientPostalCode: true,
  recipientCountryCode: true,
}).superRefine((place, context) => {
  checkPlace(
    {
      province: place.recipientProvince,
      postalCode: place.recipientPostalCode,
      countryCode: place.recipientCountryCode,
    },
    'Recipient',
    (field) => [`recipient${field}`],
    context,
  );
});

/** POST /web/order/create (spec sections 3 and 5). Any price, status or owner in the body is dropped: the server prices and owns orders. */
export const OrderCreateRequestSchema =
  OrderFieldsSchema.superRefine(checkOrderCustoms).transform(withCheckedPlaces);
export type OrderCreateRequest = z.output<typeof OrderCreateRequestSchema>;
export type OrderCreateInput = z.input<typeof OrderCreateRequestSchema>;

/** The answer of POST /web/order/create: the web reads data.trackingNumber (spec section 7). */
export const OrderCreateResponseSchema = z.object({
  data: z.object({ trackingNumber: z.string().min(1) }),
});

/** POST /web/ship/validate: the caller's new orders, each with the service it ships with; batchId null opens a new shipping batch. */
export const ValidateShipmentRequestSchema = z.object({
  batchId: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  shippingRequests: z
    .array(
      z.object({
        trackingNumber: requiredText('Tracking number', 40).transform(normalizeTrackingNumber),
        serviceCode: requiredText('Service', 40),
      }),
      { error: 'shippingRequests must be a list.' },
    )
    .min(1, 'Add at least one order to the shipment.')
    .max(100, 'A shipment holds at most 100 orders.'),
});
export type ValidateShipmentRequest = z.output<typeof ValidateShipmentRequestSchema>;
export type ValidateShipmentInput = z.input<typeof ValidateShipmentRequestSchema>;

export { ValidateShipmentResponseSchema } from './validate-response.ts';
