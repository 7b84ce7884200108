/**
 * The kinds of address a parcel can be sent to. Canada Post and USPS deliver to a post office
 * box, a rural route and General Delivery at a post office as well as to a street address; each
 * is written on the address's street line ('PO Box 4001 Stn A', 'RR 2', 'General Delivery').
 */
export const AddressType = {
  street: 'STREET',
  poBox: 'PO_BOX',
  ruralRoute: 'RURAL_ROUTE',
  generalDelivery: 'GENERAL_DELIVERY',
} as const;
export type AddressType = (typeof AddressType)[keyof typeof AddressType];

export const ADDRESS_TYPES = Object.values(AddressType) as [AddressType, ...AddressType[]];
