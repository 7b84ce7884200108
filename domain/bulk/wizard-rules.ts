import { streetWithUnit } from '#domain/geo/format-address.ts';
import { CENTS_PER_DOLLAR } from '#domain/common/money.ts';
import {
  MAX_DIMENSION,
  MAX_WEIGHT,
  PackageFieldSchemas,
  readPackageNumber,
} from '#domain/rates/package-fields.ts';
import { COUNTRY_CODES, type CountryCode } from '#domain/common/postal-code-format.ts';
import { normalizeCountry } from '#domain/common/country.ts';
import { statusLabel } from '#domain/tracking/progress.ts';
import { customsDeclarationOf, hasCustoms } from './customs-item.ts';
import type { BulkParty, BulkRecipient } from './recipient.ts';
import { prefixedPartyFields, recipientOrderFields } from './order-entry-fields.ts';
import type { ProcessedOrder, ProcessedRate } from './schemas.ts';

/** The wizard's six steps in order (spec section 4, Bulk wizard). */
export const WIZARD_STEPS = [
  'sender',
  'batch',
  'recipients',
  'validation',
  'processing',
  'review',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The five labels of the step indicator; the validation step is not among them (spec section 2). */
export const INDICATOR_LABELS = [
  'Sender Info',
  'Batch Selection',
  'Recipients',
  'Processing',
  'Review',
] as const;

/** Where each step shows in the indicator: the validation step stays on Recipients, where its fixes are made. */
export function indicatorIndexOf(step: WizardStep): number {
  const index: Record<WizardStep, number> = {
    sender: 0,
    batch: 1,
    recipients: 2,
    validation: 2,
    processing: 3,
    review: 4,
  };
  return index[step];
}

/** The sender the whole batch ships from: the shipment form's party fields (spec section 3). */
export type BulkSender = BulkParty;

export const EMPTY_SENDER: BulkSender = {
  fullName: '',
  company: '',
  phone: '',
  email: '',
  address: '',
  apt: '',
  city: '',
  province: '',
  postalCode: '',
  countryCode: 'CA',
};

const filled = (text: string) => text.trim() !== '';

/** The country the whole batch ships from: the sender's, CA unless the sender form chose US. */
export function senderCountryOf(sender: Pick<BulkSender, 'countryCode'>): CountryCode {
  const country = normalizeCountry(sender.countryCode);
  return COUNTRY_CODES.find((code) => code === country) ?? 'CA';
}

/** Sender Next is enabled only when (full name or company), phone, address, city, province, postal code and email are filled (spec section 5). */
export function isSenderComplete(sender: BulkSender): boolean {
  return (
    (filled(sender.fullName) || filled(sender.company)) &&
    [
      sender.phone,
      sender.address,
      sender.city,
      sender.province,
      sender.postalCode,
      sender.email,
    ].every(filled)
  );
}

/** The fields every recipient needs before processing, named as the validation step lists them (spec section 5). */
export const REQUIRED_RECIPIENT_FIELDS = [
  ['fullName', 'Name'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['province', 'Province/State'],
  ['postalCode', 'Postal/ZIP Code'],
] as const satisfies ReadonlyArray<readonly [keyof BulkRecipient, string]>;

/** The names of the required fields a recipient leaves blank, in the form's order; [] when none. */
export function missingRecipientFields(recipient: BulkRecipient): string[] {
  return REQUIRED_RECIPIENT_FIELDS.filter(([field]) => !filled(recipient[field])).map(
    ([, name]) => name,
  );
}

/**
 * Whether a recipient misses a field spec section 5 requires before processing: Process Orders
 * then stops at the validation step. Other errors (a short phone, a formula-like name) are
 * listed there too, but, like an address the check refused, only ask before processing: the
 * server fails such a row, and review lets the user fix and retry it.
 */
export const missesRequiredFields = (recipients: readonly BulkRecipient[]): boolean =>
  recipients.some((recipient) => missingRecipientFields(recipient).length > 0);

/**
 * The recipient form's package limits: weight from 0.1, each dimension from 1, in steps of 0.1
 * (spec section 5), and at most what every order takes (package-fields.ts).
 */
export const PACKAGE_LIMITS = {
  weight: { label: 'Weight', min: 0.1, max: MAX_WEIGHT, step: 0.1 },
  length: { label: 'Length', min: 1, max: MAX_DIMENSION, step: 0.1 },
  width: { label: 'Width', min: 1, max: MAX_DIMENSION, step: 0.1 },
  height: { label: 'Height', min: 1, max: MAX_DIMENSION, step: 0.1 },
} as const;
export type PackageField = keyof typeof PACKAGE_LIMITS;

/** What is wrong with each package number of the recipient form; {} when all are within the limits. */
export function packageProblems(
  recipient: Pick<BulkRecipient, PackageField>,
): Partial<Record<PackageField, string>> {
  const problems: Partial<Record<PackageField, string>> = {};
  for (const [field, { label, min }] of Object.entries(PACKAGE_LIMITS) as [
    PackageField,
    (typeof PACKAGE_LIMITS)[PackageField],
  ][]) {
    const text = recipient[field];
    const number = readPackageNumber(text);
    // The order's own words for a number it refuses ("must be a number", "must be at most").
    const orderProblem = PackageFieldSchemas[field].safeParse(text).error?.issues[0]?.message;
    if (number !== null && number < min) problems[field] = `${label} must be at least ${min}.`;
    else if (orderProblem) problems[field] = orderProblem;
  }
  return problems;
}

/** A recipient's name, or 'Recipient {n}' (n counted from 1) when it has none (spec section 5). */
export function recipientLabel(recipient: BulkRecipient, index: number): string {
  return recipient.fullName.trim() || `Recipient ${index + 1}`;
}

/** How many recipients an address check flagged or has not checked yet: processing them asks first (spec section 5). */
export function unverifiedRecipientCount(recipients: readonly BulkRecipient[]): number {
  return recipients.filter(
    (recipient) =>
      recipient.validationStatus === 'error' || recipient.validationStatus === 'pending',
  ).length;
}

/** Percent complete: the rounded share of (success + failure) over the total; 0 before the total is known (spec section 4). */
export function progressPercent(
  successCount: number,
  failureCount: number,
  totalOrders: number,
): number {
  if (totalOrders <= 0) return 0;
  return Math.round(((successCount + failureCount) / totalOrders) * 100);
}

/** The rate an order is priced with: the one flagged selected, else the first, else none (spec section 4). */
export function selectedRate(rates: readonly ProcessedRate[]): ProcessedRate | null {
  return rates.find((rate) => rate.selected) ?? rates[0] ?? null;
}

/** An order with another of its rates chosen: what review shows while the server prices the choice. */
export function withServiceChosen(order: ProcessedOrder, serviceCode: string): ProcessedOrder {
  const rates = order.rates.rates.map((rate) => ({
    ...rate,
    selected: rate.serviceCode === serviceCode,
  }));
  return { ...order, rates: { rates } };
}

const toCents = (dollars: number) => Math.round(dollars * CENTS_PER_DOLLAR);

/** The sum, in whole cents, of the chosen prices of the SUCCESS orders (spec section 9). */
export function totalCostCents(orders: readonly ProcessedOrder[]): number {
  return orders
    .filter((order) => order.processingStatus === 'SUCCESS')
    .reduce((sum, order) => sum + toCents(selectedRate(order.rates.rates)?.finalDue ?? 0), 0);
}

/** What Finalize sends: each SUCCESS order with a tracking number and its chosen service. */
export function shippingRequestsOf(
  orders: readonly ProcessedOrder[],
): { trackingNumber: string; serviceCode: string }[] {
  return orders.flatMap((order) => {
    const rate = selectedRate(order.rates.rates);
    if (order.processingStatus !== 'SUCCESS' || !order.trackingNumber || !rate) return [];
    return [{ trackingNumber: order.trackingNumber, serviceCode: rate.serviceCode }];
  });
}

/**
 * One orderList entry of POST /web/order/create/batch: the order payload of spec section 3
 * for the batch's sender and one recipient, without service (chosen on review) or instruction,
 * with the recipient's customs item when the parcel crosses the border (and only then: a
 * recipient moved into the sender's country since sends none; one with every customs field
 * blank sends none either, for the server to say a declaration is required). The server checks every field
 * itself, so what is not a number yet goes as typed.
 */
export function toBatchOrderEntry(
  sender: BulkSender,
  recipient: BulkRecipient,
): Record<string, unknown> {
  return {
    ...prefixedPartyFields('sender', sender),
    ...recipientOrderFields(recipient),
    ...(recipient.customs &&
      hasCustoms(recipient.customs) &&
      normalizeCountry(recipient.countryCode) !== senderCountryOf(sender) && {
        customs: customsDeclarationOf(recipient.customs, recipient.weight),
      }),
  };
}

/**
 * A processed order's status as the wizard shows it, in the spec's words and case (section 4:
 * title-cased, underscores as spaces): a SUCCESS row made an order, which starts ORDER_CREATED
 * ('Order Created'); a FAILED row shows 'Failed'.
 */
export function processedStatusLabel(status: ProcessedOrder['processingStatus']): string {
  return statusLabel(status === 'SUCCESS' ? 'ORDER_CREATED' : status);
}

/** How review shows an estimated arrival: days, or N/A when the service gives none (spec section 2). */
export function formatEta(eta: ProcessedRate['eta']): string {
  if (eta === 'UNAVAILABLE') return 'N/A';
  return eta === 1 ? '1 day' : `${eta} days`;
}

/**
 * A recipient's address on one line as the wizard's tables show it: the unit as the post office
 * writes it, then city, province and postal code, and the country code as given
 * ('1203-1055 W Georgia St, Vancouver, BC V6E 3P3, CA').
 */
export function recipientAddressLine(parts: {
  street: string;
  unit: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
}): string {
  const street =
    parts.street &&
    streetWithUnit(parts.street, parts.unit, parts.countryCode === 'US' ? 'US' : 'CA');
  return [street, parts.city, `${parts.province} ${parts.postalCode}`.trim(), parts.countryCode]
    .filter(Boolean)
    .join(', ');
}
