import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useController, useForm } from 'react-hook-form';
import {
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WebhookEndpointCreateRequestSchema,
} from '#domain/webhooks/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { FormAlert } from '../auth/index.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { useWebhookMutation, webhooksApi } from './webhooks-api.ts';

/** The field a server's refusal belongs to: it names `events/0` for a refused event, say. */
const fieldOf = (path: string | undefined) =>
  path?.startsWith('url') ? 'url' : path?.startsWith('events') ? 'events' : 'root.server';

/** Adds an endpoint: where to send, and which events; checked by the server's own schema first. */
export function AddEndpointForm({ onAdded }: { onAdded: (url: string) => void }) {
  const form = useForm({
    resolver: zodResolver(WebhookEndpointCreateRequestSchema),
    defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES] },
  });
  const { field: events } = useController({ control: form.control, name: 'events' });
  const { errors } = form.formState;
  const create = useWebhookMutation(webhooksApi.create);

  const submit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (endpoint) => {
        form.resetField('url');
        onAdded(endpoint.url);
      },
      onError: (error) =>
        form.setError(fieldOf(error instanceof ApiRequestError ? error.field : undefined), {
          message: error.message,
        }),
    }),
  );

  return (
    <SectionCard
      title="Add an endpoint"
      description="Maplepost POSTs each event as JSON to this address. Answer with any 2xx status within 10 seconds; anything else is retried for about a day."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Endpoint URL"
            description="A public https:// address of your system, such as https://shop.example/maplepost-events."
            placeholder="https://"
            type="url"
            inputMode="url"
            autoComplete="off"
            {...form.register('url')}
            maxLength={MAX_WEBHOOK_URL_LENGTH}
            error={errors.url?.message}
            required
          />
          <Checkbox.Group
            label="Events to send"
            {...events}
            error={errors.events?.message}
            required
          >
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={type}
                  description={WEBHOOK_EVENT_DESCRIPTIONS[type]}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <FormAlert message={errors.root?.server?.message} />
          <Group>
            <Button
              type="submit"
              leftSection={<IconPlus size={18} aria-hidden />}
              loading={create.isPending}
              renderRoot={focusableWhileLoading}
            >
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
