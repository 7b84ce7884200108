export const WEIGHT_UNITS = ['KGS', 'LBS'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const DIMENSION_UNITS = ['CM', 'IN'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** The international pound, exactly. */
export const KILOGRAMS_PER_POUND = 0.45359237;
/** The international inch, exactly. */
export const CENTIMETRES_PER_INCH = 2.54;

const GRAMS_PER_KILOGRAM = 1000;
const MILLIMETRES_PER_CENTIMETRE = 10;

// Weights and sizes are kept as whole grams and millimetres so that the billing rules work
// on integers: 1.1 kg * 1000 is 1100.0000000000002 in floating point, which would round up wrongly.

/** A weight in whole grams, rounded to the nearest gram (no scale reads finer). */
export function toGrams(weight: number, unit: WeightUnit): number {
  const kilograms = unit === 'LBS' ? weight * KILOGRAMS_PER_POUND : weight;
  return Math.round(kilograms * GRAMS_PER_KILOGRAM);
}

/** A length in whole millimetres, rounded to the nearest millimetre. */
export function toMillimetres(length: number, unit: DimensionUnit): number {
  const centimetres = unit === 'IN' ? length * CENTIMETRES_PER_INCH : length;
  return Math.round(centimetres * MILLIMETRES_PER_CENTIMETRE);
}
