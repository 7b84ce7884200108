import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { SavingsCalculator } from './savings-calculator.tsx';

const COUNT_MESSAGE = 'Enter a whole number of packages from 0 to 100,000.';
const WAITING = 'Waiting for a valid count';

/** What a figure shows under its label: a dollar amount, or that it waits for a count. */
function figure(label: string) {
  const box = screen.getByText(label).parentElement as HTMLElement;
  return within(box).getByText(/^\$|^Waiting/).textContent;
}

const packagesField = () => screen.getByLabelText(/packages you ship per month/i);

async function typeCount(user: ReturnType<typeof renderWithProviders>['user'], typed: string) {
  await user.clear(packagesField());
  await user.type(packagesField(), typed);
}

describe('SavingsCalculator', () => {
  it('shows $10 per package per month and twelve months of that per year', async () => {
    const { user } = renderWithProviders(<SavingsCalculator initialPackagesPerMonth={0} />);
    await typeCount(user, '250');

    expect(figure('Monthly savings')).toBe('$2,500');
    expect(figure('Yearly savings')).toBe('$30,000');
    expect(packagesField()).not.toHaveAttribute('aria-invalid');
  });

  it('opens with the given package count', () => {
    renderWithProviders(<SavingsCalculator initialPackagesPerMonth={100} />);
    expect(figure('Monthly savings')).toBe('$1,000');
    expect(figure('Yearly savings')).toBe('$12,000');
  });

  it('is a number field that states its limits', () => {
    renderWithProviders(<SavingsCalculator />);
    expect(packagesField()).toHaveAttribute('type', 'number');
    expect(packagesField()).toHaveAttribute('min', '0');
    expect(packagesField()).toHaveAttribute('max', '100000');
    expect(packagesField()).toHaveAttribute('step', '1');
    expect(packagesField()).toHaveAccessibleDescription(/from 0 to 100,000/);
  });

  it('takes the largest count it states', async () => {
    const { user } = renderWithProviders(<SavingsCalculator />);
    await typeCount(user, '100000');
    expect(figure('Monthly savings')).toBe('$1,000,000');
    expect(figure('Yearly savings')).toBe('$12,000,000');
  });

  it.each(['12.7', '-5', '1e3', '100001'])(
    'keeps %s as typed, says why it is not a count, and shows no figure for it',
    async (typed) => {
      const { user } = renderWithProviders(<SavingsCalculator />);
      await typeCount(user, typed);

      expect(packagesField()).toHaveDisplayValue(typed);
      expect(packagesField()).toHaveAttribute('aria-invalid', 'true');
      expect(packagesField()).toHaveAccessibleDescription(expect.stringContaining(COUNT_MESSAGE));
      expect(figure('Monthly savings')).toBe(WAITING);
      expect(figure('Yearly savings')).toBe(WAITING);
    },
  );

  it('shows the figures again once the count is fixed', async () => {
    const { user } = renderWithProviders(<SavingsCalculator />);
    await typeCount(user, '12.7');
    await typeCount(user, '12');

    expect(screen.queryByText(COUNT_MESSAGE)).not.toBeInTheDocument();
    expect(figure('Monthly savings')).toBe('$120');
  });

  it('waits for a count while the field is empty, without calling it wrong', async () => {
    const { user } = renderWithProviders(<SavingsCalculator />);
    await user.clear(packagesField());

    expect(figure('Monthly savings')).toBe(WAITING);
    expect(figure('Yearly savings')).toBe(WAITING);
    expect(packagesField()).not.toHaveAttribute('aria-invalid');
  });
});
