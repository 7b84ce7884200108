import { describe, expect, it } from 'vitest';
import { AddressBookMessages as Messages } from './messages.ts';
import { SAMPLE_ADDRESSES } from '../test-support/sample-addresses.ts';
import {
  AddressInputSchema,
  AddressUpdateSchema,
  DeleteAddressesRequestSchema,
  SetDefaultAddressRequestSchema,
} from './schemas.ts';

/** As typed, before the schema normalises it. */
const royalCentre = { ...SAMPLE_ADDRESSES.royalCentre, postalCode: 'v6e3p3', countryCode: 'ca' };

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('AddressInputSchema', () => {
  it('normalises the phone, postal code, country and province', () => {
    expect(AddressInputSchema.parse({ ...royalCentre, province: 'British Columbia' })).toEqual({
      ...royalCentre,
      phone: '6045550123',
      postalCode: 'V6E 3P3',
      countryCode: 'CA',
      province: 'BC',
    });
  });

  it('stores a missing company and unit as empty, and ignores isDefault', () => {
    const { companyName: _company, unitNumber: _unit, ...required } = royalCentre;
    const parsed = AddressInputSchema.parse({ ...required, unitNumber: null, isDefault: true });
    expect(parsed).toMatchObject({ companyName: '', unitNumber: '' });
    expect(parsed).not.toHaveProperty('isDefault');
  });

  it.each([
    ['a missing name', { name: undefined }, Messages.fillRequiredFields],
    ['a blank name', { name: '   ' }, Messages.fillRequiredFields],
    ['a missing phone', { phone: undefined }, Messages.fillRequiredFields],
    ['a missing email', { email: '' }, Messages.fillRequiredFields],
    ['a missing street', { streetAddress: undefined }, Messages.fillRequiredFields],
    ['a phone of 9 digits', { phone: '604 555 012' }, Messages.invalidPhone],
    ['a phone of 11 digits not starting with 1', { phone: '26045550123' }, Messages.invalidPhone],
    ['an email without a dot in the domain', { email: 'ada@example' }, Messages.invalidEmail],
    ['an email with a space', { email: 'ada lovelace@example.com' }, Messages.invalidEmail],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    [
      'a 101-character street',
      { streetAddress: 'x'.repeat(101) },
      'Street address must be at most 100 characters.',
    ],
    [
      'a 51-character unit',
      { unitNumber: 'x'.repeat(51) },
      'Unit number must be at most 50 characters.',
    ],
    [
      'a 51-character company',
      { companyName: 'x'.repeat(51) },
      'Company name must be at most 50 characters.',
    ],
    ['no city', { city: undefined }, Messages.selectFromSuggestions],
    ['no province', { province: '' }, Messages.selectFromSuggestions],
    ['no postal code', { postalCode: undefined }, Messages.selectFromSuggestions],
    ['no country', { countryCode: undefined }, Messages.selectFromSuggestions],
    ['a country outside CA and US', { countryCode: 'MX' }, Messages.invalidAddress],
    ['a ZIP code in Canada', { postalCode: '94043' }, Messages.invalidAddress],
    ['a state in Canada', { province: 'WA' }, Messages.invalidAddress],
    ['an unknown province', { province: 'Atlantis' }, Messages.invalidAddress],
  ])('refuses %s', (_, change, message) => {
    expect(firstMessage(AddressInputSchema.safeParse({ ...royalCentre, ...change }))).toBe(message);
  });

  it('accepts a US address with a ZIP+4', () => {
    const empireState = {
      ...royalCentre,
      streetAddress: '350 5th Ave',
      unitNumber: '',
      city: 'New York',
      province: 'ny',
      postalCode: '10118-0110',
      countryCode: 'US',
    };
    expect(AddressInputSchema.parse(empireState)).toMatchObject({
      province: 'NY',
      postalCode: '10118-0110',
    });
  });

  it('answers an empty body with the required-fields message', () => {
    expect(firstMessage(AddressInputSchema.safeParse(undefined))).toBe(Messages.fillRequiredFields);
    expect(firstMessage(AddressInputSchema.safeParse({}))).toBe(Messages.fillRequiredFields);
  });
});

describe('AddressUpdateSchema', () => {
  it("requires the addressId before anything else: 'Address ID is required for updates'", () => {
    expect(firstMessage(AddressUpdateSchema.safeParse(royalCentre))).toBe(
      Messages.addressIdRequiredForUpdates,
    );
    expect(firstMessage(AddressUpdateSchema.safeParse({}))).toBe(
      Messages.addressIdRequiredForUpdates,
    );
  });

  it('drops an isDefault from the body', () => {
    const parsed = AddressUpdateSchema.parse({ ...royalCentre, addressId: 'x', isDefault: true });
    expect(parsed).not.toHaveProperty('isDefault');
  });
});

describe('DeleteAddressesRequestSchema', () => {
  it.each([{}, { addressIds: [] }, { addressIds: 'one' }])(
    'refuses %j with the no-selection message',
    (body) => {
      expect(firstMessage(DeleteAddressesRequestSchema.safeParse(body))).toBe(
        Messages.selectToDelete,
      );
    },
  );
});

describe('SetDefaultAddressRequestSchema', () => {
  it('requires the addressId', () => {
    expect(firstMessage(SetDefaultAddressRequestSchema.safeParse({ id: 'x' }))).toBe(
      Messages.addressIdRequired,
    );
  });
});
