/**
 * Test data shared by domain, server, web and browser tests: a realistic customs declaration a
 * Vancouver shop would make for SAMPLE_PARCEL (2 kg) crossing the border, the places and service
 * that make an order cross it, and the fullest declaration there is. Their HS subheadings are the
 * ones the Canadian and US tariffs give these goods. Only tests and the benchmarks import this
 * module.
 */
import { SAMPLE_PLACES } from './sample-addresses.ts';
import {
  CustomsDeclarationSchema,
  customsForResponse,
  type CustomsDeclaration,
  type CustomsDeclarationInput,
} from '../customs/customs-declaration.ts';

/**
 * Two bottles of maple syrup and a T-shirt, sold: 1.6 kg of the parcel's 2 kg, worth CAD 61.00,
 * CUSMA-originating, the recipient paying duties (DAP).
 */
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

/** What SAMPLE_CUSTOMS is worth in all: 2 x 18.50 + 24.00. */
export const SAMPLE_CUSTOMS_TOTAL = 61;

/** SAMPLE_CUSTOMS as answers show it (order history, checkout, tracking for its sender). */
export const SAMPLE_CUSTOMS_RESPONSE = customsForResponse(
  CustomsDeclarationSchema.parse(SAMPLE_CUSTOMS),
);

/** The one line SAMPLE_CUSTOMS is summed up in. */
export const SAMPLE_CUSTOMS_SUMMARY =
  'Customs: Merchandise, 3 items, CAD 61.00, duties paid by recipient';

/** The recipient fields of an order to the Empire State Building in New York, by CA_US_GROUND, with SAMPLE_CUSTOMS. */
export const TO_NEW_YORK_WITH_CUSTOMS = {
  recipientStreetAddress: SAMPLE_PLACES.empireState.streetAddress,
  recipientCity: SAMPLE_PLACES.empireState.city,
  recipientProvince: SAMPLE_PLACES.empireState.province,
  recipientPostalCode: SAMPLE_PLACES.empireState.postalCode,
  recipientCountryCode: SAMPLE_PLACES.empireState.countryCode,
  serviceCode: 'CA_US_GROUND',
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
