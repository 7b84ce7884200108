import { placeCorrections } from '#domain/geo/place-corrections.ts';
import { findRegion } from '#domain/geo/regions.ts';
import { postalAreaKey } from '#domain/common/postal-code-format.ts';
import { lookupPostalCode, type PostalPlace } from './postal-directory.ts';

// Postal areas whose addresses lie in more than one province. K1A is the federal government's
// area of the National Capital Region: its buildings in Gatineau, Quebec (Place du Portage,
// Terrasses de la Chaudière) are addressed 'Gatineau QC K1A ...' as those in Ottawa are 'Ottawa
// ON K1A ...' (scripts/amalgamated-municipalities.ts accepts the name Gatineau with it). Every
// other Canadian area, and every ZIP for mailing purposes, is in one.
const AREAS_ACROSS_PROVINCES: Record<string, readonly string[]> = { K1A: ['ON', 'QC'] };

/** The provinces or states of a postal code the data knows, from its place's region. */
function provincesOfPlace(place: PostalPlace): readonly string[] {
  const code = findRegion(place.region)?.code;
  return AREAS_ACROSS_PROVINCES[postalAreaKey(place.postalCode)] ?? (code ? [code] : []);
}

/** The two-letter codes of the provinces or states a postal code's addresses are in; none for a code the data does not know. */
export function provincesOfPostalCode(postalCode: string): readonly string[] {
  const lookup = lookupPostalCode(postalCode);
  return lookup.found ? provincesOfPlace(lookup.place) : [];
}

export type CheckedPlace =
  | { ok: true; place: PostalPlace }
  | { ok: false; message: string; field: 'postalCode' | 'province' };

/**
 * A saved or priced address's place as the postal data knows it, or why it cannot be: an
 * unknown postal code, or a province or state that is not the code's ('Postal code K1A is in
 * Ontario, not Quebec.'). Checked on the server wherever an address is saved or priced, typed
 * by hand or picked: the price and the delivery follow the postal code, so a province that
 * contradicts it is a wrong address. The city is not refused: a postal area's accepted names
 * are a list that may miss a community, and the forms warn about a city before it is sent.
 */
export function checkPlace(place: { province: string; postalCode: string }): CheckedPlace {
  const lookup = lookupPostalCode(place.postalCode);
  if (!lookup.found) return { ok: false, message: lookup.message, field: 'postalCode' };
  const provinces = provincesOfPlace(lookup.place);
  const [correction] = placeCorrections(
    { province: findRegion(place.province)?.code ?? place.province.trim() },
    { province: provinces[0], postalCode: place.postalCode, countryCode: lookup.place.country },
    { provinceAgrees: (province) => provinces.includes(province) },
  );
  return correction
    ? { ok: false, message: correction.reason, field: 'province' }
    : { ok: true, place: lookup.place };
}
