import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import classes from './rotating-phrase.module.css';

/** How long each phrase stays (spec section 9: hero words rotate every 3 s). */
export const PHRASE_INTERVAL_MS = 3000;

type RotatingPhraseProps = {
  phrases: readonly string[];
  /** Stops on the phrase shown now (the hero's Pause button). */
  paused?: boolean;
};

/**
 * One phrase at a time, the next every 3 s; it stays on the first for a visitor who prefers
 * reduced motion. Hidden from screen readers, which would hear the text change every 3 s: the
 * heading around it carries the whole sentence for them, once.
 */
export function RotatingPhrase({ phrases, paused = false }: RotatingPhraseProps) {
  // Read after the first render, which must match the page rendered at build time (no visitor,
  // no media query there); the stylesheet keeps a reduced-motion visitor on the first phrase
  // before then, and the first turn comes 3 s later, long after.
  const reduceMotion = useReducedMotion();
  const rotatingIndex = useRotatingIndex(phrases.length, reduceMotion || paused);
  const current = reduceMotion ? 0 : rotatingIndex;
  return (
    // Every phrase sits in the same grid cell, so the line is always as big as the longest one
    // and the text below it never jumps when the phrase changes.
    <span className={classes.phrases} aria-hidden="true">
      {phrases.map((phrase, index) => (
        <span key={phrase} className={classes.phrase} data-current={index === current || undefined}>
          {phrase}
        </span>
      ))}
    </span>
  );
}

/** 0, 1, 2, ... count - 1, 0, ... one step every PHRASE_INTERVAL_MS; held while `stopped`. */
function useRotatingIndex(count: number, stopped: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(
      () => setIndex((previous) => (previous + 1) % count),
      PHRASE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [count, stopped]);
  return index;
}
