import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { VOLUME_TIER_RULE } from '#domain/rates/volume-tiers.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { VolumeDiscountTable } from './volume-discount-table.tsx';

it('lists each monthly tier with the standard discount it takes and the partner ceiling (spec section 9)', () => {
  renderWithProviders(<VolumeDiscountTable />);
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
    ['1-50', '50%', 'Up to 60%'],
    ['51-200', '60%', 'Up to 70%'],
    ['201-500', '70%', 'Up to 80%'],
    ['500+', '80%', 'Up to 90%'],
  ]);
  expect(screen.getByRole('table')).toHaveTextContent(VOLUME_TIER_RULE);
});
