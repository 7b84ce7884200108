import { describe, expect, it } from 'vitest';
import { OrderCreateRequestSchema } from '#domain/shipments/schemas.ts';
import {
  greaterVancouverProblem,
  hasRemark,
  rateRequestOf,
  toggleRemark,
  toOrderCreatePayload,
} from './shipment-form-values.ts';
import {
  CROSS_BORDER_CUSTOMS_PAYLOAD,
  CROSS_BORDER_SHIPMENT,
  FILLED_SHIPMENT,
  FILLED_SHIPMENT_RATE_REQUEST,
} from '../../test-support/shipments.ts';

describe('toOrderCreatePayload', () => {
  it('maps the form to the order create payload of spec section 3', () => {
    const payload = toOrderCreatePayload(
      {
        ...FILLED_SHIPMENT,
        sender: { ...FILLED_SHIPMENT.sender, countryCode: 'Canada', apt: ' 1203 ' },
        receiver: {
          ...FILLED_SHIPMENT.receiver,
          countryCode: 'USA',
          postalCode: '10118',
          province: 'NY',
          city: 'New York',
        },
        remarks: 'Document Enclosed',
        customs: CROSS_BORDER_SHIPMENT.customs,
      },
      'US_GROUND',
    );
    expect(payload).toEqual({
      senderName: 'Ada Lovelace',
      senderPhoneNumber: '6045550123',
      senderUnitNumber: '1203',
      senderEmail: 'ada@example.com',
      senderCompany: 'Analytical Engines',
      senderStreetAddress: '1055 W Georgia St',
      senderCity: 'Vancouver',
      senderProvince: 'BC',
      senderCountryCode: 'CA',
      senderPostalCode: 'V6E 3P3',
      recipientName: 'Grace Hopper',
      recipientPhoneNumber: '4165550199',
      recipientUnitNumber: '',
      recipientEmail: '',
      recipientCompany: '',
      recipientStreetAddress: '290 Bremner Blvd',
      recipientCity: 'New York',
      recipientProvince: 'NY',
      recipientCountryCode: 'US',
      recipientPostalCode: '10118',
      weight: 2.5,
      weightUnit: 'KGS',
      length: 30,
      width: 20,
      height: 10,
      dimensionUnit: 'CM',
      packageInstruction: 'Document Enclosed',
      serviceCode: 'US_GROUND',
      customs: CROSS_BORDER_CUSTOMS_PAYLOAD,
    });
  });

  it('sends no customs for a parcel that stays in one country, whatever was declared before', () => {
    const domestic = { ...CROSS_BORDER_SHIPMENT, receiver: FILLED_SHIPMENT.receiver };
    expect(toOrderCreatePayload(domestic, 'CA_GROUND').customs).toBeNull();
    expect(toOrderCreatePayload(FILLED_SHIPMENT, 'CA_GROUND').customs).toBeNull();
  });

  it('builds a payload the server accepts', () => {
    const parsed = OrderCreateRequestSchema.safeParse(
      toOrderCreatePayload(FILLED_SHIPMENT, 'CA_GROUND'),
    );
    expect(parsed.success).toBe(true);
  });

  it('builds a cross-border payload the server accepts, its customs kept in whole cents', () => {
    const parsed = OrderCreateRequestSchema.parse(
      toOrderCreatePayload(CROSS_BORDER_SHIPMENT, 'US_GROUND'),
    );
    expect(parsed.customs?.items.map((item) => item.unitValueCents)).toEqual([2550, 1800]);
  });
});

describe('rateRequestOf', () => {
  it('asks with both postal codes, the receiver country and the package', () => {
    expect(rateRequestOf(FILLED_SHIPMENT)).toEqual(FILLED_SHIPMENT_RATE_REQUEST);
  });

  it('waits until both addresses, the weight and the three dimensions are filled', () => {
    expect(rateRequestOf({ ...FILLED_SHIPMENT, height: '' })).toBeNull();
    expect(rateRequestOf({ ...FILLED_SHIPMENT, weight: ' ' })).toBeNull();
    expect(
      rateRequestOf({
        ...FILLED_SHIPMENT,
        receiver: { ...FILLED_SHIPMENT.receiver, postalCode: '' },
      }),
    ).toBeNull();
  });
});

describe('toggleRemark', () => {
  it('appends a quick option after the text', () => {
    expect(toggleRemark('', 'Box Needed')).toBe('Box Needed');
    expect(toggleRemark('Fragile ', 'Box Needed')).toBe('Fragile, Box Needed');
  });

  it('takes a chosen option back out, leaving what the user typed as typed', () => {
    expect(toggleRemark('Box Needed', 'Box Needed')).toBe('');
    expect(toggleRemark('Fragile, Box Needed', 'Box Needed')).toBe('Fragile');
    expect(toggleRemark('Box Needed, Fragile', 'Box Needed')).toBe('Fragile');
    expect(toggleRemark('Fragile,  Box Needed,ring twice', 'Box Needed')).toBe(
      'Fragile,ring twice',
    );
    expect(toggleRemark('Gate code 1234\nBox Needed', 'Box Needed')).toBe('Gate code 1234');
    // Inside a sentence the words are the user's own, not the option.
    expect(toggleRemark('No Box Needed here', 'Box Needed')).toBe('No Box Needed here, Box Needed');
  });

  it('never adds an option twice, and takes out every copy and any case of it', () => {
    const once = toggleRemark(toggleRemark('', 'Box Needed'), 'Polybag Needed');
    expect(toggleRemark(once, 'Box Needed')).toBe('Polybag Needed');
    expect(toggleRemark('box needed, Fragile, Box Needed', 'Box Needed')).toBe('Fragile');
  });
});

describe('hasRemark', () => {
  it('finds an option as a whole item, in any case', () => {
    expect(hasRemark('Fragile, box needed', 'Box Needed')).toBe(true);
    expect(hasRemark('Fragile\nBox Needed ', 'Box Needed')).toBe(true);
    expect(hasRemark('No Box Needed here', 'Box Needed')).toBe(false);
    expect(hasRemark('', 'Box Needed')).toBe(false);
  });
});

describe('greaterVancouverProblem', () => {
  it('judges from three characters, ignoring case', () => {
    expect(greaterVancouverProblem('v6e 3p3', 'Sender')).toBeNull();
    expect(greaterVancouverProblem('M5', 'Sender')).toBeNull();
    expect(greaterVancouverProblem('m5v', 'Receiver')).toBe(
      'Receiver postal code M5V is outside the Greater Vancouver area served by next-day and second-day delivery.',
    );
  });
});
