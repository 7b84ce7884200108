import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { quotedShipmentOf } from '#domain/site/shipping-link.ts';
import type { ShipmentVariant } from './shipment-form-values.ts';
import { ShipmentForm } from './shipment-form.tsx';

const HEADINGS: Record<ShipmentVariant, { title: string; description: string }> = {
  standard: {
    title: 'Ship a Parcel',
    description:
      'Ship anywhere in Canada and the US: fill in the addresses and the package, then choose a service.',
  },
  nextDay: {
    title: 'Vancouver Next Day & Second Day Delivery',
    description:
      'Next-day and second-day delivery within the Greater Vancouver area: both addresses must be in Greater Vancouver.',
  },
};

/** The layout both shipping pages share (spec section 2). */
export function ShippingLayout({ variant }: { variant: ShipmentVariant }) {
  const heading = HEADINGS[variant];
  // Read once: the form starts from the quote and then belongs to the user.
  const [search] = useSearchParams();
  const [quote] = useState(() => quotedShipmentOf(search));
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{heading.title}</Title>
          <Text c="dimmed">{heading.description}</Text>
        </Stack>
        <ShipmentForm variant={variant} quote={quote} />
      </Stack>
    </Container>
  );
}

/** /shipping (spec section 2, Shipping page). */
export function ShippingPage() {
  return <ShippingLayout variant="standard" />;
}
