import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CUSTOMS_RESPONSE, SAMPLE_CUSTOMS_SUMMARY } from '#domain/test-support/sample-customs.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { OrderSummary } from './order-summary.tsx';
import { testBatch } from '../../test-support/checkout-batches.ts';

const { validRequests: orders } = testBatch();
const printLabel = {
  label: 'Label',
  render: () => <Button>Print Label</Button>,
};

describe('OrderSummary', () => {
  it('shows a table with a column per detail on a wide screen', () => {
    emulateWideScreen();
    renderWithProviders(<OrderSummary orders={orders} totalCost={18} action={printLabel} />);

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Tracking number', 'Service', 'Recipient', 'Price', 'Label']);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: 'MP123456785CA' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '$18.00' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Print Label' })).toBeInTheDocument();
    expect(screen.getByText('Total: $18.00')).toBeInTheDocument();
  });

  it('shows one card per order on a phone, with its price and action', () => {
    renderWithProviders(<OrderSummary orders={orders} totalCost={18} action={printLabel} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card, ...others] = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole(
      'listitem',
    );
    expect(others).toHaveLength(0);
    expect(card).toHaveTextContent('MP123456785CA');
    expect(card).toHaveTextContent('$18.00');
    expect(card).toHaveTextContent('Expedited Parcel');
    expect(card).toHaveTextContent('To Ada Lovelace · Toronto, ON');
    expect(within(card!).getByRole('button', { name: 'Print Label' })).toBeInTheDocument();
  });

  describe('a cross-border order', () => {
    const abroad = {
      ...orders[0]!,
      trackingNumber: 'MP000000016CA',
      recipientCity: 'New York',
      recipientProvince: 'NY',
      customs: SAMPLE_CUSTOMS_RESPONSE,
    };
    const both = [abroad, ...orders];

    it('says what was declared under its recipient in the table, and nothing for a domestic one', async () => {
      emulateWideScreen();
      renderWithProviders(<OrderSummary orders={both} totalCost={36} />);
      await screen.findByText(SAMPLE_CUSTOMS_SUMMARY);
      const [, abroadRow, domesticRow] = screen.getAllByRole('row');
      expect(abroadRow).toHaveTextContent(SAMPLE_CUSTOMS_SUMMARY);
      expect(domesticRow).not.toHaveTextContent('Customs');
    });

    it('says it on the order’s card on a phone', async () => {
      renderWithProviders(<OrderSummary orders={both} totalCost={36} />);
      await screen.findByText(SAMPLE_CUSTOMS_SUMMARY);
      const [abroadCard, domesticCard] = within(
        screen.getByRole('list', { name: 'Orders' }),
      ).getAllByRole('listitem');
      expect(abroadCard).toHaveTextContent(SAMPLE_CUSTOMS_SUMMARY);
      expect(domesticCard).not.toHaveTextContent('Customs');
    });
  });
});
