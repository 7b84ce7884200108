import {
  IconCircleCheck,
  IconCreditCard,
  IconFileSpreadsheet,
  IconHistory,
  IconMapSearch,
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
} satisfies Record<string, ComingSoonTopic>;

export type ComingSoonTopicName = keyof typeof ComingSoonTopics;
