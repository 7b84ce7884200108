import { MAX_CUSTOMS_ITEMS } from './customs-limits.ts';

/** The customs declaration's user-visible messages (decision 030: the spec is silent on customs). */
export const CustomsMessages = {
  required: 'customs is required: a parcel between Canada and the US needs a customs declaration.',
  notForDomestic:
    'customs is only for a parcel between Canada and the US: leave it out when both addresses are in the same country.',
  notAnObject: 'customs must be an object with contentsType, currency, nonDelivery and items.',
  contentsType: 'Customs contents type must be MERCHANDISE, GIFT, SAMPLE, DOCUMENTS or RETURN.',
  currency: 'Customs currency must be CAD or USD.',
  nonDelivery: 'Customs non-delivery choice must be RETURN or ABANDON.',
  dutiesPaidBy: 'Customs duties must be paid by RECIPIENT or SENDER.',
  cusmaOriginating: 'Customs cusmaOriginating must be true or false.',
  noItems: 'Add at least one customs item.',
  tooManyItems: `A customs declaration holds at most ${MAX_CUSTOMS_ITEMS} items.`,
  itemsNotAList: 'Customs items must be a list.',
  /** Every item's message starts by naming the item, counted from 1. */
  item: (position: number, message: string) => `Customs item ${position}: ${message}`,
  descriptionRequired: 'Description is required.',
  descriptionTooShort: 'Description must be at least 3 characters.',
  descriptionTooLong: 'Description must be at most 60 characters.',
  descriptionVague: (description: string) =>
    `Description "${description}" is too vague for customs. Say what the item is and what it is made of, such as "Women's cotton T-shirt".`,
  quantity: 'Quantity must be a whole number of at least 1.',
  quantityTooLarge: 'Quantity must be at most 9,999.',
  unitValue: 'Unit value must be a number.',
  unitValueNotPositive: 'Unit value must be more than 0.',
  unitValueNegative: 'Unit value must not be negative.',
  unitValueDecimals: 'Unit value must have at most 2 decimals.',
  unitValueTooLarge: 'Unit value must be at most 100,000.',
  unitWeight: 'Unit weight must be a number more than 0.',
  unitWeightTooLarge: 'Unit weight must be at most 10,000.',
  hsCodeRequired: 'HS code is required, such as 6109.10 for cotton T-shirts.',
  hsCodeShape: 'HS code must be 6 to 10 digits, such as 6109.10.',
  hsCodeNotSubheading: (code: string) =>
    `HS code ${code} is not a subheading of the Harmonized System. Search by what the item is to find yours.`,
  hsCodeSearchUnavailable:
    "HS code search is not available on this server. Enter the code from your tariff: the Canada Border Services Agency's Customs Tariff or the US Harmonized Tariff Schedule (hts.usitc.gov).",
  originCountry: 'Country of origin must be a two-letter ISO country code, such as CA, US or CN.',
  itemsTooHeavy: (itemsWeight: string, parcelWeight: string) =>
    `Customs items weigh ${itemsWeight} in all, more than the parcel's ${parcelWeight}.`,
  senderTaxIdCanada:
    'Sender tax ID must be a CRA business number: 9 digits, with or without its program account, such as 123456789 or 123456789RM0001.',
  senderTaxIdUnitedStates: 'Sender tax ID must be a US EIN: 9 digits, such as 12-3456789.',
  taxIdTooLong: (label: string) => `${label} must be at most 30 characters.`,
  invoiceNumberTooLong: 'Invoice number must be at most 35 characters.',
} as const;
