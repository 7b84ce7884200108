import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  meetsPasswordRules,
  PASSWORD_SPECIAL_CHARACTERS,
} from './password-rules.ts';

const unmet = (password: string) =>
  checkPassword(password)
    .filter((check) => !check.met)
    .map((check) => check.key);

describe('checkPassword', () => {
  it('meets every item with 8 characters, an uppercase letter and a special character', () => {
    expect(unmet('Abcdef!1')).toEqual([]);
  });

  it('needs at least 8 characters (7 is one short)', () => {
    expect(unmet('Abcde!1')).toEqual(['length']);
  });

  it('needs an uppercase letter', () => {
    expect(unmet('abcdef!1')).toEqual(['uppercase']);
  });

  it('needs a special character from the fixed set', () => {
    expect(unmet('Abcdefg1')).toEqual(['special']);
    // A symbol outside the set does not count.
    expect(unmet('Abcdefg§')).toEqual(['special']);
  });

  it('lists every unmet item for an empty password', () => {
    expect(unmet('')).toEqual(['length', 'uppercase', 'special']);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('counts %s as special', (character) => {
    expect(meetsPasswordRules(`Abcdefg${character}`)).toBe(true);
  });
});
