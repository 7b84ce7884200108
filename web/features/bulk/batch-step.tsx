import { Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BatchIdSchema } from '#domain/bulk/schemas.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { batchListQuery, bulkApi, bulkKeys } from './bulk-api.ts';
import { WizardNav } from './wizard-nav.tsx';
import classes from './bulk.module.css';

type BatchStepProps = {
  batchId: string | null;
  onSelect: (batchId: string) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2, Select or Create Batch (spec section 2). */
export function BatchStep({ batchId, onSelect, onBack, onNext }: BatchStepProps) {
  const [nextError, setNextError] = useState<string | null>(null);
  const next = () => {
    if (batchId) onNext();
    else setNextError(Messages.selectOrCreateBatch);
  };
  const select = (id: string) => {
    setNextError(null);
    onSelect(id);
  };
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="batch-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="batch-heading">
            Select or Create Batch
          </Title>
          <ExistingBatches selected={batchId} onSelect={select} />
          <NewBatch onCreated={select} />
        </Stack>
      </Paper>
      <WizardNav onBack={onBack} error={nextError}>
        <Button onClick={next}>Next</Button>
      </WizardNav>
    </Stack>
  );
}

function ExistingBatches({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (batchId: string) => void;
}) {
  const batches = useQuery(batchListQuery);
  // Spec section 8: a list that fails to load is only logged; the user can still create one.
  useEffect(() => {
    if (batches.error) console.warn('Could not load the batch list', batches.error);
  }, [batches.error]);

  if (batches.isPending)
    return (
      <Text c="dimmed" role="status">
        Loading batches...
      </Text>
    );
  const list = batches.data ?? [];
  if (list.length === 0) return <Text c="dimmed">{Messages.noBatches}</Text>;
  return (
    <Stack gap="xs">
      <Text fw={500} id="existing-batches">
        Existing batches
      </Text>
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        aria-labelledby="existing-batches"
        style={{ listStyle: 'none' }}
      >
        {list.map((batch) => {
          const isSelected = batch.batchId === selected;
          return (
            <li key={batch.batchId}>
              <UnstyledButton
                className={classes.choice}
                data-selected={isSelected || undefined}
                aria-pressed={isSelected}
                onClick={() => onSelect(batch.batchId)}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{batch.batchId}</Text>
                  {isSelected && (
                    <IconCheck
                      size={20}
                      aria-label="Selected"
                      color="var(--mantine-color-green-8)"
                    />
                  )}
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Why a batch was not created, in the words of spec section 8 or the server's own (a duplicate id). */
function createErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    // The server names what is wrong with the id (taken, malformed); anything else is a failed create.
    if (error.status === 400 || error.status === 409) return error.message;
    return error.status === 0 ? Messages.createBatchError : Messages.createBatchFailed;
  }
  return Messages.createBatchError;
}

function NewBatch({ onCreated }: { onCreated: (batchId: string) => void }) {
  const queryClient = useQueryClient();
  const [newId, setNewId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: bulkApi.createBatch,
    onSuccess: async (batch) => {
      setNewId('');
      onCreated(batch.batchId);
      await queryClient.invalidateQueries({ queryKey: bulkKeys.batches() });
    },
    onError: (error) => setFieldError(createErrorMessage(error)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = BatchIdSchema.safeParse(newId);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? Messages.enterBatchId);
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New batch ID"
          placeholder="e.g. NOV-24"
          value={newId}
          onChange={(event) => {
            setNewId(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Batch'}
        </Button>
      </Group>
    </form>
  );
}
