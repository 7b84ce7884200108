import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProcessedOrder, testRecipient, testSender } from '#domain/test-support/bulk-wizard-data.ts';
import { useBatchProgress } from './progress/use-batch-progress.ts';
import { renderWizardAt, storedWizard } from '../../test-support/bulk-wizard.tsx';

vi.mock('./progress/use-batch-progress.ts', () => ({ useBatchProgress: vi.fn() }));

type Progress = ReturnType<typeof useBatchProgress>;
const progress = (overrides: Partial<Progress>): Progress => ({
  totalOrders: 3,
  successCount: 0,
  failureCount: 0,
  orders: [],
  status: 'PROCESSING',
  error: null,
  ...overrides,
});

const atProcessing = {
  step: 'processing' as const,
  sender: testSender(),
  batchId: 'NOV-24',
  uploadId: 'U1',
  recipients: [testRecipient({ id: 'a' }), testRecipient({ id: 'b' }), testRecipient({ id: 'c' })],
};

const ada = testProcessedOrder({ rowNumber: 1, trackingNumber: 'MP1' });
const failed = testProcessedOrder({
  rowNumber: 2,
  trackingNumber: null,
  processingStatus: 'FAILED',
  errorMessage: "Recipient postal code 'ABC' is not a valid Canadian postal code.",
  rates: { rates: [] },
});

beforeEach(() => vi.mocked(useBatchProgress).mockReset());
afterEach(() => vi.useRealTimers());

describe('the processing step', () => {
  it('follows the upload it started, with the percent, the count and the rows finished so far, and no navigation', async () => {
    vi.mocked(useBatchProgress).mockReturnValue(
      progress({ successCount: 1, failureCount: 1, orders: [ada, failed] }),
    );
    await renderWizardAt(atProcessing);

    expect(useBatchProgress).toHaveBeenCalledWith({ batchId: 'NOV-24', uploadId: 'U1' });
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Orders processed' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.getByText('Processing 2 of 3 orders')).toBeInTheDocument();
    // In the spec's words and case (section 4), not the engine's SUCCESS and FAILED.
    expect(screen.getByRole('row', { name: /MP1/ })).toHaveTextContent('Order Created');
    expect(screen.getByRole('row', { name: /N\/A/ })).toHaveTextContent('Failed');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('counts the orders it sent until the feed’s first message arrives', async () => {
    vi.mocked(useBatchProgress).mockReturnValue(progress({ totalOrders: 0, status: null }));
    await renderWizardAt(atProcessing);
    expect(screen.getByText('Processing 0 of 3 orders')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
  });

  it('shows review 1 second after COMPLETED, with every order', async () => {
    vi.useFakeTimers();
    vi.mocked(useBatchProgress).mockReturnValue(
      progress({
        totalOrders: 2,
        successCount: 1,
        failureCount: 1,
        orders: [failed, ada],
        status: 'COMPLETED',
      }),
    );
    await renderWizardAt(atProcessing);
    expect(screen.getByText('100%')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(999));
    expect(storedWizard().step).toBe('processing');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Review Shipments' })).toBeInTheDocument();
    expect(storedWizard().orders.map(({ rowNumber }) => rowNumber)).toEqual([1, 2]);
  });

  it.each([
    ['a feed error', progress({ error: 'closed', status: 'PROCESSING' })],
    ['a FAILED upload', progress({ status: 'FAILED' })],
    ['an upload not found', progress({ status: 'NOT_FOUND' })],
  ])('stops with the spec message on %s', async (_case, state) => {
    vi.useFakeTimers();
    vi.mocked(useBatchProgress).mockReturnValue(state);
    await renderWizardAt(atProcessing);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error tracking batch progress. Please check the batch status manually.',
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(storedWizard().step).toBe('processing');
  });
});
