import { z } from 'zod';
import { ADDRESS_FIELD_LIMITS as LIMITS } from '#domain/addresses/messages.ts';
import { normalizePhone } from '#domain/addresses/phone.ts';
import { isValidEmail } from '#domain/auth/email-rules.ts';
import { greaterVancouverVerdict } from '#domain/rates/greater-vancouver.ts';
import type { RateRequest } from '#domain/rates/schemas.ts';
import {
  DIMENSION_UNITS,
  WEIGHT_UNITS,
  type DimensionUnit,
  type WeightUnit,
} from '#domain/rates/units.ts';
import { normalizeCountry, type OrderCreateInput } from '#domain/shipments/schemas.ts';

/** The two pages sharing the form: /shipping and the Greater Vancouver page (spec section 2). */
export type ShipmentVariant = 'standard' | 'nextDay';

/** One side of the shipment as the form holds it (spec section 3, Shipment form). */
export type PartyValues = {
  fullName: string;
  phone: string;
  address: string;
  apt: string;
  email: string;
  company: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
};

export type ShipmentFormValues = {
  sender: PartyValues;
  receiver: PartyValues;
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  height: string;
  dimensionUnit: DimensionUnit;
  remarks: string;
};

export type PartyName = 'sender' | 'receiver';

/** The fields only a picked suggestion (or address-book entry) fills: read-only in the form. */
export const PICKED_FIELDS = ['city', 'province', 'postalCode', 'countryCode'] as const;

export const EMPTY_PARTY: PartyValues = {
  fullName: '',
  phone: '',
  address: '',
  apt: '',
  email: '',
  company: '',
  city: '',
  province: '',
  postalCode: '',
  countryCode: 'CA',
};

export const EMPTY_SHIPMENT_FORM: ShipmentFormValues = {
  sender: EMPTY_PARTY,
  receiver: EMPTY_PARTY,
  weight: '',
  weightUnit: 'KGS',
  length: '',
  width: '',
  height: '',
  dimensionUnit: 'CM',
  remarks: '',
};

/** The quick remark options of spec section 2, appended to the remarks text. */
export const REMARK_OPTIONS = [
  'Document Enclosed',
  'Polybag Needed',
  'Box Needed',
  'Stairs Required',
  'Call Before Delivery',
] as const;

export const MAX_REMARKS_LENGTH = 500;

/** Adds a quick option after what is already written, separated by a comma. */
export function appendRemark(remarks: string, option: string): string {
  const text = remarks.trimEnd();
  return text === '' ? option : `${text}, ${option}`;
}

/** The words of spec section 8 (Single shipment) and section 5 (Automatic rates). */
export const ShippingMessages = {
  noRates:
    'No shipping rates available for the provided details. Please check your address information or package dimensions.',
  createFailed: 'Failed to create order. Please try again.',
  validationFailed: 'Order created but validation failed. Please check your orders page.',
  createError: (message: string) => `Error creating order: ${message}`,
  selectFromSuggestions: 'Please select an address from the suggestions.',
  chooseService: 'Choose a shipping option to continue.',
} as const;

/**
 * Why a postal code cannot use the Greater Vancouver services, or null when it can or is too
 * short to judge (fewer than three characters; spec section 5, Second Day).
 */
export function greaterVancouverProblem(postalCode: string, label: string): string | null {
  if (greaterVancouverVerdict(postalCode) !== 'outside') return null;
  return `${label} postal code ${postalCode.trim().toUpperCase()} is outside the Greater Vancouver area served by next-day and second-day delivery.`;
}

/** A name: letters of any script (Chinese too), spaces, apostrophes, hyphens and periods. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

const text = (label: string, max: number, { required }: { required: boolean }) => {
  const base = z.string().trim().max(max, `${label} must be at most ${max} characters.`);
  return required ? base.min(1, `${label} is required.`) : base;
};

const partySchema = ({ emailRequired }: { emailRequired: boolean }) =>
  z.object({
    fullName: text('Full name', LIMITS.name, { required: true }).regex(
      NAME_PATTERN,
      'Full name may contain only letters, spaces, apostrophes, hyphens and periods.',
    ),
    phone: z
      .string()
      .trim()
      .min(1, { error: 'Phone is required.', abort: true })
      .refine((phone) => normalizePhone(phone) !== null, 'Phone must be exactly 10 digits.'),
    address: text('Address', LIMITS.streetAddress, { required: true }),
    apt: text('Apt/Unit', LIMITS.unitNumber, { required: false }),
    email: emailRequired
      ? z
          .string()
          .trim()
          .min(1, { error: 'Email is required.', abort: true })
          .refine(isValidEmail, 'Invalid email format')
      : z
          .string()
          .trim()
          .refine((email) => email === '' || isValidEmail(email), 'Invalid email format'),
    company: text('Company', LIMITS.companyName, { required: false }),
    city: z.string().min(1, ShippingMessages.selectFromSuggestions),
    province: z.string().min(1, ShippingMessages.selectFromSuggestions),
    postalCode: z.string().min(1, ShippingMessages.selectFromSuggestions),
    countryCode: z.string().min(1, ShippingMessages.selectFromSuggestions),
  });

const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

const packageNumber = (label: string, { positive }: { positive: boolean }) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .refine(isNumber, { error: `${label} must be a number.`, abort: true })
    .refine(
      (value) => (positive ? Number(value) > 0 : Number(value) >= 0),
      positive ? `${label} must be greater than 0.` : `${label} must not be negative.`,
    );

/** The form's own rules (spec section 5), with the Greater Vancouver rule on the next-day page. */
export function shipmentFormSchema(variant: ShipmentVariant) {
  return z
    .object({
      sender: partySchema({ emailRequired: true }),
      receiver: partySchema({ emailRequired: false }),
      weight: packageNumber('Weight', { positive: true }),
      weightUnit: z.enum(WEIGHT_UNITS),
      length: packageNumber('Length', { positive: false }),
      width: packageNumber('Width', { positive: false }),
      height: packageNumber('Height', { positive: false }),
      dimensionUnit: z.enum(DIMENSION_UNITS),
      remarks: z
        .string()
        .max(MAX_REMARKS_LENGTH, `Remarks must be at most ${MAX_REMARKS_LENGTH} characters.`),
    })
    .superRefine((values, context) => {
      if (variant !== 'nextDay') return;
      for (const [party, label] of [
        ['sender', 'Sender'],
        ['receiver', 'Receiver'],
      ] as const) {
        const problem = greaterVancouverProblem(values[party].postalCode, label);
        if (problem)
          context.addIssue({ code: 'custom', path: [party, 'address'], message: problem });
      }
    });
}

/** The POST /web/order/create body (spec section 3, Order create payload); Canada -> CA, USA -> US. */
export function toOrderCreatePayload(
  values: ShipmentFormValues,
  serviceCode: string,
): OrderCreateInput {
  const party = (side: PartyValues) => ({
    name: side.fullName.trim(),
    phoneNumber: normalizePhone(side.phone) ?? side.phone.trim(),
    unitNumber: side.apt.trim(),
    email: side.email.trim(),
    company: side.company.trim(),
    streetAddress: side.address.trim(),
    city: side.city,
    province: side.province,
    countryCode: String(normalizeCountry(side.countryCode)),
    postalCode: side.postalCode,
  });
  const sender = party(values.sender);
  const recipient = party(values.receiver);
  return {
    senderName: sender.name,
    senderPhoneNumber: sender.phoneNumber,
    senderUnitNumber: sender.unitNumber,
    senderEmail: sender.email,
    senderCompany: sender.company,
    senderStreetAddress: sender.streetAddress,
    senderCity: sender.city,
    senderProvince: sender.province,
    senderCountryCode: sender.countryCode as OrderCreateInput['senderCountryCode'],
    senderPostalCode: sender.postalCode,
    recipientName: recipient.name,
    recipientPhoneNumber: recipient.phoneNumber,
    recipientUnitNumber: recipient.unitNumber,
    recipientEmail: recipient.email,
    recipientCompany: recipient.company,
    recipientStreetAddress: recipient.streetAddress,
    recipientCity: recipient.city,
    recipientProvince: recipient.province,
    recipientCountryCode: recipient.countryCode as OrderCreateInput['recipientCountryCode'],
    recipientPostalCode: recipient.postalCode,
    weight: Number(values.weight),
    weightUnit: values.weightUnit,
    length: Number(values.length),
    width: Number(values.width),
    height: Number(values.height),
    dimensionUnit: values.dimensionUnit,
    packageInstruction: values.remarks.trim(),
    serviceCode,
  };
}

/**
 * The POST /web/rates body once both addresses, the weight and the three dimensions are filled
 * (spec section 5, Automatic rates), or null while something is missing.
 */
export function rateRequestOf(values: ShipmentFormValues): RateRequest | null {
  const { sender, receiver } = values;
  const numbers = [values.weight, values.length, values.width, values.height];
  if (!sender.postalCode || !receiver.postalCode || !sender.address || !receiver.address)
    return null;
  if (!numbers.every(isNumber)) return null;
  const country = normalizeCountry(receiver.countryCode);
  if (country !== 'CA' && country !== 'US') return null;
  return {
    weight: Number(values.weight),
    weightUnit: values.weightUnit,
    originPostalCode: sender.postalCode,
    countryCode: country,
    destinationPostalCode: receiver.postalCode,
    length: Number(values.length),
    width: Number(values.width),
    height: Number(values.height),
    dimensionUnit: values.dimensionUnit,
  };
}
