import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import {
  KEPT_TIER,
  keptTierSummary,
  PRICING_TIER,
  SHIPPER,
  sessionOf,
} from '../../test-support/pricing-tier.ts';
import { BusinessPage } from './business-page.tsx';

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

const volumeSection = () =>
  screen.getByRole('region', { name: 'Volume discounts that grow with you' });

it('presents pickup, volume discounts, savings, integrations, support and who benefits under one h1', () => {
  mockFetch({});
  renderWithProviders(<BusinessPage />, { cachedQueries: sessionOf(null) });
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
  expect(volumeSection()).not.toHaveTextContent('Your tier:');
  expect(screen.getByLabelText(/packages you ship per month/i)).toBeInTheDocument();
  expect(screen.getAllByText('Open a Business Account')[0]?.closest('a')).toHaveAttribute(
    'href',
    '/sign-up',
  );
});

it('shows a signed-in user their own tier beside the volume table', async () => {
  mockFetch({ [PRICING_TIER]: { status: 200, body: KEPT_TIER } });
  renderWithProviders(<BusinessPage />, { cachedQueries: sessionOf(SHIPPER) });
  expect(await within(volumeSection()).findByText(keptTierSummary)).toBeVisible();
});
