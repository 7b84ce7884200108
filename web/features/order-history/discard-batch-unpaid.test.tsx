import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, requestBody } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { DiscardBatchUnpaid, discardedSentence } from './discard-batch-unpaid.tsx';

const DISCARD = 'POST /web/batch/discard-unpaid/NOV-24';

describe('DiscardBatchUnpaid', () => {
  it('discards the batch’s unpaid orders once confirmed, then hands over', async () => {
    const fetchMock = mockFetch({
      [DISCARD]: { status: 200, body: { discarded: 3, inPayment: 0 } },
    });
    const onDiscarded = vi.fn();
    const { user } = renderWithProviders(
      <DiscardBatchUnpaid batchId="NOV-24" onDiscarded={onDiscarded} />,
    );
    await user.click(screen.getByRole('button', { name: 'Discard unpaid orders' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Discard the unpaid orders of batch NOV-24?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Discard unpaid orders' }));
    await waitFor(() => expect(onDiscarded).toHaveBeenCalledOnce());
    expect(requestBody(fetchMock, DISCARD)).toEqual({});
  });

  it('does nothing when the user keeps the orders, and shows a refusal in the dialog', async () => {
    const fetchMock = mockFetch({
      [DISCARD]: { status: 404, body: { message: "Batch 'NOV-24' was not found." } },
    });
    const onDiscarded = vi.fn();
    const { user } = renderWithProviders(
      <DiscardBatchUnpaid batchId="NOV-24" onDiscarded={onDiscarded} />,
    );
    await user.click(screen.getByRole('button', { name: 'Discard unpaid orders' }));
    await user.click(screen.getByRole('button', { name: 'Keep orders' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Discard unpaid orders' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard unpaid orders' }),
    );
    expect(await screen.findByText("Batch 'NOV-24' was not found.")).toBeInTheDocument();
    expect(onDiscarded).not.toHaveBeenCalled();
  });

  it('says how many were discarded, and how many kept while their payment is in progress', () => {
    expect(discardedSentence('NOV-24', { discarded: 1, inPayment: 0 })).toBe(
      '1 unpaid order of batch NOV-24 discarded.',
    );
    expect(discardedSentence('NOV-24', { discarded: 0, inPayment: 2 })).toBe(
      '0 unpaid orders of batch NOV-24 discarded. 2 unpaid orders kept: their payment is in progress.',
    );
  });
});
