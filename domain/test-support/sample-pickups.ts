/**
 * Test data shared by domain and server tests: a complete custom pickup address. Only tests
 * import this module.
 */
import { AddressBookMessages } from '#domain/address-book/messages.ts';
import { ShipmentMessages } from '../common/shipping-messages.ts';
import type { PickupAddress } from '../pickups/pickup-address.ts';

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

/** What each required field of a custom pickup address says when left blank, at that field alone. */
export const CUSTOM_PICKUP_REQUIRED_MESSAGES = {
  contactName: ShipmentMessages.pickupContactNameRequired,
  contactPhone: ShipmentMessages.pickupContactPhoneRequired,
  address: ShipmentMessages.pickupStreetRequired,
  // Filled by picking an address suggestion.
  city: AddressBookMessages.selectFromSuggestions,
  province: AddressBookMessages.selectFromSuggestions,
  postalCode: AddressBookMessages.selectFromSuggestions,
} as const;
