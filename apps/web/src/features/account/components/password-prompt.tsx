import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';

interface PasswordPromptProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: (password: string) => void;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  children: ReactNode;
  danger?: boolean;
}

/** Asks for the password again before a two-factor change (better-auth checks it). */
export function PasswordPrompt({
  title,
  opened,
  onClose,
  onSubmit,
  submitLabel,
  isPending,
  error,
  children,
  danger = false,
}: PasswordPromptProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onSubmit(password);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          {error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
            >
              {error}
            </Alert>
          )}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            error={missing ? 'Enter your password' : undefined}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setMissing(false);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
