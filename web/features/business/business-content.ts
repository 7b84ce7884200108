import {
  IconApi,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconFileInvoice,
  IconFileSpreadsheet,
  IconHeadset,
  IconMapPin,
  IconPlugConnected,
  IconShieldCheck,
  IconShoppingCart,
  IconTruckDelivery,
  IconWorld,
} from '@tabler/icons-react';
import { ContactDetails } from '../../lib/contact-details.ts';
import type { Feature } from '../marketing/index.ts';

const { phone, supportEmail } = ContactDetails;

export const PICKUP_FEATURES: readonly Feature[] = [
  {
    icon: IconTruckDelivery,
    title: 'Book it at checkout',
    text: 'Choose pickup when you pay and tell us where: your shop, your home studio or your warehouse dock. There is no pickup fee, whether you hand over one parcel or fifty.',
  },
  {
    icon: IconCalendarTime,
    title: 'A window that suits you',
    text: 'Pick a time window between 9:00 AM and 5:00 PM. Book before 3:00 PM for a pickup the same day, and move or cancel it until 3:00 PM the business day before.',
  },
  {
    icon: IconMapPin,
    title: 'Outside Greater Vancouver',
    text: 'Drop your parcels at a national postal office. Checkout lists the drop-off locations that accept your shipment, and your discounted rate is the same.',
  },
];

export const INTEGRATION_FEATURES: readonly Feature[] = [
  {
    icon: IconApi,
    title: 'API',
    text: 'Get rates, create and pay for shipments, download labels and read tracking from your own order system. Create a key in your account and follow the API reference.',
  },
  {
    icon: IconFileSpreadsheet,
    title: 'Excel batch upload',
    text: 'Fill in our spreadsheet template and upload up to 100 orders at a time. We check every address, price every parcel and let you pick each service before one checkout.',
  },
  {
    icon: IconPlugConnected,
    title: 'Store plugins',
    text: 'Bring your online store orders into Maplepost ready to ship. Ask us which platforms are supported today; until yours is, export your orders to the spreadsheet template.',
  },
];

export const SUPPORT_FEATURES: readonly Feature[] = [
  {
    icon: IconHeadset,
    title: 'People you can call',
    text: `Our Vancouver team answers at ${phone.display} and ${supportEmail}, Monday to Friday 9:00 AM to 6:00 PM and Saturday 10:00 AM to 4:00 PM, Pacific time.`,
  },
  {
    icon: IconFileInvoice,
    title: 'Monthly invoicing',
    text: 'Approved business accounts skip the card at checkout and receive one invoice a month for all their shipments, payable within 30 days.',
  },
  {
    icon: IconShieldCheck,
    title: 'Claims handled for you',
    text: 'Every parcel includes $100 of insurance. If one is lost or damaged, you send us the details and we deal with the carrier.',
  },
];

export const BENEFICIARIES: readonly Feature[] = [
  {
    icon: IconShoppingCart,
    title: 'Online sellers',
    text: 'Shops on any platform that ship orders every day and want lower rates, a label in a minute and tracking their customers can follow.',
  },
  {
    icon: IconBuildingWarehouse,
    title: 'Small warehouses',
    text: 'Fulfilment centres and stockrooms that ship in batches: spreadsheet upload, one checkout per batch and a monthly invoice.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Local businesses in Vancouver',
    text: 'Florists, bakeries, print shops and clinics that deliver across town, with free pickup and Vancouver Next Day delivery.',
  },
  {
    icon: IconWorld,
    title: 'Cross-border shippers',
    text: 'Canadian businesses selling to US customers, and US businesses shipping into Canada, with Ground, Expedited and Priority services both ways.',
  },
];
