import { normalizePhone } from '#domain/common/phone.ts';
import { greaterVancouverVerdict } from '#domain/rates/greater-vancouver.ts';
import { RateRequestSchema, type Rate, type RateRequest } from '#domain/rates/schemas.ts';
import { isGreaterVancouverService } from '#domain/rates/service-catalogue.ts';
import type { DimensionUnit, WeightUnit } from '#domain/rates/units.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import type { PartyFormValues } from '#domain/shipments/party-fields.ts';
import type { QuotedShipment } from '#domain/site/shipping-link.ts';
import { normalizeCountry } from '#domain/common/country.ts';
import type { OrderCreateInput } from '#domain/shipments/schemas.ts';
import { COUNTRY_CODES, type CountryCode } from '#domain/common/postal-code-format.ts';
import { toCustomsPayload, type CustomsFormValues } from '../customs/index.ts';

/** The two pages sharing the form: /shipping and the Greater Vancouver page (spec section 2). */
export type ShipmentVariant = 'standard' | 'nextDay';

/** One side of the shipment as the form holds it (spec section 3, Shipment form). */
export type PartyValues = PartyFormValues;

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
  /** The customs declaration, from the first time the parcel crossed the border (customs room). */
  customs?: CustomsFormValues;
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

/** The empty form with a quote's parcel filled in (the addresses are picked as usual). */
export function formValuesForQuote(quote: QuotedShipment): ShipmentFormValues {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...EMPTY_SHIPMENT_FORM,
    receiver: { ...EMPTY_PARTY, countryCode: quote.countryCode ?? EMPTY_PARTY.countryCode },
    weight: text(quote.weight),
    weightUnit: quote.weightUnit ?? EMPTY_SHIPMENT_FORM.weightUnit,
    length: text(quote.length),
    width: text(quote.width),
    height: text(quote.height),
    dimensionUnit: quote.dimensionUnit ?? EMPTY_SHIPMENT_FORM.dimensionUnit,
  };
}

/** The quick remark options of spec section 2, added to the remarks text and taken back out. */
export const REMARK_OPTIONS = [
  'Document Enclosed',
  'Polybag Needed',
  'Box Needed',
  'Stairs Required',
  'Call Before Delivery',
] as const;

// The remarks read as items, each with the comma or line break before it: "A, B" is "A" and ", B".
const remarkItems = (remarks: string) => remarks.split(/(?=[,\n])/);

const isOption = (item: string, option: string) =>
  item
    .replace(/^[,\n]/, '')
    .trim()
    .toLowerCase() === option.toLowerCase();

/** Whether the remarks hold a quick option as one of their items, in any case. */
export function hasRemark(remarks: string, option: string): boolean {
  return remarkItems(remarks).some((item) => isOption(item, option));
}

/**
 * Chooses a quick option, or takes it back: an option not in the remarks is added after what is
 * written, separated by a comma; one already there is taken out, each time it appears, with the
 * separator before it. Everything else stays as the user typed it.
 */
export function toggleRemark(remarks: string, option: string): string {
  if (hasRemark(remarks, option)) {
    const kept = remarkItems(remarks).filter((item) => !isOption(item, option));
    // The first item left keeps no separator before it.
    return kept.join('').replace(/^[,\n]\s*/, '');
  }
  const text = remarks.trimEnd();
  return text === '' ? option : `${text}, ${option}`;
}

/** The words of spec section 8 (Single shipment) and section 5 (Automatic rates). */
export const ShippingMessages = {
  noRates: ShipmentMessages.noRates,
  createFailed: 'Failed to create order. Please try again.',
  validationFailed: 'Order created but validation failed. Please check your orders page.',
  createError: (message: string) => `Error creating order: ${message}`,
  selectFromSuggestions: 'Please select an address from the suggestions.',
  chooseService: 'Choose a shipping option to continue.',
} as const;

/** The rates a page offers: the next-day page only its two Greater Vancouver services (spec section 2). */
export function ratesOfferedOn(variant: ShipmentVariant, rates: readonly Rate[]): Rate[] {
  if (variant === 'standard') return [...rates];
  return rates.filter((rate) => isGreaterVancouverService(rate.serviceCode));
}

/**
 * Why a postal code cannot use the Greater Vancouver services, or null when it can or is too
 * short to judge (fewer than three characters; spec section 5, Second Day).
 */
export function greaterVancouverProblem(postalCode: string, label: string): string | null {
  if (greaterVancouverVerdict(postalCode) !== 'outside') return null;
  return `${label} postal code ${postalCode.trim().toUpperCase()} is outside the Greater Vancouver area served by next-day and second-day delivery.`;
}

type Route = { sender: { countryCode: string }; receiver: { countryCode: string } };

const countryOf = (value: string): CountryCode | null => {
  const code = normalizeCountry(value);
  return COUNTRY_CODES.find((served) => served === code) ?? null;
};

/**
 * Whether the form's sender and receiver are in different countries (crossesBorder in
 * domain/customs/order-customs.ts, whose module with its messages loads with the checks); not
 * while either has none yet (a street typed again empties its country until a pick).
 */
function routeCrossesBorder(values: Route): boolean {
  const senderCountryCode = countryOf(values.sender.countryCode);
  const recipientCountryCode = countryOf(values.receiver.countryCode);
  return (
    senderCountryCode !== null &&
    recipientCountryCode !== null &&
    senderCountryCode !== recipientCountryCode
  );
}

/**
 * Whether the form's parcel crosses the border, and so declares its contents: on /shipping
 * only, the next-day page's parcels staying in Greater Vancouver.
 */
export function declaresCustoms(variant: ShipmentVariant, values: Route): boolean {
  return variant === 'standard' && routeCrossesBorder(values);
}

/**
 * The POST /web/order/create body (spec section 3, Order create payload); Canada -> CA, USA -> US.
 * A parcel across the border carries its customs declaration; any other carries none, whatever
 * was entered while its countries differed.
 */
export function toOrderCreatePayload(
  values: ShipmentFormValues,
  serviceCode: string,
): OrderCreateInput {
  const customs =
    values.customs && routeCrossesBorder(values) ? toCustomsPayload(values.customs) : null;
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
    customs,
  };
}

/**
 * The POST /web/rates body once both addresses, the weight and the three dimensions are filled
 * (spec section 5, Automatic rates), or null while something is missing or not valid.
 */
export function rateRequestOf(values: ShipmentFormValues): RateRequest | null {
  const { sender, receiver } = values;
  if (!sender.address || !receiver.address) return null;
  const request = RateRequestSchema.safeParse({
    weight: values.weight,
    weightUnit: values.weightUnit,
    originPostalCode: sender.postalCode,
    countryCode: normalizeCountry(receiver.countryCode),
    destinationPostalCode: receiver.postalCode,
    length: values.length,
    width: values.width,
    height: values.height,
    dimensionUnit: values.dimensionUnit,
  });
  return request.success ? request.data : null;
}
