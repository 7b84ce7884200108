import { describe, expect, it } from 'vitest';
import { SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import { addressBlock, formatKilograms, formatPhone } from './label-text.ts';
import { sampleLabel } from '../test-support/labels.ts';

describe('formatKilograms', () => {
  it('prints one decimal, rounding up so the label never shows less than was billed', () => {
    expect(formatKilograms(2_400)).toBe('2.4 kg');
    expect(formatKilograms(10_000)).toBe('10.0 kg');
    expect(formatKilograms(2_401)).toBe('2.5 kg');
  });
});

describe('formatPhone', () => {
  it('writes North American numbers as (604) 555-0123 and leaves others as typed', () => {
    expect(formatPhone('+1 604.555.0123')).toBe('(604) 555-0123');
    expect(formatPhone('555-01')).toBe('555-01');
  });
});

describe('addressBlock', () => {
  it('puts the unit before a Canadian street and upper-cases what sorters read', () => {
    expect(addressBlock(sampleLabel.sender)).toEqual({
      name: 'Olivia Tremblay',
      company: 'Maple Leaf Ceramics',
      street: '1203-1055 W GEORGIA ST',
      city: 'VANCOUVER',
      regionAndCode: ' BC  V6E 3P3',
      country: 'CANADA',
      phone: '(604) 555-0123',
    });
  });

  it('puts the unit after a US street and leaves a missing company empty', () => {
    const block = addressBlock({
      ...sampleLabel.recipient,
      company: undefined,
      ...SAMPLE_PLACES.empireState,
      unitNumber: '3300',
    });
    expect(block).toMatchObject({
      company: '',
      street: '350 5TH AVE #3300',
      regionAndCode: ' NY  10118',
      country: 'USA',
    });
  });
});
