import { expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

it('recognises a duplicate key from the driver, or wrapped by drizzle', () => {
  expect(isUniqueViolation({ code: '23505' })).toBe(true);
  expect(isUniqueViolation(new Error('query failed', { cause: { code: '23505' } }))).toBe(true);
});

it('leaves every other failure alone', () => {
  expect(isUniqueViolation({ code: '23503' })).toBe(false);
  expect(isUniqueViolation(new Error('boom'))).toBe(false);
  expect(isUniqueViolation(null)).toBe(false);
});
