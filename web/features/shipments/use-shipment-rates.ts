import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { RateRequest } from '#domain/rates/schemas.ts';
import { fetchRates } from '../rates/index.ts';

/** The shipping form's cached answers: the rates for one parcel and route. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  rates: (request: RateRequest | null) => [...shipmentKeys.all, 'rates', request] as const,
};

/** Spec section 9: rates are recalculated 1 s after the last change. */
export const RATES_DEBOUNCE_MS = 1000;

/** The rates for the form's current parcel and route, asked for 1 s after the last change. */
export function useShipmentRates(request: RateRequest | null) {
  // Debounced as JSON: the form builds a new request object at every render, equal or not.
  const requestKey = JSON.stringify(request);
  const [settledKey] = useDebouncedValue(requestKey, RATES_DEBOUNCE_MS);
  const settled = JSON.parse(settledKey) as RateRequest | null;
  const query = useQuery({
    queryKey: shipmentKeys.rates(settled),
    queryFn: () => (settled ? fetchRates(settled) : Promise.resolve([])),
    enabled: settled !== null,
    staleTime: 60_000,
  });
  return { query, isActive: request !== null, isSettling: settledKey !== requestKey };
}
