import { describe, expect, it } from 'vitest';
import {
  chargeableGrams,
  roundUpToBillingIncrement,
  VOLUMETRIC_DIVISOR,
  volumetricGrams,
} from './chargeable-weight.ts';
import { toMetricParcel, type MeasuredParcel } from './parcel.ts';

/** A parcel in kg and cm, small enough that its volume never decides. */
const parcel = (overrides: Partial<MeasuredParcel>) =>
  toMetricParcel({
    weight: 1,
    weightUnit: 'KGS',
    length: 10,
    width: 10,
    height: 10,
    dimensionUnit: 'CM',
    ...overrides,
  });

const chargeableKg = (overrides: Partial<MeasuredParcel>) =>
  chargeableGrams(parcel(overrides)) / 1000;

describe('roundUpToBillingIncrement', () => {
  it.each([
    // under 10 kg: up to the next 0.1 kg
    [1, 100],
    [9_900, 9_900],
    [9_901, 10_000],
    [9_950, 10_000],
    [9_990, 10_000],
    // from 10 kg: up to the next 0.5 kg
    [10_000, 10_000],
    [10_001, 10_500],
    [10_500, 10_500],
    [99_600, 100_000],
    [99_999, 100_000],
    // from 100 kg: up to the next whole kg
    [100_000, 100_000],
    [100_001, 101_000],
    [100_500, 101_000],
  ])('%s g bills as %s g', (grams, billed) =>
    expect(roundUpToBillingIncrement(grams)).toBe(billed),
  );

  it('bills nothing lighter than 0.1 kg', () => {
    expect(roundUpToBillingIncrement(0)).toBe(100);
  });
});

describe('volumetricGrams', () => {
  it('is L x W x H cm / 5000 kg', () => {
    expect(VOLUMETRIC_DIVISOR).toBe(5000);
    expect(volumetricGrams(parcel({ length: 50, width: 40, height: 30 }))).toBe(12_000);
  });

  it('rounds up to the gram: the default 28 x 15 x 11 cm box is 0.924 kg', () => {
    expect(volumetricGrams(parcel({ length: 28, width: 15, height: 11 }))).toBe(924);
    expect(volumetricGrams(parcel({ length: 10.1, width: 10, height: 10 }))).toBe(202);
  });
});

describe('chargeableGrams', () => {
  it.each([
    [9.9, 9.9],
    [9.95, 10],
    [9.99, 10],
    [10, 10],
    [10.01, 10.5],
    [99.99, 100],
    [100, 100],
    [100.2, 101],
  ])('%s kg of actual weight bills as %s kg', (weight, billed) =>
    expect(chargeableKg({ weight })).toBe(billed),
  );

  it('bills the volumetric weight when it beats the actual weight', () => {
    // 40 x 30 x 30 cm is 7.2 kg volumetric
    expect(chargeableKg({ weight: 1, length: 40, width: 30, height: 30 })).toBe(7.2);
    // the default box: 0.924 kg volumetric beats 0.5 kg actual, and rounds up to 1 kg
    expect(chargeableKg({ weight: 0.5, length: 28, width: 15, height: 11 })).toBe(1);
  });

  it('bills the actual weight when it beats the volumetric weight', () => {
    expect(chargeableKg({ weight: 2, length: 28, width: 15, height: 11 })).toBe(2);
  });

  it('converts pounds before rounding: 22 lb is 9.979 kg, 23 lb is 10.433 kg', () => {
    expect(chargeableKg({ weight: 22, weightUnit: 'LBS' })).toBe(10);
    expect(chargeableKg({ weight: 23, weightUnit: 'LBS' })).toBe(10.5);
  });

  it('converts inches before the volume: a 12 in cube is 5.675 kg volumetric', () => {
    expect(
      chargeableKg({ weight: 1, length: 12, width: 12, height: 12, dimensionUnit: 'IN' }),
    ).toBe(5.7);
  });
});
