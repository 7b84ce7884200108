import { centsToDollars } from '#domain/rates/money.ts';
import type { Party, Shipment } from '#domain/public-api/schemas.ts';
import type { OrderRow } from '../shipments/index.ts';

/** Where a shipment's label PDF is downloaded. */
export const labelPathOf = (trackingNumber: string) => `/api/v1/shipments/${trackingNumber}/label`;

function partyOf(order: OrderRow, end: 'sender' | 'recipient'): Party {
  const field = (suffix: string) => order[`${end}${suffix}` as keyof OrderRow] as string;
  return {
    name: field('Name'),
    company: field('Company'),
    phone: field('PhoneNumber'),
    email: field('Email'),
    streetAddress: field('StreetAddress'),
    unitNumber: field('UnitNumber'),
    city: field('City'),
    province: field('Province'),
    postalCode: field('PostalCode'),
    countryCode: order[`${end}CountryCode`],
  };
}

/** An order as the public API's Shipment; paid once it left ORDER_CREATED (checkout settles it to LABEL_CREATED). */
export function shipmentOf(order: OrderRow): Shipment {
  const paid = order.status !== 'ORDER_CREATED';
  return {
    trackingNumber: order.trackingNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    service: {
      code: order.serviceCode,
      name: order.serviceName,
      eta: order.etaDays ?? 'UNAVAILABLE',
    },
    finalDue: centsToDollars(order.priceCents),
    paid,
    labelUrl: paid ? labelPathOf(order.trackingNumber) : null,
    sender: partyOf(order, 'sender'),
    recipient: partyOf(order, 'recipient'),
    package: {
      weight: order.weight,
      weightUnit: order.weightUnit,
      length: order.length,
      width: order.width,
      height: order.height,
      dimensionUnit: order.dimensionUnit,
    },
    packageInstruction: order.packageInstruction,
  };
}
