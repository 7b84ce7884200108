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
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  useController,
  useFormState,
  useWatch,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { ISO_COUNTRY_CODES } from '#domain/customs/country-codes.ts';
import { CUSTOMS_CURRENCIES } from '#domain/customs/customs-declaration.ts';
import { formatDeclaredCents } from '#domain/customs/declared-amount.ts';
import { MAX_CUSTOMS_ITEMS } from '#domain/customs/customs-limits.ts';
import { estimateImportTax } from '#domain/customs/import-tax-estimate.ts';
import { readPackageNumber } from '#domain/rates/package-fields.ts';
import { normalizeCountry } from '#domain/common/country.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import {
  customsTotals,
  EMPTY_CUSTOMS_ITEM,
  emptyCustoms,
  type CustomsHostValues,
  type CustomsItemValues,
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
  const items = useItemList(form);
  const itemsError = (customsErrors?.items as { message?: string } | undefined)?.message;

  return (
    <>
      {/* The declaration as a whole, as the server may name it ("customs is required"). */}
      {customsErrors?.message && (
        <Text size="sm" c="red.8" role="alert">
          {customsErrors.message}
        </Text>
      )}
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
        {items.keys.map((key, index) => (
          <li key={key}>
            <ItemFields
              form={form}
              index={index}
              currency={currency}
              onRemove={items.keys.length > 1 ? () => items.remove(index) : undefined}
            />
          </li>
        ))}
      </Stack>
      <Group justify="space-between" align="flex-start">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={items.add}
          disabled={items.keys.length >= MAX_CUSTOMS_ITEMS}
        >
          Add an item
        </Button>
        {items.keys.length >= MAX_CUSTOMS_ITEMS && (
          <Text size="sm" c="dimmed">
            A declaration holds at most {MAX_CUSTOMS_ITEMS} items.
          </Text>
        )}
      </Group>
      {itemsError && (
        <Text size="sm" c="red.8" role="alert">
          {itemsError}
        </Text>
      )}
      <Totals form={form} currency={currency} />

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Sender tax ID"
          description="CRA business number or US EIN"
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
  const weightUnit = useWatch({ control: form.control, name: 'weightUnit' });
  const position = index + 1;
  const path = (name: keyof CustomsItemValues) => `customs.items.${index}.${name}` as const;
  const number = (name: 'quantity' | 'unitValue' | 'unitWeight', label: string) => (
    <ItemField form={form} path={path(name)}>
      {(field) => <TextInput label={label} required inputMode="decimal" {...field} />}
    </ItemField>
  );
  return (
    <Fieldset legend={`Item ${position}`} radius="md" p="md">
      <Stack gap="sm">
        <ItemField form={form} path={path('description')}>
          {(field) => (
            <TextInput
              label="Description"
              required
              placeholder="e.g. Women's cotton T-shirt"
              {...field}
            />
          )}
        </ItemField>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {number('quantity', 'Quantity')}
          {number('unitValue', `Unit value (${currency})`)}
          {number('unitWeight', `Unit weight (${weightUnit})`)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ItemField form={form} path={path('hsCode')}>
            {({ onChange, ...field }) => (
              <HsCodePicker label="HS code" {...field} onChange={(code) => onChange(code)} />
            )}
          </ItemField>
          <ItemField form={form} path={path('originCountry')}>
            {(field) => (
              <NativeSelect
                label="Country of origin"
                required
                data={originCountryOptions()}
                {...field}
              />
            )}
          </ItemField>
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

type ItemFieldBinding = {
  name: string;
  value: string;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  error: string | undefined;
};

/**
 * One field of an item, bound to the form by useController: checked as it is left, then as it
 * changes, like the form's other fields. (react-hook-form's useFieldArray and Controller would
 * join its shared chunk, which every form page loads: useController is in it already.)
 */
function ItemField({
  form,
  path,
  children,
}: {
  form: CustomsFormApi;
  path: FieldPath<CustomsHostValues>;
  children: (field: ItemFieldBinding) => ReactNode;
}) {
  const { field, fieldState } = useController({ control: form.control, name: path });
  return children({
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  });
}

let lastItemKey = 0;
const newItemKey = () => `item-${++lastItemKey}`;

/**
 * The items as rows that keep their identity: a row removed takes its own fields with it, and
 * the rows after it move up with theirs (the form holds the values; the keys are React's).
 */
function useItemList(form: CustomsFormApi) {
  const items = useWatch({ control: form.control, name: 'customs.items' }) ?? [];
  const [keys, setKeys] = useState(() => items.map(newItemKey));
  // The row whose description takes the focus once drawn: the one added, or the one that took
  // a removed row's place (its Remove button gone, the focus would fall to the page).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    form.setFocus(`customs.items.${focusRow.current}.description`);
    focusRow.current = null;
  }, [keys, form]);
  // Items the form changed by itself (a reset) get fresh rows.
  const rowKeys = keys.length === items.length ? keys : items.map((_, index) => `row-${index}`);
  const setItems = (next: CustomsItemValues[], nextKeys: string[]) => {
    setKeys(nextKeys);
    form.setValue('customs.items', next, { shouldDirty: true });
  };
  return {
    keys: rowKeys,
    add: () => {
      focusRow.current = items.length;
      setItems([...items, { ...EMPTY_CUSTOMS_ITEM }], [...rowKeys, newItemKey()]);
    },
    remove: (index: number) => {
      focusRow.current = Math.min(index, items.length - 2);
      setItems(
        items.filter((_, position) => position !== index),
        rowKeys.filter((_, position) => position !== index),
      );
      // Messages are kept by position, so the rows that moved up would show their neighbours':
      // each is checked again when next left, and all on Next.
      form.clearErrors('customs.items');
    },
  };
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
          {totals.valueCents === null ? '—' : formatDeclaredCents(totals.valueCents, currency)}
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
