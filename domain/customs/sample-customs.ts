/**
 * Test data shared by domain, server, web and browser tests: a realistic customs declaration for
 * SAMPLE_PARCEL (2 kg) crossing the border, and the places and service that make an order cross
 * it. Only tests import this module.
 */
import {
  CustomsDeclarationSchema,
  customsForResponse,
  type CustomsDeclarationInput,
} from './customs-declaration.ts';

/**
 * A Vancouver shop's parcel to the US: two bottles of maple syrup and a T-shirt, CAD 42.00 in
 * all, 1 kg of the parcel's 2 kg, the recipient paying duties (DAP). Its HS subheadings are the
 * ones the Canadian and US tariffs give these goods.
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
      unitValue: 14.5,
      unitWeight: 0.4,
      hsCode: '1702.20',
      originCountry: 'CA',
    },
    {
      description: "Women's cotton T-shirt",
      quantity: 1,
      unitValue: 13,
      unitWeight: 0.2,
      hsCode: '6109.10',
      originCountry: 'CA',
    },
  ],
} as const satisfies CustomsDeclarationInput;

/** What SAMPLE_CUSTOMS is worth in all: 2 x 14.50 + 13.00. */
export const SAMPLE_CUSTOMS_TOTAL = 42;

/** SAMPLE_CUSTOMS as answers show it (order history, checkout, tracking for its sender). */
export const SAMPLE_CUSTOMS_RESPONSE = customsForResponse(
  CustomsDeclarationSchema.parse(SAMPLE_CUSTOMS),
);

/** The one line SAMPLE_CUSTOMS is summed up in. */
export const SAMPLE_CUSTOMS_SUMMARY =
  'Customs: Merchandise, 3 items, CAD 42.00, duties paid by recipient';

/** The recipient fields of an order to the Empire State Building in New York, by CA_US_GROUND, with SAMPLE_CUSTOMS. */
export const TO_NEW_YORK_WITH_CUSTOMS = {
  recipientStreetAddress: '350 5th Ave',
  recipientCity: 'New York',
  recipientProvince: 'NY',
  recipientPostalCode: '10118',
  recipientCountryCode: 'US',
  serviceCode: 'CA_US_GROUND',
  customs: SAMPLE_CUSTOMS,
} as const;
