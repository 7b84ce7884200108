import { beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword, loadCommonPasswords } from './common-passwords.ts';

let commonPasswords: ReadonlySet<string>;
beforeAll(async () => {
  commonPasswords = await loadCommonPasswords();
});

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', 'qwerty123', '123456'])(
    'finds %s, which is on the list',
    (password) => expect(isCommonPassword(password, commonPasswords)).toBe(true),
  );

  it.each(['Newpassword1!', 'Password1!', 'Summer2024!', 'Dragon$$', 'Monkey-99'])(
    'finds %s, a listed word with digits and symbols added',
    (password) => expect(isCommonPassword(password, commonPasswords)).toBe(true),
  );

  it.each(['Granite-Harbour-42!', 'Zq8!vLm#2pTw', 'Dog!2025'])('lets %s through', (password) =>
    expect(isCommonPassword(password, commonPasswords)).toBe(false),
  );

  it('does not judge by a stem shorter than 4 letters', () => {
    // "dog" is on the list, but a password is not judged by a 3-letter word.
    expect(isCommonPassword('dog', commonPasswords)).toBe(true);
    expect(isCommonPassword('Dog!2025', commonPasswords)).toBe(false);
  });
});
