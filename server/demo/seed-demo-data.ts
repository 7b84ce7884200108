import { createAccount, hasAnyAccount, makeStaff, type NewAccount } from '../auth/index.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import {
  seedDemoShipments,
  type DemoExports,
  type DemoSender,
  type PlannedShipment,
} from './demo-shipments.ts';

/** The password of every demo account; development only (main.ts never seeds in production). */
export const DEMO_PASSWORD = 'Maplepost-Demo-2026!';

/** The demo staff member, who may use /ops. */
export const DEMO_STAFF_EMAIL = 'staff@maplepost.test';

type DemoCustomer = {
  account: Omit<NewAccount, 'password'>;
  description: string;
  payWith: PaymentMethod;
  sender: DemoSender;
  /** What its parcels to the US hold, declared to customs as such a sender would. */
  exports: DemoExports;
  /**
   * Parcels in every status, spread over the dashboard's 12 weeks; few enough this month to
   * stay in the first volume tier, which the rates pages and their tests show.
   */
  shipments: PlannedShipment[];
};

const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    account: {
      name: 'Demo Shopper',
      email: 'demo@maplepost.test',
      paymentType: 'PER_ORDER',
      billingType: 'PER_ORDER',
    },
    description: 'individual, pays per order by card',
    payWith: 'CARD',
    sender: {
      name: 'Demo Shopper',
      company: '',
      phone: '604-555-0187',
      email: 'demo@maplepost.test',
      streetAddress: '4700 Kingsway',
      city: 'Burnaby',
      province: 'BC',
      postalCode: 'V5H 4M1',
      countryCode: 'CA',
    },
    // Presents for friends and family: the US taxes gifts over USD 100 like any import.
    exports: {
      contentsType: 'GIFT',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      goods: [
        {
          description: 'Hand-knit wool scarf',
          unitValue: 45,
          unitWeight: 0.2,
          hsCode: '6117.10',
          originCountry: 'CA',
        },
        {
          description: 'Pure maple syrup, 250 ml glass bottle',
          unitValue: 12.95,
          unitWeight: 0.45,
          hsCode: '1702.20',
          originCountry: 'CA',
        },
      ],
    },
    shipments: [
      { daysAgo: 70, status: 'DELIVERED', to: 'toronto', serviceCode: 'CA_GROUND', kilograms: 1.5 },
      {
        daysAgo: 42,
        status: 'DELIVERED',
        to: 'newYork',
        serviceCode: 'CA_US_EXPEDITED',
        kilograms: 1,
      },
      {
        daysAgo: 21,
        status: 'DELIVERED',
        to: 'victoria',
        serviceCode: 'CA_EXPEDITED',
        kilograms: 2,
      },
      { daysAgo: 5, status: 'IN_TRANSIT', to: 'montreal', serviceCode: 'CA_GROUND', kilograms: 3 },
      {
        daysAgo: 2,
        status: 'PICKED_UP',
        to: 'seattle',
        serviceCode: 'CA_US_EXPEDITED',
        kilograms: 0.8,
      },
      {
        daysAgo: 1,
        status: 'LABEL_CREATED',
        to: 'calgary',
        serviceCode: 'CA_GROUND',
        kilograms: 2.5,
      },
      {
        daysAgo: 0,
        status: 'ORDER_CREATED',
        to: 'halifax',
        serviceCode: 'CA_GROUND',
        kilograms: 1.2,
      },
    ],
  },
  {
    account: {
      name: 'Northern Goods Co.',
      email: 'business@maplepost.test',
      paymentType: 'MONTHLY_BILLING',
      billingType: 'MONTHLY_BILLING',
    },
    description: 'business, billed by monthly invoice',
    payWith: 'INVOICE',
    sender: {
      name: 'Shipping Desk',
      company: 'Northern Goods Co.',
      phone: '604-555-0142',
      email: 'business@maplepost.test',
      streetAddress: '1055 W Georgia St',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6E 3P3',
      countryCode: 'CA',
    },
    // A shop's sales to US customers, made in Canada and so CUSMA-originating, duties on the buyer.
    exports: {
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      senderTaxId: '123456789RM0001',
      cusmaOriginating: true,
      goods: [
        {
          description: "Men's merino wool sweater",
          unitValue: 120,
          unitWeight: 0.45,
          hsCode: '6110.11',
          originCountry: 'CA',
        },
        {
          description: 'Enamelled steel camping mug, 350 ml',
          unitValue: 24,
          unitWeight: 0.3,
          hsCode: '7323.94',
          originCountry: 'CA',
        },
      ],
    },
    shipments: [
      { daysAgo: 80, status: 'DELIVERED', to: 'toronto', serviceCode: 'CA_GROUND', kilograms: 4 },
      {
        daysAgo: 73,
        status: 'DELIVERED',
        to: 'calgary',
        serviceCode: 'CA_EXPEDITED',
        kilograms: 2,
      },
      {
        daysAgo: 66,
        status: 'DELIVERED',
        to: 'seattle',
        serviceCode: 'CA_US_EXPEDITED',
        kilograms: 3,
      },
      { daysAgo: 59, status: 'DELIVERED', to: 'montreal', serviceCode: 'CA_GROUND', kilograms: 5 },
      { daysAgo: 52, status: 'DELIVERED', to: 'halifax', serviceCode: 'CA_PRIORITY', kilograms: 1 },
      {
        daysAgo: 45,
        status: 'DELIVERED',
        to: 'newYork',
        serviceCode: 'CA_US_PRIORITY',
        kilograms: 2,
      },
      { daysAgo: 38, status: 'DELIVERED', to: 'victoria', serviceCode: 'CA_GROUND', kilograms: 6 },
      {
        daysAgo: 31,
        status: 'DELIVERED',
        to: 'toronto',
        serviceCode: 'CA_EXPEDITED',
        kilograms: 2.5,
      },
      { daysAgo: 24, status: 'DELIVERED', to: 'calgary', serviceCode: 'CA_GROUND', kilograms: 3.5 },
      {
        daysAgo: 17,
        status: 'DELIVERED',
        to: 'montreal',
        serviceCode: 'CA_EXPEDITED',
        kilograms: 1.5,
      },
      { daysAgo: 10, status: 'DELIVERED', to: 'victoria', serviceCode: 'CA_GROUND', kilograms: 2 },
      {
        daysAgo: 6,
        status: 'OUT_FOR_DELIVERY',
        to: 'toronto',
        serviceCode: 'CA_GROUND',
        kilograms: 3,
      },
      { daysAgo: 4, status: 'IN_TRANSIT', to: 'halifax', serviceCode: 'CA_GROUND', kilograms: 2 },
      {
        daysAgo: 3,
        status: 'AT_WAREHOUSE',
        to: 'newYork',
        serviceCode: 'CA_US_EXPEDITED',
        kilograms: 1,
      },
      { daysAgo: 2, status: 'PICKED_UP', to: 'calgary', serviceCode: 'CA_EXPEDITED', kilograms: 4 },
      {
        daysAgo: 1,
        status: 'LABEL_CREATED',
        to: 'victoria',
        serviceCode: 'CA_GROUND',
        kilograms: 1,
      },
      {
        daysAgo: 0,
        status: 'ORDER_CREATED',
        to: 'toronto',
        serviceCode: 'CA_GROUND',
        kilograms: 2,
      },
    ],
  },
];

type SeedDependencies = {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => Date;
};

/**
 * On an empty database: the demo customers, through the same path as registration, each with
 * shipments in every status, and a demo staff account. Answers what it created; on a database
 * that has any account it does nothing, so a restart never adds a second set.
 */
export async function seedDemoData(
  dependencies: SeedDependencies,
): Promise<{ email: string; description: string }[]> {
  const { db, config, now } = dependencies;
  if (await hasAnyAccount(db)) return [];
  for (const customer of DEMO_CUSTOMERS) {
    const user = await createAccount(db, { ...customer.account, password: DEMO_PASSWORD });
    await seedDemoShipments({ db, now: now(), publicUrl: config.publicUrl }, user, customer);
  }
  await makeStaff(dependencies, DEMO_STAFF_EMAIL, async () => DEMO_PASSWORD);
  return [
    ...DEMO_CUSTOMERS.map(({ account, description, shipments }) => ({
      email: account.email,
      description: `${description}; ${shipments.length} shipments in every status`,
    })),
    { email: DEMO_STAFF_EMAIL, description: 'staff: the operations console at /ops' },
  ];
}
