import {
  IconAddressBook,
  IconBriefcase,
  IconCircleCheck,
  IconCreditCard,
  IconFileSpreadsheet,
  IconHelpCircle,
  IconHistory,
  IconInfoCircle,
  IconMapSearch,
  IconMessageCircle,
  IconPackage,
  IconTruckDelivery,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export type ComingSoonTopic = {
  /** The page's h1. */
  heading: string;
  intro: string;
  /** What the finished page will offer. */
  upcoming: string[];
  icon: Icon;
};

/**
 * The pages that later issues build, each described as it will be so a visitor knows what
 * to expect. Remove an entry when its real page replaces it in web/app/routes.tsx.
 */
export const ComingSoonTopics = {
  business: {
    heading: 'Maplepost for Business',
    intro: 'Shipping programmes for online shops and growing businesses across Canada and the US.',
    upcoming: [
      'Free pickup from your door anywhere in Greater Vancouver',
      'Volume discounts that grow with your monthly parcels, up to 80% off, and up to 90% for exclusive partners',
      'A savings calculator that compares your current shipping spend',
      'E-commerce integration through our API, Excel batch upload and store plugins',
      'Monthly invoicing for approved business accounts',
    ],
    icon: IconBriefcase,
  },
  about: {
    heading: 'About Maplepost',
    intro:
      'A Vancouver-born shipping platform that makes sending parcels across Canada and the US simpler and cheaper.',
    upcoming: [
      'Our vision and the values behind the service',
      'How our pickup and partner networks move your parcels',
      'Careers and partnership opportunities',
    ],
    icon: IconInfoCircle,
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'Answers about shipping, tracking, business accounts and pricing.',
    upcoming: [
      'A search over every question and answer',
      'Topics to browse: Shipping, Tracking, Business and Pricing',
      'Short answers that link to the page where you can act on them',
    ],
    icon: IconHelpCircle,
  },
  contact: {
    heading: 'Contact Us',
    intro: 'Questions about a shipment, a quote or a business account? Our team is here to help.',
    upcoming: [
      'A message form that goes straight to our support team',
      'Maps and directions to our Vancouver and Toronto warehouses',
      'Phone, email and support hours at a glance',
    ],
    icon: IconMessageCircle,
  },
  shipping: {
    heading: 'New Shipment',
    intro: 'Create a single shipment within or between Canada and the US.',
    upcoming: [
      'Sender and receiver forms with address suggestions for Canada and the US',
      'Package weight and size in kg and cm or lb and in, with the chargeable weight explained',
      'Rates from our carriers side by side, best value first, with your discount shown',
      'Saved addresses from your address book when you are logged in',
      'Delivery remarks such as "Call Before Delivery" or "Stairs Required"',
    ],
    icon: IconPackage,
  },
  nextDay: {
    heading: 'Vancouver Next Day Delivery',
    intro: 'Next-day and second-day delivery within the Greater Vancouver area.',
    upcoming: [
      'Free pickup from your door in Greater Vancouver',
      'The same simple form as a regular shipment, priced for local delivery',
      'Delivery remarks for the driver, from "Polybag Needed" to "Call Before Delivery"',
    ],
    icon: IconTruckDelivery,
  },
  tracking: {
    heading: 'Track a Parcel',
    intro: 'Follow a Maplepost shipment from pickup to delivery.',
    upcoming: [
      'A search by tracking number that also opens straight from a shared link',
      'Every scan of your parcel with its time and place',
      'A progress bar from label created to delivered',
    ],
    icon: IconMapSearch,
  },
  checkout: {
    heading: 'Checkout',
    intro: 'Review and pay for your shipments.',
    upcoming: [
      'A summary of each shipment with its tracking number, service and price',
      'Drop-off at a partner location or a pickup at a time that suits you',
      'Secure card payment, or a monthly invoice for business accounts',
    ],
    icon: IconCreditCard,
  },
  shippingSuccess: {
    heading: 'Shipment Confirmed',
    intro: 'The confirmation of a paid shipment.',
    upcoming: [
      'Your tracking numbers and labels ready to print',
      'Your pickup time or drop-off location',
      'A link to follow each parcel',
    ],
    icon: IconCircleCheck,
  },
  bulkShipment: {
    heading: 'Bulk Shipping',
    intro: 'Ship up to 100 parcels at once from a spreadsheet.',
    upcoming: [
      'One sender for the whole batch, picked from your address book',
      'Upload an .xlsx or .xls file made from our template, or add recipients by hand',
      'Address checks with suggested corrections before anything is processed',
      'Live progress while every shipment is rated',
      'A service choice for each parcel and one checkout for the batch',
    ],
    icon: IconFileSpreadsheet,
  },
  orderHistory: {
    heading: 'Order History',
    intro: 'Every shipment you have created, in one place.',
    upcoming: [
      'Filters by status, batch, recipient name and date',
      'Tracking events and progress for each order',
      'Labels you can print again whenever you need them',
    ],
    icon: IconHistory,
  },
  personalInfo: {
    heading: 'Personal Information',
    intro: 'The details of your Maplepost account.',
    upcoming: [
      'Your name or company name, email address and phone number',
      'How you pay: per order, or by monthly invoice for business accounts',
    ],
    icon: IconUserCircle,
  },
  addressBook: {
    heading: 'My Address Book',
    intro: 'Keep the addresses you ship to and from most often.',
    upcoming: [
      'Add, edit and delete addresses, or remove several at once',
      'A search by name, street, city or postal code',
      'A default sender address for new shipments',
      'Saved addresses one click away in the shipping forms',
    ],
    icon: IconAddressBook,
  },
} satisfies Record<string, ComingSoonTopic>;

export type ComingSoonTopicName = keyof typeof ComingSoonTopics;
