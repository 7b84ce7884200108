import {
  countryOfPostalCode,
  normalizePostalCode,
  type CountryCode,
} from '#domain/common/postal-code-format.ts';
import { AddressType } from './address-types.ts';
import { findDeliveryLine } from './parse-address/delivery.ts';
import { readStreetAndCity } from './parse-address/street.ts';
import { readTail } from './parse-address/tail.ts';
import { tidyCase } from './parse-address/tidy-case.ts';
import { BREAK, tokenize } from './parse-address/tokens.ts';

/** What parseAddress read from free text. A part it could not read is left out, never guessed. */
export type ParsedAddress = {
  /**
   * STREET unless the street line is a post office box, rural route or General Delivery; then
   * streetName holds that whole line ('PO Box 4001 Stn A') and streetNumber is left out.
   */
  addressType?: AddressType;
  streetNumber?: string;
  /** The street name with its type and direction, as typed: 'W Georgia St', 'rue De La Gauchetière O'. */
  streetName?: string;
  /** A unit with its designator as typed ('Suite 210', 'Apt. 5B', 'Bureau 400'), or a bare one's number ('305' of '#305' or '305-1200'). */
  unitNumber?: string;
  city?: string;
  /** The two-letter code of the province or state: 'BC', 'NY'. */
  province?: string;
  /** A Canadian code as A1A 1A1, or a ZIP (ZIP+4 kept). */
  postalCode?: string;
  countryCode?: CountryCode;
};

export type ParseOptions = {
  /**
   * Knows place names, in any spelling. Without commas, it tells where a street ends and a
   * city begins when no street type says so: '1585 Broadway New York', 'rue X O Montréal'.
   */
  isPlaceName?: (name: string) => boolean;
};

/**
 * Splits an address typed on one line or pasted on several into its parts. Reads from the end,
 * where the shape is fixed (postal code, province or state, country, in any order), then a
 * post office box, rural route or General Delivery line (parse-address/delivery.ts), units
 * (parse-address/units.ts), and the street and city (parse-address/street.ts). Commas are
 * optional, any case works, postal codes may lack their space.
 *
 * A civic address typed with a box or route ('1234 Hwy 7 RR 2', '354 Eisenhower Pkwy PO Box
 * 472') is a STREET address: a carrier can find the civic address, and the box or route is
 * kept after the street name so that nothing typed is lost and the post office can still use it.
 * Without a civic number the box or route is the address, and a building or street name typed
 * with it is left out.
 */
export function parseAddress(text: string, options: ParseOptions = {}): ParsedAddress {
  const tail = readTail(tokenize(text));
  const postalCodeCountry = tail.postalCode ? countryOfPostalCode(tail.postalCode) : null;
  const countryCode = tail.namedCountry ?? postalCodeCountry ?? tail.region?.country;

  const delivery = findDeliveryLine(tail.rest, options.isPlaceName);
  const streetTokens = delivery
    ? [...tail.rest.slice(0, delivery.start), BREAK, ...tail.rest.slice(delivery.end)]
    : tail.rest;
  const street = readStreetAndCity(streetTokens, countryCode, options.isPlaceName);
  const streetName = street.streetName && tidyCase(street.streetName);
  const civicStreet = street.streetNumber !== undefined && streetName !== undefined;
  const deliveryOnly = delivery && !civicStreet;

  return withoutEmptyParts({
    addressType: deliveryOnly ? delivery.type : AddressType.street,
    streetNumber: street.streetNumber,
    streetName: deliveryOnly
      ? delivery.line
      : [streetName, delivery?.line].filter(Boolean).join(' '),
    unitNumber: street.units.length > 0 ? street.units.join(' ') : undefined,
    city: street.city && tidyCase(street.city),
    province: tail.region?.code,
    postalCode: tail.postalCode && normalizePostalCode(tail.postalCode),
    countryCode,
  });
}

function withoutEmptyParts(parts: ParsedAddress): ParsedAddress {
  return Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined && value !== ''),
  ) as ParsedAddress;
}
