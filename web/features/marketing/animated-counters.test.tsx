import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../../test-support/reduced-motion.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { AnimatedCounters } from './animated-counters.tsx';

/** An IntersectionObserver the test scrolls by hand. */
class ScrollableObserver {
  static instances: ScrollableObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScrollableObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  scrollIntoView() {
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** The animated figure of each counter, as the eye sees it. */
function shownFigures() {
  return Array.from(document.querySelectorAll('[aria-hidden="true"]'), (node) => node.textContent);
}

describe('AnimatedCounters', () => {
  beforeEach(() => {
    ScrollableObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the company figures by default, for screen readers as final values', () => {
    prefersReducedMotion(false);
    renderWithProviders(<AnimatedCounters />);
    expect(screen.getByText('Packages shipped every day')).toBeInTheDocument();
    expect(screen.getByText('Partner networks')).toBeInTheDocument();
    for (const figure of ['1,500+', '300+', '5,000+']) {
      expect(screen.getByText(figure, { ignore: '[aria-hidden="true"]' })).toBeInTheDocument();
    }
  });

  it('waits at zero until scrolled into view, then counts up to the figures', () => {
    prefersReducedMotion(false);
    renderWithProviders(<AnimatedCounters />);
    expect(shownFigures()).toEqual(['0+', '0+', '0+']);

    act(() => ScrollableObserver.instances.forEach((observer) => observer.scrollIntoView()));
    act(() => vi.advanceTimersByTime(400));
    const midway = shownFigures();
    expect(midway).not.toEqual(['0+', '0+', '0+']);
    expect(midway).not.toEqual(['1,500+', '300+', '5,000+']);

    act(() => vi.advanceTimersByTime(2000));
    expect(shownFigures()).toEqual(['1,500+', '300+', '5,000+']);
  });

  it('shows the figures at once when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    renderWithProviders(<AnimatedCounters counters={[{ value: 81, label: 'Clicks' }]} />);
    expect(shownFigures()).toEqual(['81']);
  });
});
