import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { apiExamples, type ApiExample } from '#domain/public-api/examples.ts';
import { PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { OperationCard } from './operation-card.tsx';
import { operationsOf, type ApiOperation, type OpenApiDocument } from './openapi-reading.ts';

/** The operations in the order their examples run in, one making what the next uses; any without one last. */
function inExampleOrder(operations: ApiOperation[], examples: Record<string, ApiExample>) {
  const order = Object.keys(examples);
  const rank = ({ key }: ApiOperation) => (key in examples ? order.indexOf(key) : order.length);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** Every call of the document: an index of them by topic, then a card for each. */
export function OperationList({ document }: { document: OpenApiDocument }) {
  // Read in the browser only: the page is also rendered at build time, where there is no address.
  const origin = window.location.origin;
  const examples = apiExamples({ origin, now: new Date() });
  const operations = inExampleOrder(operationsOf(document), examples);
  return (
    <Stack gap="xl">
      <CallIndex operations={operations} />
      {operations.map((operation) => (
        <OperationCard
          key={operation.key}
          operation={operation}
          example={examples[operation.key]}
          origin={origin}
        />
      ))}
    </Stack>
  );
}

/** Links to each call, by topic: the page is long, and a developer looks for one call. */
function CallIndex({ operations }: { operations: ApiOperation[] }) {
  const topics = new Map<string, ApiOperation[]>();
  for (const operation of operations) {
    topics.set(operation.tag, [...(topics.get(operation.tag) ?? []), operation]);
  }
  return (
    <SimpleGrid component="nav" aria-label="Calls on this page" cols={{ base: 1, sm: 2, md: 3 }}>
      {[...topics].map(([topic, calls]) => (
        <Stack key={topic} gap={4}>
          <Text fw={600} tt="capitalize">
            {topic}
          </Text>
          <List listStyleType="none" spacing={2}>
            {calls.map((call) => (
              <List.Item key={call.id}>
                <Anchor href={`#${call.id}`} ff="monospace" fz="sm">
                  {call.method} {call.path.slice(PUBLIC_API_PREFIX.length)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
