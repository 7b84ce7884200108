import { Alert, List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { DROP_OFF_RADIUS_KM } from '#domain/shipments/drop-off-reach.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import type { BatchStatus, DropOffLocation } from '#domain/shipments/schemas.ts';

/** How far a location is from the sender: 'in your postal area', or 'about 1,477 km'. */
function distanceText(distanceKm: number): string {
  return distanceKm === 0
    ? 'in your postal area'
    : `about ${distanceKm.toLocaleString('en-CA')} km`;
}

export const DropOffMessages = {
  noneWithinReach: (nearest: DropOffLocation) =>
    `None of our drop-off locations is within ${DROP_OFF_RADIUS_KM} km of your postal code. The nearest is ${nearest.name}, ${nearest.address}, ${distanceText(nearest.distanceKm)} away.`,
  choosePickup: 'Free pickup is available at your address: choose Free pickup above.',
  cannotPay: 'You cannot pay for this shipment: there is no drop-off location near you.',
  payWithPickup: 'To pay, choose Free pickup: there is no drop-off location near you.',
} as const;

type DropOffLocationsProps = {
  batch: Pick<BatchStatus, 'dropOffLocations' | 'nearestDropOffLocation'>;
  /** What the list is called on this page. */
  title: string;
  /** Said last when no location is within reach: what the sender can do instead. */
  instead?: string;
};

/**
 * Where the sender can drop the parcels off, nearest first with each one's distance; or, with
 * none within reach, the spec's message and the nearest location however far.
 */
export function DropOffLocations({ batch, title, instead }: DropOffLocationsProps) {
  const titleId = useId();
  const { dropOffLocations: locations, nearestDropOffLocation: nearest } = batch;
  if (locations.length === 0) {
    return (
      <Alert color="red" role="alert">
        <Stack gap={4}>
          <Text inherit>{ShipmentMessages.noDropOffLocations}</Text>
          {nearest && <Text inherit>{DropOffMessages.noneWithinReach(nearest)}</Text>}
          {instead && <Text inherit>{instead}</Text>}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Text fw={600} id={titleId}>
        {title}
      </Text>
      <List aria-labelledby={titleId} spacing="xs">
        {locations.map((location) => (
          <List.Item key={location.address}>
            {/* Spans: a list item's label is a span, which holds no paragraph. */}
            <Text span display="block">
              <Text span fw={600}>
                {location.name}
              </Text>{' '}
              — {distanceText(location.distanceKm)}
            </Text>
            <Text span display="block" size="sm">
              {location.address}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
