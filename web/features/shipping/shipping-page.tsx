import { Container, Stack, Text, Title } from '@mantine/core';
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
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{heading.title}</Title>
          <Text c="dimmed">{heading.description}</Text>
        </Stack>
        <ShipmentForm variant={variant} />
      </Stack>
    </Container>
  );
}

/** /shipping (spec section 2, Shipping page). */
export function ShippingPage() {
  return <ShippingLayout variant="standard" />;
}
