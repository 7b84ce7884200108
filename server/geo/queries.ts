import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/** An address the user already used: an address-book entry or a past recipient. */
export type KnownAddress = {
  name: string;
  companyName: string;
  streetAddress: string;
  unitNumber: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: 'CA' | 'US';
};

/** How many of the user's latest orders their past recipients are read from: the people they ship to now. */
export const RECENT_ORDERS_READ = 300;

/** The recipients of the user's latest orders, newest first, repeats included. */
export function listRecentRecipients(db: Database, userId: string): Promise<KnownAddress[]> {
  return db
    .select({
      name: orders.recipientName,
      companyName: orders.recipientCompany,
      streetAddress: orders.recipientStreetAddress,
      unitNumber: orders.recipientUnitNumber,
      city: orders.recipientCity,
      province: orders.recipientProvince,
      postalCode: orders.recipientPostalCode,
      countryCode: orders.recipientCountryCode,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.userPosition))
    .limit(RECENT_ORDERS_READ);
}
