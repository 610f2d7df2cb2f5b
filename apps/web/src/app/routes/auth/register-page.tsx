import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RegistrationForm as RegistrationValues } from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import { AuthCard } from '../../../components/auth-card';
import { usePasswordPolicy } from '../../../features/auth/api/get-password-policy';
import { RegistrationForm } from '../../../features/auth/components/registration-form';
import { useValidateInvitation } from '../../../features/invitations/api/validate-invitation';
import { useRegisterUser } from '../../../features/users/api/register-user';
import {
  APP_MESSAGES,
  invitationTokenErrorMessage,
  isInvalidInvitationToken,
  registrationErrorMessage,
} from '../../../lib/error-messages';
import { useIdentity } from '../../../lib/identity';
import { SignOutButton } from '../../shell/sign-out-button';
import { readNavState } from '../nav-state';

function RegisterWithInvitation({ token }: { token: string }) {
  const invitation = useValidateInvitation(token);
  const register = useRegisterUser();
  const policy = usePasswordPolicy();
  const navigate = useNavigate();
  const isSignedIn = useIdentity().status === 'signed-in';
  const [error, setError] = useState<string | null>(null);

  if (invitation.isPending) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">Checking your invitation…</Text>
        </Stack>
      </Center>
    );
  }
  if (invitation.isError) {
    if (isInvalidInvitationToken(invitation.error)) {
      return <Navigate to="/auth/login" replace state={{ notice: MESSAGES.invalidInvitationToken }} />;
    }
    return (
      <AuthCard title="Create your account">
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {invitationTokenErrorMessage(invitation.error)}
          </Alert>
          <Button variant="default" onClick={() => void invitation.refetch()}>
            Try again
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const handleSubmit = (values: RegistrationValues) => {
    setError(null);
    register.mutate(
      { ...values, invitation_token: token, withToken: isSignedIn },
      {
        onSuccess: (user) => {
          void navigate('/auth/verify', { state: { email: user.email, registered: true } });
        },
        onError: (failure) => {
          if (isInvalidInvitationToken(failure)) {
            void navigate('/auth/login', {
              replace: true,
              state: { notice: MESSAGES.invalidInvitationToken },
            });
            return;
          }
          setError(registrationErrorMessage(failure));
        },
      },
    );
  };

  const { campaign_name: campaignName, offer_title: offerTitle, email } = invitation.data;
  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          You are invited to join <strong>{campaignName}</strong> as {offerTitle}.
        </>
      }
      width={520}
    >
      <RegistrationForm
        email={email}
        policy={policy}
        error={error}
        isSubmitting={register.isPending}
        onSubmit={handleSubmit}
      />
    </AuthCard>
  );
}

/**
 * /auth/register?invitationToken=… (shell §2, §5, §8): the token is checked first; the invited
 * e-mail is prefilled and read-only. Without the parameter, the user is sent to login.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const navState = readNavState(useLocation().state);
  const token = params.get('invitationToken');
  if (token) return <RegisterWithInvitation key={token} token={token} />;
  if (navState.registrationRequired) {
    return (
      <AuthCard title="Finish registering">
        <Stack gap="md">
          <Text>{APP_MESSAGES.registrationPending}</Text>
          {navState.email && (
            <Text size="sm" c="dimmed">
              Signed in as {navState.email}
            </Text>
          )}
          <SignOutButton />
        </Stack>
      </AuthCard>
    );
  }
  return <Navigate to="/auth/login" replace />;
}
