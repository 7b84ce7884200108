import { divideRoundingHalfUp } from './money.ts';
import { volumeTierFor } from './volume-tiers.ts';

/** What a customer's prices depend on. */
export type PricingAccount = {
  /** Multiplier on the tier price; 1 is none. */
  contractRate: number;
  /** Used instead of contractRate when set and the route stays in one city (zones.ts isSameCity). */
  sameCityRate: number | null;
  /** Picks the volume tier. */
  packagesInLast30Days: number;
};

/** Guests price as a new account: first tier, no contract. */
export const GUEST_PRICING: PricingAccount = {
  contractRate: 1,
  sameCityRate: null,
  packagesInLast30Days: 0,
};

export type CustomerPrice = {
  listCents: number;
  /** What the customer pays (finalDue). */
  finalCents: number;
  /** Percent off the list price, one decimal. */
  discountRate: number;
};

const PERCENT = 100;
// Contract rates are stored with four decimals: as whole basis points they multiply exactly.
const BASIS_POINTS_PER_UNIT = 10_000;
const TENTHS = 10;

/** The account's multiplier on a route: its sameCityRate when set and the route is within one city, otherwise its contractRate. */
export function accountMultiplier(account: PricingAccount, sameCity: boolean): number {
  return sameCity && account.sameCityRate !== null ? account.sameCityRate : account.contractRate;
}

/** The final price in cents: list less the tier discount, times the account multiplier, rounded to the cent (halves up). */
export function finalPriceCents(
  listCents: number,
  discountPercent: number,
  multiplier: number,
): number {
  const multiplierBasisPoints = Math.round(multiplier * BASIS_POINTS_PER_UNIT);
  return divideRoundingHalfUp(
    listCents * (PERCENT - discountPercent) * multiplierBasisPoints,
    PERCENT * BASIS_POINTS_PER_UNIT,
  );
}

/** discountRate: the percent taken off the list price, to one decimal (halves up); negative when a contract rate above 1 outweighs the tier. */
export function discountRate(listCents: number, finalCents: number): number {
  return divideRoundingHalfUp((listCents - finalCents) * PERCENT * TENTHS, listCents) / TENTHS;
}

/** The customer's price for a list price: the account's volume tier and multiplier applied. */
export function customerPrice(
  listCents: number,
  account: PricingAccount,
  sameCity: boolean,
): CustomerPrice {
  const { discountPercent } = volumeTierFor(account.packagesInLast30Days);
  const finalCents = finalPriceCents(
    listCents,
    discountPercent,
    accountMultiplier(account, sameCity),
  );
  return { listCents, finalCents, discountRate: discountRate(listCents, finalCents) };
}
