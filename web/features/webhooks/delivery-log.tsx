import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { DELIVERY_LOG_DAYS } from '#domain/webhooks/delivery-log.ts';
import type { WebhookDelivery } from '#domain/webhooks/schemas.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { FormAlert } from '../auth/index.ts';
import { LoadFailed } from '../account/index.ts';
import { useDeliveries, useWebhookMutation, webhooksApi } from './webhooks-api.ts';

const STATUS_BADGES: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  PENDING: { label: 'Sending', color: 'blue' },
  DELIVERED: { label: 'Delivered', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** What the last attempt got (the receiver's status code, or why there was none), and why no more were made. */
function outcomeOf({ lastStatusCode, lastError }: WebhookDelivery): string {
  const parts = [lastStatusCode === null ? null : `HTTP ${lastStatusCode}`, lastError];
  return parts.filter(Boolean).join(' · ') || 'Not sent yet';
}

const attemptsOf = ({ attempts }: WebhookDelivery) =>
  attempts === 1 ? '1 attempt' : `${attempts} attempts`;

/** An endpoint's deliveries, newest first, each with its last outcome and a Resend button. */
export function DeliveryLog({ endpointId, id }: { endpointId: string; id: string }) {
  const log = useDeliveries(endpointId);
  const resend = useWebhookMutation(webhooksApi.resend);
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];
  return (
    <Stack gap="sm" id={id}>
      {log.isPending && <CenteredLoader label="Loading the delivery log…" />}
      {log.isError && (
        <LoadFailed message="The delivery log could not be loaded. Please try again." query={log} />
      )}
      {log.isSuccess && deliveries.length === 0 && (
        <Text size="sm" c="dimmed">
          No deliveries yet. Each event this endpoint receives is listed here, newest first, for{' '}
          {DELIVERY_LOG_DAYS} days.
        </Text>
      )}
      <FormAlert message={resend.error?.message} />
      {deliveries.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {deliveries.map((delivery) => {
            const badge = STATUS_BADGES[delivery.status];
            const sending =
              resend.isPending && resend.variables?.deliveryId === delivery.deliveryId;
            return (
              <Paper
                key={delivery.deliveryId}
                component="li"
                withBorder
                radius="md"
                p="sm"
                aria-label={`${delivery.eventType}, ${formatDateTime(delivery.createdAt)}`}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Code>{delivery.eventType}</Code>
                      <Badge variant="light" color={badge.color}>
                        {badge.label}
                      </Badge>
                    </Group>
                    <Text size="sm">
                      {outcomeOf(delivery)} · {attemptsOf(delivery)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(delivery.createdAt)} · event {delivery.eventId}
                    </Text>
                  </Stack>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconSend size={16} aria-hidden />}
                    loading={sending}
                    renderRoot={focusableWhileLoading}
                    aria-label={`Resend ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
                    onClick={() => resend.mutate({ endpointId, deliveryId: delivery.deliveryId })}
                  >
                    Resend
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {deliveries.length > 0 && !log.hasNextPage && (
        <Text size="xs" c="dimmed">
          Deliveries are kept for {DELIVERY_LOG_DAYS} days.
        </Text>
      )}
      {log.hasNextPage && (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={log.isFetchingNextPage}
            renderRoot={focusableWhileLoading}
            onClick={() => log.fetchNextPage()}
          >
            Show older deliveries
          </Button>
        </Group>
      )}
    </Stack>
  );
}
