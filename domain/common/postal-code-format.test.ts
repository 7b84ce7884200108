import { describe, expect, it } from 'vitest';
import {
  countryMismatchMessage,
  countryOfPostalCode,
  invalidPostalCodeMessage,
  normalizePostalCode,
  postalAreaKey,
  postalCodeNotFoundMessage,
} from './postal-code-format.ts';

describe('countryOfPostalCode', () => {
  it.each(['V6B 1A1', 'v6b 1a1', 'V6B1A1', ' M5V 2T6 ', 'K1A 0B1', 'X0A 0H0'])(
    '%s is Canadian',
    (code) => expect(countryOfPostalCode(code)).toBe('CA'),
  );

  it.each(['10001', '90210', '10001-1234', '00501'])('%s is a US ZIP', (code) =>
    expect(countryOfPostalCode(code)).toBe('US'),
  );

  it.each([
    ['12AB', 'neither shape'],
    ['V6B', 'an FSA alone'],
    ['V6B  1A1', 'two spaces'],
    ['D6B 1A1', 'D is never used'],
    ['W6B 1A1', 'W never starts a code'],
    ['V6O 1A1', 'O is never used'],
    ['1000', 'four digits'],
    ['100011', 'six digits'],
    ['10001-12', 'a short ZIP+4'],
    ['', 'empty'],
  ])('%s is neither (%s)', (code) => expect(countryOfPostalCode(code)).toBeNull());
});

describe('normalizePostalCode', () => {
  it.each([
    ['v6b1a1', 'V6B 1A1'],
    [' m5v 2t6 ', 'M5V 2T6'],
    ['10001-1234', '10001-1234'],
  ])('%s prints as %s', (code, printed) => expect(normalizePostalCode(code)).toBe(printed));
});

describe('postalAreaKey', () => {
  it.each([
    ['v6b 1a1', 'V6B'],
    ['M5V2T6', 'M5V'],
    ['10001', '10001'],
    ['10001-1234', '10001'],
  ])('%s is looked up as %s', (code, key) => expect(postalAreaKey(code)).toBe(key));
});

describe('messages', () => {
  it('name the code', () => {
    expect(invalidPostalCodeMessage('12AB')).toBe(
      "'12AB' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345).",
    );
    expect(postalCodeNotFoundMessage('X0Z 1A1')).toBe("Postal code 'X0Z 1A1' was not found.");
    expect(countryMismatchMessage('M5V 2T6', 'CA', 'US')).toBe(
      "'M5V 2T6' is a Canadian postal code, but the receiver's country is US.",
    );
  });
});
