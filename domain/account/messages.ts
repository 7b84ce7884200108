/**
 * User-visible messages of the account pages (/personal-info). The spec shows that page as a
 * placeholder only, so these are our own words, in the voice of its account messages.
 */
export const AccountPageMessages = {
  nameRequired: 'Please enter your name.',
  invalidPhone: 'Please enter a valid phone number (10 digits).',
  profileSaved: 'Your profile has been updated.',
  profileSaveFailed: 'Failed to update your profile. Please try again.',
  enterCurrentPassword: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'Your new password must be different from your current password.',
  passwordChanged:
    'Your password has been changed. Every other session of your account has been signed out.',
  sessionsLoadFailed: 'Failed to load your sessions. Please try again.',
  sessionNotFound: 'This session was not found. It may have ended already.',
  currentSessionNotEndable: 'This is the session you are using now. Log out to end it.',
  sessionEnded: 'The session has been ended.',
  confirmDeletion: 'Please confirm that you understand your account will be deleted.',
  enterPasswordToDelete: 'Please enter your password to delete your account.',
  wrongPasswordToDelete: 'Your password is incorrect. Your account has not been deleted.',
  accountDeleted: 'Your account has been deleted. We are sorry to see you go.',
  invoicesLoadFailed: 'Failed to load your invoices. Please try again.',
  invoiceNotFound: 'Invoice not found.',
  invoiceDownloadFailed: 'Failed to download the invoice. Please try again.',
} as const;
