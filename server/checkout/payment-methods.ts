import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import type { Database } from '../db/client.ts';
import type { Owner } from '../shipments/index.ts';
import { findUserProfile } from '../account/index.ts';

/** Card for everyone; invoice too for accounts billed monthly (spec section 6). */
export async function paymentMethodsOf(db: Database, owner: Owner): Promise<PaymentMethod[]> {
  if (owner.kind === 'guest') return ['CARD'];
  const profile = await findUserProfile(db, owner.userId);
  return profile?.billingType === 'MONTHLY_BILLING' ? ['CARD', 'INVOICE'] : ['CARD'];
}
