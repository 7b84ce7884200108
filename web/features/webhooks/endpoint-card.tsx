import { Alert, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookTestResult } from '#domain/webhooks/schemas.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { CopyValueButton } from '../../ui/copy-value-button.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { FormAlert } from '../auth/index.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { useSigningSecret, useWebhookMutation, webhooksApi } from './webhooks-api.ts';

/** What a test event got, in a sentence. */
function testOutcome({ delivered, statusCode, error }: WebhookTestResult): string {
  if (delivered) return `The test event was delivered: your endpoint answered HTTP ${statusCode}.`;
  return `The test event was not delivered: ${statusCode === null ? error : `your endpoint answered HTTP ${statusCode}`}.`;
}

function stateOf(endpoint: WebhookEndpoint): { label: string; color: string } {
  if (endpoint.enabled) return { label: 'On', color: 'green' };
  return endpoint.disabledReason === 'FAILING'
    ? { label: 'Off: kept failing', color: 'red' }
    : { label: 'Off', color: 'gray' };
}

/** The signing secret, fetched when asked for, with a Copy button. */
function SigningSecret({ endpointId }: { endpointId: string }) {
  const secret = useSigningSecret(endpointId, true);
  if (secret.isError) return <FormAlert message={secret.error.message} />;
  if (!secret.data) return <Text size="sm">Loading the signing secret…</Text>;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code
        block
        aria-label="Signing secret"
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', flex: 1 }}
      >
        {secret.data.secret}
      </Code>
      <CopyValueButton value={secret.data.secret} label="Copy" size="xs" variant="light" />
    </Group>
  );
}

/** One endpoint: where, which events, its state, its secret on request and its delivery log. */
export function EndpointCard({
  endpoint,
  onDeleted,
}: {
  endpoint: WebhookEndpoint;
  onDeleted: (message: string) => void;
}) {
  const [secretShown, setSecretShown] = useState(false);
  const [logShown, setLogShown] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useWebhookMutation(webhooksApi.update);
  const remove = useWebhookMutation(webhooksApi.remove);
  const test = useMutation({ mutationFn: webhooksApi.sendTest });
  const { endpointId } = endpoint;
  const state = stateOf(endpoint);
  const logId = `delivery-log-${endpointId}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          <Badge variant="light" color={state.color} style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        </Group>
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Code key={type}>{type}</Code>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          Added {formatDateTime(endpoint.createdAt)}
        </Text>
        {endpoint.disabledReason === 'FAILING' && (
          <Alert color="red" variant="light">
            Deliveries kept failing for about a day, so this endpoint was switched off and you were
            sent an email. Fix the receiver, switch it back on, and resend what it missed.
          </Alert>
        )}
        {endpoint.enabled && endpoint.failingSince && (
          <Alert color="yellow" variant="light">
            Deliveries have been failing since {formatDateTime(endpoint.failingSince)}; they are
            retried with growing pauses.
          </Alert>
        )}
        {secretShown && <SigningSecret endpointId={endpointId} />}
        <FormAlert
          message={update.error?.message ?? remove.error?.message ?? test.error?.message}
        />
        <Text
          role="status"
          size="sm"
          fw={600}
          c={test.data?.delivered ? 'green.9' : 'red.8'}
          hidden={!test.data}
        >
          {test.data && testOutcome(test.data)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={
              secretShown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
            onClick={() => setSecretShown(!secretShown)}
          >
            {secretShown ? 'Hide signing secret' : 'Show signing secret'}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={logShown}
            aria-controls={logId}
            leftSection={
              logShown ? (
                <IconChevronUp size={16} aria-hidden />
              ) : (
                <IconChevronDown size={16} aria-hidden />
              )
            }
            onClick={() => setLogShown(!logShown)}
          >
            Delivery log
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={test.isPending}
            renderRoot={focusableWhileLoading}
            onClick={() => test.mutate(endpointId)}
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={update.isPending}
            renderRoot={focusableWhileLoading}
            onClick={() => update.mutate({ endpointId, enabled: !endpoint.enabled })}
          >
            {endpoint.enabled ? 'Switch off' : 'Switch on'}
          </Button>
          {confirmingDelete ? (
            <>
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                renderRoot={focusableWhileLoading}
                onClick={() =>
                  remove.mutate(endpointId, { onSuccess: ({ message }) => onDeleted(message) })
                }
              >
                Delete for good
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setConfirmingDelete(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          )}
        </Group>
        {logShown && <DeliveryLog endpointId={endpointId} id={logId} />}
      </Stack>
    </Paper>
  );
}
