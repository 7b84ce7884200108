import { describe, expect, it } from 'vitest';
import { truckProgress } from './truck-progress.ts';

const viewportHeight = 800;
const height = 200;

describe('truckProgress', () => {
  it('is 0 while the section is still below the screen', () => {
    expect(truckProgress({ top: 900, height }, viewportHeight)).toBe(0);
    expect(truckProgress({ top: 800, height }, viewportHeight)).toBe(0);
  });

  it('is one half when the section is in the middle of the screen', () => {
    expect(truckProgress({ top: 300, height }, viewportHeight)).toBe(0.5);
  });

  it('grows in proportion to the scroll', () => {
    expect(truckProgress({ top: 550, height }, viewportHeight)).toBe(0.25);
    expect(truckProgress({ top: 50, height }, viewportHeight)).toBe(0.75);
  });

  it('is 1 once the section has left at the top', () => {
    expect(truckProgress({ top: -200, height }, viewportHeight)).toBe(1);
    expect(truckProgress({ top: -1000, height }, viewportHeight)).toBe(1);
  });
});
