import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEasterEgg } from './use-easter-egg.ts';

function click(countClick: () => void, times: number) {
  act(() => {
    for (let i = 0; i < times; i += 1) countClick();
  });
}

describe('useEasterEgg', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('stays hidden after 80 clicks', () => {
    const { result } = renderHook(() => useEasterEgg());
    click(result.current.countClick, 80);
    expect(result.current.activated).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('activates on the 81st click with an alert', () => {
    const { result } = renderHook(() => useEasterEgg());
    click(result.current.countClick, 81);
    expect(result.current.activated).toBe(true);
    expect(alert).toHaveBeenCalledExactlyOnceWith('Easter Egg Activated!');
  });

  it('alerts only once, however many clicks follow', () => {
    const { result } = renderHook(() => useEasterEgg());
    click(result.current.countClick, 200);
    expect(result.current.activated).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
