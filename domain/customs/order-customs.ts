import type { z } from 'zod';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import type { WeightUnit } from '#domain/rates/units.ts';
import type { CustomsDeclaration } from './customs-declaration.ts';
import { CustomsMessages as Messages } from './customs-messages.ts';

/** What an order says that its customs declaration must agree with. */
export type OrderForCustoms = {
  senderCountryCode: CountryCode;
  recipientCountryCode: CountryCode;
  weight: number;
  weightUnit: WeightUnit;
  customs?: CustomsDeclaration | null;
};

/** A parcel crosses the border, and so needs a customs declaration, exactly when its two countries differ. */
export function crossesBorder(
  order: Pick<OrderForCustoms, 'senderCountryCode' | 'recipientCountryCode'>,
): boolean {
  return order.senderCountryCode !== order.recipientCountryCode;
}

// A CRA business number (BN9), alone or with a program account (RM0001, RT0001...), spaces allowed.
const CRA_BUSINESS_NUMBER = /^\d{9}(\s?[A-Z]{2}\s?\d{4})?$/;
// A US employer identification number, written 12-3456789 or as 9 digits.
const US_EIN = /^\d{2}-?\d{7}$/;

// Weights compared in thousandths, so 3 x 0.1 fits in 0.3.
const thousandths = (weight: number) => Math.round(weight * 1000);

const formatWeight = (weight: number, unit: WeightUnit) =>
  `${Number((thousandths(weight) / 1000).toFixed(3))} ${unit}`;

/**
 * Checks an order's customs against the order itself: required exactly when the parcel crosses
 * the border and refused when it does not; the items may not weigh more than the parcel; the
 * sender's tax ID has the shape of the sender country's (CRA business number or US EIN).
 */
export function checkOrderCustoms(order: OrderForCustoms, context: z.RefinementCtx): void {
  const { customs } = order;
  if (!crossesBorder(order)) {
    if (customs)
      context.addIssue({ code: 'custom', path: ['customs'], message: Messages.notForDomestic });
    return;
  }
  if (!customs) {
    context.addIssue({ code: 'custom', path: ['customs'], message: Messages.required });
    return;
  }
  const itemsWeight = customs.items.reduce((sum, item) => sum + item.quantity * item.unitWeight, 0);
  if (thousandths(itemsWeight) > thousandths(order.weight)) {
    context.addIssue({
      code: 'custom',
      path: ['customs', 'items'],
      message: Messages.itemsTooHeavy(
        formatWeight(itemsWeight, order.weightUnit),
        formatWeight(order.weight, order.weightUnit),
      ),
    });
  }
  const taxId = customs.senderTaxId.toUpperCase();
  if (taxId !== '') {
    const canadian = order.senderCountryCode === 'CA';
    if (!(canadian ? CRA_BUSINESS_NUMBER : US_EIN).test(taxId)) {
      context.addIssue({
        code: 'custom',
        path: ['customs', 'senderTaxId'],
        message: canadian ? Messages.senderTaxIdCanada : Messages.senderTaxIdUnitedStates,
      });
    }
  }
}
