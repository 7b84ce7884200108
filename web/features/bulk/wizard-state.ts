import { useEffect, useReducer } from 'react';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import type { AddressCheckResult, ProcessedOrder } from '#domain/bulk/schemas.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import {
  EMPTY_SENDER,
  WIZARD_STEPS,
  type BulkSender,
  type WizardStep,
} from '#domain/bulk/wizard-rules.ts';

/** Everything the wizard holds between its steps, kept in sessionStorage so a reload loses nothing. */
export type WizardState = {
  step: WizardStep;
  sender: BulkSender;
  batchId: string | null;
  recipients: BulkRecipient[];
  /** The upload being processed or reviewed; null before Process Orders. */
  uploadId: string | null;
  /** The upload's processed orders, in row order, once processing completed. */
  orders: ProcessedOrder[];
  /** The recipient form open on the recipients step, kept here so Edit Recipient on the validation step opens it there. */
  recipientForm: RecipientFormTarget | null;
};

/** What the recipient form is open for: a new recipient, or the one with this id. */
export type RecipientFormTarget = { mode: 'add' } | { mode: 'edit'; id: string };

export const INITIAL_WIZARD_STATE: WizardState = {
  step: 'sender',
  sender: EMPTY_SENDER,
  batchId: null,
  recipients: [],
  uploadId: null,
  orders: [],
  recipientForm: null,
};

export type WizardAction =
  | { type: 'goTo'; step: WizardStep }
  | { type: 'setSender'; sender: BulkSender }
  | { type: 'selectBatch'; batchId: string }
  | { type: 'addRecipients'; recipients: BulkRecipient[] }
  | { type: 'saveRecipient'; recipient: BulkRecipient }
  | { type: 'deleteRecipient'; id: string }
  /** The verdicts on these recipients' addresses, in the same order; a missing one is a failed check. */
  | { type: 'applyAddressChecks'; ids: string[]; results: AddressCheckResult[] }
  | { type: 'applySuggestion'; id: string }
  | { type: 'openRecipientForm'; target: RecipientFormTarget | null }
  | { type: 'startProcessing'; uploadId: string }
  | { type: 'finishProcessing'; orders: ProcessedOrder[] }
  | { type: 'replaceOrder'; order: ProcessedOrder }
  /** The shipment went to checkout: the next visit starts a new one. */
  | { type: 'reset' };

/** The verdict on an address the check could not answer for (spec section 8). */
const CHECK_FAILED = {
  validationStatus: 'error',
  validationMessage: Messages.addressCheckFailed,
} as const;

const byRowNumber = (a: ProcessedOrder, b: ProcessedOrder) => a.rowNumber - b.rowNumber;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const updateRecipients = (update: (recipient: BulkRecipient) => BulkRecipient) => ({
    ...state,
    recipients: state.recipients.map(update),
  });
  switch (action.type) {
    case 'goTo':
      return { ...state, step: action.step };
    case 'setSender':
      return { ...state, sender: action.sender };
    case 'selectBatch':
      return { ...state, batchId: action.batchId };
    case 'addRecipients':
      return { ...state, recipients: [...state.recipients, ...action.recipients] };
    case 'saveRecipient': {
      const exists = state.recipients.some(({ id }) => id === action.recipient.id);
      return exists
        ? updateRecipients((recipient) =>
            recipient.id === action.recipient.id ? action.recipient : recipient,
          )
        : { ...state, recipients: [...state.recipients, action.recipient] };
    }
    case 'deleteRecipient':
      return { ...state, recipients: state.recipients.filter(({ id }) => id !== action.id) };
    case 'applyAddressChecks': {
      const resultOf = new Map(action.ids.map((id, index) => [id, action.results[index]]));
      return updateRecipients((recipient) => {
        // A recipient edited by hand while its check was on the way keeps its own verdict.
        if (!resultOf.has(recipient.id) || recipient.validationStatus !== 'pending')
          return recipient;
        return { ...recipient, ...(resultOf.get(recipient.id) ?? CHECK_FAILED) };
      });
    }
    case 'applySuggestion':
      return updateRecipients((recipient) => {
        const suggestion = recipient.suggestedAddress;
        if (recipient.id !== action.id || !suggestion) return recipient;
        return {
          ...recipient,
          // A place-level suggestion (a rural route, General Delivery) has no street of its own:
          // the recipient's stays.
          address: suggestion.streetAddress || recipient.address,
          city: suggestion.city,
          province: suggestion.province,
          postalCode: suggestion.postalCode,
          countryCode: suggestion.countryCode || recipient.countryCode,
          validationStatus: 'valid',
          validationMessage: Messages.suggestionApplied,
          suggestedAddress: null,
        };
      });
    case 'openRecipientForm':
      return { ...state, recipientForm: action.target };
    case 'startProcessing':
      return { ...state, step: 'processing', uploadId: action.uploadId, orders: [] };
    case 'finishProcessing':
      return { ...state, step: 'review', orders: [...action.orders].sort(byRowNumber) };
    case 'replaceOrder':
      return {
        ...state,
        orders: state.orders.map((order) =>
          order.rowNumber === action.order.rowNumber ? action.order : order,
        ),
      };
    case 'reset':
      return INITIAL_WIZARD_STATE;
  }
}

const STORAGE_VERSION = 1;
type StoredWizard = { version: typeof STORAGE_VERSION; state: WizardState };

/** The signed-in user's wizard in this tab: another account signing in here starts afresh. */
export const wizardStorageKey = (userId: string) => `maplepost.bulk-wizard.${userId}`;

/**
 * What an earlier visit in this tab left, or the first step. Only this page writes the key,
 * so a stored value of the current version is trusted; anything else starts afresh.
 */
function restore(storageKey: string): WizardState {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as StoredWizard | null;
    if (stored?.version === STORAGE_VERSION && WIZARD_STEPS.includes(stored.state.step))
      return { ...INITIAL_WIZARD_STATE, ...stored.state };
  } catch {
    // Unreadable: start afresh.
  }
  return INITIAL_WIZARD_STATE;
}

/** Keeps the wizard's state for this tab (and lets a test start the wizard at any step). */
export function saveWizard(storageKey: string, state: WizardState): void {
  const stored: StoredWizard = { version: STORAGE_VERSION, state };
  sessionStorage.setItem(storageKey, JSON.stringify(stored));
}

/** The wizard's state, restored from and saved to sessionStorage under `storageKey`. */
export function useWizardState(storageKey: string) {
  const [state, dispatch] = useReducer(wizardReducer, storageKey, restore);
  useEffect(() => saveWizard(storageKey, state), [state, storageKey]);
  return [state, dispatch] as const;
}
