import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatAddressLine } from '#domain/geo/format-address.ts';
import { GeocodeStatus, type GeocodeResult } from '#domain/geo/schemas.ts';
import { geocodeAddress, geoKeys } from './suggestions-api.ts';

/** Check once the user pauses this long after a pick or a change, not on every key. */
export const CHECK_DEBOUNCE_MS = 600;

/** A postal code's verdict changes only when postal data does: one answer serves the session. */
const CHECK_STALE_MS = 30 * 60_000;

export type AddressToCheck = {
  street: string;
  unitNumber: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
};

/** What the form knows about the address it holds. */
export type AddressCheck =
  /** Nothing to check yet: no street, or neither city nor postal code. */
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; result: GeocodeResult }
  /** The provider knows neither the postal code nor the place. */
  | { state: 'notFound' }
  /** The check itself failed; the address may still be right. */
  | { state: 'unavailable' };

/** The address as one line for the geocoder, or null while it has nothing to check. */
export function addressLineToCheck(address: AddressToCheck): string | null {
  const has = (text: string) => text.trim() !== '';
  if (!has(address.street) || !(has(address.city) || has(address.postalCode))) return null;
  return formatAddressLine({
    street: address.street.trim(),
    unitNumber: address.unitNumber,
    city: address.city.trim(),
    province: address.province.trim(),
    postalCode: address.postalCode.trim(),
    countryCode: address.countryCode.trim(),
  });
}

/**
 * Checks the composed address with POST /web/geo/geocode once the user pauses, so the form can
 * say in words how far it was matched and show what the provider would correct.
 */
export function useAddressCheck(address: AddressToCheck): AddressCheck {
  const line = addressLineToCheck(address);
  const [debouncedLine] = useDebouncedValue(line, CHECK_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: geoKeys.check(debouncedLine),
    queryFn: ({ signal }) => geocodeAddress(debouncedLine ?? '', signal),
    enabled: debouncedLine !== null,
    staleTime: CHECK_STALE_MS,
    retry: false,
  });
  if (line === null) return { state: 'idle' };
  // An answer about other text would say nothing true about this one.
  if (line !== debouncedLine || query.isPending) return { state: 'checking' };
  if (query.isError) return { state: 'unavailable' };
  const { status, results } = query.data;
  const [best] = results;
  if (status === GeocodeStatus.ok && best) return { state: 'found', result: best };
  if (status === GeocodeStatus.zeroResults) return { state: 'notFound' };
  return { state: 'unavailable' };
}
