import { Container, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useLayoutEffect, useRef } from 'react';
import classes from './scroll-truck.module.css';
import { truckProgress } from './truck-progress.ts';
import { TruckDrawing } from './truck-drawing.tsx';

/** A Maplepost truck that drives across the page as the visitor scrolls past it. */
export function ScrollTruck() {
  const bandRef = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });

  // A layout effect, so the truck is drawn where the scroll puts it, never first in the middle.
  useLayoutEffect(() => {
    const band = bandRef.current;
    if (!band || reduceMotion) return;
    return driveWithScroll(band);
  }, [reduceMotion]);

  return (
    <div ref={bandRef} className={classes.band}>
      <Container size="lg">
        <Text ta="center" fw={600} c="gray.8" size="lg">
          Free pickup from your door in Greater Vancouver. Everywhere else, drop off at a national
          postal office.
        </Text>
        <div className={classes.road}>
          <TruckDrawing className={classes.truck} />
        </div>
      </Container>
    </div>
  );
}

/**
 * Keeps the band's --truck-progress in step with the scroll, at most once a frame and only
 * while the band is on screen; the stylesheet turns it into the truck's position. Returns the
 * clean-up. Writing the style directly spares React a render on every frame.
 */
function driveWithScroll(band: HTMLElement): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    const progress = truckProgress(band.getBoundingClientRect(), window.innerHeight);
    band.style.setProperty('--truck-progress', progress.toFixed(4));
  };
  const placeOnNextFrame = () => {
    frame ||= requestAnimationFrame(place);
  };
  const observer = new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting) {
      window.addEventListener('scroll', placeOnNextFrame, { passive: true });
      // A jump (Home key, a link) lands with no scroll event left for the listener to see.
      placeOnNextFrame();
    } else {
      window.removeEventListener('scroll', placeOnNextFrame);
    }
  });

  place();
  observer.observe(band);
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', placeOnNextFrame);
    cancelAnimationFrame(frame);
  };
}
