import { describe, expect, it } from 'vitest';
import { AddressBookMessages } from '#domain/address-book/messages.ts';
import { ShipmentMessages as Messages } from '../common/shipping-messages.ts';
import {
  pickupAddressProblems,
  resolvePickupAddress,
  type PickupAddress,
} from './pickup-address.ts';
import { CUSTOM_PICKUP_REQUIRED_MESSAGES, SAMPLE_CUSTOM_PICKUP_ADDRESS } from '../test-support/sample-pickups.ts';

const SENDER: PickupAddress = {
  address: '1055 W Georgia St',
  unitNumber: '1200',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  contactName: 'Grace Hopper',
  contactPhone: '6045550100',
  contactEmail: 'grace@example.com',
};

const NO_REQUEST: PickupAddress = {
  address: '',
  unitNumber: '',
  city: '',
  province: '',
  postalCode: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

const CUSTOM = SAMPLE_CUSTOM_PICKUP_ADDRESS;

const custom = (changes: Partial<PickupAddress>) =>
  resolvePickupAddress({ ...CUSTOM, ...changes }, SENDER);

describe("resolvePickupAddress at the sender's address", () => {
  it('takes the sender as place and contact when the request leaves them blank', () => {
    expect(resolvePickupAddress(NO_REQUEST, SENDER)).toEqual({ address: SENDER });
  });

  it('keeps a requested contact, checked and normalised', () => {
    const requested = {
      ...NO_REQUEST,
      contactName: 'Front Desk',
      contactPhone: '+1 (604) 555-0199',
      contactEmail: '  desk@example.com ',
    };
    expect(resolvePickupAddress(requested, SENDER)).toEqual({
      address: {
        ...SENDER,
        contactName: 'Front Desk',
        contactPhone: '6045550199',
        contactEmail: 'desk@example.com',
      },
    });
  });

  it('refuses a malformed requested phone or email', () => {
    expect(resolvePickupAddress({ ...NO_REQUEST, contactPhone: '555-0199' }, SENDER)).toEqual({
      problem: { field: 'contactPhone', message: Messages.pickupPhoneInvalid },
    });
    expect(resolvePickupAddress({ ...NO_REQUEST, contactEmail: 'desk@example' }, SENDER)).toEqual({
      problem: { field: 'contactEmail', message: Messages.pickupEmailInvalid },
    });
  });
});

describe('resolvePickupAddress with a custom address', () => {
  it('stores it with the phone as 10 digits', () => {
    expect(custom({})).toEqual({ address: { ...CUSTOM, contactPhone: '6045550188' } });
  });

  it('stores the postal code as A1A 1A1 and the province as BC', () => {
    for (const province of ['bc', 'British Columbia', 'BRITISH COLUMBIA', ' b.c. ']) {
      expect(custom({ province, postalCode: ' v6y2b6 ' })).toMatchObject({
        address: { province: 'BC', postalCode: 'V6Y 2B6' },
      });
    }
  });

  for (const [field, message] of Object.entries(CUSTOM_PICKUP_REQUIRED_MESSAGES)) {
    it(`requires ${field}: '${message}'`, () => {
      expect(custom({ [field]: '  ' })).toEqual({ problem: { field, message } });
    });
  }

  it('needs no unit number and no email', () => {
    expect(custom({ unitNumber: '', contactEmail: '' })).toHaveProperty('address');
  });

  it('refuses what is not a postal code', () => {
    for (const postalCode of ['V6Y 2B', 'V6Y-2B6', 'D6Y 2B6', 'Richmond']) {
      expect(custom({ postalCode })).toEqual({
        problem: { field: 'postalCode', message: Messages.pickupPostalCodeInvalid },
      });
    }
  });

  it('refuses a postal code outside Greater Vancouver, a US ZIP too', () => {
    for (const postalCode of ['M5V 2T6', 'V9A 1A1', 'V4X 1A1', '98101']) {
      expect(custom({ postalCode })).toEqual({
        problem: { field: 'postalCode', message: Messages.pickupOutsideGreaterVancouver },
      });
    }
  });

  it('refuses a province other than British Columbia', () => {
    for (const province of ['ON', 'Alberta', 'B', 'Vancouver']) {
      expect(custom({ province })).toEqual({
        problem: { field: 'province', message: Messages.pickupProvinceNotBritishColumbia },
      });
    }
  });

  it('refuses a malformed phone', () => {
    expect(custom({ contactPhone: '604-555-018' })).toEqual({
      problem: { field: 'contactPhone', message: Messages.pickupPhoneInvalid },
    });
  });

  it('refuses a malformed email and stores a good one trimmed', () => {
    for (const contactEmail of ['dock', 'dock@example', 'dock @example.com', 'a@b@example.com']) {
      expect(custom({ contactEmail })).toEqual({
        problem: { field: 'contactEmail', message: Messages.pickupEmailInvalid },
      });
    }
    expect(custom({ contactEmail: ' dock@example.com ' })).toMatchObject({
      address: { contactEmail: 'dock@example.com' },
    });
  });

  it('is custom as soon as one place field is filled, and then borrows nothing from the sender', () => {
    expect(resolvePickupAddress({ ...NO_REQUEST, city: 'Richmond' }, SENDER)).toEqual({
      problem: { field: 'contactName', message: Messages.pickupContactNameRequired },
    });
  });
});

describe('pickupAddressProblems', () => {
  it('lists every problem, one per field, in form order with the postal code first of the place', () => {
    const problems = pickupAddressProblems(
      {
        ...CUSTOM,
        contactName: '',
        contactEmail: 'dock@',
        province: 'ON',
        postalCode: 'M5V 2T6',
      },
      true,
    );
    expect(problems).toEqual([
      { field: 'contactName', message: Messages.pickupContactNameRequired },
      { field: 'contactEmail', message: Messages.pickupEmailInvalid },
      { field: 'postalCode', message: Messages.pickupOutsideGreaterVancouver },
      { field: 'province', message: Messages.pickupProvinceNotBritishColumbia },
    ]);
  });

  it('says each missing field once, in its own words', () => {
    const problems = pickupAddressProblems(
      { ...NO_REQUEST, contactPhone: '604 555 0188', address: '6551 No. 3 Rd' },
      true,
    );
    expect(problems).toEqual([
      { field: 'contactName', message: Messages.pickupContactNameRequired },
      { field: 'postalCode', message: AddressBookMessages.selectFromSuggestions },
      { field: 'province', message: AddressBookMessages.selectFromSuggestions },
      { field: 'city', message: AddressBookMessages.selectFromSuggestions },
    ]);
  });

  it("judges only the filled contact fields at the sender's address", () => {
    // The place fields are hidden then; whatever they still hold is not sent.
    const atSender = { ...NO_REQUEST, postalCode: 'M5V 2T6', province: 'ON' };
    expect(pickupAddressProblems(atSender, false)).toEqual([]);
    expect(pickupAddressProblems({ ...atSender, contactEmail: 'x' }, false)).toEqual([
      { field: 'contactEmail', message: Messages.pickupEmailInvalid },
    ]);
  });
});
