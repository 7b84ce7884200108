import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RateRequest } from '#domain/rates/schemas.ts';
import { fetchRates } from '../rates/rates-api.ts';

/** Spec section 9: rates are recalculated 1 s after the last change. */
export const RATES_DEBOUNCE_MS = 1000;

/** The value as it was once it stopped changing for `delay` ms (compared by its JSON). */
function useSettledValue<T>(value: T, delay: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}

/** The rates for the form's current parcel and route, asked for 1 s after the last change. */
export function useShipmentRates(request: RateRequest | null) {
  const settled = useSettledValue(request, RATES_DEBOUNCE_MS);
  const isSettling = JSON.stringify(settled) !== JSON.stringify(request);
  const query = useQuery({
    queryKey: ['shipment-rates', settled],
    queryFn: () => (settled ? fetchRates(settled) : Promise.resolve([])),
    enabled: settled !== null,
    staleTime: 60_000,
  });
  return { query, isActive: request !== null, isSettling };
}
