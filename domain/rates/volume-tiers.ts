/**
 * The standard volume tiers of spec section 9 (docs/decisions/006): each takes exactly its
 * discountPercent off the list price, the 50, 60, 70 and 80 % every page shows. 500+ starts at
 * 501, after 201-500. partnerUpToPercent is the most that exclusive partners' negotiated
 * contract rates reach in the tier (the spec's partner "up to" 60/70/80/90 %); the engine
 * applies a partner's contractRate on top of the tier, never this figure.
 */
export const VOLUME_TIERS = [
  { label: '1-50', minPackages: 0, discountPercent: 50, partnerUpToPercent: 60 },
  { label: '51-200', minPackages: 51, discountPercent: 60, partnerUpToPercent: 70 },
  { label: '201-500', minPackages: 201, discountPercent: 70, partnerUpToPercent: 80 },
  { label: '500+', minPackages: 501, discountPercent: 80, partnerUpToPercent: 90 },
] as const;

export type VolumeTier = (typeof VOLUME_TIERS)[number];

/** The partners' best discount, on the top tier: the "up to 90 %" of the marketing pages. */
export const BEST_PARTNER_DISCOUNT_PERCENT = Math.max(
  ...VOLUME_TIERS.map((tier) => tier.partnerUpToPercent),
);

/**
 * The spec's general-marketing claim, "discounted rates up to 70%" (section 1), kept in its
 * words though the 500+ tier takes 80 %: it is the 201-500 tier's discount, the most a shipper
 * reaches short of the business volumes that the For Business table advertises in full
 * (docs/decisions/006).
 */
export const GENERAL_MARKETING_DISCOUNT_PERCENT = 70;

/** Packages in an account's paid shipments by calendar month, Vancouver time. */
export type MonthlyVolume = { thisMonth: number; lastMonth: number };

/** No shipments yet: guests and new accounts. */
export const NO_VOLUME: MonthlyVolume = { thisMonth: 0, lastMonth: 0 };

/** The tier rule in plain words, for every page that shows the tiers. */
export const VOLUME_TIER_RULE =
  "Your tier follows the packages in your paid shipments this calendar month or last month (Vancouver time), whichever is more, so on the 1st you keep last month's tier.";

/** The tier for a month's packages: 1-50 (and 0), 51-200, 201-500, 501 and more. */
export function volumeTierFor(packages: number): VolumeTier {
  return VOLUME_TIERS.findLast(({ minPackages }) => packages >= minPackages) ?? VOLUME_TIERS[0];
}

/** An account's tier is that of the greater of this month's and last month's packages, so a shipper keeps last month's tier on the 1st. */
export function accountTier({ thisMonth, lastMonth }: MonthlyVolume): VolumeTier {
  return volumeTierFor(Math.max(thisMonth, lastMonth));
}

export type NextTier = { tier: VolumeTier; packagesNeeded: number };

/** The tier above the account's, with how many more packages this month reach it; null in the top tier. */
export function nextTier(volume: MonthlyVolume): NextTier | null {
  const next = VOLUME_TIERS[VOLUME_TIERS.indexOf(accountTier(volume)) + 1];
  return next ? { tier: next, packagesNeeded: next.minPackages - volume.thisMonth } : null;
}
