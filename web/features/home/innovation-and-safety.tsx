import { IconLock, IconMapPinCheck, IconRoute, IconShieldCheck } from '@tabler/icons-react';
import { FeatureGrid, type Feature } from '../marketing/index.ts';
import { HomeSection } from './home-section.tsx';

const SAFEGUARDS: readonly Feature[] = [
  {
    icon: IconRoute,
    title: 'Tracking at every scan',
    text: 'Each label carries a tracking number. Follow the parcel from pickup to delivery on our tracking page, and share the number with your customer.',
  },
  {
    icon: IconShieldCheck,
    title: '$100 of insurance, free',
    text: 'Every shipment is insured for at least $100 at no extra cost. If a parcel is lost or damaged, we handle the claim with the carrier.',
  },
  {
    icon: IconLock,
    title: 'Secure payments',
    text: "Card details go into our payment provider's secure fields and never reach our servers. Business accounts can pay by monthly invoice instead.",
  },
  {
    icon: IconMapPinCheck,
    title: 'Addresses checked first',
    text: 'Postal codes are checked as you enter them, and every row of a bulk upload is checked before you pay, so mistakes are caught before a label is printed.',
  },
];

/** How the product keeps parcels, payments and addresses safe. */
export function InnovationAndSafety() {
  return (
    <HomeSection
      id="innovation-and-safety"
      title="Innovation and safety"
      intro="Tools that keep an eye on your parcels and your money, built in rather than sold as extras."
      tinted
    >
      <FeatureGrid features={SAFEGUARDS} columns={4} />
    </HomeSection>
  );
}
