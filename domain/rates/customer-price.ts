import { divideRoundingHalfUp, roundToWholeDollarCents } from '../common/money.ts';
import { accountTier, NO_VOLUME, type MonthlyVolume } from './volume-tiers.ts';

/** What a customer's prices depend on. */
export type PricingAccount = {
  /** Multiplier on the tier price; 1 is none. */
  contractRate: number;
  /** Used instead of contractRate when set and the route stays in one city (zones.ts isSameCity). */
  sameCityRate: number | null;
  /** Picks the volume tier (accountTier). */
  volume: MonthlyVolume;
};

/** Guests price as a new account: first tier, no contract. */
export const GUEST_PRICING: PricingAccount = {
  contractRate: 1,
  sameCityRate: null,
  volume: NO_VOLUME,
};

export type CustomerPrice = {
  listCents: number;
  /** What the customer pays (finalDue): a whole dollar. */
  finalCents: number;
  /** The percent the account's terms take off the list price, one decimal. */
  discountRate: number;
};

const PERCENT = 100;
const BASIS_POINTS_PER_UNIT = 10_000;
const TENTHS = 10;

/** The account's multiplier on a route: its sameCityRate when set and the route is within one city, otherwise its contractRate. */
export function accountMultiplier(account: PricingAccount, sameCity: boolean): number {
  return sameCity && account.sameCityRate !== null ? account.sameCityRate : account.contractRate;
}

/** A multiplier as whole basis points, in which a contract rate's four decimals are exact. */
const basisPoints = (multiplier: number) => Math.round(multiplier * BASIS_POINTS_PER_UNIT);

/** The final fee in cents: list less the tier discount, times the account multiplier, rounded once to the nearest whole dollar (halves up), the spec's "total fee is rounded to a whole number". */
export function finalPriceCents(
  listCents: number,
  discountPercent: number,
  multiplier: number,
): number {
  return roundToWholeDollarCents(
    listCents * (PERCENT - discountPercent) * basisPoints(multiplier),
    PERCENT * BASIS_POINTS_PER_UNIT,
  );
}

/**
 * discountRate: the percent the account's terms take off the list price, tier and multiplier
 * combined, to one decimal (halves up); negative when a contract rate above 1 outweighs the
 * tier. It states the terms rather than the rounded fee, so a quote says its tier's percent.
 */
export function termsDiscountRate(discountPercent: number, multiplier: number): number {
  const payable = (PERCENT - discountPercent) * TENTHS * basisPoints(multiplier);
  const whole = PERCENT * TENTHS * BASIS_POINTS_PER_UNIT;
  return divideRoundingHalfUp(whole - payable, BASIS_POINTS_PER_UNIT) / TENTHS;
}

/** The customer's price for a list price: the account's volume tier and multiplier applied. */
export function customerPrice(
  listCents: number,
  account: PricingAccount,
  sameCity: boolean,
): CustomerPrice {
  const { discountPercent } = accountTier(account.volume);
  const multiplier = accountMultiplier(account, sameCity);
  return {
    listCents,
    finalCents: finalPriceCents(listCents, discountPercent, multiplier),
    discountRate: termsDiscountRate(discountPercent, multiplier),
  };
}
