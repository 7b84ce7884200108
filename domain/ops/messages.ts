import type { BillingType } from '../auth/schemas.ts';

/** How each billing type reads to staff. */
export const BILLING_TYPE_LABELS: Record<BillingType, string> = {
  PER_ORDER: 'Per order (card at checkout)',
  MONTHLY_BILLING: 'Monthly invoice',
};

/** What the operations console and its endpoints tell staff. */
export const OpsMessages = {
  noNumbers: 'Scan or type at least one tracking number.',
  tooManyNumbers: (max: number) => `Record at most ${max} parcels at once.`,
  locationRequired: 'Enter the city where the parcels are.',
  eventRequired: 'Choose the event to record.',
  shipmentNotFound: 'No shipment has this tracking number.',
  accountNotFound: 'No account uses this email.',
  billingSwitched: (email: string, billingType: BillingType) =>
    billingType === 'MONTHLY_BILLING'
      ? `${email} is now billed by monthly invoice.`
      : `${email} now pays per order, by card at checkout.`,
} as const;
