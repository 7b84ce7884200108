import {
  IconBuildingStore,
  IconClock,
  IconFileSpreadsheet,
  IconRosetteDiscount,
  IconShieldCheck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import {
  BEST_PARTNER_DISCOUNT_PERCENT,
  GENERAL_MARKETING_DISCOUNT_PERCENT,
} from '#domain/rates/volume-tiers.ts';
import { FeatureGrid, type Feature } from '../marketing/index.ts';
import { HomeSection } from './home-section.tsx';

const REASONS: readonly Feature[] = [
  {
    icon: IconRosetteDiscount,
    title: `Up to ${GENERAL_MARKETING_DISCOUNT_PERCENT}% off`,
    text: `Discounted rates on every parcel, with the discount shown on each quote. Exclusive business partners save up to ${BEST_PARTNER_DISCOUNT_PERCENT}%.`,
  },
  {
    icon: IconTruckDelivery,
    title: 'Free pickup in Greater Vancouver',
    text: 'Book a pickup at checkout and we collect from your door at no charge. Anywhere else, drop off at a national postal office.',
  },
  {
    icon: IconShieldCheck,
    title: '$100 insurance included',
    text: 'Every shipment is insured for at least $100 at no extra cost, and tracked from pickup to delivery.',
  },
  {
    icon: IconClock,
    title: 'Next day in Vancouver',
    text: 'For parcels that stay in Greater Vancouver, choose Vancouver Next Day or Second Day delivery.',
  },
  {
    icon: IconFileSpreadsheet,
    title: 'Bulk upload',
    text: 'Upload a spreadsheet of up to 100 orders. We check every address and price every parcel before one checkout.',
  },
  {
    icon: IconBuildingStore,
    title: 'A programme for business',
    text: 'Volume discounts that grow with your monthly shipments, monthly invoicing and support from our Vancouver team.',
  },
];

/** What sets Maplepost apart, six reasons in a sentence each. */
export function WhyChoose() {
  return (
    <HomeSection
      id="why-maplepost"
      title="Why small businesses choose Maplepost"
      intro="Lower rates than the post office counter, without giving up pickup, insurance or tracking."
      tinted
    >
      <FeatureGrid features={REASONS} />
    </HomeSection>
  );
}
