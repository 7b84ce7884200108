import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { PartnerMarquee } from './partner-marquee.tsx';

it('lists the partners once for screen readers, though the loop draws them twice', () => {
  renderWithProviders(<PartnerMarquee />);
  const [partnerList, ...others] = screen.getAllByRole('list');
  expect(others).toEqual([]);
  const partners = within(partnerList!).getAllByRole('listitem');
  expect(partners.length).toBeGreaterThan(4);
  expect(screen.getAllByText('Cedarwing Freight')).toHaveLength(2);
});

it('pauses and plays again from its button', async () => {
  const { user } = renderWithProviders(<PartnerMarquee />);
  await user.click(screen.getByRole('button', { name: 'Pause partner logos' }));
  await user.click(screen.getByRole('button', { name: 'Play partner logos' }));
  expect(screen.getByRole('button', { name: 'Pause partner logos' })).toBeInTheDocument();
});
