import { describe, expect, it } from 'vitest';
import { formatHsCode, hsSubheadingOf, isHsCodeShape, normalizeHsCode } from './hs-code.ts';

describe('normalizeHsCode', () => {
  it.each([
    ['6109.10', '610910'],
    ['6109 10', '610910'],
    ['6109.10.00.11', '6109100011'],
    [' 1702 .20\t', '170220'],
    ['610910', '610910'],
    ['', ''],
  ])('reads %j as %j', (typed, digits) => {
    expect(normalizeHsCode(typed)).toBe(digits);
  });

  it('leaves other characters for the shape check to refuse', () => {
    expect(normalizeHsCode('6109-10')).toBe('6109-10');
  });
});

describe('isHsCodeShape', () => {
  it.each(['610910', '6109100', '61091000', '610910001', '6109100011'])('takes %s', (digits) => {
    expect(isHsCodeShape(digits)).toBe(true);
  });

  it.each(['', '61091', '61091000111', '6109-10', '6109.10', 'ABCDEF'])('refuses %j', (text) => {
    expect(isHsCodeShape(text)).toBe(false);
  });
});

describe('hsSubheadingOf', () => {
  it('is the first six digits, the same in every country', () => {
    expect(hsSubheadingOf('6109100011')).toBe('610910');
    expect(hsSubheadingOf('170220')).toBe('170220');
  });
});

describe('formatHsCode', () => {
  it.each([
    ['610910', '6109.10'],
    ['61091000', '6109.10.00'],
    ['6109100011', '6109.10.00.11'],
    ['6109100', '6109.10.0'],
    ['170220', '1702.20'],
  ])('writes %s as %s', (digits, printed) => {
    expect(formatHsCode(digits)).toBe(printed);
  });

  it('reads back as the same digits', () => {
    expect(normalizeHsCode(formatHsCode('6109100011'))).toBe('6109100011');
  });
});
