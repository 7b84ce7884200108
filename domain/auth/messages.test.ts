import { describe, expect, it } from 'vitest';
import { tooManyLoginAttempts } from './messages.ts';

describe('tooManyLoginAttempts', () => {
  it('says when to try again', () => {
    expect(tooManyLoginAttempts(4)).toBe(
      'Too many failed login attempts. Please try again in 4 seconds, or reset your password.',
    );
  });

  it.each([
    [1, 'in 1 second,'],
    [59, 'in 59 seconds,'],
    [60, 'in 1 minute,'],
    [61, 'in 2 minutes,'],
    [900, 'in 15 minutes,'],
  ])('says %i s as "%s"', (seconds, wording) => {
    expect(tooManyLoginAttempts(seconds)).toContain(wording);
  });
});
