import { Anchor, Box, Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BEST_PARTNER_DISCOUNT_PERCENT } from '#domain/rates/volume-tiers.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { ContactDetails } from '../../lib/contact-details.ts';
import { AnimatedCounters, COMPANY_COUNTERS, FeatureCard, FeatureGrid, PageIntro, PageSection } from '../marketing/index.ts';

import { EASTER_EGG_COUNTERS, VALUES } from './about-content.ts';
import { useEasterEgg } from './use-easter-egg.ts';

/** Who we are and where we are going, with a surprise for the persistent clicker. */
export function AboutPage() {
  const { activated, countClick } = useEasterEgg();
  return (
    // Every click on the page counts towards the easter egg, whatever it lands on.
    <Box onClickCapture={countClick}>
      <Container size="lg" py={{ base: 'xl', md: 56 }}>
        <Stack gap={64}>
          <PageIntro
            title="About Maplepost"
            lead="We are a Vancouver shipping company that gets parcels across Canada and the US for less, with prices you can understand and people you can call."
          />

          <PageSection id="vision" title="Our vision">
            <Stack gap="md" maw={720}>
              <Text>
                Shipping should be as simple for a two-person shop in Burnaby as it is for a
                national retailer. Big shippers get negotiated rates, pickups and account managers;
                small ones get retail counter prices and a queue.
              </Text>
              <Text>
                Maplepost closes that gap. We pool the parcels of thousands of businesses and
                individuals, so each of them ships at the rates of a large account, and we wrap
                those rates in tools that make one parcel or a hundred quick to send.
              </Text>
            </Stack>
          </PageSection>

          <PageSection id="values" title="What we stand for">
            <FeatureGrid features={VALUES} columns={4} />
          </PageSection>

          <PageSection id="numbers" title="Maplepost in numbers">
            <AnimatedCounters counters={activated ? EASTER_EGG_COUNTERS : COMPANY_COUNTERS} />
          </PageSection>

          <PageSection id="work-with-us" title="Careers and partnerships">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <CareersCard />
              <PartnershipsCard />
            </SimpleGrid>
          </PageSection>
        </Stack>
      </Container>
    </Box>
  );
}

function CareersCard() {
  const { careersEmail } = ContactDetails;
  return (
    <FeatureCard icon={IconBriefcase} title="Careers">
      <Text c="gray.7">
        Our team of drivers, warehouse associates, support agents and engineers works from Vancouver
        and Toronto. We list no openings here; send your résumé and the kind of role you are looking
        for to <Anchor href={`mailto:${careersEmail}`}>{careersEmail}</Anchor>, and we will get in
        touch when a matching position opens.
      </Text>
    </FeatureCard>
  );
}

function PartnershipsCard() {
  const { partnersEmail } = ContactDetails;
  return (
    <FeatureCard icon={IconHeartHandshake} title="Partnerships">
      <Text c="gray.7">
        Carriers, e-commerce platforms and local warehouses: if you move or sell parcels,
        let&rsquo;s talk about working together. Write to{' '}
        <Anchor href={`mailto:${partnersEmail}`}>{partnersEmail}</Anchor>. Shipping a lot yourself?
        Our business programme offers partner rates of up to {BEST_PARTNER_DISCOUNT_PERCENT}% off.
      </Text>
      <Button
        component={Link}
        to={SiteRoutes.business}
        variant="light"
        mt="xs"
        style={{ alignSelf: 'flex-start' }}
      >
        Explore Maplepost for Business
      </Button>
    </FeatureCard>
  );
}
