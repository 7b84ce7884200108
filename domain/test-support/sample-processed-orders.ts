/**
 * Test data shared by server and web tests of the bulk progress feed: processed orders as the
 * engine writes them. Only tests import this module.
 */
import { SAMPLE_PLACES } from './sample-addresses.ts';
import type { ProcessedOrder } from '../bulk/schemas.ts';

/** Row rowNumber of an upload once processed: a priced order, or a FAILED row with its reason. */
export function sampleProcessedOrder(
  rowNumber: number,
  processingStatus: ProcessedOrder['processingStatus'] = 'SUCCESS',
): ProcessedOrder {
  const place = SAMPLE_PLACES.cnTower;
  const succeeded = processingStatus === 'SUCCESS';
  return {
    rowNumber,
    trackingNumber: succeeded ? `MP${String(rowNumber).padStart(10, '0')}CA` : null,
    processingStatus,
    errorMessage: succeeded
      ? null
      : "Recipient postal code 'ABC' is not a valid Canadian postal code.",
    rates: {
      rates: succeeded
        ? [
            {
              serviceCode: 'EXP',
              serviceName: 'Expedited',
              eta: 3,
              finalDue: 18.4,
              selected: true,
            },
            {
              serviceCode: 'PRI',
              serviceName: 'Priority',
              eta: 1,
              finalDue: 31.25,
              selected: false,
            },
          ]
        : [],
    },
    orderDetails: {
      recipientName: `Recipient ${rowNumber}`,
      recipientCompany: '',
      recipientPhoneNumber: '416-555-0100',
      recipientEmail: '',
      recipientStreetAddress: place.streetAddress,
      recipientUnitNumber: '',
      recipientCity: place.city,
      recipientProvince: place.province,
      recipientPostalCode: place.postalCode,
      recipientCountryCode: place.countryCode,
    },
  };
}
