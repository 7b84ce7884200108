import { SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import type { ShipmentFormValues } from '../features/shipments/shipment-form-values.ts';

/** A sample place as the shipment form holds it. */
const formPlace = ({
  streetAddress,
  ...place
}: (typeof SAMPLE_PLACES)[keyof typeof SAMPLE_PLACES]) => ({
  address: streetAddress,
  ...place,
});

/** A complete Vancouver -> Toronto shipment as the form holds it. */
export const FILLED_SHIPMENT: ShipmentFormValues = {
  sender: {
    fullName: 'Ada Lovelace',
    phone: '604 555 0123',
    apt: '',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    ...formPlace(SAMPLE_PLACES.royalCentre),
  },
  receiver: {
    fullName: 'Grace Hopper',
    phone: '(416) 555-0199',
    apt: '',
    email: '',
    company: '',
    ...formPlace(SAMPLE_PLACES.cnTower),
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

/** Vancouver to New York: FILLED_SHIPMENT across the border, with two items declared (2.5 kg parcel). */
export const CROSS_BORDER_SHIPMENT: ShipmentFormValues = {
  ...FILLED_SHIPMENT,
  receiver: { ...FILLED_SHIPMENT.receiver, ...formPlace(SAMPLE_PLACES.empireState) },
  customs: {
    contentsType: 'MERCHANDISE',
    currency: 'CAD',
    nonDelivery: 'RETURN',
    dutiesPaidBy: 'RECIPIENT',
    items: [
      {
        description: "Women's cotton T-shirt",
        quantity: '2',
        unitValue: '25.50',
        unitWeight: '0.2',
        hsCode: '6109.10',
        originCountry: 'CA',
      },
      {
        description: 'Maple syrup, 500 ml bottle',
        quantity: '1',
        unitValue: '18',
        unitWeight: '0.8',
        hsCode: '1702.20',
        originCountry: 'ca',
      },
    ],
    senderTaxId: '',
    recipientTaxId: '',
    invoiceNumber: 'INV-1001',
    cusmaOriginating: true,
  },
};

/** CROSS_BORDER_SHIPMENT's customs as POST /web/order/create carries them. */
export const CROSS_BORDER_CUSTOMS_PAYLOAD = {
  contentsType: 'MERCHANDISE',
  currency: 'CAD',
  nonDelivery: 'RETURN',
  dutiesPaidBy: 'RECIPIENT',
  items: [
    {
      description: "Women's cotton T-shirt",
      quantity: 2,
      unitValue: 25.5,
      unitWeight: 0.2,
      hsCode: '6109.10',
      originCountry: 'CA',
    },
    {
      description: 'Maple syrup, 500 ml bottle',
      quantity: 1,
      unitValue: 18,
      unitWeight: 0.8,
      hsCode: '1702.20',
      originCountry: 'CA',
    },
  ],
  senderTaxId: '',
  recipientTaxId: '',
  invoiceNumber: 'INV-1001',
  cusmaOriginating: true,
};
