import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconDownload,
  IconFileSpreadsheet,
  IconUserPlus,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import {
  MAX_ORDERS_PER_UPLOAD,
  type AddressCheckResult,
  type AddressToCheck,
} from '#domain/bulk/schemas.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import { senderCountryOf } from '#domain/bulk/wizard-rules.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { bulkApi } from './bulk-api.ts';
import { ProceedConfirmModal } from './proceed-confirm-modal.tsx';
import { RecipientFormModal } from './recipient-form-modal.tsx';
import { RecipientsTable } from './recipients-table.tsx';
import {
  downloadRecipientTemplate,
  prepareSpreadsheetReader,
  readRecipientSpreadsheet,
} from './spreadsheet/index.ts';
import { useStartProcessing } from './use-start-processing.ts';
import { WizardNav } from './wizard-nav.tsx';
import type { WizardAction, WizardState } from './wizard-state.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

type RecipientsStepProps = { state: WizardState; dispatch: Dispatch<WizardAction> };

/** Step 3, Add Recipients (spec section 2). */
export function RecipientsStep({ state, dispatch }: RecipientsStepProps) {
  const processing = useStartProcessing(state, dispatch);
  const form = state.recipientForm;
  const editing =
    form?.mode === 'edit' ? (state.recipients.find(({ id }) => id === form.id) ?? null) : null;
  const closeForm = () => dispatch({ type: 'openRecipientForm', target: null });
  // Stable, so that the table's rows whose recipient did not change are not drawn again.
  const onEdit = useCallback(
    (id: string) => dispatch({ type: 'openRecipientForm', target: { mode: 'edit', id } }),
    [dispatch],
  );
  const onDelete = useCallback(
    (id: string) => dispatch({ type: 'deleteRecipient', id }),
    [dispatch],
  );
  const onApplySuggestion = useCallback(
    (id: string) => dispatch({ type: 'applySuggestion', id }),
    [dispatch],
  );

  return (
    <Stack gap="lg">
      <RecipientSources
        senderCountry={senderCountryOf(state.sender)}
        onAdd={() => dispatch({ type: 'openRecipientForm', target: { mode: 'add' } })}
        onRead={(recipients, checked) => {
          // One render of the new rows, with their statuses: React batches the two.
          dispatch({ type: 'addRecipients', recipients });
          dispatch({ type: 'applyAddressChecks', ...checked });
        }}
      />
      <AddressChecks recipients={state.recipients} dispatch={dispatch} />
      <RecipientsTable
        recipients={state.recipients}
        onEdit={onEdit}
        onDelete={onDelete}
        onApplySuggestion={onApplySuggestion}
      />
      <WizardNav onBack={() => dispatch({ type: 'goTo', step: 'batch' })} error={processing.error}>
        <Button
          onClick={processing.start}
          loading={processing.isPending}
          renderRoot={focusableWhileLoading}
        >
          Process Orders
        </Button>
      </WizardNav>
      {form && (form.mode === 'add' || editing) && (
        <RecipientFormModal
          recipient={editing}
          senderCountry={senderCountryOf(state.sender)}
          onClose={closeForm}
          onSave={(recipient) => {
            dispatch({ type: 'saveRecipient', recipient });
            closeForm();
          }}
        />
      )}
      <ProceedConfirmModal
        count={processing.confirmCount}
        onConfirm={processing.confirm}
        onCancel={processing.cancelConfirm}
      />
    </Stack>
  );
}

type RecipientSourcesProps = {
  /** A sheet's rows to the other country need their customs item. */
  senderCountry: CountryCode;
  onAdd: () => void;
  /** A sheet's recipients, and the verdicts on those whose address was checked. */
  onRead: (recipients: BulkRecipient[], checked: SheetChecks) => void;
};

/** Verdicts in the order of `ids`; a missing one is a failed check (see wizard-state.ts). */
type SheetChecks = { ids: string[]; results: AddressCheckResult[] };

/**
 * The recipients of a sheet with their addresses already checked (one request for the whole
 * sheet): a table that first drew 100 rows Pending and then drew them again with their
 * statuses took twice the time to settle.
 */
async function readAndCheck(file: File, senderCountry: CountryCode) {
  const reading = await readRecipientSpreadsheet(file, senderCountry);
  if (!reading.ok) return { reading, checked: { ids: [], results: [] } };
  const pending = reading.recipients.filter(
    ({ validationStatus }) => validationStatus === 'pending',
  );
  const results = await bulkApi
    .checkAddresses(pending.map(addressToCheck))
    // No verdict: every address asked about is a failed check, as in useAddressChecks.
    .catch((): AddressCheckResult[] => []);
  return { reading, checked: { ids: pending.map(({ id }) => id), results } };
}

/** Upload Spreadsheet, Add Recipient Manually and Download Template, with what went wrong. */
function RecipientSources({ senderCountry, onAdd, onRead }: RecipientSourcesProps) {
  const [error, setError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const read = useMutation({
    mutationFn: (file: File) => readAndCheck(file, senderCountry),
    onMutate: () => setError(null),
    onSuccess: ({ reading, checked }) =>
      reading.ok ? onRead(reading.recipients, checked) : setError(reading.message),
    onError: () => setError(Messages.parseFailed),
    // The same file chosen again (after fixing it) is read again.
    onSettled: () => resetFile.current?.(),
  });
  // The sheet's reader starts with the step, so a chosen file waits for no download.
  useEffect(prepareSpreadsheetReader, []);
  const template = useMutation({
    mutationFn: downloadRecipientTemplate,
    onMutate: () => setError(null),
    onError: () => setError(Messages.templateFailed),
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Add Recipients">
      <Stack gap="md">
        <Text>
          Upload a spreadsheet of up to {MAX_ORDERS_PER_UPLOAD} recipients, or add them one by one.
        </Text>
        <Group gap="sm">
          <FileButton
            onChange={(file) => file && read.mutate(file)}
            accept=".xlsx,.xls"
            resetRef={resetFile}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                loading={read.isPending}
                renderRoot={focusableWhileLoading}
              >
                Upload Spreadsheet
              </Button>
            )}
          </FileButton>
          <Button
            variant="light"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={onAdd}
          >
            Add Recipient Manually
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => template.mutate()}
            loading={template.isPending}
            renderRoot={focusableWhileLoading}
          >
            Download Template
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

type AddressChecksProps = { recipients: BulkRecipient[]; dispatch: Dispatch<WizardAction> };

/**
 * Checks the pending recipients' addresses and says so while it does. A component of its own:
 * the check starting and ending re-renders this line, not the step's table of 100 rows.
 */
function AddressChecks({ recipients, dispatch }: AddressChecksProps) {
  const isChecking = useAddressChecks(recipients, dispatch);
  if (!isChecking) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">Checking addresses…</Text>
    </Group>
  );
}

const addressToCheck = (recipient: BulkRecipient): AddressToCheck => ({
  streetAddress: recipient.address,
  unitNumber: recipient.apt,
  city: recipient.city,
  province: recipient.province,
  postalCode: recipient.postalCode,
  countryCode: recipient.countryCode,
});

/**
 * Checks the pending recipients' addresses on the server (POST /web/bulk/address-check) and
 * applies the verdicts; answers whether a check is on its way. Runs whenever pending
 * recipients appear, so a reload in the middle of a check checks them again.
 */
function useAddressChecks(recipients: BulkRecipient[], dispatch: Dispatch<WizardAction>) {
  const check = useMutation({
    mutationFn: (pending: BulkRecipient[]) => bulkApi.checkAddresses(pending.map(addressToCheck)),
    onSuccess: (results, pending) =>
      dispatch({ type: 'applyAddressChecks', ids: pending.map(({ id }) => id), results }),
    // No verdict: every address asked about is a failed check.
    onError: (_error, pending) =>
      dispatch({ type: 'applyAddressChecks', ids: pending.map(({ id }) => id), results: [] }),
  });
  // Each recipient is asked about once per visit: a reload asks again about those still pending.
  const asked = useRef(new Set<string>());
  const { mutate } = check;
  useEffect(() => {
    const toAsk = recipients
      .filter(
        ({ id, validationStatus }) => validationStatus === 'pending' && !asked.current.has(id),
      )
      .slice(0, MAX_ORDERS_PER_UPLOAD);
    if (toAsk.length === 0) return;
    toAsk.forEach(({ id }) => asked.current.add(id));
    mutate(toAsk);
  }, [recipients, mutate]);

  return check.isPending;
}
