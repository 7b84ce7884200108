import { Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  estimateSavings,
  formatWholeDollars,
  MAX_PACKAGES_PER_MONTH,
  PACKAGE_COUNT_LIMITS,
  PACKAGE_COUNT_MESSAGE,
  readPackageCount,
  SAVINGS_PER_PACKAGE_DOLLARS,
  type PackageCountReading,
} from './savings.ts';

type SavingsCalculatorProps = {
  /** The package count the calculator opens with. */
  initialPackagesPerMonth?: number;
};

/** What the browser holds for a number input, as the user left it. */
function readNumberInput(input: HTMLInputElement): PackageCountReading {
  // Text the browser cannot read as a number ("1e", "--5") leaves `value` empty: it is not a
  // count, and an empty field would hide that.
  if (input.validity.badInput) return { status: 'invalid', message: PACKAGE_COUNT_MESSAGE };
  return readPackageCount(input.value);
}

/** Estimates what a shipper saves per month and per year from their monthly package count. */
export function SavingsCalculator({ initialPackagesPerMonth = 100 }: SavingsCalculatorProps) {
  const [reading, setReading] = useState(() => readPackageCount(String(initialPackagesPerMonth)));
  const savings = reading.status === 'valid' ? estimateSavings(reading.count) : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="lg">
        {/* Uncontrolled: what the user typed stays as typed, and is read, never rewritten. */}
        <TextInput
          type="number"
          inputMode="numeric"
          label="Packages you ship per month"
          description={`Your usual monthly volume, ${PACKAGE_COUNT_LIMITS}`}
          defaultValue={initialPackagesPerMonth}
          onInput={(event) => setReading(readNumberInput(event.currentTarget))}
          min={0}
          max={MAX_PACKAGES_PER_MONTH}
          step={1}
          error={reading.status === 'invalid' ? reading.message : undefined}
          size="md"
        />
        {/* Side by side wherever the card is wide enough, whatever the page around it. */}
        <SimpleGrid minColWidth={180} autoFlow="auto-fit" spacing="md" aria-live="polite">
          <SavingsFigure label="Monthly savings" dollars={savings?.monthlyDollars} />
          <SavingsFigure label="Yearly savings" dollars={savings?.yearlyDollars} />
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

/** A figure, or, without a count to work from, that it waits for one rather than a wrong amount. */
function SavingsFigure({ label, dollars }: { label: string; dollars: number | undefined }) {
  return (
    <Paper bg="maple.0" radius="md" p="md">
      <Text size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      {dollars === undefined ? (
        <Text fz="lg" fw={600} c="gray.7" lh={1.2} py={6}>
          Waiting for a valid count
        </Text>
      ) : (
        <Text fz={30} fw={800} c="maple.8" lh={1.2}>
          {formatWholeDollars(dollars)}
        </Text>
      )}
    </Paper>
  );
}
