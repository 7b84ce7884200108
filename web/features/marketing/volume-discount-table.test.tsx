import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { VolumeDiscountTable } from './volume-discount-table.tsx';

it('lists each monthly tier with its standard and partner discount (spec section 9)', () => {
  renderWithProviders(<VolumeDiscountTable />);
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
    ['1-50', 'Up to 50%', 'Up to 60%'],
    ['51-200', 'Up to 60%', 'Up to 70%'],
    ['201-500', 'Up to 70%', 'Up to 80%'],
    ['500+', 'Up to 80%', 'Up to 90%'],
  ]);
});
