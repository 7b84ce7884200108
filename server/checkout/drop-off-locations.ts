import { isInGreaterVancouver } from '#domain/rates/greater-vancouver.ts';
import { postalAreaKey } from '#domain/rates/postal-code-format.ts';

// A small curated list of counters per region, keyed by the start of a Canadian FSA or a ZIP
// code. Generic names: these stand for the partner counters a real carrier contract would list.
const LOCATIONS_BY_AREA_PREFIX: Record<string, readonly string[]> = {
  // Vancouver, Burnaby, Richmond, North Shore
  V5: [
    'Postal counter — 2286 Commercial Dr, Vancouver, BC',
    'Parcel depot — 4567 Kingsway, Burnaby, BC',
  ],
  V6: [
    'Postal counter — 349 W Georgia St, Vancouver, BC',
    'Shipping store — 1025 Robson St, Vancouver, BC',
    'Parcel depot — 2150 W Broadway, Vancouver, BC',
  ],
  V7: [
    'Postal counter — 5951 No. 3 Rd, Richmond, BC',
    'Shipping store — 1277 Lynn Valley Rd, North Vancouver, BC',
  ],
  V8: ['Postal counter — 709 Yates St, Victoria, BC'],
  T2: [
    'Postal counter — 220 4 Ave SE, Calgary, AB',
    'Shipping store — 1632 14 Ave NW, Calgary, AB',
  ],
  T5: ['Postal counter — 9808 103A Ave NW, Edmonton, AB'],
  T6: ['Shipping store — 8882 170 St NW, Edmonton, AB'],
  M4: ['Postal counter — 2 Bloor St W, Toronto, ON', 'Shipping store — 2300 Yonge St, Toronto, ON'],
  M5: ['Postal counter — 260 Adelaide St E, Toronto, ON', 'Parcel depot — 595 Bay St, Toronto, ON'],
  M6: ['Shipping store — 1980 Queen St W, Toronto, ON'],
  K1: ['Postal counter — 59 Sparks St, Ottawa, ON', 'Shipping store — 1200 Bank St, Ottawa, ON'],
  H2: ['Comptoir postal — 1250 Rue Sainte-Catherine E, Montréal, QC'],
  H3: [
    'Comptoir postal — 1250 Rue University, Montréal, QC',
    'Shipping store — 1500 Av. Atwater, Montréal, QC',
  ],
  // New York, Los Angeles, San Francisco, Seattle by ZIP prefix
  '100': [
    'Postal counter — 421 8th Ave, New York, NY',
    'Shipping store — 1636 3rd Ave, New York, NY',
  ],
  '900': ['Postal counter — 300 N Los Angeles St, Los Angeles, CA'],
  '941': ['Shipping store — 2443 Fillmore St, San Francisco, CA'],
  '981': [
    'Postal counter — 301 Union St, Seattle, WA',
    'Shipping store — 4336 University Way NE, Seattle, WA',
  ],
};

// Metro Vancouver's suburbs east and south of the Fraser (V1M to V4W) share their first two
// characters with Abbotsford, Mission, Chilliwack and the Okanagan, so a prefix cannot tell
// them apart: these counters serve the Greater Vancouver areas that no prefix above covers.
const GREATER_VANCOUVER_SUBURB_LOCATIONS: readonly string[] = [
  'Postal counter — 10688 King George Blvd, Surrey, BC',
  'Shipping store — 20202 66 Ave, Langley, BC',
];

/** Drop-off counters near a sender's postal code, by the longest known prefix of its area, else Metro Vancouver's suburban counters for a Greater Vancouver area; none when the area has no partner counter. */
export function dropOffLocationsNear(postalCode: string): readonly string[] {
  const area = postalAreaKey(postalCode);
  for (let length = area.length; length > 0; length -= 1) {
    const locations = LOCATIONS_BY_AREA_PREFIX[area.slice(0, length)];
    if (locations) return locations;
  }
  return isInGreaterVancouver(postalCode) ? GREATER_VANCOUVER_SUBURB_LOCATIONS : [];
}
