import { Anchor, Container, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { ContactDetails } from '../../lib/contact-details.ts';
import { PageIntro, PageSection } from '../marketing/index.ts';

import { ContactForm } from './contact-form.tsx';
import { ContactMethodCards } from './contact-method-cards.tsx';
import { WarehouseCard } from './warehouse-card.tsx';

/** How to reach us: phone, email, hours, a message form and the two warehouses (spec section 2). */
export function ContactPage() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <Stack gap={56}>
        <PageIntro
          title="Contact Us"
          lead="Questions about a quote, a shipment or a business account? Our support team in Vancouver is here to help by phone and email."
        />

        <ContactMethodCards />

        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PageSection id="message" title="Send us a message">
              <ContactForm />
            </PageSection>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <QuickHelp />
          </Grid.Col>
        </Grid>

        <PageSection
          id="warehouses"
          title="Our warehouses"
          intro="Parcels from our pickups are sorted here before they travel on, and you can drop off your labelled parcels at either one. Please call before visiting for anything else."
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {ContactDetails.warehouses.map((warehouse) => (
              <WarehouseCard key={warehouse.name} warehouse={warehouse} />
            ))}
          </SimpleGrid>
        </PageSection>
      </Stack>
    </Container>
  );
}

/** Where to look before writing, and where claims go instead. */
function QuickHelp() {
  const { claimsEmail } = ContactDetails;
  return (
    <Paper withBorder radius="lg" p="lg" bg="gray.0">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4">
            Looking for a quick answer?
          </Title>
          <Text c="gray.7" mt="xs">
            Pricing, pickup, labels, customs, claims and tracking are covered in our{' '}
            <Anchor component={Link} to={SiteRoutes.faq}>
              Frequently Asked Questions
            </Anchor>
            .
          </Text>
        </div>
        <div>
          <Title order={2} size="h4">
            Parcel lost or damaged?
          </Title>
          <Text c="gray.7" mt="xs">
            Email <Anchor href={`mailto:${claimsEmail}`}>{claimsEmail}</Anchor> with the tracking
            number, photos of the item and the box, and proof of its value.
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
