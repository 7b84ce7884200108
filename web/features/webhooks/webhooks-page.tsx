import { Anchor, Code, Container, Stack, Text, Title } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { EmptyCard } from '../../ui/empty-card.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { LoadFailed } from '../account/index.ts';
import { AddEndpointForm } from './add-endpoint-form.tsx';
import { EndpointCard } from './endpoint-card.tsx';
import { useWebhookEndpoints } from './webhooks-api.ts';

/**
 * /webhooks: where Maplepost tells a shop's own systems of its shipments as things happen,
 * each delivery signed with the endpoint's secret, and what became of each delivery.
 */
export function WebhooksPage() {
  const [notice, setNotice] = useState('');
  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Webhooks</Title>
          <Text c="dimmed">
            Let your systems hear of your shipments as things happen. Each event is POSTed as JSON
            with a <Code>Maplepost-Signature</Code> header, signed with the endpoint’s secret, and a{' '}
            <Code>Maplepost-Event-Id</Code> to ignore repeats. To call the API yourself, create a
            key on the{' '}
            <Anchor component={Link} to={SiteRoutes.apiKeys}>
              API keys page
            </Anchor>
            .
          </Text>
        </Stack>
        <AddEndpointForm onAdded={(url) => setNotice(`Endpoint added: ${url}`)} />
        <SectionCard title="Your endpoints">
          <Text role="status" c="green.9" fw={600} hidden={!notice}>
            {notice}
          </Text>
          <EndpointList onDeleted={setNotice} />
        </SectionCard>
      </Stack>
    </Container>
  );
}

function EndpointList({ onDeleted }: { onDeleted: (message: string) => void }) {
  const endpoints = useWebhookEndpoints();
  if (endpoints.isPending) return <CenteredLoader label="Loading your webhook endpoints…" />;
  if (endpoints.isError) {
    return (
      <LoadFailed
        message="Your webhook endpoints could not be loaded. Please try again."
        query={endpoints}
      />
    );
  }
  if (endpoints.data.length === 0) {
    return (
      <EmptyCard
        py={32}
        icon={<IconWebhook aria-hidden />}
        title="No endpoints yet"
        description="Add the address of your system above to start receiving events."
        actions={null}
      />
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {endpoints.data.map((endpoint) => (
        <EndpointCard key={endpoint.endpointId} endpoint={endpoint} onDeleted={onDeleted} />
      ))}
    </Stack>
  );
}
