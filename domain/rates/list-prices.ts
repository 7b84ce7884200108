import { roundToWholeDollarCents } from '../common/money.ts';
import type { Speed } from './service-catalogue.ts';
import type { Zone } from './zones.ts';

/** A zone's Ground price: a base per parcel plus a price per chargeable kilogram, in cents. */
export type Tariff = { baseCents: number; perKgCents: number };

/**
 * Ground list prices by zone, at Canadian retail-counter levels (what a walk-in customer pays
 * a national carrier; the volume tiers discount from here):
 *
 * | zone | route                                  | base   | per kg | 2 kg list |
 * |------|----------------------------------------|--------|--------|-----------|
 * | 1    | up to 50 km (within Greater Vancouver) | $11.00 | $0.90  | $13       |
 * | 2    | up to 300 km (Vancouver-Victoria)      | $14.00 | $1.50  | $17       |
 * | 3    | up to 1000 km (Vancouver-Calgary)      | $18.00 | $2.50  | $23       |
 * | 4    | up to 2500 km (Toronto-Winnipeg)       | $22.00 | $3.50  | $29       |
 * | 5    | farther (Vancouver-Toronto)            | $26.00 | $4.50  | $35       |
 * | 6    | farther and across the border          | $32.00 | $5.50  | $43       |
 *
 * Crossing the border adds one zone (zones.ts), so Vancouver-Seattle is zone 3 and
 * Vancouver-New York zone 6.
 */
export const GROUND_TARIFF: Readonly<Record<Zone, Tariff>> = {
  1: { baseCents: 1100, perKgCents: 90 },
  2: { baseCents: 1400, perKgCents: 150 },
  3: { baseCents: 1800, perKgCents: 250 },
  4: { baseCents: 2200, perKgCents: 350 },
  5: { baseCents: 2600, perKgCents: 450 },
  6: { baseCents: 3200, perKgCents: 550 },
};

/**
 * Each speed's list price as a percentage of Ground's for the same zone and weight: air and
 * dedicated vans cost more; Second Day rides our own Greater Vancouver pickup routes, so it
 * costs less. Vancouver-Toronto, 2 kg: Ground $35, Expedited $51, Priority $74.
 */
export const SPEED_PRICE_PERCENT: Readonly<Record<Speed, number>> = {
  GROUND: 100,
  EXPEDITED: 145,
  PRIORITY: 210,
  NEXT_DAY: 130,
  SECOND_DAY: 90,
};

const GRAMS_PER_KILOGRAM = 1000;
const PERCENT = 100;

/** List price in cents: (zone base + per-kg price x chargeable kg) x the speed's percentage, rounded to a whole dollar (halves up). */
export function listPriceCents(speed: Speed, zone: Zone, chargeableGrams: number): number {
  const { baseCents, perKgCents } = GROUND_TARIFF[zone];
  // Kept as an integer numerator over an integer denominator until the one rounding.
  const groundThousandthsOfCents = baseCents * GRAMS_PER_KILOGRAM + perKgCents * chargeableGrams;
  return roundToWholeDollarCents(
    groundThousandthsOfCents * SPEED_PRICE_PERCENT[speed],
    GRAMS_PER_KILOGRAM * PERCENT,
  );
}
