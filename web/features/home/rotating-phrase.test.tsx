import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../../test-support/reduced-motion.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { PHRASE_INTERVAL_MS, RotatingPhrase } from './rotating-phrase.tsx';

const PHRASES = ['across Canada', 'to the United States', 'for less'];

/** The phrase on show; the others keep their place in the layout but are not drawn. */
function shownPhrase() {
  return document.querySelector('[data-current]')?.textContent;
}

describe('RotatingPhrase', () => {
  beforeEach(() => vi.useFakeTimers());

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the next phrase every 3 seconds, and the first again after the last', () => {
    prefersReducedMotion(false);
    renderWithProviders(<RotatingPhrase phrases={PHRASES} />);
    expect(shownPhrase()).toBe('across Canada');

    act(() => vi.advanceTimersByTime(PHRASE_INTERVAL_MS - 1));
    expect(shownPhrase()).toBe('across Canada');
    act(() => vi.advanceTimersByTime(1));
    expect(shownPhrase()).toBe('to the United States');

    act(() => vi.advanceTimersByTime(2 * PHRASE_INTERVAL_MS));
    expect(shownPhrase()).toBe('across Canada');
  });

  it('stays on the first phrase when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    renderWithProviders(<RotatingPhrase phrases={PHRASES} />);
    act(() => vi.advanceTimersByTime(5 * PHRASE_INTERVAL_MS));
    expect(shownPhrase()).toBe('across Canada');
  });

  it('is hidden from screen readers, which would hear it change every 3 seconds', () => {
    prefersReducedMotion(false);
    renderWithProviders(<RotatingPhrase phrases={PHRASES} />);
    expect(screen.getByText('across Canada').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
