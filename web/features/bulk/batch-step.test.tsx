import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSender } from '#domain/test-support/bulk-wizard-data.ts';
import { backButton, renderWizardAt, storedWizard } from '../../test-support/bulk-wizard.tsx';

const LIST = 'GET /web/batch/list';
const batches = (...ids: string[]) => ({
  status: 200,
  body: ids.map((batchId) => ({ batchId, createdAt: '2026-11-24T10:00:00.000Z' })),
});
const atBatchStep = { step: 'batch' as const, sender: testSender() };

describe('the batch step', () => {
  it('lists the batches after a loading message, and marks the one clicked', async () => {
    const { user } = await renderWizardAt(atBatchStep, { [LIST]: batches('NOV-24', 'NOV-23') });
    expect(screen.getByText('Loading batches...')).toBeInTheDocument();

    const november = await screen.findByRole('button', { name: 'NOV-24' });
    expect(november).toHaveAttribute('aria-pressed', 'false');
    await user.click(november);
    expect(screen.getByRole('button', { name: /NOV-24/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Selected')).toBeInTheDocument();
    expect(storedWizard().batchId).toBe('NOV-24');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Recipients (0)' })).toBeInTheDocument();
  });

  it("says 'No existing batches found.' and asks for a batch on Next", async () => {
    const { user } = await renderWizardAt(atBatchStep, { [LIST]: batches() });
    expect(await screen.findByText('No existing batches found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select or create a batch.');
    expect(storedWizard().step).toBe('batch');
  });

  it('creates a batch, showing Creating... meanwhile, and selects it', async () => {
    const { user, fetchMock } = await renderWizardAt(atBatchStep, {
      [LIST]: [batches(), batches('DEC-01')],
      'POST /web/batch/create/DEC-01': {
        status: 201,
        body: { batchId: 'DEC-01', createdAt: '2026-11-24T10:00:00.000Z' },
      },
    });
    await screen.findByText('No existing batches found.');
    await user.type(screen.getByRole('textbox', { name: 'New batch ID' }), 'DEC-01');
    await user.click(screen.getByRole('button', { name: 'Create Batch' }));

    expect(await screen.findByRole('button', { name: /DEC-01/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'New batch ID' })).toHaveValue('');
    expect(storedWizard().batchId).toBe('DEC-01');
    expect(fetchMock).toHaveBeenCalledWith('/web/batch/create/DEC-01', expect.anything());
  });

  it("shows 'Creating...' while the batch is being created", async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetchMock } = await renderWizardAt(atBatchStep, { [LIST]: batches() });
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await screen.findByText('No existing batches found.');
    await user.type(screen.getByRole('textbox', { name: 'New batch ID' }), 'DEC-01');
    await user.click(screen.getByRole('button', { name: 'Create Batch' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer(new Response(null, { status: 500 }));
    expect(
      await screen.findByText('Failed to create batch. Please try again.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['', 'Please enter a batch ID.'],
    ['   ', 'Please enter a batch ID.'],
    [
      '-bad id',
      'A batch ID may contain only letters, digits, hyphens, underscores and periods, and starts with a letter or digit.',
    ],
  ])('refuses the id %j before asking the server', async (typed, message) => {
    const { user, fetchMock } = await renderWizardAt(atBatchStep, { [LIST]: batches() });
    await screen.findByText('No existing batches found.');
    if (typed) await user.type(screen.getByRole('textbox', { name: 'New batch ID' }), typed);
    await user.click(screen.getByRole('button', { name: 'Create Batch' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for an id the user already has", async () => {
    const { user } = await renderWizardAt(atBatchStep, {
      [LIST]: batches('NOV-24'),
      'POST /web/batch/create/NOV-24': {
        status: 409,
        body: { message: 'You already have a batch named NOV-24.' },
      },
    });
    await screen.findByRole('button', { name: 'NOV-24' });
    await user.type(screen.getByRole('textbox', { name: 'New batch ID' }), 'NOV-24');
    await user.click(screen.getByRole('button', { name: 'Create Batch' }));
    expect(await screen.findByText('You already have a batch named NOV-24.')).toBeInTheDocument();
  });

  it("says 'An error occurred while creating the batch.' when the server cannot be reached", async () => {
    const { user, fetchMock } = await renderWizardAt(atBatchStep, { [LIST]: batches() });
    await screen.findByText('No existing batches found.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.type(screen.getByRole('textbox', { name: 'New batch ID' }), 'DEC-01');
    await user.click(screen.getByRole('button', { name: 'Create Batch' }));
    expect(
      await screen.findByText('An error occurred while creating the batch.'),
    ).toBeInTheDocument();
  });

  it('goes back to the sender', async () => {
    const { user } = await renderWizardAt(atBatchStep, { [LIST]: batches() });
    await user.click(backButton());
    await waitFor(() => expect(storedWizard().step).toBe('sender'));
  });
});
