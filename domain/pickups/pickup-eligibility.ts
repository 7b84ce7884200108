import { isInGreaterVancouver } from '../rates/greater-vancouver.ts';

/** Free pickup is offered when every sender of the batch is in Greater Vancouver. */
export function isPickupEligible(orders: readonly { senderPostalCode: string }[]): boolean {
  return orders.length > 0 && orders.every((order) => isInGreaterVancouver(order.senderPostalCode));
}
