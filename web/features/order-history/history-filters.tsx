import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MAX_LISTED_BATCH_ID_LENGTH,
  MAX_RECIPIENT_SEARCH_LENGTH,
  OrderFilterFormSchema,
} from '#domain/shipments/order-list.ts';
import { HISTORY_FILTER_STATUSES, statusLabel } from '#domain/tracking/progress.ts';
import { useLengthLimit } from '../../ui/length-limit.ts';
import { areListable, hasFilters, NO_FILTERS, type HistoryFilters } from './history-search.ts';

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
  // Problems show once Apply is pressed, or at once for filters the address brought with them.
  const problemsAtOnce = !areListable(applied);
  const form = useForm({
    resolver: zodResolver(OrderFilterFormSchema),
    defaultValues: applied,
    mode: problemsAtOnce ? 'onChange' : 'onSubmit',
  });
  useEffect(() => {
    if (problemsAtOnce) void form.trigger();
  }, [form, problemsAtOnce]);
  const { errors } = form.formState;
  const recipientName = useWatch({ control: form.control, name: 'recipientName' });
  const recipientNameLimit = useLengthLimit(recipientName, MAX_RECIPIENT_SEARCH_LENGTH);
  const field = (name: keyof HistoryFilters, options?: { deps: keyof HistoryFilters }) => ({
    ...form.register(name, options),
    error: errors[name]?.message,
  });
  const draft = useWatch({ control: form.control });

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p="md"
      onSubmit={form.handleSubmit(onApply)}
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
        <TextInput label="Date from" type="date" {...field('dateFrom', { deps: 'dateTo' })} />
        <TextInput label="Date to" type="date" {...field('dateTo')} />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
          Apply filters
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={!hasFilters({ ...NO_FILTERS, ...draft }) && !hasFilters(applied)}
          onClick={() => {
            form.reset(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </Group>
    </Paper>
  );
}
