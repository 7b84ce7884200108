import { VOLUMETRIC_DIVISOR } from '#domain/rates/chargeable-weight.ts';
import { GREATER_VANCOUVER_MEMBERS } from '#domain/rates/greater-vancouver.ts';
import { DROP_OFF_RADIUS_KM } from '#domain/shipments/drop-off-reach.ts';
import {
  BEST_PARTNER_DISCOUNT_PERCENT,
  VOLUME_TIER_RULE,
  VOLUME_TIERS,
} from '#domain/rates/volume-tiers.ts';
import { ContactDetails } from '../../lib/contact-details.ts';

export const FAQ_CATEGORIES = ['Shipping', 'Tracking', 'Business', 'Pricing'] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export type FaqEntry = { id: string; category: FaqCategory; question: string; answer: string };

const { supportEmail, claimsEmail, phone } = ContactDetails;

// What the rating engine applies (its figures, Greater Vancouver's municipalities) is read from
// it, so the answers cannot drift from what a quote really does.
const greaterVancouverMembers = new Intl.ListFormat('en-CA').format(GREATER_VANCOUVER_MEMBERS);
const standardTiers = VOLUME_TIERS.map(
  ({ label, discountPercent }) => `${label} packages: ${discountPercent}% off`,
).join('; ');

/** The questions customers ask us most, answered as the product works today. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  // Shipping
  {
    id: 'where-we-ship',
    category: 'Shipping',
    question: 'Where can I ship with Maplepost?',
    answer:
      'Anywhere within Canada, anywhere within the United States, and across the border in either direction. Every route offers Ground, Expedited and Priority service. When both addresses are in Greater Vancouver you can also choose Vancouver Next Day or Greater Vancouver Second Day.',
  },
  {
    id: 'free-pickup',
    category: 'Shipping',
    question: 'Do you pick up parcels from my home or business?',
    answer:
      'Yes, for free in the Greater Vancouver area. Choose pickup at checkout and pick a date and a time window between 9:00 AM and 5:00 PM. Same-day pickup can be booked until 3:00 PM; after that the earliest date offered is the next day.',
  },
  {
    id: 'drop-off',
    category: 'Shipping',
    question: 'I am outside Greater Vancouver. How do I send my parcel?',
    answer: `Drop it off at one of our warehouses or at a partner postal counter. At checkout we list the nearest ones within ${DROP_OFF_RADIUS_KM} km of your postal code, with how far each is, and the same list appears on your confirmation page; if none is that near, checkout tells you before you pay. No appointment is needed: bring the parcel with its label attached.`,
  },
  {
    id: 'next-day',
    category: 'Shipping',
    question: 'Who can use Vancouver Next Day and Greater Vancouver Second Day?',
    answer: `Both services run only inside Greater Vancouver, so the sender and the receiver postal codes must both be in it. Greater Vancouver is every postal area of Metro Vancouver's municipalities: ${greaterVancouverMembers}, with UBC, Anmore, Belcarra and Tsawwassen. Bowen Island and Lions Bay share their rural postal area (V0N) with Whistler and the Sunshine Coast, so they are outside, as are Mission, Abbotsford and Squamish. If either code is outside the area, these services are not offered and the regular services are. Free pickup covers the same area.`,
  },
  {
    id: 'print-label',
    category: 'Shipping',
    question: 'How do I print my shipping label?',
    answer:
      'Once your payment or invoice order goes through, open Order History and choose Print Label. Labels are 4 x 6 inch PDF files, the standard size for thermal label printers. Without one, print the PDF on plain paper at 100% scale and tape it flat on the largest side of the box, without covering the barcode.',
  },
  {
    id: 'packing',
    category: 'Shipping',
    question: 'How should I pack my parcel?',
    answer:
      'Use a sturdy box with cushioning on every side and no loose items inside. Wrap fragile items such as glass, ceramics or screens with at least 5 cm of cushioning or ship them double-boxed. Remove or cover old labels and barcodes so that only the Maplepost label can be scanned.',
  },
  {
    id: 'size-limits',
    category: 'Shipping',
    question: 'How big and heavy can a parcel be?',
    answer:
      'Expedited, Priority, Vancouver Next Day and Greater Vancouver Second Day take parcels up to 30 kg, 200 cm on the longest side and 300 cm in length plus girth. Ground takes heavier pieces: up to 150 kg, 270 cm on the longest side and 419 cm in length plus girth. A quote only lists the services your parcel fits.',
  },
  {
    id: 'prohibited-items',
    category: 'Shipping',
    question: 'What items can I not ship?',
    answer:
      'Explosives, fireworks, ammunition and firearms; dangerous goods such as flammable liquids and gases, aerosols, corrosives and loose lithium batteries; illegal drugs, and cannabis across the Canada-US border; cash, cheques and gift cards; live animals and perishable food without our written approval; and counterfeit goods. Jewellery, artwork and antiques may be shipped but are covered only up to the included $100. The Terms and Conditions have the full list.',
  },
  {
    id: 'us-customs',
    category: 'Shipping',
    question: 'What do I need to ship to the United States?',
    answer:
      'An accurate description of the contents and their value, which goes on the customs declaration. Duties and import taxes are paid by the recipient unless you choose to pay them when you ship. Cross-border Ground shipments wait for customs clearance, so they have no promised delivery date; choose Expedited or Priority for a delivery estimate.',
  },
  {
    id: 'insurance',
    category: 'Shipping',
    question: 'Is my shipment insured?',
    answer:
      'Every shipment is covered for loss or damage up to $100 CAD at no extra cost. Where a service offers it, you can buy more coverage at checkout, up to the value you declare. Coverage does not apply to prohibited items or to parcels that were not packed properly.',
  },
  {
    id: 'claims',
    category: 'Shipping',
    question: 'My parcel arrived damaged or was lost. How do I make a claim?',
    answer: `Email ${claimsEmail} with the tracking number and proof of value, such as a receipt. Report damage within 15 days of delivery, with photos of the item, the box and the label, and keep the packaging until the claim is settled. Report a loss once 10 business days have passed since the expected delivery date, and no later than 60 days after shipping. We decide within 30 days of having everything we need.`,
  },
  {
    id: 'cancel-label',
    category: 'Shipping',
    question: 'Can I cancel a label and get my money back?',
    answer:
      'Yes. An unused label can be cancelled within 30 days of purchase for a full refund, as long as the carrier has not scanned the parcel. A pickup can be cancelled or moved until 3:00 PM Pacific time on the business day before it. Refunds go back to the original payment method within 10 business days.',
  },

  // Tracking
  {
    id: 'track-parcel',
    category: 'Tracking',
    question: 'How do I track my parcel?',
    answer:
      'Enter the tracking number on the Tracking page. You will see the current status, the estimated delivery date and every scan with its time and place. No account is needed, so you can share the tracking number with your recipient.',
  },
  {
    id: 'find-tracking-number',
    category: 'Tracking',
    question: 'Where do I find my tracking number?',
    answer:
      'It is printed under the barcode on your label and shown on the confirmation page after checkout. If you have an account, Order History and your dashboard list every shipment with its tracking number.',
  },
  {
    id: 'no-tracking-events',
    category: 'Tracking',
    question: 'Why does my tracking show no updates yet?',
    answer:
      'A new shipment has its label but no scans until the carrier collects it at pickup or at the drop-off location. The first scan appears once the carrier has the parcel; until then the page says that no detailed tracking events are available yet.',
  },
  {
    id: 'tracking-statuses',
    category: 'Tracking',
    question: 'What do the tracking statuses mean?',
    answer:
      'Label Created: the shipment is paid and ready to hand over. Pickup Scheduled and Picked Up: the free Greater Vancouver pickup is booked, then done. At Warehouse: the parcel is being sorted at one of our warehouses. In Transit: it is on its way. Out For Delivery: it is on the delivery vehicle today. Delivered: it has arrived.',
  },
  {
    id: 'parcel-not-moving',
    category: 'Tracking',
    question: 'My parcel has not moved for days. What should I do?',
    answer: `Delivery dates are carrier estimates, and parcels crossing the border can wait a few days at customs. If tracking has not changed for three business days, call us at ${phone.display} or email ${supportEmail} with the tracking number and we will ask the carrier. A parcel still missing 10 business days after its expected delivery date can be claimed as lost.`,
  },
  {
    id: 'order-history-tracking',
    category: 'Tracking',
    question: 'Can I see all my shipments in one place?',
    answer:
      'Yes. Signed in, Order History lists your shipments and filters them by status, batch, recipient name and date. Open a shipment to see its tracking progress and scans, or print its label again. Your dashboard counts shipments that are pending, in transit and delivered.',
  },

  // Business
  {
    id: 'business-account',
    category: 'Business',
    question: 'How do I open a business account with monthly invoicing?',
    answer: `Sign up with your company name, then ask our business team at ${supportEmail} for monthly billing. Approved business accounts choose Invoice at checkout instead of paying by card each time, and receive one invoice a month, payable within 30 days.`,
  },
  {
    id: 'bulk-upload',
    category: 'Business',
    question: 'Can I create many shipments at once?',
    answer:
      'Yes, with Bulk Shipping. Enter your sender details once, download our spreadsheet template, fill in one row per parcel and upload it as .xlsx or .xls, up to 100 orders per upload. We check every address, price each parcel, and let you pick the service for each order before you pay for the whole batch in one checkout.',
  },
  {
    id: 'api',
    category: 'Business',
    question: 'Do you have an API for my store or warehouse system?',
    answer:
      'Yes. Business accounts can get API keys to get rates, create shipments and read tracking from their own systems. Write to our business team with a short description of your platform and your monthly volume, and we will send the keys and the API documentation.',
  },
  {
    id: 'plugins',
    category: 'Business',
    question: 'Is there a plugin for my online store?',
    answer:
      'We are building store plugins that bring your online orders into Maplepost ready to ship. Ask our business team which platforms are supported today. Until your platform is, export your orders to our spreadsheet template and upload them with Bulk Shipping.',
  },
  {
    id: 'partner-programme',
    category: 'Business',
    question: 'What is the business partner programme?',
    answer: `Exclusive partners are businesses that ship with us every month and sign a partner agreement. They get a contract rate on top of the volume tiers, worth up to ${BEST_PARTNER_DISCOUNT_PERCENT}% off list prices on the highest tier. Contact us to find out whether your volume qualifies.`,
  },
  {
    id: 'address-book',
    category: 'Business',
    question: 'Can I save the addresses I ship to often?',
    answer:
      'Yes. Signed-in customers have an Address Book. Save your own pickup address as the default and your regular recipients, then fill the shipping form or a bulk recipient from the book in one click.',
  },

  // Pricing
  {
    id: 'how-price-works',
    category: 'Pricing',
    question: 'How is my shipping price calculated?',
    answer:
      'From the service you choose, the distance between the two postal codes (with a higher zone across the border), and the chargeable weight of the parcel. That gives the list price, a whole dollar. Your volume discount and any contract rate then come off, and the fee is rounded to the nearest whole dollar (a half dollar up). Every quote shows the discount and the final price before you pay.',
  },
  {
    id: 'volumetric-weight',
    category: 'Pricing',
    question: 'What is chargeable weight?',
    answer: `It is the greater of the actual weight and the volumetric weight, which is length x width x height in centimetres divided by ${VOLUMETRIC_DIVISOR}. A 40 x 30 x 20 cm box has a volumetric weight of 4.8 kg, so if it weighs 2 kg you pay for 4.8 kg. A smaller box for light items lowers your price.`,
  },
  {
    id: 'weight-rounding',
    category: 'Pricing',
    question: 'How is the weight rounded?',
    answer:
      'The chargeable weight rounds up to the next 0.1 kg under 10 kg, to the next 0.5 kg from 10 kg to 100 kg, and to the next whole kilogram from 100 kg. For example, 2.43 kg is charged as 2.5 kg and 12.2 kg as 12.5 kg. Pounds and inches are converted to kilograms and centimetres first.',
  },
  {
    id: 'volume-discounts',
    category: 'Pricing',
    question: 'How do volume discounts work?',
    answer: `Every quote applies your tier automatically: ${standardTiers}. ${VOLUME_TIER_RULE} Signed in, the Billing Rules and the For Business page show your tier, your packages this month and what the next tier needs. Guests and new accounts start in the first tier. Exclusive business partners can reach up to ${BEST_PARTNER_DISCOUNT_PERCENT}%.`,
  },
  {
    id: 'extra-fees',
    category: 'Pricing',
    question: 'Are there any extra fees?',
    answer:
      'Pickup in Greater Vancouver and the first $100 of insurance are free. Sales taxes (GST, HST or PST) are added where they apply. If the carrier measures a parcel heavier or larger than declared, or has to correct an address, we pass on the difference and show it on your receipt or invoice. A parcel refused or undeliverable is returned at your cost.',
  },
  {
    id: 'payment',
    category: 'Pricing',
    question: 'How can I pay?',
    answer:
      'All prices are in Canadian dollars. Pay by credit or debit card at checkout; card numbers go straight to our payment provider and never reach our servers. Approved business accounts can choose monthly invoicing instead.',
  },
];
