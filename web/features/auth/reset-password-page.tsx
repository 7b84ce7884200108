import { Alert, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AccountMessages } from '#domain/auth/messages.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { authApi, authKeys } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { InvalidResetLinkAlert } from './invalid-reset-link-alert.tsx';
import { isDeadLink, ResetPasswordForm } from './reset-password-form.tsx';

/** /reset-password?token=...: where the reset email leads; without a token the link is broken. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <CheckedResetLink token={token} />
      ) : (
        <InvalidResetLinkAlert message={AccountMessages.resetLinkInvalid} />
      )}
    </AuthCard>
  );
}

/** The form, once the server says the link still works: nobody types a password for a dead link. */
function CheckedResetLink({ token }: { token: string }) {
  const check = useQuery({
    queryKey: authKeys.resetLink(token),
    queryFn: () => authApi.checkResetLink({ token }),
    // Asked once: the reset spends the token, and a second look would call the link dead under
    // the popup that says it worked.
    staleTime: Infinity,
  });

  if (check.isPending) return <CenteredLoader label="Checking your reset link…" />;
  // A token too malformed to look up is refused by the request's schema, naming the token.
  if (isDeadLink(check.error)) return <InvalidResetLinkAlert message={check.error.message} />;
  if (check.isError) {
    return (
      <Alert color="red" variant="light">
        <Group justify="space-between">
          <span>{check.error.message}</span>
          <Button variant="white" size="xs" onClick={() => void check.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!check.data.usable)
    return <InvalidResetLinkAlert message={AccountMessages.resetLinkInvalid} />;
  return <ResetPasswordForm token={token} />;
}
