import { NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { estimateSavings, formatWholeDollars, SAVINGS_PER_PACKAGE_DOLLARS } from './savings.ts';

/** More than any customer ships; it keeps the figures readable on a phone. */
const MAX_PACKAGES_PER_MONTH = 100_000;

type SavingsCalculatorProps = {
  /** The package count the calculator opens with. */
  initialPackagesPerMonth?: number;
};

/** Estimates what a shipper saves per month and per year from their monthly package count. */
export function SavingsCalculator({ initialPackagesPerMonth = 100 }: SavingsCalculatorProps) {
  const [packages, setPackages] = useState<number | string>(initialPackagesPerMonth);
  // While the field is being cleared or retyped it holds text; count that as no packages.
  const { monthlyDollars, yearlyDollars } = estimateSavings(
    typeof packages === 'number' ? packages : 0,
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="lg">
        <NumberInput
          label="Packages you ship per month"
          description="Enter your usual monthly volume"
          value={packages}
          onChange={setPackages}
          min={0}
          max={MAX_PACKAGES_PER_MONTH}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          thousandSeparator=","
          size="md"
        />
        {/* Side by side wherever the card is wide enough, whatever the page around it. */}
        <SimpleGrid minColWidth={180} autoFlow="auto-fit" spacing="md" aria-live="polite">
          <SavingsFigure label="Monthly savings" dollars={monthlyDollars} />
          <SavingsFigure label="Yearly savings" dollars={yearlyDollars} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          An estimate based on an average saving of ${SAVINGS_PER_PACKAGE_DOLLARS} per package
          against retail counter rates. Your quote shows the exact price for each parcel&rsquo;s
          weight, size and destination.
        </Text>
      </Stack>
    </Paper>
  );
}

function SavingsFigure({ label, dollars }: { label: string; dollars: number }) {
  return (
    <Paper bg="maple.0" radius="md" p="md">
      <Text size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text fz={30} fw={800} c="maple.8" lh={1.2}>
        {formatWholeDollars(dollars)}
      </Text>
    </Paper>
  );
}
