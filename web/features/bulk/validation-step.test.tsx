import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRecipient, testSender } from '#domain/test-support/bulk-wizard-data.ts';
import { backButton, renderWizardAt, storedWizard } from '../../test-support/bulk-wizard.tsx';
import type { WizardState } from './wizard-state.ts';

const atValidation = (state: Partial<WizardState> = {}): Partial<WizardState> => ({
  step: 'validation',
  sender: testSender(),
  batchId: 'NOV-24',
  recipients: [
    testRecipient({ id: 'a' }),
    testRecipient({ id: 'b', fullName: '', phone: '' }),
    testRecipient({
      id: 'c',
      fullName: 'Alan Turing',
      address: '',
      city: '',
      province: '',
      postalCode: '',
    }),
  ],
  ...state,
});

describe('the validation step', () => {
  it("lists each recipient's missing fields, 'Recipient {n}' for one without a name, and disables Back", async () => {
    await renderWizardAt(atValidation());
    const list = within(await screen.findByRole('list', { name: 'Recipients to fix' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('Recipient 2')).toBeInTheDocument();
    expect(list.getByText('Missing: Name, Phone')).toBeInTheDocument();
    expect(list.getByText('Alan Turing')).toBeInTheDocument();
    expect(
      list.getByText('Missing: Address, City, Province/State, Postal/ZIP Code'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(backButton()).toBeDisabled();
    // The indicator stays on Recipients.
    expect(screen.getByText('Recipients').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('lists every error an order would refuse too, beside what is missing, before any order exists', async () => {
    await renderWizardAt(
      atValidation({
        recipients: [
          testRecipient({ id: 'a', fullName: '+Ada', phone: '555 0199' }),
          testRecipient({ id: 'b', fullName: 'Alan Turing', city: '', email: 'alan@' }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Recipients to fix' });
    const [ada, alan] = [...list.children] as HTMLElement[];
    expect(ada).toHaveTextContent('+Ada');
    expect(
      within(ada!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Recipient name cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
      'Recipient phone number must be exactly 10 digits.',
    ]);
    expect(alan).toHaveTextContent('Missing: City');
    expect(alan).toHaveTextContent('Recipient email is not a valid email address.');
  });

  it('opens the recipient form on the recipients step with Edit Recipient', async () => {
    const { user } = await renderWizardAt(atValidation());
    await user.click(await screen.findByRole('button', { name: 'Edit Recipient Alan Turing' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Recipient' });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveValue('Alan Turing');
    expect(screen.getByRole('heading', { name: 'Recipients (3)' })).toBeInTheDocument();
  });

  it('goes back to the recipients with Back to Recipients', async () => {
    const { user } = await renderWizardAt(atValidation());
    await user.click(screen.getByRole('button', { name: 'Back to Recipients' }));
    expect(await screen.findByRole('heading', { name: 'Recipients (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays while something is still missing, and processes once all is fixed', async () => {
    const first = await renderWizardAt(atValidation());
    await first.user.click(screen.getByRole('button', { name: 'Retry Processing' }));
    expect(storedWizard().step).toBe('validation');
    first.unmount();

    const { user } = await renderWizardAt(atValidation({ recipients: [testRecipient()] }), {
      'POST /web/order/create/batch': { status: 202, body: { data: { uploadId: 'U1' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Retry Processing' }));
    expect(await screen.findByRole('heading', { name: 'Processing Orders' })).toBeInTheDocument();
  });
});
