import {
  IconFileSpreadsheet,
  IconHistory,
  IconMapSearch,
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
