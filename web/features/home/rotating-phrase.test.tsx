import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../../test-support/reduced-motion.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { PlayPauseButton } from './play-pause-button.tsx';
import { PHRASE_INTERVAL_MS, RotatingPhrase } from './rotating-phrase.tsx';

const PHRASES = ['across Canada', 'to the United States', 'for less'];

/** The phrase on show; the others keep their place in the layout but are not drawn. */
function shownPhrase() {
  return document.querySelector('[data-current]')?.textContent;
}

/** The phrase with its Pause button, as the hero puts them together. */
function PausableHeadline() {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <RotatingPhrase phrases={PHRASES} paused={paused} />
      <PlayPauseButton paused={paused} onToggle={() => setPaused(!paused)} subject="headline" />
    </>
  );
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

  it('holds the phrase on show while paused and goes on from it afterwards', () => {
    prefersReducedMotion(false);
    renderWithProviders(<PausableHeadline />);
    act(() => vi.advanceTimersByTime(PHRASE_INTERVAL_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Pause headline' }));
    act(() => vi.advanceTimersByTime(5 * PHRASE_INTERVAL_MS));
    expect(shownPhrase()).toBe('to the United States');

    fireEvent.click(screen.getByRole('button', { name: 'Play headline' }));
    act(() => vi.advanceTimersByTime(PHRASE_INTERVAL_MS));
    expect(shownPhrase()).toBe('for less');
  });

  it('is hidden from screen readers, which would hear it change every 3 seconds', () => {
    prefersReducedMotion(false);
    renderWithProviders(<RotatingPhrase phrases={PHRASES} />);
    expect(screen.getByText('across Canada').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
