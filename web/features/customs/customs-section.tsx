import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import {
  Controller,
  useFieldArray,
  useFormState,
  useWatch,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form';
import { ISO_COUNTRY_CODES } from '#domain/customs/country-codes.ts';
import { CUSTOMS_CURRENCIES } from '#domain/customs/customs-declaration.ts';
import { MAX_CUSTOMS_ITEMS } from '#domain/customs/customs-limits.ts';
import { estimateImportTax } from '#domain/customs/import-tax-estimate.ts';
import { readPackageNumber } from '#domain/rates/package-fields.ts';
import { normalizeCountry } from '#domain/shipments/country.ts';
import type { CountryCode } from '#domain/rates/postal-code-format.ts';
import {
  customsTotals,
  EMPTY_CUSTOMS_ITEM,
  emptyCustoms,
  type CustomsHostValues,
} from './customs-form-values.ts';
import { HsCodePicker } from './hs-code-picker.tsx';
import { ESTIMATE_DISCLAIMER, importTaxLines, importTaxTitle } from './import-tax-text.ts';

export type CustomsFormApi = UseFormReturn<CustomsHostValues>;

const CONTENTS_TYPE_OPTIONS = [
  { value: 'MERCHANDISE', label: 'Merchandise (sold goods)' },
  { value: 'GIFT', label: 'Gift' },
  { value: 'SAMPLE', label: 'Commercial sample' },
  { value: 'DOCUMENTS', label: 'Documents' },
  { value: 'RETURN', label: 'Returned goods' },
];
const NON_DELIVERY_OPTIONS = [
  { value: 'RETURN', label: 'Return to me' },
  { value: 'ABANDON', label: 'Abandon' },
];
const DUTIES_PAYER_OPTIONS = [
  { value: 'RECIPIENT', label: 'The recipient, on delivery (DAP)' },
  { value: 'SENDER', label: 'Me, the sender (DDP)' },
];

let countryOptions: { value: string; label: string }[] | undefined;

/** Every ISO country by its English name, Canada and the US first: the usual origins here. */
function originCountryOptions() {
  if (countryOptions) return countryOptions;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const named = (code: string) => ({ value: code, label: names.of(code) ?? code });
  const rest = [...ISO_COUNTRY_CODES]
    .filter((code) => code !== 'CA' && code !== 'US')
    .map(named)
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  countryOptions = [{ value: '', label: 'Choose a country' }, named('CA'), named('US'), ...rest];
  return countryOptions;
}

const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const weightText = (weight: number) => String(Number(weight.toFixed(3)));

/**
 * The customs declaration of a parcel that crosses the border (issue 34): loaded only when the
 * two countries differ. It starts a declaration the first time it is shown; what is entered
 * stays in the form when the countries become the same again, and is sent only while they differ.
 */
export default function CustomsSection({ form }: { form: CustomsFormApi }) {
  const customs = useWatch({ control: form.control, name: 'customs' });
  const senderCountry = useWatch({ control: form.control, name: 'sender.countryCode' });
  useEffect(() => {
    if (!customs) form.setValue('customs', emptyCustoms(String(normalizeCountry(senderCountry))));
  }, [customs, form, senderCountry]);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Customs declaration">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Customs declaration
          </Title>
          <Text size="sm" c="dimmed">
            This parcel crosses the border: both customs agencies need to know what is in it, what
            it is worth and where it was made.
          </Text>
        </Stack>
        {customs && <DeclarationFields form={form} />}
      </Stack>
    </Paper>
  );
}

function DeclarationFields({ form }: { form: CustomsFormApi }) {
  const { register, control } = form;
  const { errors } = useFormState({ control, name: 'customs' });
  const customsErrors = errors.customs;
  const currency = useWatch({ control, name: 'customs.currency' }) ?? 'CAD';
  const { fields, append, remove } = useFieldArray({ control, name: 'customs.items' });
  const itemsError = customsErrors?.items as (FieldError & { root?: FieldError }) | undefined;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Contents"
          data={CONTENTS_TYPE_OPTIONS}
          {...register('customs.contentsType')}
          error={customsErrors?.contentsType?.message}
        />
        <NativeSelect
          label="Currency of the values"
          data={[...CUSTOMS_CURRENCIES]}
          {...register('customs.currency')}
          error={customsErrors?.currency?.message}
        />
        <NativeSelect
          label="If it cannot be delivered"
          data={NON_DELIVERY_OPTIONS}
          {...register('customs.nonDelivery')}
          error={customsErrors?.nonDelivery?.message}
        />
        <NativeSelect
          label="Duties and taxes paid by"
          data={DUTIES_PAYER_OPTIONS}
          {...register('customs.dutiesPaidBy')}
          error={customsErrors?.dutiesPaidBy?.message}
        />
      </SimpleGrid>

      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items">
        {fields.map((field, index) => (
          <li key={field.id}>
            <ItemFields
              form={form}
              index={index}
              currency={currency}
              onRemove={fields.length > 1 ? () => remove(index) : undefined}
            />
          </li>
        ))}
      </Stack>
      <Group justify="space-between" align="flex-start">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append({ ...EMPTY_CUSTOMS_ITEM })}
          disabled={fields.length >= MAX_CUSTOMS_ITEMS}
        >
          Add an item
        </Button>
        {fields.length >= MAX_CUSTOMS_ITEMS && (
          <Text size="sm" c="dimmed">
            A declaration holds at most {MAX_CUSTOMS_ITEMS} items.
          </Text>
        )}
      </Group>
      {(itemsError?.root?.message ?? itemsError?.message) && (
        <Text size="sm" c="red.8" role="alert">
          {itemsError?.root?.message ?? itemsError?.message}
        </Text>
      )}
      <Totals form={form} currency={currency} />

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Sender tax ID"
          description="CRA business number or US EIN, if you have one"
          {...register('customs.senderTaxId')}
          error={customsErrors?.senderTaxId?.message}
        />
        <TextInput
          label="Recipient tax ID"
          description="Optional"
          {...register('customs.recipientTaxId')}
          error={customsErrors?.recipientTaxId?.message}
        />
        <TextInput
          label="Invoice number"
          description="Optional"
          {...register('customs.invoiceNumber')}
          error={customsErrors?.invoiceNumber?.message}
        />
      </SimpleGrid>
      <Checkbox
        label="The goods originate under CUSMA (USMCA)"
        description="Made in Canada, the US or Mexico under the agreement's rules of origin."
        {...register('customs.cusmaOriginating')}
        error={customsErrors?.cusmaOriginating?.message}
      />
      <ImportTaxNote form={form} />
    </>
  );
}

type ItemFieldsProps = {
  form: CustomsFormApi;
  index: number;
  currency: string;
  onRemove: (() => void) | undefined;
};

function ItemFields({ form, index, currency, onRemove }: ItemFieldsProps) {
  const { register, control } = form;
  const { errors } = useFormState({ control, name: `customs.items.${index}` });
  const itemErrors = errors.customs?.items?.[index];
  const weightUnit = useWatch({ control, name: 'weightUnit' });
  const position = index + 1;
  const field = (name: 'quantity' | 'unitValue' | 'unitWeight', label: string) => (
    <TextInput
      label={label}
      required
      inputMode="decimal"
      {...register(`customs.items.${index}.${name}`)}
      error={itemErrors?.[name]?.message}
    />
  );
  return (
    <Fieldset legend={`Item ${position}`} radius="md" p="md">
      <Stack gap="sm">
        <TextInput
          label="Description"
          required
          placeholder="e.g. Women's cotton T-shirt"
          {...register(`customs.items.${index}.description`)}
          error={itemErrors?.description?.message}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {field('quantity', 'Quantity')}
          {field('unitValue', `Unit value (${currency})`)}
          {field('unitWeight', `Unit weight (${weightUnit})`)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name={`customs.items.${index}.hsCode`}
            render={({ field: hsField }) => (
              <HsCodePicker
                label="HS code"
                name={hsField.name}
                value={hsField.value ?? ''}
                onChange={hsField.onChange}
                onBlur={hsField.onBlur}
                ref={hsField.ref}
                error={itemErrors?.hsCode?.message}
              />
            )}
          />
          <NativeSelect
            label="Country of origin"
            required
            data={originCountryOptions()}
            {...register(`customs.items.${index}.originCountry`)}
            error={itemErrors?.originCountry?.message}
          />
        </SimpleGrid>
        {onRemove && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
              aria-label={`Remove item ${position}`}
            >
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The items' value in all, and their weight against the parcel's, as they are typed. */
function Totals({ form, currency }: { form: CustomsFormApi; currency: string }) {
  const [items, parcelWeightText, weightUnit] = useWatch({
    control: form.control,
    name: ['customs.items', 'weight', 'weightUnit'],
  });
  const totals = customsTotals(items ?? []);
  const parcelWeight = readPackageNumber(parcelWeightText);
  const tooHeavy =
    totals.weight !== null && parcelWeight !== null && totals.weight > parcelWeight + 1e-9;
  return (
    <Group gap="xl" aria-live="polite" role="status">
      <Text>
        Total value:{' '}
        <Text component="span" fw={650}>
          {totals.valueCents === null ? '—' : money(totals.valueCents, currency)}
        </Text>
      </Text>
      <Text c={tooHeavy ? 'red.8' : undefined}>
        Items&apos; weight:{' '}
        <Text component="span" fw={650}>
          {totals.weight === null ? '—' : `${weightText(totals.weight)} ${weightUnit}`}
        </Text>
        {parcelWeight !== null && ` of the parcel's ${weightText(parcelWeight)} ${weightUnit}`}
        {tooHeavy && ': more than the parcel weighs'}
      </Text>
    </Group>
  );
}

/** What the parcel may cost the recipient at the border: an estimate, never a promise. */
function ImportTaxNote({ form }: { form: CustomsFormApi }) {
  const titleId = useId();
  const [sender, receiver, customs] = useWatch({
    control: form.control,
    name: ['sender', 'receiver', 'customs'],
  });
  if (!customs) return null;
  const { valueCents } = customsTotals(customs.items);
  if (valueCents === null) return null;
  const estimate = estimateImportTax({
    senderCountryCode: normalizeCountry(sender.countryCode) as CountryCode,
    recipientCountryCode: normalizeCountry(receiver.countryCode) as CountryCode,
    recipientProvince: receiver.province,
    currency: customs.currency,
    declaredValueCents: valueCents,
    originCountries: customs.items.map((item) => item.originCountry).filter(Boolean),
    cusmaOriginating: customs.cusmaOriginating,
    dutiesPaidBy: customs.dutiesPaidBy,
  });
  if (!estimate) return null;
  // Not an alert: it changes at each key typed in the items, and is read when reached.
  return (
    <Paper component="aside" aria-labelledby={titleId} radius="md" p="md" bg="blue.0">
      <Group gap="xs" wrap="nowrap" mb={6}>
        <IconInfoCircle size={20} aria-hidden color="var(--mantine-color-blue-8)" />
        <Title order={3} size="h6" id={titleId}>
          {importTaxTitle(estimate)}
        </Title>
      </Group>
      <List size="sm" spacing={4}>
        {importTaxLines(estimate, customs.currency).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        {ESTIMATE_DISCLAIMER}
      </Text>
    </Paper>
  );
}
