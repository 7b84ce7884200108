import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { formatWholeNumber } from '../../lib/format-whole-number.ts';
import { useCountUp } from './use-count-up.ts';
import { useSeenOnce } from './use-seen-once.ts';

export type Counter = { value: number; label: string; suffix?: string };

/** Maplepost in numbers (spec section 9). */
export const COMPANY_COUNTERS: readonly Counter[] = [
  { value: 1500, suffix: '+', label: 'Packages shipped every day' },
  { value: 300, suffix: '+', label: 'Partner networks' },
  { value: 5000, suffix: '+', label: 'Customers across Canada and the US' },
];

type AnimatedCountersProps = { counters?: readonly Counter[] };

/** Figures that count up when they scroll into view; at once when the visitor prefers reduced motion. */
export function AnimatedCounters({ counters = COMPANY_COUNTERS }: AnimatedCountersProps) {
  const { ref, seen } = useSeenOnce<HTMLDivElement>();
  const reduceMotion = useReducedMotion();
  return (
    <SimpleGrid ref={ref} minColWidth={220} autoFlow="auto-fit" spacing="lg">
      {counters.map((counter) => (
        <AnimatedCounter
          key={counter.label}
          counter={counter}
          animate={!reduceMotion}
          running={seen}
        />
      ))}
    </SimpleGrid>
  );
}

type AnimatedCounterProps = { counter: Counter; animate: boolean; running: boolean };

function AnimatedCounter({
  counter: { value, label, suffix = '' },
  animate,
  running,
}: AnimatedCounterProps) {
  const counted = useCountUp(value, animate && running);
  const shown = animate ? counted : value;
  return (
    <Paper withBorder radius="lg" p="lg" ta="center">
      {/* Screen readers get the final figure once, not every step of the count. */}
      <Text aria-hidden="true" fz={{ base: 36, sm: 44 }} fw={800} c="maple.7" lh={1.1}>
        {formatWholeNumber(shown)}
        {suffix}
      </Text>
      <VisuallyHidden>
        {formatWholeNumber(value)}
        {suffix}
      </VisuallyHidden>
      <Text fw={600} c="gray.8" mt={6}>
        {label}
      </Text>
    </Paper>
  );
}
