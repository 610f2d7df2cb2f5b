import { Alert, Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RESET_LINK_SECONDS } from '@groundwork/shared/constants';
import { EMAIL_PATTERN } from '@groundwork/shared/contracts/identity';
import { MESSAGES } from '@groundwork/shared/messages';
import { passwordResetErrorMessage } from '../../../lib/error-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ResetPasswordDialogProps {
  opened: boolean;
  initialEmail: string;
  onClose: () => void;
}

/** Shell §8: the empty / invalid e-mail checks, done before asking the provider. */
export const resetEmailError = (email: string): string | null => {
  if (email.trim() === '') return MESSAGES.resetEmptyEmail;
  if (!EMAIL_PATTERN.test(email.trim())) return MESSAGES.resetInvalidEmail;
  return null;
};

/**
 * The reset-password dialog of the login page. After the request it becomes the 'Check Your
 * Email' dialog, with a Resend email action. An unknown account looks exactly like a known one.
 * The parent gives it a new `key` each time it opens, so every opening starts afresh.
 */
export function ResetPasswordDialog({ opened, initialEmail, onClose }: ResetPasswordDialogProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const request = useRequestPasswordReset();

  const send = async (address: string): Promise<boolean> => {
    try {
      await request.mutateAsync(address);
      return true;
    } catch (failure) {
      const message = passwordResetErrorMessage(failure);
      setError(message);
      return message === null;
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = resetEmailError(email);
    setError(invalid);
    if (invalid) return;
    if (await send(email.trim())) setSentTo(email.trim());
  };

  const handleResend = async () => {
    if (sentTo === null) return;
    setError(null);
    setResent(false);
    if (await send(sentTo)) setResent(true);
  };

  const minutes = String(PASSWORD_RESET_LINK_SECONDS / 60);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sentTo === null ? 'Reset your password' : MESSAGES.resetCheckEmailTitle}
      centered
    >
      {sentTo === null ? (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the email address of your account. We will send you a link to choose a new password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              data-autofocus
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
              }}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={request.isPending}>
                Send reset link
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true" flex="none">
              <IconMailCheck size={20} />
            </ThemeIcon>
            <Text size="sm">
              If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the
              password. The link is valid for {minutes} minutes. Check your spam folder if it does not arrive.
            </Text>
          </Group>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {resent && (
            <Text size="sm" c="teal.8" role="status">
              We sent the email again.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void handleResend()} loading={request.isPending}>
              Resend email
            </Button>
            <Button onClick={onClose}>Back to sign in</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
