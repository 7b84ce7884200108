import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WebhookEndpointCreateRequestSchema,
  type WebhookEventType,
} from '#domain/webhooks/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { FormAlert } from '../auth/index.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { useWebhookMutation, webhooksApi } from './webhooks-api.ts';

type Problems = { url?: string; events?: string; other?: string };

/** The field a problem belongs to: the server names `events/0` for a refused event, say. */
const fieldOf = (path: string | undefined): keyof Problems =>
  path?.startsWith('url') ? 'url' : path?.startsWith('events') ? 'events' : 'other';

/** Adds an endpoint: where to send, and which events; checked by the server's own schema first. */
export function AddEndpointForm({ onAdded }: { onAdded: (url: string) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [problems, setProblems] = useState<Problems>({});
  const create = useWebhookMutation(webhooksApi.create);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = WebhookEndpointCreateRequestSchema.safeParse({ url, events });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues)
        found[fieldOf(String(issue.path[0]))] ??= issue.message;
      return setProblems(found);
    }
    setProblems({});
    create.mutate(parsed.data, {
      onSuccess: (endpoint) => {
        setUrl('');
        onAdded(endpoint.url);
      },
      onError: (error) =>
        setProblems({
          [fieldOf(error instanceof ApiRequestError ? error.field : undefined)]: error.message,
        }),
    });
  }

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
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            maxLength={MAX_WEBHOOK_URL_LENGTH}
            error={problems.url}
            required
          />
          <Checkbox.Group
            label="Events to send"
            value={events}
            onChange={(value) => setEvents(value as WebhookEventType[])}
            error={problems.events}
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
          <FormAlert message={problems.other} />
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
