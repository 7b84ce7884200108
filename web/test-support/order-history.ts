import type { OrderListItem, OrderListResponse } from '#domain/shipments/order-list.ts';
import type { OrderStatus } from '#domain/shipments/order-status.ts';
import type { TrackingInfo } from '#domain/tracking/schemas.ts';

/** An order as the list answers it; tests override what they check. */
export function testOrder(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    trackingNumber: 'MP123456785CA',
    createdDate: '2026-11-20T18:30:00.000Z',
    updatedDate: '2026-11-21T18:30:00.000Z',
    orderStatus: 'IN_TRANSIT',
    recipientName: 'Mei Wong',
    recipientCity: 'Toronto',
    recipientProvince: 'ON',
    serviceDescription: 'Canada Ground',
    serviceCode: 'CA_GROUND',
    shippingBatchId: '0b7c3d4e-5f60-4a1b-9c2d-3e4f5a6b7c8d',
    customs: null,
    hasCommercialInvoice: false,
    ...overrides,
  };
}

export function listAnswer(items: OrderListItem[], totalPages = 1, currentPage = 1) {
  const body: OrderListResponse = { items, totalPages, currentPage, totalItems: items.length };
  return { status: 200, body };
}

/** The tracking answer of testOrder()'s parcel: one event, in Toronto at `at`, that put it in `status`. */
export function trackingAnswer(status: OrderStatus, description: string, at: string) {
  const body: TrackingInfo = {
    trackingNumber: 'MP123456785CA',
    status,
    lastUpdateTime: at,
    estimatedDeliveryDate: '2026-11-23',
    events: [{ timestamp: at, description, location: 'Toronto, ON' }],
  };
  return { status: 200, body };
}
