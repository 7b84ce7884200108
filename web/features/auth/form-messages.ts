import type { ReactNode } from 'react';
import type { FieldError, FieldErrors, FieldValues, FormState } from 'react-hook-form';
import { AccountMessages } from '#domain/auth/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The one message a form shows above its button (spec sections 5 and 8). After a refused
 * submit it says why, most basic problem first: empty fields, then a bad email, then the rest
 * (the password rules). Otherwise it is the server's answer to the last submit, if that failed.
 */
export function formMessage(
  { isSubmitted, errors }: Pick<FormState<FieldValues>, 'isSubmitted' | 'errors'>,
  serverError: Error | null,
  fallback: string,
): string | undefined {
  const summary = isSubmitted ? summarizeFieldErrors(errors) : undefined;
  return summary ?? serverErrorMessage(serverError, fallback);
}

function summarizeFieldErrors(errors: FieldErrors): string | undefined {
  const messages = Object.values(errors).flatMap((error) =>
    typeof error?.message === 'string' ? [error.message] : [],
  );
  if (messages.includes(AccountMessages.fillAllFields)) return AccountMessages.fillAllFields;
  if (messages.includes(AccountMessages.invalidEmail)) return AccountMessages.correctErrors;
  return messages[0];
}

/** The server's own words when it answered (spec: provider errors pass through), else the fallback. */
export function serverErrorMessage(error: Error | null, fallback: string): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiRequestError ? error.message : fallback;
}

/**
 * What the email input shows under itself. The email is the one field with a message of its
 * own (its format, checked on blur); every other problem is said once, above the button, and
 * its inputs are only marked invalid, so no message appears twice.
 */
export function emailError(
  error: FieldError | undefined,
  shownAboveButton: string | undefined,
): ReactNode {
  if (!error) return undefined;
  return error.message === shownAboveButton ? true : error.message;
}
