import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email-rules.ts';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'jane.doe@example.com', 'x+tag@mail.example.ca', 'ÉMILE@exemple.qc.ca'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ['no at-sign', 'jane.example.com'],
    ['two at-signs', 'jane@doe@example.com'],
    ['no dot in the domain', 'jane@localhost'],
    ['a space', 'jane doe@example.com'],
    ['a trailing dot', 'jane@example.'],
    ['an empty label', 'jane@example..com'],
    ['nothing before the at-sign', '@example.com'],
    ['empty', ''],
  ])('rejects an email with %s', (_case, email) => expect(isValidEmail(email)).toBe(false));
});

describe('normalizeEmail', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
