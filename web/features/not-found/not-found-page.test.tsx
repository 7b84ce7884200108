import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';

describe('NotFoundPage', () => {
  it('answers any unknown address with Page Not Found', async () => {
    renderApp('/parcels/lost-and-found', { session: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('links home, to contact, shipping, tracking, business and the FAQ', async () => {
    renderApp('/no-such-page', { session: null });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    const hrefs = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/', '/contact', '/shipping', '/tracking', '/business', '/faq']),
    );
  });

  it('takes the visitor where a link points', async () => {
    const { user, location } = renderApp('/no-such-page', { session: null });
    const main = await screen.findByRole('main');

    await user.click(await within(main).findByRole('link', { name: 'Create a shipment' }));

    await waitFor(() => expect(location()).toBe('/shipping'));
  });
});
