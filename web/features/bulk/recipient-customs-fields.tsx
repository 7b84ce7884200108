import { Alert, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, type ChangeEvent } from 'react';
import { CUSTOMS_COLUMNS, customsFieldErrors } from '#domain/bulk/customs-columns.ts';
import type { BulkCustomsField, BulkCustomsFields } from '#domain/bulk/customs-item.ts';
import { CONTENTS_TYPES, CUSTOMS_CURRENCIES } from '#domain/customs/customs-declaration.ts';

// Each field is labelled as the template's column and the messages name it ("Item Value is required.").
const LABELS = Object.fromEntries(
  Object.values(CUSTOMS_COLUMNS).map(({ field, label }) => [field, label]),
) as Record<BulkCustomsField, string>;

export type RecipientCustomsFieldsProps = {
  values: BulkCustomsFields;
  onChange: (patch: Partial<BulkCustomsFields>) => void;
  /** The parcel's weight, which the item's share of it comes from. */
  parcelWeight: string;
  /** Whether the form was submitted once: the fields' messages show from then on. */
  showErrors: boolean;
};

/**
 * The 'Customs' part of the recipient form, for a recipient in the other country than the
 * sender's (issue 34): the one item a bulk order declares, with the template's customs columns
 * as fields. Loaded with the declaration's rules only when a recipient first crosses the border.
 */
export default function RecipientCustomsFields({
  values,
  onChange,
  parcelWeight,
  showErrors,
}: RecipientCustomsFieldsProps) {
  const titleId = useId();
  const errors = showErrors ? customsFieldErrors(values, parcelWeight) : null;
  const text = (field: BulkCustomsField) => ({
    label: LABELS[field],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ [field]: event.currentTarget.value }),
    error: errors?.byField[field],
  });
  // Native selects, as the shipping form's customs section has: Mantine's Select would bring its
  // combobox into this chunk and split it out of the address fields' on every form page.
  const choice = (field: 'contentsType' | 'currency', options: readonly string[]) => {
    // A sheet's 'merchandise' or 'cad' is the option it names; a value that is none shows none.
    const known = options.find((option) => option === values[field].trim().toUpperCase());
    return (
      <NativeSelect
        label={LABELS[field]}
        required
        data={known ? [...options] : [{ value: '', label: 'Choose one' }, ...options]}
        value={known ?? ''}
        onChange={(event) => onChange({ [field]: event.currentTarget.value })}
        error={errors?.byField[field]}
      />
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <div>
        <Title order={3} size="h4" id={titleId}>
          Customs
        </Title>
        <Text size="sm" c="dimmed">
          One item per recipient. If it cannot be delivered it comes back to you; the recipient pays
          any duties and taxes.
        </Text>
      </div>
      {errors && errors.others.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errors.others.join(' ')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choice('contentsType', CONTENTS_TYPES)}
        <TextInput
          {...text('description')}
          required
          maxLength={60}
          placeholder="e.g. Women's cotton T-shirt"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <TextInput {...text('quantity')} required type="number" inputMode="numeric" min={1} />
        <TextInput
          {...text('unitValue')}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        {choice('currency', CUSTOMS_CURRENCIES)}
        <TextInput
          {...text('hsCode')}
          required={values.contentsType.trim().toUpperCase() !== 'DOCUMENTS'}
          placeholder="e.g. 6109.10"
        />
        <TextInput {...text('originCountry')} required placeholder="e.g. CA" />
      </SimpleGrid>
    </Stack>
  );
}
