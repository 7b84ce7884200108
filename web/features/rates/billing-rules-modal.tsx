import { List, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { VOLUMETRIC_DIVISOR } from '#domain/rates/chargeable-weight.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { CENTIMETRES_PER_INCH, KILOGRAMS_PER_POUND } from '#domain/rates/units.ts';
import { VOLUME_TIER_RULE, VOLUME_TIERS } from '#domain/rates/volume-tiers.ts';
import { formatDollars } from '../../lib/format-money.ts';
import {
  describeParcel,
  EXAMPLE_PARCELS,
  formatKg,
  formatSidesCm,
  incrementBands,
  roundingExample,
  serviceLimitGroups,
  workedExample,
  type IncrementBand,
  type WorkedExample,
} from './billing-rules.ts';
import { YourPricingTier } from './your-pricing-tier.tsx';

type BillingRulesModalProps = { opened: boolean; onClose: () => void };

/** How a parcel is billed (spec section 9, Billing rules), stated from the rating engine's own constants. */
export function BillingRulesModal({ opened, onClose }: BillingRulesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Billing Rules"
      size="lg"
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 750 } }}
      // Mantine leaves the close button without a name.
      closeButtonProps={{ 'aria-label': 'Close billing rules' }}
    >
      <Stack gap="lg">
        <ChargeableWeightRules />
        <WorkedExamples />
        <PriceRules />
        <ServiceLimits />
        <Text size="sm" fs="italic">
          Rules may vary by service or region.
        </Text>
      </Stack>
    </Modal>
  );
}

function RuleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function describeBand({ fromKg, toKg, stepKg }: IncrementBand): string {
  const range =
    toKg === undefined
      ? `${fromKg} kg and above`
      : fromKg === 0
        ? `Under ${toKg} kg`
        : `${fromKg} kg to under ${toKg} kg`;
  const step = stepKg === 1 ? 'the next whole kilogram' : `the next ${stepKg} kg`;
  return `${range}: rounded up to ${step}`;
}

function ChargeableWeightRules() {
  return (
    <RuleSection title="Chargeable weight">
      <Text>
        We bill the greater of the parcel&apos;s actual weight and its volumetric weight. Volumetric
        weight in kg is length × width × height in cm ÷ {VOLUMETRIC_DIVISOR}.
      </Text>
      <List>
        {incrementBands().map((band) => (
          <List.Item key={band.fromKg}>{describeBand(band)}</List.Item>
        ))}
      </List>
      <Text>
        Sizes in inches and weights in pounds are converted first: 1 in = {CENTIMETRES_PER_INCH} cm
        and 1 lb = {KILOGRAMS_PER_POUND} kg.
      </Text>
    </RuleSection>
  );
}

function WorkedExamples() {
  return (
    <RuleSection title="Examples">
      {EXAMPLE_PARCELS.map((parcel) => (
        <WorkedExampleCard key={describeParcel(parcel)} example={workedExample(parcel)} />
      ))}
    </RuleSection>
  );
}

function WorkedExampleCard({ example }: { example: WorkedExample }) {
  const { measured, metric } = example;
  const isMetric = measured.dimensionUnit === 'CM' && measured.weightUnit === 'KGS';
  const actual = formatKg(metric.weightGrams);
  const volumetric = formatKg(example.volumetricGrams);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600}>
        {describeParcel(measured)}
        {!isMetric && ` (${formatSidesCm(metric)} cm, ${actual})`}
      </Text>
      <Text size="sm">
        Volumetric weight: {formatSidesCm(metric)} ÷ {VOLUMETRIC_DIVISOR} = {volumetric}
      </Text>
      <Text size="sm">
        Billed as <strong>{formatKg(example.chargeableGrams)}</strong>: the greater of {actual} and{' '}
        {volumetric}, rounded up.
      </Text>
    </Paper>
  );
}

function PriceRules() {
  const example = roundingExample();
  const dollars = (cents: number) => formatDollars(centsToDollars(cents));
  return (
    <RuleSection title="Price and discounts">
      <Text>
        The list price follows from the chargeable weight, the service and the distance, and is a
        whole dollar. Your volume tier takes its discount off the list price:
      </Text>
      <YourPricingTier />
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Packages per month</Table.Th>
            <Table.Th>Discount off the list price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {VOLUME_TIERS.map((tier) => (
            <Table.Tr key={tier.label}>
              <Table.Td>{tier.label}</Table.Td>
              <Table.Td>{tier.discountPercent}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {VOLUME_TIER_RULE} Guests are quoted the first tier. Exclusive business partners add a
        negotiated contract rate on top of their tier.
      </Text>
      <Text>
        The fee you pay is then rounded to the nearest whole dollar, a half dollar up: a{' '}
        {dollars(example.listCents)} list price less {example.discountPercent}% is{' '}
        {dollars(example.discountedCents)}, so you pay {dollars(example.finalCents)}.
      </Text>
    </RuleSection>
  );
}

function ServiceLimits() {
  return (
    <RuleSection title="Service limits">
      <Text>
        A service is offered only for parcels within its limits. Length plus girth is the longest
        side plus twice each of the other two.
      </Text>
      <List spacing="xs">
        {serviceLimitGroups().map(({ serviceNames, limits }) => (
          <List.Item key={serviceNames.join()}>
            <Text fw={600} span>
              {serviceNames.join(', ')}:
            </Text>{' '}
            up to {formatKg(limits.maxWeightGrams)}, longest side up to{' '}
            {limits.maxLongestSideMm / 10} cm, length plus girth up to{' '}
            {limits.maxLengthPlusGirthMm / 10} cm.
          </List.Item>
        ))}
      </List>
    </RuleSection>
  );
}
