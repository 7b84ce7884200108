import { queryOptions } from '@tanstack/react-query';
import { PricingTierSchema } from '#domain/rates/pricing-tier.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The rates feature's cached answers: a signed-in user's pricing tier. */
export const rateKeys = {
  all: ['rates'] as const,
  pricingTier: (userId: string) => [...rateKeys.all, 'pricing-tier', userId] as const,
};

/** GET /web/user/pricing-tier for the signed-in user, keyed by them so another sign-in never sees it. */
export const pricingTierQuery = (userId: string) =>
  queryOptions({
    queryKey: rateKeys.pricingTier(userId),
    queryFn: ({ signal }) => apiRequest('/web/user/pricing-tier', PricingTierSchema, { signal }),
  });
