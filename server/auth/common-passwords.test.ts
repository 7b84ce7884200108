import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed-demo-data.ts';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', 'qwerty123', '123456'])(
    'refuses %s, which is on the list',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Password1!', 'Summer2024!', 'Dragon$$', 'Monkey-99'])(
    'refuses %s, a listed word with digits and symbols added',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each([DEMO_PASSWORD, 'Granite-Harbour-42!', 'Zq8!vLm#2pTw'])(
    'accepts %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );

  it('does not judge by a stem shorter than 4 letters', async () => {
    // "dog" is on the list, but a password is not judged by a 3-letter word.
    expect(await isCommonPassword('dog')).toBe(true);
    expect(await isCommonPassword('Dog!2025')).toBe(false);
  });
});
