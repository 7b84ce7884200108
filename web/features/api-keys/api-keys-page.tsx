import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import {
  ApiKeyCreateRequestSchema,
  MAX_API_KEY_NAME_LENGTH,
  type ApiKeyCreated,
  type ApiKeyScope,
  type ApiKeySummary,
} from '#domain/api-keys/schemas.ts';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CopyValueButton } from '../../ui/copy-value-button.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { EmptyCard } from '../../ui/empty-card.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { LoadFailed } from '../account/index.ts';
import { apiKeysApi, useApiKeyMutation, useApiKeys } from './api-keys-api.ts';

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  SHIPPING: 'Shipping',
  READ_ONLY: 'Read only',
};

const LOAD_FAILED = 'Your API keys could not be loaded. Please try again.';
const SOMETHING_FAILED = 'Something went wrong. Please try again.';

/**
 * /api-keys: the signed-in user's API keys for the public API (/api/v1). A new key is shown
 * once, here, and never again: the server keeps only its hash.
 */
export function ApiKeysPage() {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>API keys</Title>
          <Text c="dimmed">
            Connect your shop or warehouse system to Maplepost: quote rates, create shipments,
            download labels and track parcels with the API. Send a key as{' '}
            <Code>Authorization: Bearer &lt;key&gt;</Code>. The{' '}
            <Anchor component={Link} to={SiteRoutes.developers}>
              API reference
            </Anchor>{' '}
            shows every call with an example.
          </Text>
        </Stack>
        {created ? (
          <NewKeyPanel created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateKeyForm onCreated={setCreated} />
        )}
        <KeyList />
      </Stack>
    </Container>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  // The server's own schema: the same rule and message before the request as after it.
  const form = useForm({
    resolver: zodResolver(ApiKeyCreateRequestSchema),
    defaultValues: { name: '', scope: 'SHIPPING' as ApiKeyScope },
  });
  const { field: scope } = useController({ control: form.control, name: 'scope' });
  const create = useApiKeyMutation(apiKeysApi.create);
  const { errors } = form.formState;
  const problem =
    errors.name?.message ??
    errors.scope?.message ??
    (create.error && (create.error.message || SOMETHING_FAILED));

  return (
    <SectionCard title="Create an API key">
      <form
        onSubmit={form.handleSubmit((request) => create.mutate(request, { onSuccess: onCreated }))}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label="Key name"
            description="Where the key will be used, such as “Online store” or “Warehouse system”."
            {...form.register('name')}
            maxLength={MAX_API_KEY_NAME_LENGTH}
            error={problem}
            required
          />
          <Radio.Group
            label="What the key may do"
            {...scope}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="SHIPPING"
                label="Shipping"
                description="Create, pay for and cancel shipments, and everything read-only keys do."
              />
              <Radio
                value="READ_ONLY"
                label="Read only"
                description="Rates, address checks, your shipments, labels and tracking."
              />
            </Stack>
          </Radio.Group>
          <Group>
            <Button
              type="submit"
              leftSection={<IconKey size={18} aria-hidden />}
              loading={create.isPending}
              renderRoot={focusableWhileLoading}
            >
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** The new key, shown this once with a Copy button; focus moves here so it is read out. */
function NewKeyPanel({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="green" variant="light" radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          Your new key “{created.apiKey.name}”
        </Title>
        <Text fw={600}>
          Copy this key now. You will not see it again: we keep only a fingerprint of it.
        </Text>
        <Code
          block
          aria-label="Your new API key"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
        >
          {created.key}
        </Code>
        <Group>
          <CopyValueButton value={created.key} label="Copy key" />
          <Button variant="default" onClick={onDone}>
            I have saved it
          </Button>
        </Group>
        <Text size="sm">
          Lost it? Revoke the key below and create another; anything using it must then be given the
          new one.
        </Text>
      </Stack>
    </Alert>
  );
}

function KeyList() {
  const keys = useApiKeys();
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <SectionCard title="Your API keys">
      <Text role="status" c="green.9" fw={600} hidden={!notice}>
        {notice}
      </Text>
      {keys.isPending && <CenteredLoader label="Loading your API keys…" />}
      {keys.isError && <LoadFailed message={LOAD_FAILED} query={keys} />}
      {keys.data?.length === 0 && (
        <EmptyCard
          py={32}
          icon={<IconKey aria-hidden />}
          title="No API keys yet"
          description="Create a key above to connect your systems to Maplepost."
          actions={null}
        />
      )}
      {keys.data && keys.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {keys.data.map((key) => (
            <KeyItem key={key.keyId} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </Stack>
      )}
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} onRevoked={setNotice} />
    </SectionCard>
  );
}

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKeySummary; onRevoke: () => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={apiKey.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{apiKey.name}</Text>
            <Badge variant="light" color={apiKey.scope === 'SHIPPING' ? 'blue' : 'gray'}>
              {SCOPE_LABELS[apiKey.scope]}
            </Badge>
          </Group>
          <Code style={{ alignSelf: 'flex-start' }}>{apiKey.prefix}…</Code>
          <Text size="sm" c="dimmed">
            Created {formatDateTime(apiKey.createdAt)}
          </Text>
          <Text size="sm" c="dimmed">
            {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : 'Never used'}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          size="sm"
          onClick={onRevoke}
          aria-label={`Revoke ${apiKey.name}`}
        >
          Revoke
        </Button>
      </Group>
    </Paper>
  );
}

/** Asks before revoking: anything using the key is refused from then on. */
function RevokeDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKeySummary | null;
  onClose: () => void;
  onRevoked: (message: string) => void;
}) {
  const revoke = useApiKeyMutation(apiKeysApi.revoke);
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title="Revoke this API key?"
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      error={revoke.error && (revoke.error.message || SOMETHING_FAILED)}
      onClose={close}
      onConfirm={() =>
        apiKey &&
        revoke.mutate(apiKey.keyId, {
          onSuccess: ({ message }) => {
            onRevoked(message);
            close();
          },
        })
      }
    >
      {apiKey && (
        <Text>
          Anything using <strong>{apiKey.name}</strong> (<Code>{apiKey.prefix}…</Code>) is refused
          from now on. This cannot be undone.
        </Text>
      )}
    </ConfirmDialog>
  );
}
