import { describe, expect, it } from 'vitest';
import { AccountMessages } from './messages.ts';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('RegisterRequestSchema', () => {
  it('accepts a complete request and trims name and email', () => {
    const result = RegisterRequestSchema.parse({
      name: '  Jane  ',
      email: ' jane@example.com ',
      password: 'Abcdef!1',
    });
    expect(result).toEqual({ name: 'Jane', email: 'jane@example.com', password: 'Abcdef!1' });
  });

  it.each([
    [{}, AccountMessages.fillAllFields],
    [{ name: ' ', email: 'jane@example.com', password: 'Abcdef!1' }, AccountMessages.fillAllFields],
    [{ name: 'Jane', email: 'jane@example', password: 'Abcdef!1' }, AccountMessages.invalidEmail],
    [
      { name: 'Jane', email: 'jane@example.com', password: 'abcdef!1' },
      AccountMessages.passwordRequirements,
    ],
    [
      { name: 'Jane', email: 'jane@example.com', password: `A!${'a'.repeat(127)}` },
      AccountMessages.passwordRequirements,
    ],
  ])('refuses %j with "%s"', (request, message) => {
    expect(firstMessage(RegisterRequestSchema.safeParse(request))).toBe(message);
  });

  it.each([
    ['🚀', 'Name may contain only letters, spaces, apostrophes, hyphens and periods.'],
    ['Shop 24', 'Name may contain only letters, spaces, apostrophes, hyphens and periods.'],
    ['+1 Deals', 'Name cannot start with =, +, - or @ (a spreadsheet would run it as a formula).'],
    [
      'Ada\u007f',
      'Name cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
    ],
  ])('holds the name %j to the rule of a shipment’s name: "%s"', (name, message) => {
    const request = { name, email: 'jane@example.com', password: 'Abcdef!1' };
    expect(firstMessage(RegisterRequestSchema.safeParse(request))).toBe(message);
  });

  it('takes names of any script, with apostrophes, hyphens and periods', () => {
    for (const name of ['王小明 Trading Co.', 'Amélie O’Brien-Chan', "Dépanneur Chez L'Ami"]) {
      const request = { name, email: 'jane@example.com', password: 'Abcdef!1' };
      expect(RegisterRequestSchema.safeParse(request).success).toBe(true);
    }
  });

  it('allows a name of 100 characters but not 101', () => {
    const request = { email: 'jane@example.com', password: 'Abcdef!1' };
    expect(RegisterRequestSchema.safeParse({ ...request, name: 'a'.repeat(100) }).success).toBe(
      true,
    );
    expect(RegisterRequestSchema.safeParse({ ...request, name: 'a'.repeat(101) }).success).toBe(
      false,
    );
  });
});

describe('LoginRequestSchema', () => {
  it('asks to fill in all fields when the password is missing', () => {
    expect(firstMessage(LoginRequestSchema.safeParse({ email: 'jane@example.com' }))).toBe(
      AccountMessages.fillAllFields,
    );
  });

  it('does not apply the new-password checklist at login', () => {
    expect(
      LoginRequestSchema.safeParse({ email: 'jane@example.com', password: 'old' }).success,
    ).toBe(true);
  });
});

describe('ForgotPasswordRequestSchema', () => {
  it('asks for the email address when it is empty', () => {
    expect(firstMessage(ForgotPasswordRequestSchema.safeParse({ email: '' }))).toBe(
      AccountMessages.enterEmail,
    );
  });
});

describe('ResetPasswordRequestSchema', () => {
  it('calls a missing token an invalid link', () => {
    expect(firstMessage(ResetPasswordRequestSchema.safeParse({ password: 'Abcdef!1' }))).toBe(
      AccountMessages.resetLinkInvalid,
    );
  });
});
