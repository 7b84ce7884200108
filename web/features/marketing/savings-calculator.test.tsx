import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { SavingsCalculator } from './savings-calculator.tsx';

/** The dollar amount shown under a figure's label. */
function figure(label: string) {
  const box = screen.getByText(label).parentElement as HTMLElement;
  return within(box).getByText(/^\$/).textContent;
}

describe('SavingsCalculator', () => {
  it('shows $10 per package per month and twelve months of that per year', async () => {
    const { user } = renderWithProviders(<SavingsCalculator initialPackagesPerMonth={0} />);
    const packages = screen.getByLabelText(/packages you ship per month/i);

    await user.clear(packages);
    await user.type(packages, '250');

    expect(figure('Monthly savings')).toBe('$2,500');
    expect(figure('Yearly savings')).toBe('$30,000');
  });

  it('opens with the given package count', () => {
    renderWithProviders(<SavingsCalculator initialPackagesPerMonth={100} />);
    expect(figure('Monthly savings')).toBe('$1,000');
    expect(figure('Yearly savings')).toBe('$12,000');
  });

  it('counts an empty field as no packages', async () => {
    const { user } = renderWithProviders(<SavingsCalculator />);
    await user.clear(screen.getByLabelText(/packages you ship per month/i));
    expect(figure('Monthly savings')).toBe('$0');
    expect(figure('Yearly savings')).toBe('$0');
  });
});
