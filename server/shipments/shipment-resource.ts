import { customsForResponse } from '#domain/customs/customs-declaration.ts';
import { offersCommercialInvoice } from '#domain/customs/commercial-invoice.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import type { Shipment } from '#domain/public-api/schemas.ts';
import { partyOf } from './party-of.ts';
import type { OrderRow } from './queries.ts';

/** Where a shipment's label PDF is downloaded. */
export const labelPathOf = (trackingNumber: string) =>
  `${PUBLIC_API_PREFIX}/shipments/${trackingNumber}/label`;

/** Where a shipment's commercial invoice PDF is downloaded. */
export const commercialInvoicePathOf = (trackingNumber: string) =>
  `${PUBLIC_API_PREFIX}/shipments/${trackingNumber}/commercial-invoice`;

/**
 * An order as the public API's Shipment; paid once it left ORDER_CREATED (checkout settles it
 * to LABEL_CREATED). A cancelled shipment was paid, but has no label any more.
 */
export function shipmentOf(order: OrderRow): Shipment {
  const paid = order.status !== 'ORDER_CREATED';
  const labelled = paid && order.status !== 'CANCELLED';
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
    labelUrl: labelled ? labelPathOf(order.trackingNumber) : null,
    shippingBatchId: paid ? order.shippingBatchId : null,
    commercialInvoiceUrl: offersCommercialInvoice(order)
      ? commercialInvoicePathOf(order.trackingNumber)
      : null,
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
    customs: order.customs && customsForResponse(order.customs),
  };
}
