import { describe, expect, it } from 'vitest';
import {
  createTrackingNumber,
  formatTrackingNumber,
  isValidTrackingNumber,
  MAX_TRACKING_SERIAL,
  normalizeTrackingNumber,
  s10CheckDigit,
} from './tracking-number.ts';

describe('s10CheckDigit', () => {
  it.each([
    // The worked example of UPU S10 (Wikipedia, "S10 (UPU standard)"): weighted sum 200, 11 - 2 = 9.
    ['47312482', 9],
    ['12345678', 5],
    // Weighted sum 0: 11 - 0 = 11, which S10 turns into 5.
    ['00000000', 5],
    // Weighted sum 7 (last weight 7 times 1): 11 - 7 = 4.
    ['00000001', 4],
    // Weighted sum 12 (second weight 6 times 2): 11 - 1 = 10, which S10 turns into 0.
    ['02000000', 0],
  ])('gives %s the check digit %i', (serial, check) => {
    expect(s10CheckDigit(serial)).toBe(check);
  });

  it.each(['1234567', '123456789', '1234567a', ''])(
    'refuses %j, which is not eight digits',
    (serial) => {
      expect(() => s10CheckDigit(serial)).toThrow(RangeError);
    },
  );
});

describe('createTrackingNumber', () => {
  it('builds MP, the zero-padded serial, the check digit and CA', () => {
    expect(createTrackingNumber(12_345_678)).toBe('MP123456785CA');
    expect(createTrackingNumber(1)).toBe('MP000000014CA');
    expect(createTrackingNumber(MAX_TRACKING_SERIAL)).toMatch(/^MP99999999\dCA$/);
  });

  it.each([-1, 1.5, MAX_TRACKING_SERIAL + 1, Number.NaN])('refuses the serial %d', (serial) => {
    expect(() => createTrackingNumber(serial)).toThrow(RangeError);
  });

  it('makes numbers that validate', () => {
    for (const serial of [0, 7, 47_312_482, 2_000_000, MAX_TRACKING_SERIAL]) {
      expect(isValidTrackingNumber(createTrackingNumber(serial))).toBe(true);
    }
  });
});

describe('normalizeTrackingNumber', () => {
  it('upper-cases and drops whitespace', () => {
    expect(normalizeTrackingNumber(' mp 1234 5678 5ca\t')).toBe('MP123456785CA');
  });
});

describe('isValidTrackingNumber', () => {
  it.each(['MP123456785CA', 'mp123456785ca', 'MP 1234 5678 5 CA', 'RR473124829CA'])(
    'accepts %j',
    (text) => {
      expect(isValidTrackingNumber(text)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', 'MP123456784CA'],
    ['another country', 'RR473124829GB'],
    ['seven serial digits', 'MP12345675CA'],
    ['digits for letters', 'M1123456785CA'],
    ['extra characters', 'MP123456785CA1'],
    ['punctuation', 'MP-123456785-CA'],
    ['nothing', ''],
  ])('refuses %s', (_case, text) => {
    expect(isValidTrackingNumber(text)).toBe(false);
  });
});

describe('formatTrackingNumber', () => {
  it('groups the digits in threes between the letters', () => {
    expect(formatTrackingNumber('mp123456785ca')).toBe('MP 123 456 785 CA');
  });

  it('leaves anything else normalized but ungrouped', () => {
    expect(formatTrackingNumber('abc 12')).toBe('ABC12');
  });
});
