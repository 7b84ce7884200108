import { Anchor, Badge, Group, Paper, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DutiesPayer } from '#domain/customs/customs-declaration.ts';
import type { Rate } from '#domain/rates/schemas.ts';
import { formatDollars } from '../../lib/format-money.ts';
import classes from './rate-cards.module.css';
import { discountLabel, dutiesNoteFor, formatEta, visibleRates } from './rate-display.ts';

type RateCardsProps = {
  /** Cheapest first, as POST /web/rates answers them; the first shown is the Best Value. */
  rates: readonly Rate[];
  /** With onSelect the cards become a radio group to choose a service from. */
  onSelect?: (serviceCode: string) => void;
  selectedServiceCode?: string;
  /** Names the radio group in selection mode. */
  label?: string;
  /** Without onSelect: where each card's "Ship with this service" link leads, if anywhere. */
  shipLinkFor?: (serviceCode: string) => string;
  /** For a parcel across the border: who pays its duties and taxes, said on every card. */
  dutiesPaidBy?: DutiesPayer;
};

/** Priced services as cards (spec section 9, Rate display); selectable like radios when given onSelect. */
export function RateCards({
  rates,
  onSelect,
  selectedServiceCode,
  label = 'Shipping options',
  shipLinkFor,
  dutiesPaidBy,
}: RateCardsProps) {
  const shown = visibleRates(rates);
  const dutiesNote = dutiesPaidBy && dutiesNoteFor(dutiesPaidBy);
  if (!onSelect)
    return <RateList rates={shown} shipLinkFor={shipLinkFor} dutiesNote={dutiesNote} />;
  return (
    <RateChoice
      rates={shown}
      onSelect={onSelect}
      selected={selectedServiceCode}
      label={label}
      dutiesNote={dutiesNote}
    />
  );
}

type RateListProps = Pick<RateCardsProps, 'shipLinkFor'> & {
  rates: Rate[];
  dutiesNote: string | undefined;
};

function RateList({ rates, shipLinkFor, dutiesNote }: RateListProps) {
  return (
    <ul className={classes.grid}>
      {rates.map((rate, index) => (
        <li key={rate.serviceCode}>
          <Paper
            withBorder
            radius="lg"
            p="md"
            className={classes.card}
            mod={{ 'best-value': index === 0 }}
          >
            <Stack gap="sm" h="100%" justify="space-between">
              <RateSummary rate={rate} bestValue={index === 0} dutiesNote={dutiesNote} />
              {shipLinkFor && <ShipLink to={shipLinkFor(rate.serviceCode)} rate={rate} />}
            </Stack>
          </Paper>
        </li>
      ))}
    </ul>
  );
}

type RateChoiceProps = {
  rates: Rate[];
  onSelect: (serviceCode: string) => void;
  selected: string | undefined;
  label: string;
  dutiesNote: string | undefined;
};

function RateChoice({ rates, onSelect, selected, label, dutiesNote }: RateChoiceProps) {
  // One tab stop for the group, as for native radios: the chosen card, or the first one.
  const tabStop = rates.some((rate) => rate.serviceCode === selected)
    ? selected
    : rates[0]?.serviceCode;
  return (
    <Radio.Group label={label} value={selected ?? null} onChange={onSelect}>
      <div className={classes.grid}>
        {rates.map((rate, index) => (
          <Radio.Card
            key={rate.serviceCode}
            value={rate.serviceCode}
            radius="lg"
            p="md"
            // The chosen card's border is the highlight here, so Best Value keeps only its badge.
            className={classes.card}
            tabIndex={rate.serviceCode === tabStop ? 0 : -1}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <RateSummary rate={rate} bestValue={index === 0} dutiesNote={dutiesNote} />
            </Group>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}

type RateSummaryProps = { rate: Rate; bestValue: boolean; dutiesNote: string | undefined };

function RateSummary({ rate, bestValue, dutiesNote }: RateSummaryProps) {
  const discount = discountLabel(rate.discountRate);
  return (
    <Stack gap="xs" flex={1}>
      {bestValue && <Badge className={classes.bestValue}>Best Value</Badge>}
      <Text fw={650}>{rate.serviceName}</Text>
      <Text className={classes.price}>{formatDollars(rate.finalDue)}</Text>
      <Group justify="space-between" gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} stroke={1.6} aria-hidden />
          <Text size="sm">
            <VisuallyHidden>Delivery time: </VisuallyHidden>
            {formatEta(rate.eta)}
          </Text>
        </Group>
        {discount && (
          <Badge variant="light" color="green">
            {discount}
          </Badge>
        )}
      </Group>
      {dutiesNote && <Text size="sm">{dutiesNote}</Text>}
    </Stack>
  );
}

function ShipLink({ to, rate }: { to: string; rate: Rate }) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      fw={600}
      // The visible words, then which card's service they mean.
      aria-label={`Ship with this service: ${rate.serviceName}`}
    >
      <Group gap={4} component="span">
        Ship with this service
        <IconArrowRight size={16} aria-hidden />
      </Group>
    </Anchor>
  );
}
