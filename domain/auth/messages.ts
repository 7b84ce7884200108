/** User-visible account messages, word for word from spec section 8 (Account) and section 5. */
export const AccountMessages = {
  fillAllFields: 'Please fill in all fields',
  correctErrors: 'Please correct the errors before submitting',
  passwordRequirements: 'Please ensure all password requirements are met',
  loginFailed: 'Failed to log in',
  createAccountFailed: 'Failed to create account',
  backendRegisterFailed: 'Failed to register in backend',
  genericError: 'An error occurred',
  resetEmailFailed: 'Failed to send reset email',
  resetEmailSent: 'Password reset email sent. Please check your inbox.',
  accountCreated: 'Account created successfully! Redirecting to dashboard...',
  invalidEmail: 'Invalid email format',
  enterEmail: 'Please enter your email address',
  authExpired: 'Authentication expired. Please log in again.',
  loginRequiredForFeature: 'Please login to access this feature.',
  // Not in the spec; our own wording for cases the spec leaves open.
  wrongCredentials: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists. Log in or reset your password.',
  commonPassword:
    'This password is too common and easy to guess. Please choose a less common password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. Please log in with your new password.',
  passwordsDoNotMatch: 'Passwords do not match',
  loggedOut: 'You have been logged out.',
} as const;

/**
 * What a throttled password check answers (our own wording; the spec has none): when to try
 * again, rounded up to whole seconds under a minute and to whole minutes above.
 */
export function tooManyLoginAttempts(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many failed login attempts. Please try again in ${wait}, or reset your password.`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
