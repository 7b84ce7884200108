import { formatAddressLine } from '#domain/geo/format-address.ts';
import { countryNamed } from '#domain/geo/regions.ts';
import { AddressType } from '#domain/geo/address-types.ts';
import { describeMatch } from '#domain/geo/match-levels.ts';
import { GeocodeStatus, type GeocodeResponse } from '#domain/geo/schemas.ts';
import { normalizeCountry } from '#domain/common/country.ts';
import { BulkImportMessages, geocoderStatusMessage } from './import-messages.ts';
import type { AddressCheckResult, AddressToCheck, SuggestedAddress } from './schemas.ts';

/**
 * The one line a recipient's address is geocoded as: street, city, province and postal code,
 * country ('1055 W Georgia St, Vancouver, BC V6E 3P3, Canada'). The unit is left out: it does not
 * move the building, and geocoders read unit spellings ('Suite 210', 'Bureau 400') unreliably.
 * Identical lines are checked once.
 */
export function addressCheckLine(address: AddressToCheck): string {
  return formatAddressLine({
    street: address.streetAddress.trim(),
    city: address.city.trim(),
    province: address.province.trim(),
    postalCode: address.postalCode.trim(),
    countryCode: String(normalizeCountry(address.countryCode)),
  });
}

/**
 * A geocoder's one-line address split on its commas (spec section 5): the country last (Canada is
 * CA, USA or United States is US; '' when the line names none), then province and postal code,
 * then city; whatever is left is the street ('' for a place without one, such as a rural route
 * the geocoder only placed in its town).
 */
export function splitSuggestedAddress(formattedAddress: string): SuggestedAddress {
  const parts = formattedAddress
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // By name only: a line without a country may end in 'CA', California.
  const countryCode = countryNamed(parts.at(-1) ?? '') ?? '';
  if (countryCode) parts.pop();
  const [province = '', ...postalCode] = (parts.pop() ?? '').split(/\s+/);
  const city = parts.pop() ?? '';
  return {
    streetAddress: parts.join(', '),
    city,
    province,
    postalCode: postalCode.join(' '),
    countryCode,
  };
}

/** An address the check could not settle: an error with the message saying why. */
export const failedAddressCheck = (message: string): AddressCheckResult => ({
  validationStatus: 'error',
  validationMessage: message,
  formattedAddress: '',
  suggestedAddress: null,
});

/**
 * What a geocoder's answer says of a recipient's address (spec section 5), said as far as the
 * geocoder really matched it:
 * - a typed part the geocoder contradicts (a city or province that is not the postal code's)
 *   is a warning giving the reason, with the geocoder's address as the suggestion;
 * - found with a street number and route, or a PO box, rural route or General Delivery line,
 *   is valid: 'Address validated' only when the street itself was matched, otherwise the
 *   words of its match level ('Postal area confirmed; street not checked');
 * - found without a street is 'Address may be incomplete' with the found address as the
 *   suggestion; nothing found is 'Address not found'; any other status is named.
 */
export function addressCheckResult({ status, results }: GeocodeResponse): AddressCheckResult {
  const [best] = results;
  if (status === GeocodeStatus.ok && best) {
    const suggestion = {
      formattedAddress: best.formattedAddress,
      suggestedAddress: splitSuggestedAddress(best.formattedAddress),
    };
    if (best.corrections.length > 0) {
      const reasons = best.corrections.map((correction) => correction.reason).join(' ');
      return { validationStatus: 'warning', validationMessage: reasons, ...suggestion };
    }
    const complete =
      best.addressType !== AddressType.street || Boolean(best.streetNumber && best.route);
    if (!complete) {
      return {
        validationStatus: 'warning',
        validationMessage: BulkImportMessages.addressIncomplete,
        ...suggestion,
      };
    }
    return {
      validationStatus: 'valid',
      validationMessage: describeMatch(best.matchLevel, best.addressType),
      formattedAddress: best.formattedAddress,
      suggestedAddress: null,
    };
  }
  if (status === GeocodeStatus.ok || status === GeocodeStatus.zeroResults) {
    return failedAddressCheck(BulkImportMessages.addressNotFound);
  }
  return failedAddressCheck(geocoderStatusMessage(status));
}
