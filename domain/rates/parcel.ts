import { toGrams, toMillimetres, type DimensionUnit, type WeightUnit } from './units.ts';

/** A parcel as the rating engine sees it: whole grams and millimetres. */
export type Parcel = {
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
};

/** A parcel as the customer describes it, in the units they chose. */
export type MeasuredParcel = {
  weight: number;
  weightUnit: WeightUnit;
  length: number;
  width: number;
  height: number;
  dimensionUnit: DimensionUnit;
};

/** What a service accepts; a parcel over any one of them is not offered that service. */
export type ParcelLimits = {
  maxWeightGrams: number;
  maxLongestSideMm: number;
  /** Length (the longest side) plus girth (twice the two other sides). */
  maxLengthPlusGirthMm: number;
};

/** Converts the customer's measurements to grams and millimetres. */
export function toMetricParcel(measured: MeasuredParcel): Parcel {
  const { dimensionUnit } = measured;
  return {
    weightGrams: toGrams(measured.weight, measured.weightUnit),
    lengthMm: toMillimetres(measured.length, dimensionUnit),
    widthMm: toMillimetres(measured.width, dimensionUnit),
    heightMm: toMillimetres(measured.height, dimensionUnit),
  };
}

/** Length plus girth: the longest side plus twice each of the two others. */
export function lengthPlusGirthMm({ lengthMm, widthMm, heightMm }: Parcel): number {
  const [longest = 0, ...others] = [lengthMm, widthMm, heightMm].sort((a, b) => b - a);
  return longest + 2 * others.reduce((sum, side) => sum + side, 0);
}

/** A parcel fits when its actual weight, longest side and length plus girth are all within the limits. */
export function fitsWithin(parcel: Parcel, limits: ParcelLimits): boolean {
  const longestSide = Math.max(parcel.lengthMm, parcel.widthMm, parcel.heightMm);
  return (
    parcel.weightGrams <= limits.maxWeightGrams &&
    longestSide <= limits.maxLongestSideMm &&
    lengthPlusGirthMm(parcel) <= limits.maxLengthPlusGirthMm
  );
}
