import type { Rate } from '#domain/rates/schemas.ts';

/** A Canada Ground rate for tests: 5 days, 50% off, $20.00 due. */
export const GROUND: Rate = {
  serviceCode: 'CA_GROUND',
  serviceName: 'Canada Ground',
  eta: 5,
  discountRate: 50,
  finalDue: 20,
};

/** A Vancouver Next Day rate for tests: 1 day, 50% off, $15.00 due. */
export const VAN_NEXT_DAY: Rate = {
  serviceCode: 'VAN_NEXT_DAY',
  serviceName: 'Vancouver Next Day',
  eta: 1,
  discountRate: 50,
  finalDue: 15,
};
