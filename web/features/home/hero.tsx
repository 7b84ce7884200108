import { Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GENERAL_MARKETING_DISCOUNT_PERCENT } from '#domain/rates/volume-tiers.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import classes from './hero.module.css';
import { PlayPauseButton } from './play-pause-button.tsx';
import { PrimaryAction } from './primary-action.tsx';
import { RotatingPhrase } from './rotating-phrase.tsx';

/** What follows "Ship parcels" in the headline, one after the other. */
const HEADLINE_PHRASES = [
  'across Canada',
  'to the United States',
  'for your small business',
  `for up to ${GENERAL_MARKETING_DISCOUNT_PERCENT}% less`,
] as const;

/** The top of the home page: the promise, the rotating headline and the way in. */
export function Hero() {
  const [headlinePaused, setHeadlinePaused] = useState(false);
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="md">
        <Stack gap="lg" align="center" ta="center">
          <Text fw={700} c="maple.8" tt="uppercase" lts={1} size="sm">
            Canada and US parcel shipping
          </Text>
          <Title id="home-title" order={1} className={classes.title}>
            Ship parcels <RotatingPhrase phrases={HEADLINE_PHRASES} paused={headlinePaused} />
            <VisuallyHidden>across Canada and to the United States, for less</VisuallyHidden>
          </Title>
          <Text size="xl" c="gray.7" maw={640}>
            Discounted rates up to {GENERAL_MARKETING_DISCOUNT_PERCENT}% off, free pickup in Greater
            Vancouver and $100 of insurance on every parcel. Get a quote in seconds, pay online and
            print your label.
          </Text>
          <Group justify="center" gap="sm">
            <PrimaryAction size="lg" />
            <Button component={Link} to={SiteRoutes.tracking} size="lg" variant="default">
              Track a Parcel
            </Button>
          </Group>
          <PlayPauseButton
            paused={headlinePaused}
            onToggle={() => setHeadlinePaused((wasPaused) => !wasPaused)}
            subject="headline"
          />
        </Stack>
      </Container>
    </section>
  );
}
