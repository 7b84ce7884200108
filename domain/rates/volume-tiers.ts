/**
 * The standard volume tiers of spec section 9, by packages shipped in the last 30 days.
 * Marketing advertises each tier as "up to" upToPercent: the tier never takes more than that
 * off the list price. What it takes is discountPercent, ten points below the ceiling, so the
 * best standard discount (70 %) is also the "up to 70 %" of the general marketing (spec
 * section 1). Deeper discounts, such as the partner tiers' "up to 90 %", come only through an
 * account's negotiated contractRate.
 */
export const VOLUME_TIERS = [
  { label: '1-50', minPackages: 0, discountPercent: 40, upToPercent: 50 },
  { label: '51-200', minPackages: 51, discountPercent: 50, upToPercent: 60 },
  { label: '201-500', minPackages: 201, discountPercent: 60, upToPercent: 70 },
  { label: '500+', minPackages: 501, discountPercent: 70, upToPercent: 80 },
] as const;

export type VolumeTier = (typeof VOLUME_TIERS)[number];

/** The tier for the packages shipped in the last 30 days: 1-50, 51-200, 201-500, 501 and more; guests and new accounts (0) get the first. */
export function volumeTierFor(packagesInLast30Days: number): VolumeTier {
  return (
    VOLUME_TIERS.findLast(({ minPackages }) => packagesInLast30Days >= minPackages) ??
    VOLUME_TIERS[0]
  );
}
