import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Rate } from '#domain/rates/schemas.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { RateCards } from './rate-cards.tsx';
import { GROUND } from '../../test-support/rates.ts';

const EXPEDITED: Rate = {
  serviceCode: 'CA_EXPEDITED',
  serviceName: 'Canada Expedited',
  eta: 1,
  discountRate: 0,
  finalDue: 51,
};
const CROSS_BORDER: Rate = {
  serviceCode: 'CA_US_GROUND',
  serviceName: 'Canada to USA Ground',
  eta: 'UNAVAILABLE',
  discountRate: 42.5,
  finalDue: 1234,
};
// A contract rate above 1 can price a service over its list price.
const ABOVE_LIST: Rate = {
  serviceCode: 'CA_PRIORITY',
  serviceName: 'Canada Priority',
  eta: 1,
  discountRate: -5,
  finalDue: 78,
};

/** The shipping page's use: the page keeps the chosen service. */
function ChoosableRates({ rates }: { rates: Rate[] }) {
  const [selected, setSelected] = useState<string>();
  return <RateCards rates={rates} selectedServiceCode={selected} onSelect={setSelected} />;
}

const card = (serviceName: string) => screen.getByText(serviceName).closest('li') as HTMLElement;

describe('RateCards', () => {
  it('shows each price with a dollar sign and two decimals, and the delivery time in days', () => {
    renderWithProviders(<RateCards rates={[GROUND, EXPEDITED, CROSS_BORDER]} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(card('Canada Ground')).toHaveTextContent('$20.00');
    expect(card('Canada Ground')).toHaveTextContent('5 days');
    expect(card('Canada Expedited')).toHaveTextContent('$51.00');
    expect(card('Canada Expedited')).toHaveTextContent('1 day');
    expect(card('Canada to USA Ground')).toHaveTextContent('$1,234.00');
    expect(card('Canada to USA Ground')).toHaveTextContent('Not available');
  });

  it('flags the first card, and only it, as the Best Value', () => {
    renderWithProviders(<RateCards rates={[GROUND, EXPEDITED, CROSS_BORDER]} />);

    expect(screen.getAllByText('Best Value')).toHaveLength(1);
    expect(within(card('Canada Ground')).getByText('Best Value')).toBeInTheDocument();
  });

  it('shows a discount only when it is above 0', () => {
    renderWithProviders(<RateCards rates={[GROUND, EXPEDITED, CROSS_BORDER]} />);

    expect(card('Canada Ground')).toHaveTextContent('Save 50%');
    expect(card('Canada to USA Ground')).toHaveTextContent('Save 42.5%');
    expect(card('Canada Expedited')).not.toHaveTextContent('Save');
  });

  it('hides rates with a negative discount, and gives Best Value to the first one shown', () => {
    renderWithProviders(<RateCards rates={[ABOVE_LIST, EXPEDITED]} />);

    expect(screen.queryByText('Canada Priority')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(within(card('Canada Expedited')).getByText('Best Value')).toBeInTheDocument();
  });

  describe('with onSelect', () => {
    it('is a radio group whose cards are chosen by click or arrow keys', async () => {
      const onSelect = vi.fn();
      const { user } = renderWithProviders(
        <RateCards
          rates={[GROUND, EXPEDITED, ABOVE_LIST]}
          selectedServiceCode="CA_GROUND"
          onSelect={onSelect}
        />,
      );

      const group = screen.getByRole('radiogroup', { name: 'Shipping options' });
      const [ground, expedited, ...others] = within(group).getAllByRole('radio');
      expect(others).toEqual([]);
      expect(ground).toHaveAttribute('aria-checked', 'true');
      expect(ground).toHaveTextContent('Best Value');
      expect(expedited).toHaveAttribute('aria-checked', 'false');

      await user.click(expedited!);
      expect(onSelect).toHaveBeenLastCalledWith('CA_EXPEDITED');

      ground!.focus();
      await user.keyboard('{ArrowDown}');
      expect(onSelect).toHaveBeenLastCalledWith('CA_EXPEDITED');
      expect(expedited).toHaveFocus();
    });

    it('takes one tab stop: the first card until one is chosen, then the chosen one', async () => {
      const { user } = renderWithProviders(<ChoosableRates rates={[GROUND, EXPEDITED]} />);
      const tabIndexes = () => screen.getAllByRole('radio').map((radio) => radio.tabIndex);
      expect(tabIndexes()).toEqual([0, -1]);

      await user.click(screen.getByRole('radio', { name: /Canada Expedited/ }));
      expect(tabIndexes()).toEqual([-1, 0]);
    });
  });

  it('says on every card who pays duties and taxes across the border, and nothing within a country', () => {
    const { unmount } = renderWithProviders(
      <RateCards rates={[CROSS_BORDER]} dutiesPaidBy="RECIPIENT" />,
    );
    expect(
      within(card('Canada to USA Ground')).getByText(
        'Duties and taxes: paid by the recipient on delivery',
      ),
    ).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <RateCards rates={[CROSS_BORDER]} dutiesPaidBy="SENDER" onSelect={() => undefined} />,
    );
    expect(screen.getByRole('radio', { name: /Canada to USA Ground/ })).toHaveTextContent(
      'Duties and taxes: paid by you (DDP)',
    );
  });

  it('says nothing of duties without a payer', () => {
    renderWithProviders(<RateCards rates={[GROUND]} />);
    expect(screen.queryByText(/Duties and taxes/)).not.toBeInTheDocument();
  });
});
