import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpreadsheetReading } from '#domain/bulk/recipient.ts';
import { testRecipient, testSender } from '#domain/test-support/bulk-wizard-data.ts';
import { requestBody } from '../../test-support/mock-fetch.ts';
import { downloadRecipientTemplate, readRecipientSpreadsheet } from './spreadsheet/index.ts';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { renderWizardAt, storedWizard } from '../../test-support/bulk-wizard.tsx';
import type { WizardState } from './wizard-state.ts';

vi.mock('./spreadsheet/index.ts', () => ({
  readRecipientSpreadsheet: vi.fn(),
  downloadRecipientTemplate: vi.fn(),
  // No worker to start ahead of a sheet in jsdom.
  prepareSpreadsheetReader: () => () => undefined,
}));

const CHECK = 'POST /web/bulk/address-check';
const CREATE = 'POST /web/order/create/batch';
const atRecipients = (state: Partial<WizardState> = {}): Partial<WizardState> => ({
  step: 'recipients',
  sender: testSender(),
  batchId: 'NOV-24',
  ...state,
});
const PACKAGE = ['Weight', 'Length', 'Width', 'Height'];
const dialog = () => within(screen.getByRole('dialog'));
const table = () => within(screen.getByRole('table'));

async function chooseSpreadsheet(user: Awaited<ReturnType<typeof renderWizardAt>>['user']) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  expect(input).toHaveAttribute('accept', '.xlsx,.xls');
  await user.upload(input, new File(['sheet'], 'recipients.xlsx'));
}

beforeEach(() => {
  vi.mocked(readRecipientSpreadsheet).mockReset();
  vi.mocked(downloadRecipientTemplate).mockReset();
});

describe('the recipients step', () => {
  beforeEach(() => emulateWideScreen());

  it("starts empty: 'No recipients added yet.', a count of 0 and Next reading 'Process Orders'", async () => {
    await renderWizardAt(atRecipients());
    expect(screen.getByRole('heading', { name: 'Recipients (0)' })).toBeInTheDocument();
    expect(screen.getByText('No recipients added yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Spreadsheet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Template' })).toBeInTheDocument();
  });

  it('adds a recipient by hand, valid with KGS and CM by default, after checking the required fields and the package', async () => {
    const { user } = await renderWizardAt(atRecipients());
    await user.click(screen.getByRole('button', { name: 'Add Recipient Manually' }));
    expect(screen.getByRole('dialog', { name: 'Add New Recipient' })).toBeInTheDocument();
    expect(dialog().getByRole('combobox', { name: 'Weight unit' })).toHaveValue('KGS');
    expect(dialog().getByRole('combobox', { name: 'Dimension unit' })).toHaveValue('CM');
    const weight = dialog().getByRole('spinbutton', { name: 'Weight' });
    expect(weight).toHaveAttribute('min', '0.1');
    expect(weight).toHaveAttribute('step', '0.1');
    expect(dialog().getByRole('spinbutton', { name: 'Height' })).toHaveAttribute('min', '1');

    await user.click(dialog().getByRole('button', { name: 'Add Recipient' }));
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Please fill in all required recipient fields',
    );
    expect(dialog().getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Phone is required.',
    );
    // The place is read-only until entered: its message shows at the street, with the street's own.
    expect(dialog().getByRole('combobox', { name: 'Address' })).toHaveAccessibleDescription(
      expect.stringContaining('Address is required. Postal/ZIP Code is required.'),
    );

    // Each field's value set in one input event: what is tested is the form's checks, not
    // typing, and a click and a paste per field took the test past 15 s on a loaded machine.
    const fill = (name: string, text: string) => {
      const role =
        name === 'Address' ? 'combobox' : PACKAGE.includes(name) ? 'spinbutton' : 'textbox';
      fireEvent.change(dialog().getByRole(role, { name }), { target: { value: text } });
    };
    fill('Full name', 'Ada Lovelace');
    fill('Phone', '416 555 0199');
    fill('Address', '290 Bremner Blvd');
    await user.click(dialog().getByRole('button', { name: 'Enter city and postal code yourself' }));
    fill('City', 'Toronto');
    await user.click(dialog().getByRole('combobox', { name: 'Province/State' }));
    await user.click(screen.getByRole('option', { name: 'Ontario (ON)' }));
    fill('Postal/ZIP code', 'M5V 3L9');
    fill('Weight', '0.05');
    fill('Length', '0.5');
    fill('Width', '1e9');
    fill('Height', '10');
    await user.click(dialog().getByRole('button', { name: 'Add Recipient' }));
    expect(dialog().getByText('Weight must be at least 0.1.')).toBeInTheDocument();
    expect(dialog().getByText('Length must be at least 1.')).toBeInTheDocument();
    expect(dialog().getByText('Width must be at most 1000.')).toBeInTheDocument();

    fill('Weight', '2.5');
    fill('Length', '30');
    fill('Width', '20');
    await user.click(dialog().getByRole('button', { name: 'Add Recipient' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Recipients (1)' })).toBeInTheDocument();
    const row = table().getByRole('row', { name: /Ada Lovelace/ });
    expect(row).toHaveTextContent('Valid');
    expect(row).toHaveTextContent('Address validated');
    expect(storedWizard().recipients[0]).toMatchObject({
      weight: '2.5',
      weightUnit: 'KGS',
      length: '30',
      dimensionUnit: 'CM',
    });
  });

  it("edits a recipient in the 'Edit Recipient' form and deletes another", async () => {
    const { user } = await renderWizardAt(
      atRecipients({
        recipients: [
          testRecipient({ id: 'a' }),
          testRecipient({ id: 'b', fullName: 'Grace Hopper' }),
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    expect(screen.getByRole('dialog', { name: 'Edit Recipient' })).toBeInTheDocument();
    const name = dialog().getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.paste('Ada King');
    await user.click(dialog().getByRole('button', { name: 'Update Recipient' }));
    expect(await screen.findByRole('row', { name: /Ada King/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Grace Hopper' }));
    expect(screen.getByRole('heading', { name: 'Recipients (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
  });

  it('reads a spreadsheet, checks the pending addresses on the server and applies a suggestion', async () => {
    vi.mocked(readRecipientSpreadsheet).mockResolvedValue({
      ok: true,
      recipients: [
        testRecipient({ id: 'a', validationStatus: 'pending', validationMessage: '' }),
        testRecipient({
          id: 'b',
          fullName: 'Grace Hopper',
          address: '290 Bremner',
          validationStatus: 'pending',
          validationMessage: '',
        }),
        testRecipient({
          id: 'c',
          fullName: 'Alan Turing',
          postalCode: '',
          validationStatus: 'error',
          validationMessage: 'Missing required fields: RECIPIENT_POSTAL_CODE',
        }),
      ],
    } satisfies SpreadsheetReading);
    const { user, fetchMock } = await renderWizardAt(atRecipients(), {
      [CHECK]: {
        status: 200,
        body: {
          results: [
            {
              validationStatus: 'valid',
              validationMessage: 'Address validated',
              formattedAddress: '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada',
              suggestedAddress: null,
            },
            {
              validationStatus: 'warning',
              validationMessage: 'Address may be incomplete',
              formattedAddress: '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada',
              suggestedAddress: {
                streetAddress: '290 Bremner Blvd',
                city: 'Toronto',
                province: 'ON',
                postalCode: 'M5V 3L9',
                countryCode: 'CA',
              },
            },
          ],
        },
      },
    });
    await chooseSpreadsheet(user);

    const grace = await screen.findByRole('row', { name: /Grace Hopper.*Warning/ });
    expect(grace).toHaveTextContent('Address may be incomplete');
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Valid');
    expect(screen.getByRole('row', { name: /Alan Turing/ })).toHaveTextContent(
      'Missing required fields: RECIPIENT_POSTAL_CODE',
    );
    expect(screen.getByRole('heading', { name: 'Recipients (3)' })).toBeInTheDocument();
    // Only the two pending rows were asked about, in order.
    expect(requestBody(fetchMock, CHECK)).toEqual({
      addresses: [
        expect.objectContaining({ streetAddress: '290 Bremner Blvd', city: 'Toronto' }),
        expect.objectContaining({ streetAddress: '290 Bremner' }),
      ],
    });

    await user.click(
      within(grace).getByRole('button', { name: 'Apply Suggestion for Grace Hopper' }),
    );
    const applied = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(applied).toHaveTextContent('Valid');
    expect(applied).toHaveTextContent('Address updated with suggestion');
    expect(applied).toHaveTextContent('290 Bremner Blvd');
  });

  it("marks the pending rows 'Failed to validate address' when the check fails", async () => {
    vi.mocked(readRecipientSpreadsheet).mockResolvedValue({
      ok: true,
      recipients: [testRecipient({ validationStatus: 'pending', validationMessage: '' })],
    });
    const { user } = await renderWizardAt(atRecipients(), { [CHECK]: { status: 500 } });
    await chooseSpreadsheet(user);
    const row = await screen.findByRole('row', { name: /Error/ });
    expect(row).toHaveTextContent('Failed to validate address');
  });

  it("shows the reader's message for a refused file, and the spec's message for one it cannot read", async () => {
    vi.mocked(readRecipientSpreadsheet).mockResolvedValueOnce({
      ok: false,
      message:
        'Maximum 100 orders allowed per upload. Please reduce the number of orders in your spreadsheet.',
    });
    const { user } = await renderWizardAt(atRecipients());
    await chooseSpreadsheet(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximum 100 orders allowed per upload. Please reduce the number of orders in your spreadsheet.',
    );

    vi.mocked(readRecipientSpreadsheet).mockRejectedValueOnce(new Error('not a zip'));
    await chooseSpreadsheet(user);
    expect(
      await screen.findByText(
        'Failed to parse the Excel file. Please check the format and try again.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Failed to generate template. Please try again.' when the template fails", async () => {
    vi.mocked(downloadRecipientTemplate).mockRejectedValue(new Error('no'));
    const { user } = await renderWizardAt(atRecipients());
    await user.click(screen.getByRole('button', { name: 'Download Template' }));
    expect(
      await screen.findByText('Failed to generate template. Please try again.'),
    ).toBeInTheDocument();
  });

  it('asks for a recipient before processing, and stops asking once one is added', async () => {
    vi.mocked(readRecipientSpreadsheet).mockResolvedValue({
      ok: true,
      recipients: [testRecipient()],
    });
    const { user } = await renderWizardAt(atRecipients());
    await user.click(screen.getByRole('button', { name: 'Process Orders' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one recipient.');

    await chooseSpreadsheet(user);
    expect(await screen.findByRole('heading', { name: 'Recipients (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Please add at least one recipient.')).not.toBeInTheDocument();
  });

  it('goes to the validation step when a recipient misses a required field', async () => {
    const { user, fetchMock } = await renderWizardAt(
      atRecipients({ recipients: [testRecipient({ phone: '' })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Process Orders' }));
    expect(await screen.findByRole('heading', { name: 'Validation Errors' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before processing error or pending recipients, then uploads every row', async () => {
    const { user, fetchMock } = await renderWizardAt(
      atRecipients({
        recipients: [
          testRecipient({ id: 'a' }),
          testRecipient({
            id: 'b',
            validationStatus: 'error',
            validationMessage: 'Address not found',
          }),
          testRecipient({ id: 'c', validationStatus: 'warning' }),
        ],
      }),
      { [CREATE]: { status: 202, body: { data: { uploadId: 'U1' } } } },
    );
    await user.click(screen.getByRole('button', { name: 'Process Orders' }));
    expect(
      screen.getByText('1 recipient(s) have validation errors. Do you want to proceed anyway?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Process Orders' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Processing Orders' })).toBeInTheDocument();
    expect(storedWizard()).toMatchObject({ step: 'processing', uploadId: 'U1' });
    const body = requestBody(fetchMock, CREATE) as { batchId: string; orderList: unknown[] };
    expect(body.batchId).toBe('NOV-24');
    expect(body.orderList).toHaveLength(3);
    expect(body.orderList[0]).toMatchObject({
      senderName: 'Maple Goods',
      recipientName: 'Ada Lovelace',
      weight: 2.5,
    });
  });

  it("says 'An error occurred while processing orders. Please try again.' when the upload fails", async () => {
    const { user } = await renderWizardAt(atRecipients({ recipients: [testRecipient()] }), {
      [CREATE]: { status: 500 },
    });
    await user.click(screen.getByRole('button', { name: 'Process Orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while processing orders. Please try again.',
    );
    expect(storedWizard().step).toBe('recipients');
  });

  it('refuses more than 100 recipients in one upload', async () => {
    const recipients = Array.from({ length: 101 }, (_, index) =>
      testRecipient({ id: `r${index}` }),
    );
    const { user, fetchMock } = await renderWizardAt(atRecipients({ recipients }));
    await user.click(screen.getByRole('button', { name: 'Process Orders' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Maximum 100 orders allowed per upload. Please reduce the number of orders in your spreadsheet.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a batch when none is selected', async () => {
    const { user } = await renderWizardAt(
      atRecipients({ batchId: null, recipients: [testRecipient()] }),
    );
    await user.click(screen.getByRole('button', { name: 'Process Orders' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a batch.');
  });
});

describe('the recipients step on a phone', () => {
  it('shows a card per recipient with its status and actions', async () => {
    const { user } = await renderWizardAt(
      atRecipients({
        recipients: [
          testRecipient({ id: 'a' }),
          testRecipient({
            id: 'b',
            fullName: '',
            validationStatus: 'error',
            validationMessage: 'Address not found',
          }),
        ],
      }),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Recipient 2');
    expect(cards[1]).toHaveTextContent('Address not found');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Delete Recipient 2' }));
    expect(screen.getByRole('heading', { name: 'Recipients (1)' })).toBeInTheDocument();
  });
});
