import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { BILLING_TYPE_LABELS } from '#domain/ops/messages.ts';
import type { OpsShipment } from '#domain/ops/schemas.ts';
import type { PartyDetails } from '#domain/shipments/party-fields.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { statusLabel } from '#domain/tracking/progress.ts';
import { TrackingLookupSchema } from '#domain/tracking/schemas.ts';
import { formatDollars } from '../../lib/format-money.ts';
import { formatPhone } from '../address-book/index.ts';
import { FormAlert } from '../auth/index.ts';
import { opsApi } from './ops-api.ts';
import { OpsPanel } from './ops-panel.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

// Staff read times in the warehouse's zone, with the zone named.
const eventTime = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Vancouver',
  timeZoneName: 'short',
});

/** Any shipment by its tracking number, with everything staff need to act on it. */
export function LookupPanel() {
  const form = useForm({
    resolver: zodResolver(TrackingLookupSchema),
    defaultValues: { trackingNumber: '' },
  });
  const typed = useWatch({ control: form.control, name: 'trackingNumber' });
  const lookUp = useMutation({ mutationFn: opsApi.lookUp });
  const submit = form.handleSubmit(({ trackingNumber }) => lookUp.mutate(trackingNumber));

  return (
    <OpsPanel titleId="lookup-title" title="Look up a shipment">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Tracking number to look up"
            {...form.register('trackingNumber')}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            loading={lookUp.isPending}
            renderRoot={focusableWhileLoading}
            disabled={!typed.trim()}
          >
            Look up
          </Button>
        </Group>
      </form>
      <FormAlert message={lookUp.error?.message} />
      {lookUp.data && <ShipmentDetail shipment={lookUp.data} />}
    </OpsPanel>
  );
}

function ShipmentDetail({ shipment }: { shipment: OpsShipment }) {
  return (
    <Stack gap="md" aria-label={`Shipment ${shipment.trackingNumber}`} role="region">
      <Group justify="space-between" wrap="wrap">
        <Text fw={700} ff="monospace" size="lg">
          {shipment.trackingNumber}
        </Text>
        <Badge size="lg" variant="light">
          {statusLabel(shipment.status)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Facts
          facts={[
            ['Service', `${shipment.serviceName} (${shipment.serviceCode})`],
            ['Price', formatDollars(centsToDollars(shipment.priceCents))],
            [
              'Paid',
              shipment.paidWith
                ? shipment.paidWith === 'CARD'
                  ? 'By card'
                  : 'On invoice'
                : 'Not paid',
            ],
            ['Parcel', shipment.parcel],
            ['Created', eventTime.format(new Date(shipment.createdAt))],
            ['Instructions', shipment.packageInstruction || '—'],
          ]}
        />
        <Facts
          facts={
            shipment.account
              ? [
                  ['Account', `${shipment.account.name} <${shipment.account.email}>`],
                  ['Billing', BILLING_TYPE_LABELS[shipment.account.billingType]],
                ]
              : [['Account', 'Guest (no account)']]
          }
        />
        <Party title="Sender" party={shipment.sender} />
        <Party title="Recipient" party={shipment.recipient} />
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Events
        </Title>
        {shipment.events.length === 0 ? (
          <Text c="dimmed">No events yet: the shipment is not paid.</Text>
        ) : (
          <Table aria-label="Events" striped fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipment.events.map((event) => (
                <Table.Tr key={`${event.timestamp}-${event.status}`}>
                  <Table.Td>{eventTime.format(new Date(event.timestamp))}</Table.Td>
                  <Table.Td>{event.description}</Table.Td>
                  <Table.Td>{event.location}</Table.Td>
                  <Table.Td>{statusLabel(event.source)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {facts.map(([term, value]) => (
        <Group key={term} gap="xs" wrap="nowrap" align="flex-start">
          <Text component="dt" c="dimmed" size="sm" w={96} style={{ flexShrink: 0 }}>
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Party({ title, party }: { title: string; party: PartyDetails }) {
  const street = [party.unitNumber, party.streetAddress].filter(Boolean).join('-');
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{[party.name, party.company].filter(Boolean).join(', ')}</Text>
      <Text size="sm">{street}</Text>
      <Text size="sm">
        {party.city}, {party.province} {party.postalCode}, {party.countryCode}
      </Text>
      <Text size="sm" c="dimmed">
        {[formatPhone(party.phone), party.email].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}
