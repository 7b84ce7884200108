import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_PARCEL_SIZE_CM, type RateRequest } from '#domain/rates/schemas.ts';
import { BillingRulesLink } from './billing-rules-link.tsx';
import {
  EMPTY_RATE_FORM,
  rateFormResolver,
  registerCheckedOnBlur,
  type RateForm,
  weightAsTyped,
} from './rate-form.ts';
import { RateQuoteResult } from './rate-quote-result.tsx';
import { fetchRates } from './rates-api.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

const COUNTRIES = [
  { value: 'CA', label: 'Canada' },
  { value: 'US', label: 'United States' },
];

const WEIGHT_UNITS = [
  { value: 'KGS', label: 'kg' },
  { value: 'LBS', label: 'lb' },
];

const { length, width, height } = DEFAULT_PARCEL_SIZE_CM;

/** The quick quote of the home page (spec sections 2 and 5): two postal codes, a weight, the receiver's country; the box is assumed. */
export function RateQuoteForm() {
  const form = useForm({ resolver: rateFormResolver, defaultValues: EMPTY_RATE_FORM });
  const { quote, outdated, ask } = useQuoteOfInputs(form);
  const { errors } = form.formState;

  return (
    <Stack gap="xl">
      <form noValidate onSubmit={form.handleSubmit(ask)}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label="Origin postal code"
              placeholder="e.g. V6B 1A1"
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              aria-required
              {...registerCheckedOnBlur(form, 'originPostalCode')}
              error={errors.originPostalCode?.message}
            />
            <TextInput
              label="Destination postal code"
              placeholder="e.g. M5V 2T6 or 10001"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-required
              {...registerCheckedOnBlur(form, 'destinationPostalCode', ['countryCode'])}
              error={errors.destinationPostalCode?.message}
            />
            <NativeSelect
              label="Destination country"
              data={COUNTRIES}
              {...form.register('countryCode', { onChange: () => form.trigger('countryCode') })}
              error={errors.countryCode?.message}
            />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label="Weight"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder="e.g. 2.5"
                aria-required
                flex={1}
                {...form.register('weight', { setValueAs: weightAsTyped })}
                error={errors.weight?.message}
              />
              <NativeSelect
                label="Unit"
                data={WEIGHT_UNITS}
                w={76}
                {...form.register('weightUnit')}
              />
            </Group>
          </SimpleGrid>
          <Group justify="space-between" align="center" gap="sm">
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                Quotes are for a {length} × {width} × {height} cm box.
              </Text>
              <BillingRulesLink />
            </Group>
            <Button
              type="submit"
              loading={quote.isPending}
              renderRoot={focusableWhileLoading}
              w={{ base: '100%', xs: 'auto' }}
            >
              Get rates
            </Button>
          </Group>
        </Stack>
      </form>
      <RateQuoteResult
        pending={quote.isPending}
        rates={quote.data}
        error={quote.error}
        request={quote.variables}
        outdated={outdated}
      />
    </Stack>
  );
}

/**
 * Rates always belong to the inputs on screen: the first change after a quote (or while one is
 * on its way) drops it, and `outdated` says so until the next quote is asked for.
 */
function useQuoteOfInputs(form: Pick<RateForm, 'watch'>) {
  const quote = useMutation({ mutationFn: fetchRates });
  const [outdated, setOutdated] = useState(false);
  const { status, reset, mutate } = quote;
  useEffect(() => {
    if (status === 'idle') return;
    const subscription = form.watch(() => {
      reset();
      setOutdated(true);
    });
    return () => subscription.unsubscribe();
  }, [form, status, reset]);
  const ask = (request: RateRequest) => {
    setOutdated(false);
    mutate(request);
  };
  return { quote, outdated, ask };
}
