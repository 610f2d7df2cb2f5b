import { Alert, Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EMAIL_VERIFICATION_LINK_SECONDS } from '@groundwork/shared/constants';
import { EMAIL_PATTERN } from '@groundwork/shared/contracts/identity';
import { MESSAGES } from '@groundwork/shared/messages';
import { AuthCard } from '../../../components/auth-card';
import { useSendVerificationEmail } from '../../../features/auth/api/send-verification-email';
import { APP_MESSAGES, verifyResendErrorMessage } from '../../../lib/error-messages';
import { useIdentity, useIdentitySession } from '../../../lib/identity';
import { readNavState } from '../nav-state';

/** /auth/verify (shell §2): asks for the e-mail to be verified; resend, or go back to sign in. */
export function VerifyPage() {
  const navState = readNavState(useLocation().state);
  const identityState = useIdentity();
  const session = useIdentitySession();
  const navigate = useNavigate();
  const knownEmail = navState.email ?? (identityState.status === 'signed-in' ? identityState.user.email : '');
  const [email, setEmail] = useState(knownEmail);
  const [feedback, setFeedback] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  const resend = useSendVerificationEmail();
  const hours = String(EMAIL_VERIFICATION_LINK_SECONDS / 3600);

  const handleResend = () => {
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setFeedback({ kind: 'error', text: MESSAGES.resetInvalidEmail });
      return;
    }
    setFeedback(null);
    resend.mutate(address, {
      onSuccess: () => {
        setFeedback({ kind: 'sent', text: APP_MESSAGES.verificationSent });
      },
      onError: (failure) => {
        setFeedback({ kind: 'error', text: verifyResendErrorMessage(failure) });
      },
    });
  };

  const backToSignIn = async () => {
    if (identityState.status === 'signed-in') await session.signOut();
    await navigate('/auth/login', { state: email ? { email: email.trim() } : {} });
  };

  return (
    <AuthCard
      title="Verify your email"
      subtitle={navState.registered ? 'Your account has been created.' : undefined}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
            <IconMailCheck size={22} />
          </ThemeIcon>
          <Text size="sm">
            {knownEmail ? (
              <>
                We sent a verification link to <strong>{knownEmail}</strong>.
              </>
            ) : (
              'We sent you a verification link.'
            )}{' '}
            Open it to verify your email address, then sign in. The link is valid for {hours} hours.
          </Text>
        </Group>
        {!knownEmail && (
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
          />
        )}
        {feedback && (
          <Alert
            color={feedback.kind === 'sent' ? 'teal' : 'red'}
            variant="light"
            role={feedback.kind === 'error' ? 'alert' : 'status'}
          >
            {feedback.text}
          </Alert>
        )}
        <Stack gap="sm">
          <Button onClick={handleResend} loading={resend.isPending} variant="light">
            Resend verification email
          </Button>
          <Button variant="default" onClick={() => void backToSignIn()}>
            Back to sign in
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
