/**
 * How to reach Maplepost; the footer, the legal and contact pages, the invoice PDF and the
 * drop-off locations at checkout (parcels may be dropped off at both warehouses) read it here.
 */
export const ContactDetails = {
  phone: { display: '1-604-555-0190', href: 'tel:+16045550190' },
  supportEmail: 'support@maplepost.ca',
  privacyEmail: 'privacy@maplepost.ca',
  accessibilityEmail: 'accessibility@maplepost.ca',
  claimsEmail: 'claims@maplepost.ca',
  careersEmail: 'careers@maplepost.ca',
  partnersEmail: 'partners@maplepost.ca',
  /** Support hours, Pacific time (spec section 9). */
  hours: [
    { days: 'Mon–Fri', time: '9:00 AM–6:00 PM' },
    { days: 'Sat', time: '10:00 AM–4:00 PM' },
    { days: 'Sun', time: 'Closed' },
  ],
  timeZone: 'PST',
  warehouses: [
    {
      name: 'Vancouver warehouse',
      area: 'Vancouver area',
      street: '1460 Industrial Avenue, Unit 8',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6A 2R8',
      /** Where the contact page's map puts its marker. */
      location: { latitude: 49.2689, longitude: -123.0968 },
    },
    {
      name: 'Toronto warehouse',
      area: 'Toronto area',
      street: '75 Vulcan Street, Unit 3',
      city: 'Etobicoke',
      province: 'ON',
      postalCode: 'M9W 1L4',
      location: { latitude: 43.7093, longitude: -79.5642 },
    },
  ],
  legalName: 'Maplepost Logistics Inc.',
} as const;

/** A warehouse's address line under its street, as the site and the invoice print it: 'Etobicoke, ON M9W 1L4'. */
export function cityLine(place: { city: string; province: string; postalCode: string }): string {
  return `${place.city}, ${place.province} ${place.postalCode}`;
}
