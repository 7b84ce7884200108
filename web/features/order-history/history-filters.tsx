import { Button, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  MAX_LISTED_BATCH_ID_LENGTH,
  MAX_RECIPIENT_SEARCH_LENGTH,
} from '#domain/shipments/order-list.ts';
import { HISTORY_FILTER_STATUSES, statusLabel } from '#domain/tracking/progress.ts';
import { useLengthLimit } from '../../ui/length-limit.ts';
import {
  filterProblems,
  hasFilters,
  hasProblems,
  NO_FILTERS,
  type HistoryFilters,
} from './history-search.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...HISTORY_FILTER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

type HistoryFiltersFormProps = {
  /** The filters in the address; the form starts from them (remount it when they change). */
  applied: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
};

/** The five filters of spec section 2, applied together with Apply filters. */
export function HistoryFiltersForm({ applied, onApply }: HistoryFiltersFormProps) {
  const [draft, setDraft] = useState(applied);
  // Problems show once Apply is pressed, or at once for filters the address brought with them.
  const [checked, setChecked] = useState(() => hasProblems(filterProblems(applied)));
  const problems = checked ? filterProblems(draft) : {};
  const recipientNameLimit = useLengthLimit(draft.recipientName, MAX_RECIPIENT_SEARCH_LENGTH);
  const field = (name: keyof HistoryFilters) => ({
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [name]: value }));
    },
    error: problems[name],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!hasProblems(filterProblems(draft))) onApply(draft);
  }

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p="md"
      onSubmit={submit}
      aria-label="Filter orders"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect label="Status" data={STATUS_OPTIONS} {...field('status')} />
        <TextInput
          label="Recipient name"
          placeholder="Any part of the name"
          {...recipientNameLimit}
          {...field('recipientName')}
        />
        <TextInput
          label="Batch ID"
          placeholder="Bulk or shipping batch"
          maxLength={MAX_LISTED_BATCH_ID_LENGTH}
          {...field('batchId')}
        />
        <TextInput label="Date from" type="date" {...field('dateFrom')} />
        <TextInput label="Date to" type="date" {...field('dateTo')} />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
          Apply filters
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={!hasFilters(draft) && !hasFilters(applied)}
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </Group>
    </Paper>
  );
}
