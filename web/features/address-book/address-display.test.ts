import { describe, expect, it } from 'vitest';
import type { Address } from '#domain/addresses/schemas.ts';
import { addressLines, formatPhone } from './address-display.ts';

describe('formatPhone', () => {
  it('writes 10 digits the North American way', () => {
    expect(formatPhone('6045550123')).toBe('(604) 555-0123');
  });

  it('leaves anything else as it is', () => {
    expect(formatPhone('555-0123')).toBe('555-0123');
  });
});

describe('addressLines', () => {
  const address: Address = {
    addressId: 'a-1',
    name: 'Ada',
    phone: '6045550123',
    email: 'ada@example.test',
    companyName: '',
    streetAddress: '1055 W Georgia St',
    unitNumber: '1203',
    city: 'Vancouver',
    province: 'BC',
    postalCode: 'V6E 3P3',
    countryCode: 'CA',
    isDefault: false,
  };

  it('puts the street with its unit first, then the place', () => {
    expect(addressLines(address)).toEqual([
      '1203-1055 W Georgia St',
      'Vancouver, BC V6E 3P3, Canada',
    ]);
  });

  it('writes a US unit after the street', () => {
    const empireState = {
      ...address,
      streetAddress: '350 5th Ave',
      unitNumber: '3300',
      city: 'New York',
      province: 'NY',
      postalCode: '10118',
      countryCode: 'US' as const,
    };
    expect(addressLines(empireState)).toEqual(['350 5th Ave #3300', 'New York, NY 10118, USA']);
  });
});
