import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { SessionUser } from '#domain/auth/schemas.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { MODE_PARAM, opensRegister, REGISTER_MODE } from './login-url.ts';
import { RegisterForm } from './register-form.tsx';
import { useSession, useSetSessionUser } from './session.ts';

const LOGIN_MODE = 'login';

/** /login: the Login and Register toggle (spec section 2); a signed-in visitor goes to the dashboard. */
export function LoginPage() {
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  // Signing in here fills the session too, and the forms then lead on themselves (to
  // `returnTo`, or through the success popup), so only a visitor who arrived signed in is sent away.
  const [signedInHere, setSignedInHere] = useState(false);

  // The forms show while the session is checked (and in the page rendered at build time, which
  // has no visitor): nearly everyone here is signed out, and the rare signed-in visitor is sent
  // on as soon as the session answers.
  if (user && !signedInHere) return <Navigate to={SiteRoutes.dashboard} replace />;

  const mode = opensRegister(searchParams) ? REGISTER_MODE : LOGIN_MODE;
  const switchMode = (next: string | null) =>
    setSearchParams(
      (params) => {
        if (next === REGISTER_MODE) params.set(MODE_PARAM, REGISTER_MODE);
        else params.delete(MODE_PARAM);
        return params;
      },
      { replace: true },
    );
  const onSignedIn = (signedInUser: SessionUser) => {
    setSignedInHere(true);
    setSessionUser(signedInUser);
  };

  return (
    <AuthCard title={mode === REGISTER_MODE ? 'Create your account' : 'Log in to Maplepost'}>
      <Tabs value={mode} onChange={switchMode} variant="pills" radius="md" keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value={LOGIN_MODE}>Login</Tabs.Tab>
          <Tabs.Tab value={REGISTER_MODE}>Register</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={LOGIN_MODE}>
          <LoginForm onSignedIn={onSignedIn} />
        </Tabs.Panel>
        <Tabs.Panel value={REGISTER_MODE}>
          <RegisterForm onSignedIn={onSignedIn} />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
