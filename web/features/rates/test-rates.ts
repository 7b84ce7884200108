import type { Rate } from '#domain/rates/schemas.ts';

/** A Canada Ground rate for tests: 5 days, 40% off, $20.40 due. */
export const GROUND: Rate = {
  serviceCode: 'CA_GROUND',
  serviceName: 'Canada Ground',
  eta: 5,
  discountRate: 40,
  finalDue: 20.4,
};
