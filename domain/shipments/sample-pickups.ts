/**
 * Test data shared by domain and server tests: a complete custom pickup address. Only tests
 * import this module.
 */
import type { PickupAddress } from './pickup-address.ts';

/** Richmond Centre: V6Y is a Greater Vancouver area, where free pickup is offered. */
export const SAMPLE_CUSTOM_PICKUP_ADDRESS: PickupAddress = {
  address: '6551 No. 3 Rd',
  unitNumber: '',
  city: 'Richmond',
  province: 'BC',
  postalCode: 'V6Y 2B6',
  contactName: 'Dock Manager',
  contactPhone: '604-555-0188',
  contactEmail: '',
};
