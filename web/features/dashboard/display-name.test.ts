import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it('prefers the name', () => {
    expect(displayName({ name: 'Aurora Bakery', email: 'hello@aurora.test' })).toBe(
      'Aurora Bakery',
    );
  });

  it('falls back to the email when the name is blank', () => {
    expect(displayName({ name: '  ', email: 'hello@aurora.test' })).toBe('hello@aurora.test');
  });

  it("says 'User' when there is neither", () => {
    expect(displayName({ name: '', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
