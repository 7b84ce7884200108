import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProcessedOrder, testRecipient, testSender } from '#domain/test-support/bulk-wizard-data.ts';
import { renderWizardAt, storedWizard } from '../../test-support/bulk-wizard.tsx';

describe('the review step’s discard', () => {
  it('discards the batch’s unpaid orders instead of finalizing, and starts the wizard afresh', async () => {
    const { user, fetchMock } = await renderWizardAt(
      {
        step: 'review',
        sender: testSender(),
        batchId: 'NOV-24',
        uploadId: 'U1',
        recipients: [testRecipient({ id: 'a' })],
        orders: [testProcessedOrder({ rowNumber: 1, trackingNumber: 'MP1' })],
      },
      {
        'POST /web/batch/discard-unpaid/NOV-24': {
          status: 200,
          body: { discarded: 1, inPayment: 0 },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Discard unpaid orders' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard unpaid orders' }),
    );
    await waitFor(() => expect(storedWizard().step).toBe('sender'));
    expect(storedWizard().batchId).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/web/order/validate/batch')),
    ).toHaveLength(0);
  });
});
