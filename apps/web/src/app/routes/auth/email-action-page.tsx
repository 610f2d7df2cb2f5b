import { Alert, Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { useCheckResetLink } from '../../../features/auth/api/check-reset-link';
import { usePasswordPolicy } from '../../../features/auth/api/get-password-policy';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { useVerifyEmail } from '../../../features/auth/api/verify-email';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { APP_MESSAGES, emailActionErrorMessage } from '../../../lib/error-messages';

function Done({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title}>
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="teal" variant="light" aria-hidden="true">
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Text role="status">{message}</Text>
        </Group>
        <Button component={Link} to="/auth/login" fullWidth>
          Continue to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

function Failed({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title}>
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {message}
        </Alert>
        <Button component={Link} to="/auth/login" variant="default" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

function Pending({ message }: { message: string }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}

function VerifyEmailAction({ token }: { token: string }) {
  const verification = useVerifyEmail(token);
  if (verification.isPending) return <Pending message="Verifying your email address…" />;
  if (verification.isError) {
    return <Failed title="Verify your email" message={emailActionErrorMessage(verification.error)} />;
  }
  return <Done title="Email verified" message={APP_MESSAGES.emailVerified} />;
}

function ResetPasswordAction({ token }: { token: string }) {
  const link = useCheckResetLink(token);
  const policy = usePasswordPolicy();
  const reset = useResetPassword();
  if (reset.isSuccess) return <Done title="Password changed" message={APP_MESSAGES.passwordResetDone} />;
  // A used or expired link says so at once, not after the new password has been typed.
  if (link.isPending) return <Pending message="Checking your reset link…" />;
  if (link.isError) {
    return <Failed title="Reset your password" message={emailActionErrorMessage(link.error)} />;
  }
  return (
    <AuthCard title="Choose a new password" subtitle="Enter the new password for your account.">
      <Stack gap="md">
        {reset.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {emailActionErrorMessage(reset.error)}
          </Alert>
        )}
        <NewPasswordForm
          policy={policy}
          submitLabel="Change password"
          isSubmitting={reset.isPending}
          onSubmit={({ newPassword }) => {
            reset.mutate({ token, newPassword });
          }}
        />
      </Stack>
    </AuthCard>
  );
}

/**
 * /auth/action?mode=verifyEmail|resetPassword&token=…: where the links in e-mails lead. It
 * completes the verification, or asks for the new password, against /identity.
 */
export function EmailActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const token = params.get('token');
  if (token && mode === 'verifyEmail') return <VerifyEmailAction token={token} />;
  if (token && mode === 'resetPassword') return <ResetPasswordAction token={token} />;
  return <Failed title="This link is not valid" message={APP_MESSAGES.linkInvalid} />;
}
