import { customsForResponse } from '#domain/customs/customs-declaration.ts';
import { offersCommercialInvoice } from '#domain/customs/commercial-invoice.ts';
import { centsToDollars } from '#domain/common/money.ts';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import type { BatchRow, OrderRow } from '../shipments/index.ts';
import { describePickup } from '../pickups/index.ts';
import type { PickupRow } from '../pickups/index.ts';
import { handOverOf } from './drop-off-locations.ts';

/** A batch's total: the sum of its orders' server-side prices, in cents. */
export function batchTotalCents(orders: readonly Pick<OrderRow, 'priceCents'>[]): number {
  return orders.reduce((total, order) => total + order.priceCents, 0);
}

/** What checkout shows for a batch (GET /web/ship/status/{batchId}). */
export function describeBatch(
  batch: BatchRow,
  orders: readonly OrderRow[],
  {
    paymentMethods,
    paidWith,
    pickup,
  }: { paymentMethods: PaymentMethod[]; paidWith: PaymentMethod | null; pickup: PickupRow | null },
): BatchStatus {
  return {
    shippingBatchId: batch.id,
    validRequests: orders.map((order) => ({
      trackingNumber: order.trackingNumber,
      serviceCode: order.serviceCode,
      serviceDescription: order.serviceName,
      eta: order.etaDays ?? 'UNAVAILABLE',
      recipientName: order.recipientName,
      recipientCity: order.recipientCity,
      recipientProvince: order.recipientProvince,
      finalDue: centsToDollars(order.priceCents),
      customs: order.customs && customsForResponse(order.customs),
      hasCommercialInvoice: offersCommercialInvoice(order),
    })),
    totalCost: centsToDollars(batch.status === 'PAID' ? batch.totalCents : batchTotalCents(orders)),
    ...handOverOf(orders),
    paid: batch.status === 'PAID',
    paidWith,
    pickup: pickup && describePickup(pickup),
    paymentMethods,
  };
}
