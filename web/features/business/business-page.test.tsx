import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { BusinessPage } from './business-page.tsx';

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

it('presents pickup, volume discounts, savings, integrations, support and who benefits under one h1', () => {
  renderWithProviders(<BusinessPage />);
  expect(headings(1)).toEqual(['Maplepost for Business']);
  expect(headings(2)).toEqual([
    'Free pickup in Greater Vancouver',
    'Volume discounts that grow with you',
    'How much could you save?',
    'Connect your store and systems',
    'Support from people who know shipping',
    'Who it is for',
    'Ready to ship for less?',
  ]);
  expect(headings(3)).toEqual(
    expect.arrayContaining(['API', 'Excel batch upload', 'Store plugins']),
  );
  expect(screen.getByRole('table')).toHaveTextContent('Up to 90%');
  expect(screen.getByLabelText(/packages you ship per month/i)).toBeInTheDocument();
  expect(screen.getAllByText('Open a Business Account')[0]?.closest('a')).toHaveAttribute(
    'href',
    '/sign-up',
  );
});
