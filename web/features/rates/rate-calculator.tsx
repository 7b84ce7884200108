import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { DisabledUntilHydrated } from '../../ui/disabled-until-hydrated.tsx';

// The form, its validation (zod) and the rate cards arrive as their own chunk, just after the
// home page: they would not fit the home page's 150 KB budget for its first download.
const RateQuoteForm = lazy(() =>
  import('./rate-quote-form.tsx').then((module) => ({ default: module.RateQuoteForm })),
);

/** The home page's rate calculator (spec section 2, Home): a quick quote and its rate cards. */
export function RateCalculator() {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="lg">
        <div>
          <Title order={2} id={titleId}>
            Get a shipping quote
          </Title>
          <Text c="dimmed">Compare our discounted rates across Canada and to the US.</Text>
        </div>
        <Suspense fallback={<RateQuoteFormSkeleton />}>
          <DisabledUntilHydrated>
            <RateQuoteForm />
          </DisabledUntilHydrated>
        </Suspense>
      </Stack>
    </Paper>
  );
}

/** Holds the form's place while it loads, about as tall as the form in each layout, so the page below does not jump. */
function RateQuoteFormSkeleton() {
  return <Skeleton h={{ base: 420, sm: 220, lg: 110 }} radius="md" aria-hidden />;
}
