import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';

describe('the site frame while a page downloads', () => {
  it('shows the loader without the footer, then page and footer together, so the footer never jumps', async () => {
    renderApp('/tracking', { session: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track a Parcel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
