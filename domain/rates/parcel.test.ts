import { describe, expect, it } from 'vitest';
import { fitsWithin, lengthPlusGirthMm, toMetricParcel, type Parcel } from './parcel.ts';

const box = (lengthMm: number, widthMm: number, heightMm: number, weightGrams = 1000): Parcel => ({
  weightGrams,
  lengthMm,
  widthMm,
  heightMm,
});

const limits = { maxWeightGrams: 30_000, maxLongestSideMm: 2_000, maxLengthPlusGirthMm: 3_000 };

describe('toMetricParcel', () => {
  it('converts pounds and inches', () => {
    expect(
      toMetricParcel({
        weight: 10,
        weightUnit: 'LBS',
        length: 12,
        width: 10,
        height: 4,
        dimensionUnit: 'IN',
      }),
    ).toEqual({ weightGrams: 4536, lengthMm: 305, widthMm: 254, heightMm: 102 });
  });

  it('keeps kilograms and centimetres', () => {
    expect(
      toMetricParcel({
        weight: 2,
        weightUnit: 'KGS',
        length: 28,
        width: 15,
        height: 11,
        dimensionUnit: 'CM',
      }),
    ).toEqual({ weightGrams: 2000, lengthMm: 280, widthMm: 150, heightMm: 110 });
  });
});

describe('lengthPlusGirthMm', () => {
  it('takes the longest side as the length, whichever field holds it', () => {
    expect(lengthPlusGirthMm(box(100, 500, 200))).toBe(500 + 2 * (100 + 200));
  });
});

describe('fitsWithin', () => {
  it('accepts a parcel exactly at every limit', () => {
    expect(fitsWithin(box(2_000, 250, 250, 30_000), limits)).toBe(true);
  });

  it.each([
    ['one gram too heavy', box(300, 300, 300, 30_001)],
    ['a side a millimetre too long', box(2_001, 100, 100)],
    ['length plus girth a millimetre over', box(1_000, 500, 501)],
  ])('refuses a parcel %s', (_, parcel) => expect(fitsWithin(parcel, limits)).toBe(false));
});
