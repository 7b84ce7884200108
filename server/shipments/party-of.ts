import type { PartyDetails } from '#domain/shipments/party-fields.ts';
import type { OrderRow } from './queries.ts';

/** One side of an order: the sender and the recipient have the same columns, each its prefix. */
export function partyOf(order: OrderRow, side: 'sender' | 'recipient'): PartyDetails {
  return {
    name: order[`${side}Name`],
    company: order[`${side}Company`],
    phone: order[`${side}PhoneNumber`],
    email: order[`${side}Email`],
    streetAddress: order[`${side}StreetAddress`],
    unitNumber: order[`${side}UnitNumber`],
    city: order[`${side}City`],
    province: order[`${side}Province`],
    postalCode: order[`${side}PostalCode`],
    countryCode: order[`${side}CountryCode`],
  };
}
