import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recipientAddressLine } from '#domain/bulk/wizard-rules.ts';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import {
  testProcessedOrder,
  testRate,
  testRecipient,
  testSender,
} from '#domain/test-support/bulk-wizard-data.ts';
import { requestBody } from '../../test-support/mock-fetch.ts';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { renderWizardAt, storedWizard } from '../../test-support/bulk-wizard.tsx';
import type { WizardState } from './wizard-state.ts';

// Counted: each order drawn works out its address line once.
vi.mock('#domain/bulk/wizard-rules.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#domain/bulk/wizard-rules.ts')>();
  return { ...actual, recipientAddressLine: vi.fn(actual.recipientAddressLine) };
});

const ada = testProcessedOrder({ rowNumber: 1, trackingNumber: 'MP1' });
const grace = testProcessedOrder({
  rowNumber: 2,
  trackingNumber: 'MP2',
  rates: { rates: [testRate({ finalDue: 8, selected: true, eta: 'UNAVAILABLE' })] },
  orderDetails: { ...ada.orderDetails, recipientName: 'Grace Hopper' },
});
const unrated = testProcessedOrder({
  rowNumber: 3,
  trackingNumber: 'MP3',
  rates: { rates: [] },
  orderDetails: { ...ada.orderDetails, recipientName: 'Alan Turing' },
});
const failed = testProcessedOrder({
  rowNumber: 4,
  trackingNumber: null,
  processingStatus: 'FAILED',
  errorMessage: "Recipient postal code 'ABC' is not a valid Canadian postal code.",
  rates: { rates: [] },
  orderDetails: {
    ...ada.orderDetails,
    recipientName: 'Edsger Dijkstra',
    recipientPostalCode: 'ABC',
  },
});

const atReview = (state: Partial<WizardState> = {}): Partial<WizardState> => ({
  step: 'review',
  sender: testSender(),
  batchId: 'NOV-24',
  uploadId: 'U1',
  recipients: [
    testRecipient({ id: 'a' }),
    testRecipient({ id: 'b', fullName: 'Grace Hopper' }),
    testRecipient({ id: 'c', fullName: 'Alan Turing' }),
    testRecipient({ id: 'd', fullName: 'Edsger Dijkstra', postalCode: 'ABC' }),
  ],
  orders: [ada, grace, unrated, failed],
  ...state,
});

const figure = (label: string) =>
  within(screen.getByLabelText('Summary')).getByText(label).nextElementSibling?.textContent;

describe('the review step', () => {
  beforeEach(() => emulateWideScreen());

  it('shows each order with its service, price and status, and the summary', async () => {
    await renderWizardAt(atReview());
    expect(figure('Total Orders')).toBe('4');
    expect(figure('Successful')).toBe('3');
    expect(figure('Failed')).toBe('1');
    // $12.50 + $8.00 + nothing for the unrated order or the failed one.
    expect(figure('Total Cost')).toBe('$20.50');

    const adaRow = screen.getByRole('row', { name: /MP1/ });
    const adaService = within(adaRow).getByRole('combobox', { name: 'Service for Ada Lovelace' });
    expect(adaService).toHaveDisplayValue('Maplepost Ground · 4 days · $12.50');
    expect(
      within(adaService)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maplepost Ground · 4 days · $12.50', 'Maplepost Express · 1 day · $24.99']);
    // In the spec's words and case (section 4), not the engine's SUCCESS.
    // Drawn as written: a badge's usual capitals would turn it back into ORDER CREATED.
    expect(within(adaRow).getByText('Order Created').closest('.mantine-Badge-root')).toHaveStyle({
      textTransform: 'none',
    });
    expect(adaRow).toHaveTextContent('290 Bremner Blvd, Toronto, ON M5V 3L9');
    expect(
      within(screen.getByRole('row', { name: /MP2/ })).getByRole('combobox', {
        name: 'Service for Grace Hopper',
      }),
    ).toHaveDisplayValue('Maplepost Ground · N/A · $8.00');
    expect(screen.getByRole('row', { name: /MP3/ })).toHaveTextContent('No services available.');

    const failedRow = screen.getByRole('row', { name: /Edsger Dijkstra/ });
    expect(within(failedRow).getAllByRole('cell')[0]).toHaveTextContent('N/A');
    expect(within(failedRow).getByText('Failed', { exact: true })).toBeInTheDocument();
    expect(failedRow).not.toHaveTextContent('FAILED');
    expect(failedRow).toHaveTextContent(
      "Recipient postal code 'ABC' is not a valid Canadian postal code.",
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('changes a service through the server and updates the price and the Total Cost', async () => {
    const { user, fetchMock } = await renderWizardAt(atReview(), {
      'POST /web/order/select-service/MP1': {
        status: 200,
        body: {
          ...ada,
          rates: {
            rates: [
              testRate(),
              testRate({
                serviceCode: 'EXPRESS',
                serviceName: 'Maplepost Express',
                eta: 1,
                finalDue: 24.99,
                selected: true,
              }),
            ],
          },
        },
      },
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Service for Ada Lovelace' }),
      'Maplepost Express · 1 day · $24.99',
    );

    await waitFor(() => expect(figure('Total Cost')).toBe('$32.99'));
    expect(screen.getByRole('row', { name: /MP1/ })).toHaveTextContent('$24.99');
    expect(requestBody(fetchMock, 'POST /web/order/select-service/MP1')).toEqual({
      serviceCode: 'EXPRESS',
    });
  });

  const SELECT_REFUSED =
    'Order MP1 was not found among your bulk orders, or it is already in a shipment.';

  it('shows the chosen price at once, and puts the order back when the server refuses it', async () => {
    await renderWizardAt(atReview(), {
      'POST /web/order/select-service/MP1': {
        status: 404,
        body: { message: SELECT_REFUSED },
      },
    });
    const adaService = screen.getByRole('combobox', { name: 'Service for Ada Lovelace' });
    fireEvent.change(adaService, { target: { value: 'EXPRESS' } });
    expect(figure('Total Cost')).toBe('$32.99');

    expect(await screen.findByText(SELECT_REFUSED)).toBeInTheDocument();
    expect(figure('Total Cost')).toBe('$20.50');
    expect(adaService).toHaveDisplayValue('Maplepost Ground · 4 days · $12.50');
  });

  it('draws only the changed row again when one of 30 orders changes service', async () => {
    const orders = Array.from({ length: 30 }, (_, index) =>
      testProcessedOrder({ rowNumber: index + 1, trackingNumber: `MP${index + 1}` }),
    );
    const express = (order: ProcessedOrder) => ({
      ...order,
      rates: {
        rates: order.rates.rates.map((rate) => ({
          ...rate,
          selected: rate.serviceCode === 'EXPRESS',
        })),
      },
    });
    const { user } = await renderWizardAt(atReview({ orders }), {
      'POST /web/order/select-service/MP7': { status: 200, body: express(orders[6]!) },
    });
    const drawn = vi.mocked(recipientAddressLine);
    expect(drawn).toHaveBeenCalledTimes(30);
    drawn.mockClear();

    await user.selectOptions(
      screen.getAllByRole('combobox', { name: 'Service for Ada Lovelace' })[6]!,
      'Maplepost Express · 1 day · $24.99',
    );

    await waitFor(() => expect(figure('Total Cost')).toBe('$387.49'));
    // That row alone, twice at most: the choice at once, then the server's answer.
    expect(drawn.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('fixes a failed row in place and retries it alone', async () => {
    const { user, fetchMock } = await renderWizardAt(atReview(), {
      'POST /web/order/create/batch/U1/rows/4': {
        status: 200,
        body: {
          ...failed,
          trackingNumber: 'MP4',
          processingStatus: 'SUCCESS',
          errorMessage: null,
          rates: { rates: [testRate({ finalDue: 10, selected: true })] },
          orderDetails: { ...failed.orderDetails, recipientPostalCode: 'M5V 3L9' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit and Retry' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Recipient' }));
    const postalCode = form.getByRole('textbox', { name: 'Postal/ZIP code' });
    await user.clear(postalCode);
    await user.paste('M5V 3L9');
    await user.click(form.getByRole('button', { name: 'Retry Order' }));

    expect(await screen.findByRole('row', { name: /MP4/ })).toHaveTextContent('Order Created');
    expect(figure('Successful')).toBe('4');
    expect(figure('Total Cost')).toBe('$30.50');
    expect(requestBody(fetchMock, 'POST /web/order/create/batch/U1/rows/4')).toMatchObject({
      recipientName: 'Edsger Dijkstra',
      recipientPostalCode: 'M5V 3L9',
      senderName: 'Maple Goods',
    });
    expect(storedWizard().recipients[3]?.postalCode).toBe('M5V 3L9');
  });

  it('finalizes the chosen services into a shipping batch and opens its checkout', async () => {
    const { user, fetchMock, location } = await renderWizardAt(atReview(), {
      'POST /web/order/validate/batch': { status: 200, body: { data: { shippingBatchId: 'SB1' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Finalize Shipment' }));
    await waitFor(() => expect(location()).toBe('/checkout/SB1'));
    expect(requestBody(fetchMock, 'POST /web/order/validate/batch')).toEqual({
      batchId: 'NOV-24',
      shippingRequests: [
        { trackingNumber: 'MP1', serviceCode: 'GROUND' },
        { trackingNumber: 'MP2', serviceCode: 'GROUND' },
      ],
    });
    // The wizard starts afresh next time.
    expect(storedWizard().step).toBe('sender');
  });

  it("says 'There are no successful orders to finalize.' without any", async () => {
    const { user, fetchMock } = await renderWizardAt(atReview({ orders: [failed] }));
    await user.click(screen.getByRole('button', { name: 'Finalize Shipment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There are no successful orders to finalize.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'an answer without a shipping batch',
      { status: 200, body: {} },
      'Failed to validate shipment. Please try again.',
    ],
    [
      'a failure',
      { status: 500 },
      'An error occurred while finalizing the shipment. Please try again.',
    ],
  ])('shows the spec message for %s', async (_case, answer, message) => {
    const { user, location } = await renderWizardAt(atReview(), {
      'POST /web/order/validate/batch': answer,
    });
    await user.click(screen.getByRole('button', { name: 'Finalize Shipment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location()).toBe('/bulk-shipment');
  });
});

describe('the review step on a phone', () => {
  it('shows a card per order with its service selector, price and status', async () => {
    await renderWizardAt(atReview());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(
      within(cards[0]!).getByRole('combobox', { name: 'Service for Ada Lovelace' }),
    ).toHaveDisplayValue('Maplepost Ground · 4 days · $12.50');
    expect(cards[0]).toHaveTextContent('Price: $12.50');
    expect(cards[0]).toHaveTextContent('Order Created');
    expect(cards[3]).toHaveTextContent('Tracking Number: N/A');
    expect(within(cards[3]!).getByRole('button', { name: 'Edit and Retry' })).toBeInTheDocument();
  });
});
