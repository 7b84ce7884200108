import { describe, expect, it } from 'vitest';
import { SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import { addressLines, formatPhone } from './address-display.ts';
import { testAddress } from '../../test-support/address-book.ts';

describe('formatPhone', () => {
  it('writes 10 digits the North American way', () => {
    expect(formatPhone('6045550123')).toBe('(604) 555-0123');
  });

  it('leaves anything else as it is', () => {
    expect(formatPhone('555-0123')).toBe('555-0123');
  });
});

describe('addressLines', () => {
  const address = testAddress({ unitNumber: '1203' });

  it('puts the street with its unit first, then the place', () => {
    expect(addressLines(address)).toEqual([
      '1203-1055 W Georgia St',
      'Vancouver, BC V6E 3P3, Canada',
    ]);
  });

  it('writes a US unit after the street', () => {
    const empireState = { ...address, ...SAMPLE_PLACES.empireState, unitNumber: '3300' };
    expect(addressLines(empireState)).toEqual(['350 5th Ave #3300', 'New York, NY 10118, USA']);
  });
});
