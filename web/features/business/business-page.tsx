import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import {
  FeatureGrid,
  PageIntro,
  PageSection,
  SavingsCalculator,
  VolumeDiscountTable,
} from '../marketing/index.ts';

import { YourPricingTier } from '../rates/index.ts';
import {
  BENEFICIARIES,
  INTEGRATION_FEATURES,
  PICKUP_FEATURES,
  SUPPORT_FEATURES,
} from './business-content.ts';

/** The business programme: pickup, volume discounts, savings, integrations, support and who it serves. */
export function BusinessPage() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <Stack gap={64}>
        <PageIntro
          title="Maplepost for Business"
          lead="Shipping for online sellers and growing warehouses: free pickup in Greater Vancouver, discounts that grow with your volume, and tools that send a hundred orders as easily as one."
          actions={<AccountActions />}
        />

        <PageSection
          id="pickup"
          title="Free pickup in Greater Vancouver"
          intro="Stop carrying boxes to the post office. In Greater Vancouver we come to you, at no charge."
        >
          <FeatureGrid features={PICKUP_FEATURES} />
        </PageSection>

        <Grid gap={{ base: 64, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PageSection
              id="volume-discounts"
              title="Volume discounts that grow with you"
              intro="The more you ship in a month, the less each parcel costs. Your tier is applied to every quote automatically, and exclusive partners add a negotiated contract rate on top."
            >
              <Stack gap="md">
                <YourPricingTier />
                <VolumeDiscountTable />
              </Stack>
            </PageSection>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PageSection
              id="savings"
              title="How much could you save?"
              intro="Enter the number of packages you send in a typical month."
            >
              <SavingsCalculator />
            </PageSection>
          </Grid.Col>
        </Grid>

        <PageSection
          id="integrations"
          title="Connect your store and systems"
          intro="Create shipments from where your orders already are, instead of typing them in one by one."
        >
          <FeatureGrid features={INTEGRATION_FEATURES} />
          <Button component={Link} to={SiteRoutes.developers} variant="light" mt="lg">
            Read the API reference
          </Button>
        </PageSection>

        <PageSection id="support" title="Support from people who know shipping">
          <FeatureGrid features={SUPPORT_FEATURES} />
        </PageSection>

        <PageSection id="who-benefits" title="Who it is for">
          <FeatureGrid features={BENEFICIARIES} columns={4} />
        </PageSection>

        <ClosingCall />
      </Stack>
    </Container>
  );
}

function AccountActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to={SiteRoutes.signUp} size="md">
        Open a Business Account
      </Button>
      <Button component={Link} to={SiteRoutes.contact} size="md" variant="default">
        Talk to Our Team
      </Button>
    </Group>
  );
}

function ClosingCall() {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} bg="maple.0">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>Ready to ship for less?</Title>
        <Text c="gray.8" maw={640}>
          Create a free account in a minute and get your first quote. When your volume grows, ask us
          about monthly invoicing and partner rates.
        </Text>
        <AccountActions />
      </Stack>
    </Paper>
  );
}
