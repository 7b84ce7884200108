import type { Pickup } from '#domain/pickups/pickup-schemas.ts';
import type { BatchStatus, DropOffLocation, OrderSender } from '#domain/shipments/schemas.ts';

export const BATCH_ID = 'B-100';

/** A downtown Vancouver sender's drop-off locations: one in their postal area, one farther. */
export const NEAREST_COUNTER: DropOffLocation = {
  name: 'Postal counter',
  address: '349 W Georgia St, Vancouver, BC',
  distanceKm: 0,
};
export const VANCOUVER_WAREHOUSE: DropOffLocation = {
  name: 'Maplepost Vancouver warehouse',
  address: '1460 Industrial Avenue, Unit 8, Vancouver, BC V6A 2R8',
  distanceKm: 2,
};

/** How a Whitehorse sender's batch describes drop-off: none within reach, the nearest far away. */
export const NO_DROP_OFF_NEARBY: Pick<BatchStatus, 'dropOffLocations' | 'nearestDropOffLocation'> =
  {
    dropOffLocations: [],
    nearestDropOffLocation: {
      name: 'Shipping store',
      address: '1025 Robson St, Vancouver, BC',
      distanceKm: 1477,
    },
  };

/** An unpaid single-order batch; override what a test is about. */
export function testBatch(changes: Partial<BatchStatus> = {}): BatchStatus {
  return {
    shippingBatchId: BATCH_ID,
    validRequests: [
      {
        trackingNumber: 'MP123456785CA',
        serviceCode: 'EXPEDITED',
        serviceDescription: 'Expedited Parcel',
        eta: 3,
        recipientName: 'Ada Lovelace',
        recipientCity: 'Toronto',
        recipientProvince: 'ON',
        finalDue: 18,
        customs: null,
        hasCommercialInvoice: false,
      },
    ],
    totalCost: 18,
    pickupEligible: false,
    dropOffLocations: [NEAREST_COUNTER, VANCOUVER_WAREHOUSE],
    nearestDropOffLocation: NEAREST_COUNTER,
    paid: false,
    paidWith: null,
    pickup: null,
    paymentMethods: ['CARD'],
    ...changes,
  };
}

export const TEST_SENDER: OrderSender = {
  trackingNumber: 'MP123456785CA',
  status: 'ORDER_CREATED',
  senderName: 'Grace Hopper',
  senderPhoneNumber: '6045550100',
  senderUnitNumber: '',
  senderEmail: 'grace@example.com',
  senderCompany: '',
  senderStreetAddress: '1055 W Georgia St',
  senderCity: 'Vancouver',
  senderProvince: 'BC',
  senderCountryCode: 'CA',
  senderPostalCode: 'V6E 3P3',
};

export const TEST_PICKUP: Pickup = {
  pickupId: 'P-1',
  shippingBatchId: BATCH_ID,
  trackingNumbers: ['MP123456785CA'],
  address: '',
  unitNumber: '',
  city: '',
  province: '',
  postalCode: '',
  contactName: 'Grace Hopper',
  contactPhone: '6045550100',
  contactEmail: 'grace@example.com',
  requestedDate: '2026-11-23',
  earliestTime: '09:00',
  latestTime: '13:30',
  notes: 'Side door',
};
