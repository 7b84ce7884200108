import { BulkImportMessages, missingFieldsMessage } from './import-messages.ts';

/** The words of spec sections 4, 5 and 8 for the bulk wizard, quoted exactly; those of bringing recipients in are shared with the spreadsheet reader. */
export const BulkWizardMessages = {
  ...BulkImportMessages,
  missingFields: missingFieldsMessage,
  senderIncomplete: 'Please fill in all required sender fields.',
  selectOrCreateBatch: 'Please select or create a batch.',
  enterBatchId: 'Please enter a batch ID.',
  addRecipient: 'Please add at least one recipient.',
  recipientFieldsMissing: 'Please fill in all required recipient fields',
  selectBatch: 'Please select a batch.',
  proceedAnyway: (count: number) =>
    `${count} recipient(s) have validation errors. Do you want to proceed anyway?`,
  suggestionApplied: 'Address updated with suggestion',
  noBatches: 'No existing batches found.',
  noRecipients: 'No recipients added yet.',
  noServices: 'No services available.',
  createBatchFailed: 'Failed to create batch. Please try again.',
  createBatchError: 'An error occurred while creating the batch.',
  trackingFailed: 'Error tracking batch progress. Please check the batch status manually.',
  processingFailed: 'An error occurred while processing orders. Please try again.',
  nothingToFinalize: 'There are no successful orders to finalize.',
  validateFailed: 'Failed to validate shipment. Please try again.',
  finalizeFailed: 'An error occurred while finalizing the shipment. Please try again.',
  processingCount: (done: number, total: number) => `Processing ${done} of ${total} orders`,
} as const;
