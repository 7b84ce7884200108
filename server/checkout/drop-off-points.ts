import { cityLine, ContactDetails } from '#domain/site/contact-details.ts';
import { postalAreaKey } from '#domain/common/postal-code-format.ts';

/** A place that takes parcels, in the postal area (a Canadian FSA or a ZIP) it is located by. */
export type DropOffPoint = { name: string; address: string; postalArea: string };

/** Our own warehouses take parcels too; their addresses are the site's (domain/site/contact-details.ts). */
const WAREHOUSES: readonly DropOffPoint[] = ContactDetails.warehouses.map((warehouse) => ({
  name: `Maplepost ${warehouse.name}`,
  address: `${warehouse.street}, ${cityLine(warehouse)}`,
  postalArea: postalAreaKey(warehouse.postalCode),
}));

/**
 * The product's curated list of partner counters that take our parcels: generic names standing
 * for the counters a carrier contract lists, each street address with the postal area (FSA or
 * ZIP) it lies in, which is all the postal directory locates. Add a counter only when its
 * address is a real public postal counter.
 */
const PARTNER_COUNTERS: readonly DropOffPoint[] = [
  { name: 'Postal counter', address: '2286 Commercial Dr, Vancouver, BC', postalArea: 'V5N' },
  { name: 'Parcel depot', address: '4567 Kingsway, Burnaby, BC', postalArea: 'V5H' },
  { name: 'Postal counter', address: '349 W Georgia St, Vancouver, BC', postalArea: 'V6B' },
  { name: 'Shipping store', address: '1025 Robson St, Vancouver, BC', postalArea: 'V6E' },
  { name: 'Parcel depot', address: '2150 W Broadway, Vancouver, BC', postalArea: 'V6K' },
  { name: 'Postal counter', address: '5951 No. 3 Rd, Richmond, BC', postalArea: 'V6X' },
  {
    name: 'Shipping store',
    address: '1277 Lynn Valley Rd, North Vancouver, BC',
    postalArea: 'V7J',
  },
  { name: 'Postal counter', address: '10688 King George Blvd, Surrey, BC', postalArea: 'V3T' },
  { name: 'Shipping store', address: '20202 66 Ave, Langley, BC', postalArea: 'V2Y' },
  { name: 'Postal counter', address: '709 Yates St, Victoria, BC', postalArea: 'V8W' },
  { name: 'Postal counter', address: '220 4 Ave SE, Calgary, AB', postalArea: 'T2G' },
  { name: 'Shipping store', address: '1632 14 Ave NW, Calgary, AB', postalArea: 'T2N' },
  { name: 'Postal counter', address: '9808 103A Ave NW, Edmonton, AB', postalArea: 'T5J' },
  { name: 'Shipping store', address: '8882 170 St NW, Edmonton, AB', postalArea: 'T5T' },
  { name: 'Postal counter', address: '2 Bloor St W, Toronto, ON', postalArea: 'M4W' },
  { name: 'Shipping store', address: '2300 Yonge St, Toronto, ON', postalArea: 'M4P' },
  { name: 'Postal counter', address: '260 Adelaide St E, Toronto, ON', postalArea: 'M5A' },
  { name: 'Parcel depot', address: '595 Bay St, Toronto, ON', postalArea: 'M5G' },
  { name: 'Shipping store', address: '1980 Queen St W, Toronto, ON', postalArea: 'M6R' },
  { name: 'Postal counter', address: '59 Sparks St, Ottawa, ON', postalArea: 'K1P' },
  { name: 'Shipping store', address: '1200 Bank St, Ottawa, ON', postalArea: 'K1S' },
  {
    name: 'Comptoir postal',
    address: '1250 Rue Sainte-Catherine E, Montréal, QC',
    postalArea: 'H2L',
  },
  { name: 'Comptoir postal', address: '1250 Rue University, Montréal, QC', postalArea: 'H3B' },
  { name: 'Shipping store', address: '1500 Av. Atwater, Montréal, QC', postalArea: 'H3Z' },
  { name: 'Postal counter', address: '421 8th Ave, New York, NY', postalArea: '10001' },
  { name: 'Shipping store', address: '1636 3rd Ave, New York, NY', postalArea: '10128' },
  {
    name: 'Postal counter',
    address: '300 N Los Angeles St, Los Angeles, CA',
    postalArea: '90012',
  },
  { name: 'Shipping store', address: '2443 Fillmore St, San Francisco, CA', postalArea: '94115' },
  { name: 'Postal counter', address: '301 Union St, Seattle, WA', postalArea: '98101' },
  {
    name: 'Shipping store',
    address: '4336 University Way NE, Seattle, WA',
    postalArea: '98105',
  },
];

/** Every place a sender may drop parcels off: our warehouses first, then the partner counters. */
export const DROP_OFF_POINTS: readonly DropOffPoint[] = [...WAREHOUSES, ...PARTNER_COUNTERS];
