import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import { mugs, testRecipient } from '#domain/test-support/bulk-wizard-data.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { RecipientFormModal } from './recipient-form-modal.tsx';

const dialog = () => within(screen.getByRole('dialog'));
const inNewYork = (overrides: Partial<BulkRecipient> = {}) =>
  testRecipient({
    address: '350 5th Ave',
    city: 'New York',
    province: 'NY',
    postalCode: '10118',
    countryCode: 'US',
    ...overrides,
  });

function renderModal(recipient: BulkRecipient | null, senderCountry: CountryCode = 'CA') {
  mockFetch({});
  const onSave = vi.fn<(recipient: BulkRecipient) => void>();
  const rendered = renderWithProviders(
    <RecipientFormModal
      recipient={recipient}
      senderCountry={senderCountry}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
  return { ...rendered, onSave };
}

beforeEach(() => emulateWideScreen());

describe('the recipient form’s customs', () => {
  it('refuses a recipient in the US added by hand until its customs item is right, then saves it valid', async () => {
    const { user, onSave } = renderModal(null);
    const type = async (
      role: 'textbox' | 'spinbutton' | 'combobox',
      name: string,
      text: string,
    ) => {
      await user.click(dialog().getByRole(role, { name }));
      await user.paste(text);
    };
    const choose = async (name: string, option: string) => {
      await user.click(dialog().getByRole('combobox', { name }));
      await user.click(screen.getByRole('option', { name: option }));
    };
    await type('textbox', 'Full name', 'Grace Hopper');
    await type('textbox', 'Phone', '212 555 0100');
    await type('combobox', 'Address', '350 5th Ave');
    await user.click(dialog().getByRole('button', { name: 'Enter city and postal code yourself' }));
    await type('textbox', 'City', 'New York');
    expect(dialog().queryByRole('heading', { name: 'Customs' })).not.toBeInTheDocument();
    await choose('Country', 'USA');
    await choose('Province/State', 'New York (NY)');
    await type('textbox', 'Postal/ZIP code', '10118');
    await type('spinbutton', 'Weight', '1.2');
    await type('spinbutton', 'Length', '20');
    await type('spinbutton', 'Width', '15');
    await type('spinbutton', 'Height', '10');

    // The customs part, with the shipping form's defaults.
    expect(await dialog().findByRole('heading', { name: 'Customs' })).toBeInTheDocument();
    expect(dialog().getByRole('combobox', { name: 'Contents Type' })).toHaveValue('MERCHANDISE');
    expect(dialog().getByRole('combobox', { name: 'Currency' })).toHaveValue('CAD');
    expect(dialog().getByRole('spinbutton', { name: 'Item Quantity' })).toHaveValue(1);

    await user.click(dialog().getByRole('button', { name: 'Add Recipient' }));
    const description = dialog().getByRole('textbox', { name: 'Item Description' });
    expect(description).toHaveAccessibleDescription('Item Description is required.');
    expect(dialog().getByRole('spinbutton', { name: 'Item Value' })).toHaveAccessibleDescription(
      'Item Value is required.',
    );
    expect(onSave).not.toHaveBeenCalled();

    await type('textbox', 'Item Description', 'Gift');
    await type('spinbutton', 'Item Value', '24.50');
    await type('textbox', 'HS Code', '6912.00');
    await type('textbox', 'Origin Country', 'CA');
    await user.click(dialog().getByRole('button', { name: 'Add Recipient' }));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('too vague'));
    expect(onSave).not.toHaveBeenCalled();
    // Nothing typed was lost.
    expect(dialog().getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
    expect(dialog().getByRole('textbox', { name: 'HS Code' })).toHaveValue('6912.00');

    await user.clear(description);
    await user.paste('Stoneware coffee mug');
    await user.click(dialog().getByRole('button', { name: 'Add Recipient' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      countryCode: 'US',
      validationStatus: 'valid',
      validationMessage: 'Address validated',
      customs: {
        contentsType: 'MERCHANDISE',
        description: 'Stoneware coffee mug',
        quantity: '1',
        unitValue: '24.50',
        currency: 'CAD',
        hsCode: '6912.00',
        originCountry: 'CA',
      },
    });
  });

  it('keeps a sheet row’s customs item when it is edited', async () => {
    const { user, onSave } = renderModal(
      inNewYork({ customs: mugs, validationStatus: 'error', validationMessage: 'Failed' }),
    );
    // The sheet's 'merchandise' and 'cad' are the options they name; the rest as the sheet had it.
    expect(await dialog().findByRole('combobox', { name: 'Contents Type' })).toHaveValue(
      'MERCHANDISE',
    );
    expect(dialog().getByRole('combobox', { name: 'Currency' })).toHaveValue('CAD');
    expect(dialog().getByRole('textbox', { name: 'Item Description' })).toHaveValue(
      'Stoneware coffee mug',
    );
    expect(dialog().getByRole('textbox', { name: 'Origin Country' })).toHaveValue('Canada');

    await user.click(dialog().getByRole('button', { name: 'Update Recipient' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ customs: mugs, validationStatus: 'valid' });
  });

  it('shows no customs part for a recipient in the sender’s country, and saves none', async () => {
    const { user, onSave } = renderModal(testRecipient());
    expect(dialog().queryByRole('heading', { name: 'Customs' })).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Update Recipient' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('customs');
  });

  it('drops the customs item of a recipient now in the sender’s country', async () => {
    // A sheet read for a Canadian sender, the sender since moved to the US.
    const { user, onSave } = renderModal(inNewYork({ customs: mugs }), 'US');
    expect(dialog().queryByRole('heading', { name: 'Customs' })).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Update Recipient' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('customs');
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      countryCode: 'US',
      validationStatus: 'valid',
    });
  });
});

describe('the recipient form’s field checks', () => {
  it('shows at each field what an order would refuse, a formula-like name too, and saves once all are right', async () => {
    const fromSheet = testRecipient({
      fullName: '=HYPERLINK("http://evil.example","Ada")',
      phone: '416 555 019',
      email: 'ada@',
      company: '@SUM(A1:A9)',
      validationStatus: 'error',
    });
    const { user, onSave } = renderModal(fromSheet);
    await user.click(dialog().getByRole('button', { name: 'Update Recipient' }));

    const formula = 'cannot start with =, +, - or @ (a spreadsheet would run it as a formula).';
    const fullName = dialog().getByRole('textbox', { name: 'Full name' });
    expect(fullName).toHaveAccessibleDescription(`Recipient name ${formula}`);
    expect(dialog().getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
      `Recipient company ${formula}`,
    );
    const phone = dialog().getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription('Recipient phone number must be exactly 10 digits.');
    const email = dialog().getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Recipient email is not a valid email address.');
    // Nothing required is blank: the spec's message for blank fields is not shown.
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    const retype = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    await retype(fullName, "Ada O'Brien-Lovelace");
    await retype(dialog().getByRole('textbox', { name: 'Company' }), 'Analytical-Engines Ltd.');
    await retype(phone, '416 555 0199');
    await retype(email, 'ada@example.com');
    await user.click(dialog().getByRole('button', { name: 'Update Recipient' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: "Ada O'Brien-Lovelace",
        phone: '416 555 0199',
        validationStatus: 'valid',
      }),
    );
  });

  it('refuses a province that is not of the country, at the province', async () => {
    const { user, onSave } = renderModal(testRecipient({ province: 'NY' }));
    await user.click(dialog().getByRole('button', { name: 'Update Recipient' }));
    expect(dialog().getByRole('combobox', { name: 'Province/State' })).toHaveAccessibleDescription(
      expect.stringContaining('Recipient province is not a province or state of CA.'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
