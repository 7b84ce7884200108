import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { BillingRulesLink } from './billing-rules-link.tsx';

describe('BillingRulesLink', () => {
  it('opens the rules, and on closing gives the focus back to the link', async () => {
    const { user } = renderWithProviders(<BillingRulesLink />);
    const link = screen.getByRole('button', { name: 'Billing rules' });

    await user.click(link);
    const rules = await screen.findByRole('dialog', { name: 'Billing Rules' });
    await user.click(within(rules).getByRole('button', { name: 'Close billing rules' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });
});
