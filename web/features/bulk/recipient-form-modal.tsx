import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  crossesBorderFrom,
  newCustomsFields,
  type BulkCustomsFields,
} from '#domain/bulk/customs-item.ts';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import {
  EMPTY_SENDER,
  missingRecipientFields,
  PACKAGE_LIMITS,
  packageProblems,
  REQUIRED_RECIPIENT_FIELDS,
  type PackageField,
} from '#domain/bulk/wizard-rules.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '#domain/rates/units.ts';
import { PartyFields } from './party-fields.tsx';
import { useIsWide } from './use-is-wide.ts';
import {
  loadRecipientChecks,
  useRecipientChecks,
  type RecipientChecks,
} from './use-recipient-checks.ts';

// Ids unique within a page (the count) and across reloads (the time). Not crypto.randomUUID:
// it exists only on secure origins, and a portal opened over plain http on a LAN would fail.
let recipientsTyped = 0;
const newRecipientId = () => `manual-${Date.now().toString(36)}-${(recipientsTyped += 1)}`;

// The customs part and the declaration's rules it checks with load when a recipient first
// crosses the border: a wizard shipping within one country downloads none of it.
const RecipientCustomsFields = lazy(() => import('./recipient-customs-fields.tsx'));
const loadCustomsRules = () => import('#domain/bulk/customs-columns.ts');

/** A recipient not yet typed: KGS and CM by default (spec section 3). */
export const newRecipient = (): BulkRecipient => ({
  ...EMPTY_SENDER,
  id: newRecipientId(),
  weight: '',
  weightUnit: 'KGS',
  length: '',
  width: '',
  height: '',
  dimensionUnit: 'CM',
  validationStatus: 'pending',
  validationMessage: '',
  suggestedAddress: null,
  formattedAddress: '',
});

type RecipientFormModalProps = {
  /** The recipient to edit, or null to add a new one. */
  recipient: BulkRecipient | null;
  /** The batch's sender's country: a recipient in the other one declares its customs item. */
  senderCountry: CountryCode;
  onSave: (recipient: BulkRecipient) => void;
  onClose: () => void;
  /** The submit button's label; 'Add Recipient' or 'Update Recipient' by default. */
  submitLabel?: string;
};

/**
 * The 'Add New Recipient' / 'Edit Recipient' form (spec section 2). A recipient saved here was
 * checked by the person who typed it: it is marked valid with 'Address validated' (spec section 4),
 * its customs item too when it is in the other country than the sender's (issue 34).
 */
export function RecipientFormModal({
  recipient,
  senderCountry,
  onSave,
  onClose,
  submitLabel,
}: RecipientFormModalProps) {
  const isEdit = recipient !== null;
  // Full screen on phones, where the keyboard takes half the view.
  const isWide = useIsWide();
  return (
    <Modal
      fullScreen={!isWide}
      opened
      onClose={onClose}
      title={isEdit ? 'Edit Recipient' : 'Add New Recipient'}
      size="xl"
    >
      <RecipientForm
        initial={recipient ?? newRecipient()}
        senderCountry={senderCountry}
        submitLabel={submitLabel ?? (isEdit ? 'Update Recipient' : 'Add Recipient')}
        onSave={onSave}
        onCancel={onClose}
      />
    </Modal>
  );
}

/**
 * The message at each field: 'Phone is required.' at each required field left blank, at the
 * other party fields what order creation would refuse ('Recipient phone number must be exactly
 * 10 digits.', a name that starts like a formula, a province not of the country), and at each
 * package number what is out of its limits.
 */
function recipientFieldErrors(
  recipient: BulkRecipient,
  { recipientFieldProblems }: Pick<RecipientChecks, 'recipientFieldProblems'>,
): Partial<Record<keyof BulkRecipient, string>> {
  const blank = REQUIRED_RECIPIENT_FIELDS.filter(([field]) => recipient[field].trim() === '');
  return {
    ...Object.fromEntries(
      recipientFieldProblems(
        recipient,
        blank.map(([field]) => field),
      ).map(({ field, message }) => [field, message]),
    ),
    ...Object.fromEntries(blank.map(([field, name]) => [field, `${name} is required.`])),
    ...packageProblems(recipient),
  };
}

/** Until the order's checks load, the blank required fields and the package are all it can name. */
const NO_ORDER_CHECKS = { recipientFieldProblems: () => [] };

/**
 * The domain's rules for a recipient: its fields as order creation checks them, and its
 * customs item when it crosses the border (the customs part shows that one's messages itself).
 */
const recipientResolver =
  (senderCountry: CountryCode): Resolver<BulkRecipient> =>
  async (recipient) => {
    const errors: FieldErrors<BulkRecipient> = Object.fromEntries(
      Object.entries(recipientFieldErrors(recipient, await loadRecipientChecks())).map(
        ([field, message]) => [field, { type: 'recipient', message }],
      ),
    );
    if (crossesBorderFrom(senderCountry, recipient.countryCode)) {
      const { customsFieldErrors, hasCustomsErrors } = await loadCustomsRules();
      const customs = recipient.customs ?? newCustomsFields(senderCountry);
      if (hasCustomsErrors(customsFieldErrors(customs, recipient.weight))) {
        errors.customs = { type: 'customs' };
      }
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors }
      : { values: recipient, errors: {} };
  };

type RecipientFormProps = {
  initial: BulkRecipient;
  senderCountry: CountryCode;
  submitLabel: string;
  onSave: (recipient: BulkRecipient) => void;
  onCancel: () => void;
};

function RecipientForm({
  initial,
  senderCountry,
  submitLabel,
  onSave,
  onCancel,
}: RecipientFormProps) {
  const form = useForm<BulkRecipient>({
    defaultValues: initial,
    resolver: recipientResolver(senderCountry),
  });
  const draft = useWatch({ control: form.control, compute: (values: BulkRecipient) => values });
  const { isSubmitting, isSubmitted } = form.formState;
  // The messages follow each change at once from the first save tried, by the resolver's own
  // rules: the fields are the shared controlled ones, and a suggestion fills several at a time.
  const tried = isSubmitting || isSubmitted;
  const checks = useRecipientChecks();
  const fieldErrors = tried ? recipientFieldErrors(draft, checks ?? NO_ORDER_CHECKS) : {};
  const missing = tried && missingRecipientFields(draft).length > 0;
  const change = (patch: Partial<BulkRecipient>) => {
    for (const [field, value] of Object.entries(patch)) {
      form.setValue(field as keyof BulkRecipient, value, { shouldDirty: true });
    }
  };
  // A recipient moved back to the sender's country keeps what was typed until it is saved.
  const crossesBorder = crossesBorderFrom(senderCountry, draft.countryCode);
  const customs = draft.customs ?? newCustomsFields(senderCountry);
  const changeCustoms = (patch: Partial<BulkCustomsFields>) =>
    change({ customs: { ...customs, ...patch } });

  const save = ({ customs: _typed, ...recipient }: BulkRecipient) =>
    onSave({
      ...recipient,
      // Only a parcel crossing the border declares customs (toBatchOrderEntry sends none otherwise).
      ...(crossesBorder && { customs }),
      validationStatus: 'valid',
      validationMessage: Messages.addressValidated,
      suggestedAddress: null,
    });

  const packageNumber = (field: PackageField) => {
    const { label, min, max, step } = PACKAGE_LIMITS[field];
    return (
      <TextInput
        type="number"
        inputMode="decimal"
        label={label}
        required
        min={min}
        max={max}
        step={step}
        value={draft[field]}
        onChange={(event) => change({ [field]: event.currentTarget.value })}
        error={fieldErrors[field]}
      />
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <Stack gap="lg">
        {missing && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {Messages.recipientFieldsMissing}
          </Alert>
        )}
        <PartyFields
          title="Recipient"
          headingOrder={3}
          values={draft}
          onChange={change}
          nameRequired
          emailRequired={false}
          errors={fieldErrors}
          startManual={initial.city !== '' || initial.postalCode !== ''}
        />
        <Stack gap="md">
          <Title order={3} size="h4">
            Package details
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {packageNumber('weight')}
            <Select
              label="Weight unit"
              required
              data={[...WEIGHT_UNITS]}
              value={draft.weightUnit}
              allowDeselect={false}
              onChange={(unit) =>
                unit && change({ weightUnit: unit as BulkRecipient['weightUnit'] })
              }
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {packageNumber('length')}
            {packageNumber('width')}
            {packageNumber('height')}
            <Select
              label="Dimension unit"
              required
              data={[...DIMENSION_UNITS]}
              value={draft.dimensionUnit}
              allowDeselect={false}
              onChange={(unit) =>
                unit && change({ dimensionUnit: unit as BulkRecipient['dimensionUnit'] })
              }
            />
          </SimpleGrid>
        </Stack>
        {crossesBorder && (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the customs fields" />}>
            <RecipientCustomsFields
              values={customs}
              onChange={changeCustoms}
              parcelWeight={draft.weight}
              showErrors={tried}
            />
          </Suspense>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
