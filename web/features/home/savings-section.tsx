import { Anchor, List, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BEST_PARTNER_DISCOUNT_PERCENT } from '#domain/rates/volume-tiers.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { HomeSection } from './home-section.tsx';
import { DisabledUntilHydrated } from '../../ui/disabled-until-hydrated.tsx';

// Its number field (about 15 KB gzip) would not fit the home page's 150 KB budget for its first
// download; the calculator sits far below the fold, and arrives long before anyone reaches it.
// Through marketing's index.ts, which home also imports at once, it would be bundled with them.
const SavingsCalculator = lazy(() =>
  // eslint-disable-next-line import-x/no-restricted-paths -- a lazy module is its own door
  import('../marketing/savings-calculator.tsx').then((module) => ({
    default: module.SavingsCalculator,
  })),
);

/** The savings calculator beside what makes the savings grow. */
export function SavingsSection() {
  return (
    <HomeSection
      id="savings"
      title="How much could you save?"
      intro="Enter the number of packages you send in a typical month."
      tinted
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
        <Suspense fallback={<SavingsCalculatorSkeleton />}>
          <DisabledUntilHydrated>
            <SavingsCalculator />
          </DisabledUntilHydrated>
        </Suspense>
        <div>
          <Text fw={700} size="lg" mb="sm">
            The more you ship, the more you keep
          </Text>
          <List spacing="sm" c="gray.8">
            <List.Item>Discounted rates on every quote, before you even sign up.</List.Item>
            <List.Item>
              Volume tiers that lower your price as your monthly shipments grow.
            </List.Item>
            <List.Item>
              Up to {BEST_PARTNER_DISCOUNT_PERCENT}% off for exclusive business partners, and one
              monthly invoice for approved business accounts.
            </List.Item>
          </List>
          <Anchor component={Link} to={SiteRoutes.business} fw={600} mt="lg" display="inline-block">
            See the business programme and volume discounts
          </Anchor>
        </div>
      </SimpleGrid>
    </HomeSection>
  );
}

/** Holds the calculator's place while it loads, as tall as the calculator in each layout, so nothing jumps. */
function SavingsCalculatorSkeleton() {
  return <Skeleton h={{ base: 436, xs: 291, sm: 323, md: 344 }} radius="lg" aria-hidden />;
}
