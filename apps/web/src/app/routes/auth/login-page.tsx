import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@groundwork/shared/constants';
import type { LoginForm as LoginValues } from '@groundwork/shared/contracts/identity';
import { isRegistrationRequired, type MeResponse } from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import { AuthCard } from '../../../components/auth-card';
import { TwoFactorChallenge } from '../../../features/account/components/two-factor-challenge';
import { LoginForm } from '../../../features/auth/components/login-form';
import { meQueryOptions } from '../../../features/users/api/get-me';
import { hasErrorCode } from '../../../lib/api-error';
import { loginErrorMessage, twoFactorErrorMessage } from '../../../lib/error-messages';
import { useIdentity, useIdentitySession, type IdentityUser, type SecondFactor } from '../../../lib/identity';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import { loadSessionGate, preloadAfterSignIn, preloadSignedInArea } from '../../preload';
import { resolveIdentityGuard } from '../../session/resolve-session';
import { readNavState } from '../nav-state';

/** The reset dialog's code (a modal, its scroll area) loads when it is first opened (decision 0029). */
const ResetPasswordDialog = lazyWithTimeout(() =>
  import('../../../features/auth/components/reset-password-dialog').then((m) => m.ResetPasswordDialog),
);

/**
 * /auth/login (shell §2, §4, §8): sign in, then read the user record. `registration_required`
 * goes to /auth/register, a user record to /. Redirects to / when already signed in.
 */
export function LoginPage() {
  const session = useIdentitySession();
  const identityState = useIdentity();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navState = readNavState(useLocation().state);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [reset, setReset] = useState({ opened: false, email: '', key: 0 });
  /** The password was right and a second factor is asked (two-factor sign-in, decision 0036). */
  const [challenged, setChallenged] = useState(false);
  useEffect(() => preloadSignedInArea(), []);

  if (resolveIdentityGuard(identityState) === 'allowed' && !isSubmitting) return <Navigate to="/" replace />;

  /** After the provider signed the person in: into the app, or to verification or registration. */
  const enter = async (user: IdentityUser | null): Promise<boolean> => {
    if (!user) {
      setError(MESSAGES.loginNoUserObject);
      return false;
    }
    if (!user.emailVerified) {
      await navigate('/auth/verify', { state: { email: user.email } });
      return true;
    }
    let me: MeResponse;
    try {
      me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      await session.signOut();
      return false;
    }
    if (isRegistrationRequired(me)) {
      await navigate('/auth/register', { state: { registrationRequired: true, email: me.email } });
      return true;
    }
    void preloadAfterSignIn(me).catch(() => undefined);
    await navigate('/', { state: { landing: true } });
    return true;
  };

  /** Resolves true when the person is on their way into the app (the form stays busy until then). */
  const signIn = async ({ email, password }: LoginValues): Promise<boolean> => {
    let user;
    try {
      const signingIn = session.signIn(email, password);
      // The signed-in area's code runs while the sign-in's round trips are out, not after them (decision 0065).
      void loadSessionGate().catch(() => undefined);
      user = await signingIn;
    } catch (failure) {
      if (hasErrorCode(failure, 'EMAIL_NOT_VERIFIED')) {
        await navigate('/auth/verify', { state: { email } });
        return true;
      }
      setError(loginErrorMessage(failure));
      return false;
    }
    if (user === 'two-factor') {
      setChallenged(true);
      return false;
    }
    return enter(user);
  };

  const verify = async (values: { factor: SecondFactor; code: string; trustDevice: boolean }) => {
    try {
      return await enter(await session.completeSignIn(values.factor, values.code, values.trustDevice));
    } catch (failure) {
      if (hasErrorCode(failure, 'TOKEN_EXPIRED')) setChallenged(false); // the challenge ended: start again
      setError(twoFactorErrorMessage(failure));
      return false;
    }
  };

  const busy = (work: Promise<boolean>) => {
    setError(null);
    setSubmitting(true);
    work
      .catch((failure: unknown) => {
        setError(loginErrorMessage(failure));
        return false;
      })
      .then((isLeaving) => {
        // Leaving: stay busy, or this page would redirect to / on its own before the navigation lands.
        if (!isLeaving) setSubmitting(false);
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="lg" align="center" w="100%">
      <AuthCard title="Sign in" subtitle={`Welcome back to ${PRODUCT_NAME}.`}>
        <Stack gap="md">
          {navState.notice && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
              {navState.notice}
            </Alert>
          )}
          {challenged ? (
            <TwoFactorChallenge
              error={error}
              isSubmitting={isSubmitting}
              onSubmit={(values) => {
                busy(verify(values));
              }}
              onCancel={() => {
                setChallenged(false);
                setError(null);
              }}
            />
          ) : (
            <LoginForm
              {...(navState.email ? { initialEmail: navState.email } : {})}
              error={error}
              isSubmitting={isSubmitting}
              onSubmit={(values) => {
                busy(signIn(values));
              }}
              onForgotPassword={(email) => {
                setReset((previous) => ({ opened: true, email, key: previous.key + 1 }));
              }}
            />
          )}
        </Stack>
      </AuthCard>
      <Text size="sm" c="dimmed" ta="center" maw={440}>
        New to {PRODUCT_NAME}? You can join once a campaign invites you: open the link in your invitation
        email.{' '}
        <Anchor href="/legal/privacy-policy.html" target="_blank" rel="noopener noreferrer" size="sm">
          How we handle your data
        </Anchor>
      </Text>
      {reset.key > 0 && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            key={reset.key}
            opened={reset.opened}
            initialEmail={reset.email}
            onClose={() => {
              setReset((previous) => ({ ...previous, opened: false }));
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
