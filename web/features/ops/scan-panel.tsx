import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MAX_SCAN_PARCELS,
  ScanRequestSchema,
  type ScanOutcome,
  type ScanResult,
} from '#domain/ops/schemas.ts';
import { statusLabel } from '#domain/tracking/progress.ts';
import { SCAN_STATUSES, type ScanStatus } from '#domain/tracking/tracking-events.ts';
import { FormAlert } from '../auth/index.ts';
import { opsApi } from './ops-api.ts';
import { OpsPanel } from './ops-panel.tsx';
import { addScannedNumber } from './scan-list.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

const OUTCOME_TEXT: Record<ScanOutcome, string> = {
  RECORDED: 'Recorded',
  UNKNOWN: 'Unknown number',
  NOT_PAID: 'Not paid: no label yet',
  CANCELLED: 'Cancelled by the sender: set it aside',
};

const parcels = (count: number) => `${count} ${count === 1 ? 'parcel' : 'parcels'}`;

/**
 * Scanning: a barcode scanner types the number and Enter, which adds it to the list and leaves
 * the focus in the field for the next parcel; then one event and place for all of them.
 */
export function ScanPanel() {
  const form = useForm({
    resolver: zodResolver(ScanRequestSchema),
    defaultValues: { trackingNumbers: [], status: 'PICKED_UP' as ScanStatus, location: '' },
  });
  const { errors } = form.formState;
  const numbers = useWatch({ control: form.control, name: 'trackingNumbers' });
  const setNumbers = (list: readonly string[]) => form.setValue('trackingNumbers', [...list]);
  // The number being scanned is not sent: Enter moves it into the list, which is.
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState('');
  const scanInput = useRef<HTMLInputElement>(null);
  const record = useMutation({
    mutationFn: opsApi.scan,
    onSuccess: () => {
      setNumbers([]);
      scanInput.current?.focus();
    },
  });

  const addTyped = () => {
    const next = addScannedNumber(numbers, typed);
    if (next.length > MAX_SCAN_PARCELS) {
      setNotice(`Record these ${MAX_SCAN_PARCELS} parcels first.`);
      return;
    }
    setNotice(next === numbers && typed.trim() ? `${typed.trim()} is already in the list.` : '');
    setNumbers(next);
    setTyped('');
    scanInput.current?.focus();
  };

  const onScanKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the number; it must not submit the form with a half-filled list.
    event.preventDefault();
    addTyped();
  };

  const remove = (number: string) => {
    setNumbers(numbers.filter((item) => item !== number));
    scanInput.current?.focus();
  };

  const submit = form.handleSubmit((scan) => record.mutate(scan));

  return (
    <OpsPanel titleId="scan-title" title="Scan parcels" onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={scanInput}
          label="Tracking number"
          description="Scan the label or type the number, then press Enter."
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={onScanKey}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={addTyped}>
          Add
        </Button>
      </Group>
      {notice && (
        <Text size="sm" c="dimmed" role="status">
          {notice}
        </Text>
      )}

      <ScannedList numbers={numbers} onRemove={remove} />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="Event"
          description="Recorded for every parcel in the list."
          {...form.register('status')}
          data={SCAN_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        />
        <TextInput
          label="Location"
          description="The city, as customers will read it."
          placeholder="Vancouver, BC"
          {...form.register('location')}
          error={errors.location?.message}
        />
      </SimpleGrid>
      <FormAlert message={errors.trackingNumbers?.message ?? record.error?.message} />
      <Group>
        <Button
          type="submit"
          disabled={numbers.length === 0}
          loading={record.isPending}
          renderRoot={focusableWhileLoading}
        >
          Record for {parcels(numbers.length)}
        </Button>
      </Group>
      {record.data && <ScanResults results={record.data.results} />}
    </OpsPanel>
  );
}

function ScannedList({
  numbers,
  onRemove,
}: {
  numbers: readonly string[];
  onRemove: (number: string) => void;
}) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" aria-live="polite">
        {numbers.length === 0 ? 'No parcels scanned yet.' : `${parcels(numbers.length)} scanned`}
      </Text>
      {numbers.length > 0 && (
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          aria-label="Scanned parcels"
          style={{ listStyle: 'none' }}
        >
          {numbers.map((number) => (
            <Group key={number} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Text ff="monospace">{number}</Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${number}`}
                onClick={() => onRemove(number)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ScanResults({ results }: { results: ScanResult[] }) {
  const recorded = results.filter((result) => result.outcome === 'RECORDED').length;
  return (
    <Stack gap="xs">
      <Alert
        color={recorded === results.length ? 'green' : 'yellow'}
        variant="light"
        icon={<IconCheck aria-hidden />}
        role="status"
      >
        Recorded for {parcels(recorded)} of {results.length}.
      </Alert>
      <Table aria-label="Scan results" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tracking number</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Status now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((result) => (
            <Table.Tr key={result.trackingNumber}>
              <Table.Td ff="monospace">{result.trackingNumber}</Table.Td>
              <Table.Td>
                <Badge color={result.outcome === 'RECORDED' ? 'green' : 'red'} variant="light">
                  {OUTCOME_TEXT[result.outcome]}
                </Badge>
              </Table.Td>
              <Table.Td>{result.status ? statusLabel(result.status) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
