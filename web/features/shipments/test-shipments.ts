import type { ShipmentFormValues } from './shipment-form-values.ts';

/** A complete Vancouver -> Toronto shipment as the form holds it. */
export const FILLED_SHIPMENT: ShipmentFormValues = {
  sender: {
    fullName: 'Ada Lovelace',
    phone: '604 555 0123',
    address: '1055 W Georgia St',
    apt: '',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    city: 'Vancouver',
    province: 'BC',
    postalCode: 'V6E 3P3',
    countryCode: 'CA',
  },
  receiver: {
    fullName: 'Grace Hopper',
    phone: '(416) 555-0199',
    address: '290 Bremner Blvd',
    apt: '',
    email: '',
    company: '',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3L9',
    countryCode: 'CA',
  },
  weight: '2.5',
  weightUnit: 'KGS',
  length: '30',
  width: '20',
  height: '10',
  dimensionUnit: 'CM',
  remarks: '',
};

/** The rate request FILLED_SHIPMENT must produce, written out so the tests check the mapping. */
export const FILLED_SHIPMENT_RATE_REQUEST = {
  weight: 2.5,
  weightUnit: 'KGS',
  originPostalCode: 'V6E 3P3',
  countryCode: 'CA',
  destinationPostalCode: 'M5V 3L9',
  length: 30,
  width: 20,
  height: 10,
  dimensionUnit: 'CM',
};
