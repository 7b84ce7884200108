import { isPickupEligible } from '#domain/pickups/pickup-eligibility.ts';
import { postalAreaKey } from '#domain/common/postal-code-format.ts';
import {
  DROP_OFF_RADIUS_KM,
  dropOffReach,
  type DropOffReach,
  type LocatedDropOffPoint,
} from '#domain/shipments/drop-off-reach.ts';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { postalAreaCentre } from '../postal/postal-directory.ts';
import { DROP_OFF_POINTS } from './drop-off-points.ts';

let locatedPoints: LocatedDropOffPoint[] | undefined;
const NOWHERE: DropOffReach = { locations: [], nearest: null };

/** The drop-off points at their postal areas' centres, located on first use, as the postal data loads then. */
function dropOffPointsLocated(): LocatedDropOffPoint[] {
  return (locatedPoints ??= DROP_OFF_POINTS.map((point) => {
    const centre = postalAreaCentre(point.postalArea);
    if (!centre) {
      throw new Error(`Drop-off point ${point.address}: no postal area ${point.postalArea}`);
    }
    return { ...point, centre };
  }));
}

/** Where a sender with this postal code can drop parcels off; nothing when the postal data does not know its area. */
export function dropOffReachOf(senderPostalCode: string): DropOffReach {
  const postalArea = postalAreaKey(senderPostalCode);
  const centre = postalAreaCentre(postalArea);
  if (!centre) return NOWHERE;
  return dropOffReach({ postalArea, centre }, dropOffPointsLocated());
}

/** How a batch's parcels can reach us, as checkout shows it. */
export type HandOver = Pick<
  BatchStatus,
  'pickupEligible' | 'dropOffLocations' | 'nearestDropOffLocation'
>;

/**
 * Free pickup when every sender is in Greater Vancouver, and the drop-off locations near the
 * first sender: a bulk batch has one sender, and the shipping page's batch one order.
 */
export function handOverOf(orders: readonly { senderPostalCode: string }[]): HandOver {
  const sender = orders[0]?.senderPostalCode;
  const reach = sender ? dropOffReachOf(sender) : NOWHERE;
  return {
    pickupEligible: isPickupEligible(orders),
    dropOffLocations: reach.locations,
    nearestDropOffLocation: reach.nearest,
  };
}

/** Why a batch cannot be paid (409), whatever the page did: its parcels would have no way to reach us. */
export const NO_WAY_TO_HAND_OVER = `This shipment cannot be paid: there is no drop-off location within ${DROP_OFF_RADIUS_KM} km of the sender, and free pickup is only available in Greater Vancouver. Please contact customer support.`;

/** A batch can be paid only when its parcels have a way to reach us: free pickup, or a drop-off location near the sender. */
export function canBeHandedOver(handOver: HandOver): boolean {
  return handOver.pickupEligible || handOver.dropOffLocations.length > 0;
}
