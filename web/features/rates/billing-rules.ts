import {
  chargeableGrams,
  volumetricGrams,
  WEIGHT_INCREMENTS,
} from '#domain/rates/chargeable-weight.ts';
import {
  toMetricParcel,
  type MeasuredParcel,
  type Parcel,
  type ParcelLimits,
} from '#domain/rates/parcel.ts';
import { finalPriceCents } from '#domain/rates/customer-price.ts';
import { SERVICE_CATALOGUE } from '#domain/rates/service-catalogue.ts';
import type { DimensionUnit, WeightUnit } from '#domain/rates/units.ts';
import { VOLUME_TIERS } from '#domain/rates/volume-tiers.ts';

// What the Billing Rules modal states, derived from the rating engine's own constants and
// functions so that it cannot drift from what the engine charges.

export type IncrementBand = { fromKg: number; toKg: number | undefined; stepKg: number };

/** The billing increments with where each band ends: the next band's start, none for the last. */
export function incrementBands(): IncrementBand[] {
  return WEIGHT_INCREMENTS.map(({ fromKg, stepKg }, index) => ({
    fromKg,
    toKg: WEIGHT_INCREMENTS[index + 1]?.fromKg,
    stepKg,
  }));
}

export type ServiceLimitGroup = { serviceNames: string[]; limits: ParcelLimits };

/** The catalogue's services grouped by identical limits, in catalogue order. */
export function serviceLimitGroups(): ServiceLimitGroup[] {
  const groups = new Map<string, ServiceLimitGroup>();
  for (const { name, limits } of SERVICE_CATALOGUE) {
    const key = JSON.stringify(limits);
    const group = groups.get(key) ?? { serviceNames: [], limits };
    group.serviceNames.push(name);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export type WorkedExample = {
  measured: MeasuredParcel;
  metric: Parcel;
  volumetricGrams: number;
  chargeableGrams: number;
};

/** A parcel worked through the engine's chargeable-weight rule. */
export function workedExample(measured: MeasuredParcel): WorkedExample {
  const metric = toMetricParcel(measured);
  return {
    measured,
    metric,
    volumetricGrams: volumetricGrams(metric),
    chargeableGrams: chargeableGrams(metric),
  };
}

/** Two boxes: a light, bulky one in metric units where the size decides, and a heavy, compact one in imperial units where the weight does. */
export const EXAMPLE_PARCELS: readonly MeasuredParcel[] = [
  { weight: 3.2, weightUnit: 'KGS', length: 41, width: 31, height: 21, dimensionUnit: 'CM' },
  { weight: 25, weightUnit: 'LBS', length: 12, width: 10, height: 8, dimensionUnit: 'IN' },
];

export type RoundingExample = {
  listCents: number;
  discountPercent: number;
  /** The list price less the discount, before rounding. */
  discountedCents: number;
  /** What the engine charges: a whole dollar. */
  finalCents: number;
};

// Canada Expedited from Vancouver to Toronto, 2 kg: its discounted price falls between dollars.
const EXAMPLE_LIST_CENTS = 5100;

/** A list price in the first tier worked through the engine, to show how the fee is rounded to a whole dollar. */
export function roundingExample(): RoundingExample {
  const { discountPercent } = VOLUME_TIERS[0];
  return {
    listCents: EXAMPLE_LIST_CENTS,
    discountPercent,
    discountedCents: (EXAMPLE_LIST_CENTS * (100 - discountPercent)) / 100,
    finalCents: finalPriceCents(EXAMPLE_LIST_CENTS, discountPercent, 1),
  };
}

const kilograms = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 3 });
const centimetres = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });

/** Whole grams as kilograms: 5339 -> "5.339 kg". */
export const formatKg = (grams: number) => `${kilograms.format(grams / 1000)} kg`;

/** A parcel's sides in centimetres, without the unit: "30.5 × 25.4 × 20.3". */
export const formatSidesCm = ({ lengthMm, widthMm, heightMm }: Parcel) =>
  [lengthMm, widthMm, heightMm].map((mm) => centimetres.format(mm / 10)).join(' × ');

const DIMENSION_SYMBOLS: Record<DimensionUnit, string> = { CM: 'cm', IN: 'in' };
const WEIGHT_SYMBOLS: Record<WeightUnit, string> = { KGS: 'kg', LBS: 'lb' };

/** A parcel in the units the customer gave: "12 × 10 × 8 in, 25 lb". */
export function describeParcel(parcel: MeasuredParcel): string {
  const { length, width, height, dimensionUnit, weight, weightUnit } = parcel;
  return `${length} × ${width} × ${height} ${DIMENSION_SYMBOLS[dimensionUnit]}, ${weight} ${WEIGHT_SYMBOLS[weightUnit]}`;
}
