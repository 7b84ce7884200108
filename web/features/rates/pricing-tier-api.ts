import { queryOptions } from '@tanstack/react-query';
import { PricingTierSchema } from '#domain/rates/pricing-tier.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /web/user/pricing-tier for the signed-in user, keyed by them so another sign-in never sees it. */
export const pricingTierQuery = (userId: string) =>
  queryOptions({
    queryKey: ['pricing-tier', userId] as const,
    queryFn: ({ signal }) => apiRequest('/web/user/pricing-tier', PricingTierSchema, { signal }),
  });
