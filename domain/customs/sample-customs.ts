/**
 * Test data shared by domain, server, web and browser tests: customs declarations a Vancouver
 * shop sending to the US would make. Their HS codes are the issue's own examples (maple syrup
 * 1702.20, cotton T-shirts 6109.10), subheadings of the Harmonized System. Only tests and the
 * benchmark import this module.
 */
import { SAMPLE_PLACES } from '../geo/sample-addresses.ts';
import {
  CustomsDeclarationSchema,
  type CustomsDeclaration,
  type CustomsDeclarationInput,
} from './customs-declaration.ts';

/** Two bottles of maple syrup and a T-shirt, sold: 1.6 kg of goods worth CAD 61.00, CUSMA-originating. */
export const SAMPLE_CUSTOMS = {
  contentsType: 'MERCHANDISE',
  currency: 'CAD',
  nonDelivery: 'RETURN',
  dutiesPaidBy: 'RECIPIENT',
  items: [
    {
      description: 'Pure maple syrup, 500 ml glass bottle',
      quantity: 2,
      unitValue: 18.5,
      unitWeight: 0.7,
      hsCode: '1702.20',
      originCountry: 'CA',
    },
    {
      description: "Women's cotton T-shirt",
      quantity: 1,
      unitValue: 24,
      unitWeight: 0.2,
      hsCode: '6109.10',
      originCountry: 'CA',
    },
  ],
  senderTaxId: '123456789RM0001',
  recipientTaxId: '',
  invoiceNumber: 'INV-2026-0042',
  cusmaOriginating: true,
} as const satisfies CustomsDeclarationInput;

/** The order fields that send SAMPLE_PARCEL from Vancouver to the Empire State Building with SAMPLE_CUSTOMS. */
export const SAMPLE_CROSS_BORDER_ORDER_FIELDS = {
  recipientStreetAddress: SAMPLE_PLACES.empireState.streetAddress,
  recipientCity: SAMPLE_PLACES.empireState.city,
  recipientProvince: SAMPLE_PLACES.empireState.province,
  recipientPostalCode: SAMPLE_PLACES.empireState.postalCode,
  recipientCountryCode: SAMPLE_PLACES.empireState.countryCode,
  serviceCode: 'CA_US_EXPEDITED',
  customs: SAMPLE_CUSTOMS,
} as const;

const T_SHIRT_COLOURS = ['red', 'navy', 'white', 'black', 'green'] as const;
const T_SHIRT_SIZES = ['S', 'M', 'L', 'XL'] as const;

/** The most items a declaration holds (20): cotton T-shirts of every colour and size, made in three countries. */
export const TWENTY_ITEM_CUSTOMS: CustomsDeclaration = CustomsDeclarationSchema.parse({
  ...SAMPLE_CUSTOMS,
  currency: 'USD',
  dutiesPaidBy: 'SENDER',
  cusmaOriginating: false,
  invoiceNumber: '',
  items: T_SHIRT_COLOURS.flatMap((colour, colourIndex) =>
    T_SHIRT_SIZES.map((size, sizeIndex) => ({
      description: `Men's cotton T-shirt, ${colour}, size ${size}`,
      quantity: colourIndex + sizeIndex + 1,
      unitValue: 12 + sizeIndex + 0.99,
      unitWeight: 0.2,
      hsCode: '6109.10.00',
      originCountry: ['CA', 'BD', 'VN'][(colourIndex + sizeIndex) % 3],
    })),
  ),
});
