import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSender } from '#domain/test-support/bulk-wizard-data.ts';
import { renderWizardAt, storedWizard } from '../../test-support/bulk-wizard.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('the sender step', () => {
  it('shows the five indicator labels, the tips and a disabled Back', async () => {
    await renderWizardAt({});
    const steps = within(screen.getByRole('navigation', { name: 'Bulk shipment steps' }));
    for (const label of ['Sender Info', 'Batch Selection', 'Recipients', 'Processing', 'Review'])
      expect(steps.getByText(label)).toBeInTheDocument();
    expect(steps.queryByText(/Validation/)).not.toBeInTheDocument();
    const tips = screen.getByRole('complementary', { name: 'Tips' });
    expect(tips).toHaveTextContent('accurate');
    expect(tips).toHaveTextContent('All shipments in this batch use this sender.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('enables Next only once the name or company, phone, address, city, province, postal code and email are filled', async () => {
    const { user } = await renderWizardAt({}, { 'GET /web/batch/list': { status: 200, body: [] } });
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('Please fill in all required sender fields.')).toBeInTheDocument();

    await user.click(field('Company'));
    await user.paste('Maple Goods Ltd');
    await user.click(field('Phone'));
    await user.paste('604 555 0123');
    await user.click(field('Email'));
    await user.paste('ship@maple.example');
    await user.click(screen.getByRole('combobox', { name: 'Address' }));
    await user.paste('1055 W Georgia St');
    // No suggestion picked: the place is entered by hand.
    await user.click(screen.getByRole('button', { name: 'Enter city and postal code yourself' }));
    await user.click(field('City'));
    await user.paste('Vancouver');
    await user.click(screen.getByRole('combobox', { name: 'Province/State' }));
    await user.click(screen.getByRole('option', { name: 'British Columbia (BC)' }));
    expect(nextButton()).toBeDisabled();

    await user.click(field('Postal/ZIP code'));
    await user.paste('V6E 3P3');
    expect(nextButton()).toBeEnabled();
    expect(
      screen.queryByText('Please fill in all required sender fields.'),
    ).not.toBeInTheDocument();

    await user.click(nextButton());
    expect(
      await screen.findByRole('heading', { name: 'Select or Create Batch' }),
    ).toBeInTheDocument();
    expect(storedWizard()).toMatchObject({ step: 'batch', sender: { company: 'Maple Goods Ltd' } });
  });

  it('fills the sender from the address book', async () => {
    const { user } = await renderWizardAt(
      {},
      {
        'GET /web/user/addressbook/get': {
          status: 200,
          body: [
            {
              addressId: 'a1',
              name: 'Maple Goods',
              phone: '6045550123',
              email: 'ship@maple.example',
              companyName: 'Maple Goods Ltd',
              streetAddress: '1055 W Georgia St',
              unitNumber: '',
              city: 'Vancouver',
              province: 'BC',
              postalCode: 'V6E 3P3',
              countryCode: 'CA',
              isDefault: true,
            },
          ],
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Choose from Address Book' }));
    await user.click(await screen.findByRole('button', { name: /Maple Goods/ }));
    expect(field('Full name')).toHaveValue('Maple Goods');
    expect(field('Postal/ZIP code')).toHaveValue('V6E 3P3');
    expect(nextButton()).toBeEnabled();
  });

  it('keeps what was typed across a reload', async () => {
    const sender = testSender();
    const first = await renderWizardAt({ sender });
    first.unmount();
    // The stored state is read again, as after a reload of the page.
    expect(storedWizard().sender).toEqual(sender);
  });
});
