import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';

const helpfulLinks = [
  { to: SiteRoutes.shipping, label: 'Create a shipment', text: 'Get rates and ship a parcel.' },
  {
    to: SiteRoutes.tracking,
    label: 'Track a parcel',
    text: 'Follow a shipment by its tracking number.',
  },
  {
    to: SiteRoutes.business,
    label: 'For Business',
    text: 'Pickup, volume discounts and invoicing.',
  },
  { to: SiteRoutes.faq, label: 'FAQ', text: 'Answers to common questions.' },
];

/** Any address the route table does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <Container size="md" py={{ base: 'xl', md: 64 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Text fw={700} c="maple.7" size="sm">
            Error 404
          </Text>
          <Title order={1}>Page Not Found</Title>
          <Text size="lg" c="dimmed">
            The page you are looking for does not exist or has moved. One of these should get you
            back on track.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {helpfulLinks.map((link) => (
            <Paper key={link.to} withBorder radius="md" p="md">
              <Anchor component={Link} to={link.to} fw={700}>
                {link.label}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {link.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button component={Link} to={SiteRoutes.home}>
            Go to the home page
          </Button>
          <Button component={Link} to={SiteRoutes.contact} variant="default">
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
