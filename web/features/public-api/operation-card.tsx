import { Badge, Box, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { curlCommand, type ApiExample } from '#domain/public-api/examples.ts';
import { CodeSample } from './code-sample.tsx';
import type { ApiOperation } from './openapi-reading.ts';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', DELETE: 'red' };

type OperationCardProps = { operation: ApiOperation; example?: ApiExample; origin: string };

/** One call of the API: what it does, what it takes, what it answers, and a curl example. */
export function OperationCard({ operation, example, origin }: OperationCardProps) {
  const titleId = `${operation.id}-title`;
  return (
    <Paper
      component="article"
      id={operation.id}
      // The sticky header would cover a card reached by its link.
      style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Title id={titleId} order={3} fz="md">
            <Group component="span" gap="sm" wrap="nowrap" align="baseline">
              <Badge
                component="span"
                color={METHOD_COLORS[operation.method] ?? 'gray'}
                variant="light"
                miw={56}
              >
                {operation.method}
              </Badge>{' '}
              <Text span ff="monospace" fw={600} style={{ wordBreak: 'break-all' }}>
                {operation.path}
              </Text>
            </Group>
          </Title>
          <Text fw={600}>{operation.summary}</Text>
          {operation.description && (
            <Text c="gray.7">
              <WithCode text={operation.description} />
            </Text>
          )}
        </Stack>
        {operation.fields.length > 0 && <FieldList operation={operation} />}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Answers
          </Text>
          <Text size="sm" component="ul" m={0} pl="md">
            {operation.responses.map((response) => (
              <li key={response.status}>
                <strong>{response.status}</strong> <WithCode text={response.description} />
              </li>
            ))}
          </Text>
        </Stack>
        {example && (
          <Stack gap={6}>
            <CodeSample
              label="Example"
              name={`Example of ${operation.method} ${operation.path}`}
              code={curlCommand(example, origin)}
            />
            {example.keeps && (
              <Text size="sm" c="gray.7">
                Its last line keeps the answer’s <Code>{example.keeps.field}</Code> in{' '}
                <Code>${example.keeps.variable}</Code> for the examples after it.
              </Text>
            )}
            {example.note && (
              <Text size="sm" c="gray.7">
                {example.note}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The inputs as a list rather than a table: a table of long field names would not fit a phone. */
function FieldList({ operation }: { operation: ApiOperation }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Takes
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {operation.fields.map((field) => (
          <Box
            component="li"
            key={`${field.where} ${field.name}`}
            py={6}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Group gap={8} wrap="wrap">
              <Text span ff="monospace" fw={600} fz="sm" style={{ wordBreak: 'break-all' }}>
                {field.name}
              </Text>
              <Text span fz="xs" c="gray.7">
                in {field.where}
              </Text>
              {field.required && (
                <Text span fz="xs" c="red.8" fw={600}>
                  required
                </Text>
              )}
            </Group>
            <Text fz="sm">{field.accepts}</Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/** OpenAPI descriptions are CommonMark; of it they use only `code`, shown as code here. */
function WithCode({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}
