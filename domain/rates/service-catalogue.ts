import type { ParcelLimits } from './parcel.ts';
import type { CountryCode } from '../common/postal-code-format.ts';
import type { Zone } from './zones.ts';

/** Transit days, or UNAVAILABLE when no delivery date is promised. */
export type Eta = number | 'UNAVAILABLE';

/** Where a service runs: within one country or across the border in one direction. */
export type Lane = 'CA' | 'US' | 'CA_US' | 'US_CA';

/** How fast a service is; the list price and the transit days follow from it. */
export type Speed = 'GROUND' | 'EXPEDITED' | 'PRIORITY' | 'NEXT_DAY' | 'SECOND_DAY';

export type Service = {
  code: string;
  name: string;
  lane: Lane;
  speed: Speed;
  /** Offered only when both postal codes are in Greater Vancouver. */
  greaterVancouverOnly: boolean;
  transitDays: Readonly<Record<Zone, Eta>>;
  limits: ParcelLimits;
};

/** Courier parcels: 30 kg, 200 cm longest side, 300 cm length plus girth. */
const PARCEL_LIMITS: ParcelLimits = {
  maxWeightGrams: 30_000,
  maxLongestSideMm: 2_000,
  maxLengthPlusGirthMm: 3_000,
};

/** Ground moves heavy pieces by truck: 150 kg, 270 cm longest side, 419 cm length plus girth. */
const GROUND_LIMITS: ParcelLimits = {
  maxWeightGrams: 150_000,
  maxLongestSideMm: 2_700,
  maxLengthPlusGirthMm: 4_190,
};

const byZone = (days: [Eta, Eta, Eta, Eta, Eta, Eta]): Record<Zone, Eta> => ({
  1: days[0],
  2: days[1],
  3: days[2],
  4: days[3],
  5: days[4],
  6: days[5],
});

const sameInEveryZone = (eta: Eta) => byZone([eta, eta, eta, eta, eta, eta]);

const LANE_NAMES: Record<Lane, string> = {
  CA: 'Canada',
  US: 'USA',
  CA_US: 'Canada to USA',
  US_CA: 'USA to Canada',
};

const NATIONAL_SPEEDS = [
  {
    speed: 'GROUND',
    name: 'Ground',
    limits: GROUND_LIMITS,
    transitDays: byZone([2, 3, 4, 5, 7, 8]),
  },
  {
    speed: 'EXPEDITED',
    name: 'Expedited',
    limits: PARCEL_LIMITS,
    transitDays: byZone([1, 2, 2, 3, 4, 5]),
  },
  {
    speed: 'PRIORITY',
    name: 'Priority',
    limits: PARCEL_LIMITS,
    transitDays: byZone([1, 1, 1, 2, 2, 3]),
  },
] as const;

// Ground freight waits at the border for customs as long as it takes, so it promises no date.
const CROSS_BORDER_GROUND_DAYS = sameInEveryZone('UNAVAILABLE');

const isCrossBorder = (lane: Lane) => lane === 'CA_US' || lane === 'US_CA';

const nationalServices: Service[] = (Object.keys(LANE_NAMES) as Lane[]).flatMap((lane) =>
  NATIONAL_SPEEDS.map(({ speed, name, limits, transitDays }) => ({
    code: `${lane}_${speed}`,
    name: `${LANE_NAMES[lane]} ${name}`,
    lane,
    speed,
    greaterVancouverOnly: false,
    transitDays: speed === 'GROUND' && isCrossBorder(lane) ? CROSS_BORDER_GROUND_DAYS : transitDays,
    limits,
  })),
);

const greaterVancouverServices: Service[] = [
  {
    code: 'VAN_NEXT_DAY',
    name: 'Vancouver Next Day',
    lane: 'CA',
    speed: 'NEXT_DAY',
    greaterVancouverOnly: true,
    transitDays: sameInEveryZone(1),
    limits: PARCEL_LIMITS,
  },
  {
    code: 'GVA_SECOND_DAY',
    name: 'Greater Vancouver Second Day',
    lane: 'CA',
    speed: 'SECOND_DAY',
    greaterVancouverOnly: true,
    transitDays: sameInEveryZone(2),
    limits: PARCEL_LIMITS,
  },
];

/** Every service Maplepost sells: Ground, Expedited and Priority on each lane, and the two Greater Vancouver services. */
export const SERVICE_CATALOGUE: readonly Service[] = [
  ...nationalServices,
  ...greaterVancouverServices,
];

/** Whether a service is one of the two sold only within Greater Vancouver (the next-day page's services). */
export function isGreaterVancouverService(serviceCode: string): boolean {
  return greaterVancouverServices.some((service) => service.code === serviceCode);
}

const LANES: Record<CountryCode, Record<CountryCode, Lane>> = {
  CA: { CA: 'CA', US: 'CA_US' },
  US: { US: 'US', CA: 'US_CA' },
};

/** The lane from the origin's and the destination's countries. */
export function laneFor(origin: CountryCode, destination: CountryCode): Lane {
  return LANES[origin][destination];
}
