import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DisabledUntilHydrated } from './disabled-until-hydrated.tsx';

const part = (
  <DisabledUntilHydrated>
    <input aria-label="Street" />
    <button type="button">Quote</button>
  </DisabledUntilHydrated>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('DisabledUntilHydrated', () => {
  it('renders its controls disabled and busy at build time, and enables them once hydrated', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(part);
    const street = container.querySelector('input')!;
    const quote = container.querySelector('button')!;
    expect(street).toBeDisabled();
    expect(quote).toBeDisabled();
    expect(container.querySelector('fieldset')).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      root = hydrateRoot(container, part);
    });
    expect(street).toBeEnabled();
    expect(quote).toBeEnabled();
    expect(container.querySelector('fieldset')).not.toHaveAttribute('aria-busy');
  });
});
