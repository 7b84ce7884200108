import { expect, it } from 'vitest';
import { createSecretToken, hashSecretToken } from './secret-tokens.ts';

it('makes a fresh URL-safe 32-byte token each time', () => {
  const token = createSecretToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(createSecretToken()).not.toBe(token);
});

it('stores the SHA-256 of a token, the same every time', () => {
  expect(hashSecretToken('abc')).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
});
