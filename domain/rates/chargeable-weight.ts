import type { Parcel } from './parcel.ts';

/** Volumetric weight in kg is L x W x H in cm divided by this (cm³ per kg). */
export const VOLUMETRIC_DIVISOR = 5000;

/** Billing increments, lightest band first: each band starts at fromKg and rounds up by stepKg. */
export const WEIGHT_INCREMENTS = [
  { fromKg: 0, stepKg: 0.1 },
  { fromKg: 10, stepKg: 0.5 },
  { fromKg: 100, stepKg: 1 },
] as const;

const GRAMS_PER_KILOGRAM = 1000;
const CUBIC_MM_PER_CUBIC_CM = 1000;
// The divisor restated per gram, so that whole millimetres give a whole-number ratio.
const CUBIC_MM_PER_VOLUMETRIC_GRAM =
  (CUBIC_MM_PER_CUBIC_CM * VOLUMETRIC_DIVISOR) / GRAMS_PER_KILOGRAM;

/** Volumetric weight in grams: L x W x H (cm³) / VOLUMETRIC_DIVISOR kg, rounded up to the gram. */
export function volumetricGrams({ lengthMm, widthMm, heightMm }: Parcel): number {
  return Math.ceil((lengthMm * widthMm * heightMm) / CUBIC_MM_PER_VOLUMETRIC_GRAM);
}

/** The billing step in grams for a weight: that of the heaviest band the weight has reached. */
function billingStepGrams(grams: number): number {
  const band =
    WEIGHT_INCREMENTS.findLast(({ fromKg }) => grams >= fromKg * GRAMS_PER_KILOGRAM) ??
    WEIGHT_INCREMENTS[0];
  return Math.round(band.stepKg * GRAMS_PER_KILOGRAM);
}

/** Rounds up to the band's step: 0.1 kg under 10 kg, 0.5 kg from 10 kg, 1 kg from 100 kg; 0.1 kg at least. */
export function roundUpToBillingIncrement(grams: number): number {
  const step = billingStepGrams(grams);
  return Math.max(step, Math.ceil(grams / step) * step);
}

/** Chargeable weight in grams: the greater of actual and volumetric weight, rounded up by the billing increments. */
export function chargeableGrams(parcel: Parcel): number {
  return roundUpToBillingIncrement(Math.max(parcel.weightGrams, volumetricGrams(parcel)));
}
