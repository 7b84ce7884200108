import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconDiscount, IconShieldCheck, IconTruck, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import classes from './home-page.module.css';

const benefits: { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconDiscount,
    title: 'Up to 70% off',
    text: 'Discounted rates from trusted carriers on every parcel, and deeper savings for businesses.',
  },
  {
    icon: IconTruck,
    title: 'Free pickup in Greater Vancouver',
    text: 'We collect from your door. Anywhere else, drop your parcel at a national postal office.',
  },
  {
    icon: IconShieldCheck,
    title: '$100 insurance included',
    text: 'Every shipment is covered for at least $100 at no extra cost, and tracked end to end.',
  },
];

/** The landing page: what Maplepost offers and where to start. */
export function HomePage() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="md">
          <Stack gap="lg" align="center" ta="center">
            <Text fw={700} c="maple.7" tt="uppercase" lts={1} size="sm">
              Parcel shipping for Canada and the US
            </Text>
            <Title id="home-title" order={1} className={classes.title}>
              Ship across Canada and the US for less
            </Title>
            <Text size="xl" c="gray.7" maw={640}>
              Compare discounted rates, print your label and track every parcel, whether you send
              one box or a hundred.
            </Text>
            <Group justify="center" gap="sm">
              <Button component={Link} to={SiteRoutes.shipping} size="lg">
                Create a Shipment
              </Button>
              <Button component={Link} to={SiteRoutes.signUp} size="lg" variant="default">
                Sign Up Free
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Title order={2} ta="center" mb="xl">
          Why shippers choose Maplepost
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {benefits.map((benefit) => (
            <Paper key={benefit.title} withBorder radius="lg" p="lg">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                <benefit.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md" mb="xs">
                {benefit.title}
              </Title>
              <Text c="gray.7">{benefit.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Button component={Link} to={SiteRoutes.tracking} variant="light">
            Track a parcel
          </Button>
          <Button component={Link} to={SiteRoutes.business} variant="subtle">
            Shipping for your business
          </Button>
        </Group>
      </Container>
    </>
  );
}
