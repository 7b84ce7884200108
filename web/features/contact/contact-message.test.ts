import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_LIMITS,
  ContactFormMessages,
  ContactMessageSchema,
  EMPTY_CONTACT_MESSAGE,
  emailDraftHref,
} from './contact-message.ts';

const complete = {
  ...EMPTY_CONTACT_MESSAGE,
  name: 'Ana Silva',
  email: 'ana@example.com',
  message: 'Do you pick up in Burnaby?',
};

const errorsOf = (values: object) =>
  ContactMessageSchema.safeParse(values).error?.issues.map(({ path, message }) => [
    path.join('.'),
    message,
  ]);

describe('ContactMessageSchema', () => {
  it('accepts a message without a phone number', () => {
    expect(ContactMessageSchema.safeParse(complete).success).toBe(true);
  });

  it('requires name, email and message, blanks counting as missing', () => {
    expect(errorsOf({ ...EMPTY_CONTACT_MESSAGE, name: '   ' })).toEqual([
      ['name', ContactFormMessages.fillRequired],
      ['email', ContactFormMessages.fillRequired],
      ['message', ContactFormMessages.fillRequired],
    ]);
  });

  it('rejects an email without a domain in the words of spec section 5', () => {
    expect(errorsOf({ ...complete, email: 'ana@example' })).toEqual([
      ['email', 'Invalid email format'],
    ]);
  });

  it('says which field is too long and its limit', () => {
    expect(
      errorsOf({
        ...complete,
        name: 'A'.repeat(101),
        email: `${'a'.repeat(250)}@example.com`,
        phone: '6'.repeat(31),
        message: 'M'.repeat(5001),
      }),
    ).toEqual([
      ['name', 'Name must be at most 100 characters.'],
      ['email', 'Email must be at most 254 characters.'],
      ['phone', 'Phone must be at most 30 characters.'],
      ['message', 'Message must be at most 5,000 characters.'],
    ]);
    expect(
      ContactMessageSchema.safeParse({
        ...complete,
        name: 'A'.repeat(CONTACT_FIELD_LIMITS.name),
        message: 'M'.repeat(CONTACT_FIELD_LIMITS.message),
      }).success,
    ).toBe(true);
  });

  it('takes only the listed subjects', () => {
    expect(ContactMessageSchema.safeParse({ ...complete, subject: 'Complaint' }).success).toBe(
      false,
    );
  });
});

describe('emailDraftHref', () => {
  it('writes the message to support with the subject, and signs it', () => {
    const href = emailDraftHref({
      ...complete,
      phone: '604 555 0101',
      subject: 'Shipping Question',
    });
    expect(href).toBe(
      'mailto:support@maplepost.ca?subject=Shipping%20Question&body=Do%20you%20pick%20up%20in%20Burnaby%3F%0A%0AAna%20Silva%0Aana%40example.com%0A604%20555%200101',
    );
  });
});
