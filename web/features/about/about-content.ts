import {
  IconAccessible,
  IconBuildingStore,
  IconReceipt2,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { Feature, Counter } from '../marketing/index.ts';

/** What we hold ourselves to. */
export const VALUES: readonly Feature[] = [
  {
    icon: IconReceipt2,
    title: 'Prices you can check',
    text: 'Every quote shows the list price, your discount and what you pay, and we publish how chargeable weight is worked out. No surprise surcharges at checkout.',
  },
  {
    icon: IconShieldCheck,
    title: 'Every parcel looked after',
    text: 'Tracking on every shipment and $100 of insurance included, with a claims process written in plain language.',
  },
  {
    icon: IconBuildingStore,
    title: 'Small businesses first',
    text: 'Free pickup in Greater Vancouver, discounts that start with your first parcel, and the same tools for a home studio as for a warehouse.',
  },
  {
    icon: IconAccessible,
    title: 'Open to everyone',
    text: 'A site built to WCAG 2.1 AA, and people on the phone who can book a shipment with you if the website gets in your way.',
  },
];

/** What the counters show once the easter egg is found. */
export const EASTER_EGG_COUNTERS: readonly Counter[] = [
  { value: 81, label: 'Clicks it took you to find this' },
  { value: 25_000, suffix: '+', label: 'Bubble-wrap bubbles popped by our packing team' },
  { value: 1, label: 'Warehouse dog supervising the Vancouver dock' },
];
