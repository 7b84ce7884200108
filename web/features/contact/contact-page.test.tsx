import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { ContactPage } from './contact-page.tsx';

it('shows how to reach us, both warehouses with a map and directions, and a link to the FAQ', () => {
  renderWithProviders(<ContactPage />);

  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: '1-604-555-0190' })).toHaveAttribute(
    'href',
    'tel:+16045550190',
  );
  expect(screen.getByRole('link', { name: 'support@maplepost.ca' })).toHaveAttribute(
    'href',
    'mailto:support@maplepost.ca',
  );
  expect(screen.getByRole('heading', { name: 'Business hours' })).toBeInTheDocument();

  for (const area of ['Vancouver', 'Toronto']) {
    expect(screen.getByRole('heading', { name: `${area} area` })).toBeInTheDocument();
    const map = screen.getByTitle(new RegExp(`map of the ${area} warehouse`, 'i'));
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/),
    );
    const directions = screen.getByRole('link', {
      name: new RegExp(`get directions to the ${area} warehouse`, 'i'),
    });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));
  }

  expect(screen.getByRole('link', { name: /frequently asked questions/i })).toHaveAttribute(
    'href',
    '/faq',
  );
});
