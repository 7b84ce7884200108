import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { ContactDetails } from '../../lib/contact-details.ts';
import { ComingSoonNotice } from '../../ui/coming-soon-notice.tsx';
import { ComingSoonTopics, type ComingSoonTopicName } from './coming-soon-topics.ts';

/** The body of a page that a later release builds: its real heading and what it will offer. */
export function ComingSoonPage({ topic }: { topic: ComingSoonTopicName }) {
  const { heading, intro, upcoming, icon } = ComingSoonTopics[topic];
  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{heading}</Title>
          <Text size="lg" c="dimmed">
            {intro}
          </Text>
        </Stack>
        <ComingSoonNotice
          title="What this page will offer"
          description="We are building this page now. Here is what you will be able to do:"
          upcoming={upcoming}
          icon={icon}
        />
        <Stack gap="sm">
          <Text>
            Need help before then? Call{' '}
            <Anchor href={ContactDetails.phone.href}>{ContactDetails.phone.display}</Anchor> or
            email{' '}
            <Anchor href={`mailto:${ContactDetails.supportEmail}`}>
              {ContactDetails.supportEmail}
            </Anchor>
            .
          </Text>
          <Button component={Link} to={SiteRoutes.home} variant="default" w="fit-content">
            Back to the home page
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
