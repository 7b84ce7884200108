import { Container, Stack, Text, Title } from '@mantine/core';
import { BillingPanel } from './billing-panel.tsx';
import { LookupPanel } from './lookup-panel.tsx';
import { ScanPanel } from './scan-panel.tsx';

/** /ops: the staff console that moves parcels (the router lets only staff in). */
export function OpsPage() {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Operations</Title>
          <Text c="dimmed">Record scans, look up any shipment and set how an account pays.</Text>
        </Stack>
        <ScanPanel />
        <LookupPanel />
        <BillingPanel />
      </Stack>
    </Container>
  );
}
