import { useSearchParams } from 'react-router';
import { AccountMessages } from '#domain/auth/messages.ts';
import { AuthCard } from './auth-card.tsx';
import { InvalidResetLinkAlert } from './invalid-reset-link-alert.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** /reset-password?token=...: where the reset email leads; without a token the link is broken. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidResetLinkAlert message={AccountMessages.resetLinkInvalid} />
      )}
    </AuthCard>
  );
}
