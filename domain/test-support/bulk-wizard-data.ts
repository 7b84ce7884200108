import type { BulkRecipient } from '../bulk/recipient.ts';
import type { ProcessedOrder, ProcessedRate } from '../bulk/schemas.ts';
import type { BulkSender } from '../bulk/wizard-rules.ts';
import type { BulkCustomsFields } from '../bulk/customs-item.ts';

/** A complete sender in Vancouver, for tests. */
export const testSender = (overrides: Partial<BulkSender> = {}): BulkSender => ({
  fullName: 'Maple Goods',
  company: 'Maple Goods Ltd',
  phone: '604 555 0123',
  email: 'ship@maple.example',
  address: '1055 W Georgia St',
  apt: '',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
  ...overrides,
});

/** A complete, checked recipient in Toronto, for tests. */
export const testRecipient = (overrides: Partial<BulkRecipient> = {}): BulkRecipient => ({
  id: 'r1',
  fullName: 'Ada Lovelace',
  company: '',
  phone: '416 555 0199',
  email: '',
  address: '290 Bremner Blvd',
  apt: '',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 3L9',
  countryCode: 'CA',
  weight: '2.5',
  weightUnit: 'KGS',
  length: '30',
  width: '20',
  height: '10',
  dimensionUnit: 'CM',
  validationStatus: 'valid',
  validationMessage: 'Address validated',
  suggestedAddress: null,
  formattedAddress: '',
  ...overrides,
});

export const testRate = (overrides: Partial<ProcessedRate> = {}): ProcessedRate => ({
  serviceCode: 'GROUND',
  serviceName: 'Maplepost Ground',
  eta: 4,
  finalDue: 12.5,
  selected: false,
  ...overrides,
});

/** A processed order of an upload, SUCCESS unless told otherwise, for tests. */
export const testProcessedOrder = (overrides: Partial<ProcessedOrder> = {}): ProcessedOrder => ({
  rowNumber: 1,
  trackingNumber: 'MP000000001CA',
  processingStatus: 'SUCCESS',
  errorMessage: null,
  rates: {
    rates: [
      testRate({ selected: true }),
      testRate({
        serviceCode: 'EXPRESS',
        serviceName: 'Maplepost Express',
        eta: 1,
        finalDue: 24.99,
      }),
    ],
  },
  orderDetails: {
    recipientName: 'Ada Lovelace',
    recipientCompany: '',
    recipientPhoneNumber: '4165550199',
    recipientEmail: '',
    recipientStreetAddress: '290 Bremner Blvd',
    recipientUnitNumber: '',
    recipientCity: 'Toronto',
    recipientProvince: 'ON',
    recipientPostalCode: 'M5V 3L9',
    recipientCountryCode: 'CA',
  },
  ...overrides,
});

/** A good customs item as a sheet may spell it: codes in other cases, Canada for CA. */
/** Every customs field blank, as a sheet without the customs columns reads. */
export const blankCustoms: BulkCustomsFields = {
  contentsType: '',
  description: '',
  quantity: '',
  unitValue: '',
  currency: '',
  hsCode: '',
  originCountry: '',
};

export const mugs: BulkCustomsFields = {
  contentsType: 'merchandise',
  description: 'Stoneware coffee mug',
  quantity: '2',
  unitValue: '24.50',
  currency: 'cad',
  hsCode: '6912.00',
  originCountry: 'Canada',
};
