import { Button, Container, Group, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { ContactDetails } from '../../lib/contact-details.ts';
import classes from './commitment.module.css';
import { PrimaryAction } from './primary-action.tsx';

const PROMISES = [
  'You see the final price, its discount and the delivery time before you pay.',
  `People answer at ${ContactDetails.phone.display} and ${ContactDetails.supportEmail}, Monday to Saturday, from our Vancouver team.`,
  'A quote needs no account, and opening one is free.',
  'Your business gets the same care whether you send one parcel a month or five hundred.',
];

/** The closing promise to the shipper, and the way to start. */
export function Commitment() {
  return (
    <Container size="lg" className={classes.band}>
      <Paper
        component="section"
        aria-labelledby="commitment-title"
        radius="lg"
        className={classes.card}
      >
        <Title id="commitment-title" order={2}>
          Our commitment to you
        </Title>
        <Text c="gray.8" mt="xs" maw={680}>
          We are a Canadian shipping company built for small businesses. You deserve fair prices,
          straight answers and parcels you can follow from door to door.
        </Text>
        <List
          mt="lg"
          spacing="sm"
          c="gray.9"
          icon={
            <ThemeIcon size={24} radius="xl" aria-hidden="true">
              <IconCheck size={16} stroke={2.5} />
            </ThemeIcon>
          }
        >
          {PROMISES.map((promise) => (
            <List.Item key={promise}>{promise}</List.Item>
          ))}
        </List>
        <Group mt="xl" gap="sm">
          <PrimaryAction size="md" />
          <Button component={Link} to={SiteRoutes.contact} size="md" variant="default">
            Talk to Our Team
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
