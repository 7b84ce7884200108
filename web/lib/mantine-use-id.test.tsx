import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id.ts';

describe('useId as the build gives Mantine', () => {
  it('answers the id it is given', () => {
    expect(renderHook(() => useId('sender-street')).result.current).toBe('sender-street');
  });

  it('answers React’s id, the same on every render and unlike its neighbour’s', () => {
    const first = renderHook(() => useId());
    const second = renderHook(() => useId());
    const id = first.result.current;
    expect(id).toMatch(/^mantine-\S+$/);
    first.rerender();
    expect(first.result.current).toBe(id);
    expect(second.result.current).not.toBe(id);
  });

  it('keeps the id rendered at build time once the browser takes the page over', async () => {
    function Field() {
      return <input id={useId()} />;
    }
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Field />);
    const builtId = page.querySelector('input')!.id;
    expect(builtId).toMatch(/^mantine-\S+$/);

    const root = await act(async () => hydrateRoot(page, <Field />));
    expect(page.querySelector('input')!.id).toBe(builtId);
    act(() => root.unmount());
  });
});
