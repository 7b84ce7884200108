import { IconFileSpreadsheet, type Icon } from '@tabler/icons-react';

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
} satisfies Record<string, ComingSoonTopic>;

export type ComingSoonTopicName = keyof typeof ComingSoonTopics;
