import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once.ts';

describe('useOpenedOnce', () => {
  it('is false until the overlay first opens, then stays true after it closes', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), {
      initialProps: { opened: false },
    });
    expect(result.current).toBe(false);
    rerender({ opened: false });
    expect(result.current).toBe(false);
    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for an overlay that starts open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
