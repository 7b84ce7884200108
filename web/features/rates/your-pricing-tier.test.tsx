import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import {
  KEPT_TIER,
  keptTierSummary,
  PRICING_TIER,
  SHIPPER,
  sessionOf,
} from '../../test-support/pricing-tier.ts';
import { YourPricingTier } from './your-pricing-tier.tsx';

describe('YourPricingTier', () => {
  it('shows nothing to a guest, and asks for no tier', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<YourPricingTier />, { cachedQueries: sessionOf(null) });
    expect(screen.queryByText(/tier/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a signed-in user's tier, volume and next tier once loaded, and that last month's tier is kept", async () => {
    mockFetch({ [PRICING_TIER]: { status: 200, body: KEPT_TIER } });
    renderWithProviders(<YourPricingTier />, { cachedQueries: sessionOf(SHIPPER) });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your tier…');
    expect(await screen.findByText(keptTierSummary)).toBeVisible();
    expect(
      screen.getByText("Last month's 120 packages keep you in 51-200 until the end of this month."),
    ).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the tier cannot be loaded, and tries again on request', async () => {
    mockFetch({
      [PRICING_TIER]: [
        { status: 500, body: { message: 'The server is busy. Please try again.' } },
        { status: 200, body: KEPT_TIER },
      ],
    });
    const { user } = renderWithProviders(<YourPricingTier />, {
      cachedQueries: sessionOf(SHIPPER),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your tier could not be loaded');
    expect(alert).toHaveTextContent('The server is busy. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(keptTierSummary)).toBeVisible();
  });
});
