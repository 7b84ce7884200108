import type { SessionUser } from '#domain/auth/schemas.ts';
import { pricingTierOf } from '#domain/rates/pricing-tier.ts';
import type { RenderOptions } from './render.tsx';
import { authKeys } from '../features/auth/index.ts';

export const SHIPPER: SessionUser = {
  userId: 'U-1',
  name: 'Harbour Books',
  email: 'hb@example.com',
  role: 'CUSTOMER',
  labelFormat: 'PDF',
};

/** The session cache of a signed-in shipper, or of a guest (null). */
export const sessionOf = (user: SessionUser | null): RenderOptions['cachedQueries'] => [
  { queryKey: authKeys.session(), data: user },
];

export const PRICING_TIER = 'GET /web/user/pricing-tier';

/** A shipper who keeps last month's 51-200 tier with 37 packages so far this month. */
export const KEPT_TIER = pricingTierOf({ thisMonth: 37, lastMonth: 120 });

const KEPT_TIER_SUMMARY =
  'Your tier: 51-200, 60% off. 37 packages this month. Ship 164 more this month for 70% off.';

/** Finds the paragraph that says the kept tier, whose tier part is in bold. */
export const keptTierSummary = (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === KEPT_TIER_SUMMARY;
