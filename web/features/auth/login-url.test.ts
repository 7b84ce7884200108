import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './login-url.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/address-book', '/address-book'],
    ['/order-history?id=MP123#top', '/order-history?id=MP123#top'],
  ])('keeps the local path %s', (returnTo, expected) => {
    expect(safeReturnPath(returnTo)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['address-book'],
    ['https://evil.com/'],
    ['//evil.com'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['/login'],
    ['/login/?mode=register'],
    ['/LOGIN'],
  ])('sends %j to the dashboard', (returnTo) => {
    expect(safeReturnPath(returnTo)).toBe('/dashboard');
  });
});
