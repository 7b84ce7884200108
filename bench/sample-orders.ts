import { SAMPLE_PARCEL } from '#domain/test-support/sample-parcels.ts';

/**
 * The orders the benches send, as the shipment form and the bulk wizard send them: a Vancouver
 * bookshop shipping to people across Canada, names in English, French and Chinese.
 */
export const SAMPLE_SENDER = {
  senderName: 'Amélie Chan',
  senderPhoneNumber: '6045550123',
  senderEmail: 'amelie@example.com',
  senderCompany: 'Harbour Books',
  senderStreetAddress: '1055 W Georgia St',
  senderCity: 'Vancouver',
  senderProvince: 'BC',
  senderCountryCode: 'CA',
  senderPostalCode: 'V6E 3P3',
};

export const SAMPLE_RECIPIENT_PLACES = [
  { recipientCity: 'Toronto', recipientProvince: 'ON', recipientPostalCode: 'M5V 3L9' },
  { recipientCity: 'Montréal', recipientProvince: 'QC', recipientPostalCode: 'H3B 4W8' },
  { recipientCity: 'Calgary', recipientProvince: 'AB', recipientPostalCode: 'T2P 2M5' },
  { recipientCity: 'Burnaby', recipientProvince: 'BC', recipientPostalCode: 'V5H 4N2' },
];

export const SAMPLE_RECIPIENT_NAMES = [
  'Olivia Martin',
  'Liam Tremblay',
  'Zoë Gagnon',
  '王小明',
  'Noah Roy',
];

/** Order `index` of a bench's batch: the sample sender to a numbered house in a sample place, the sample parcel. */
export const sampleOrderAt = (index: number) => ({
  ...SAMPLE_SENDER,
  recipientName: SAMPLE_RECIPIENT_NAMES[index % SAMPLE_RECIPIENT_NAMES.length],
  recipientPhoneNumber: '4165550199',
  recipientStreetAddress: `${index + 1} Main St`,
  recipientCountryCode: 'CA',
  ...SAMPLE_RECIPIENT_PLACES[index % SAMPLE_RECIPIENT_PLACES.length],
  ...SAMPLE_PARCEL,
});
