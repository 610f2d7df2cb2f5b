import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isAbortError } from '../lib/api-error';

interface ConfirmModalProps {
  title: string;
  opened: boolean;
  /** Closing by Cancel, the close button or Escape (the caller resets its mutation here). */
  onClose: () => void;
  onConfirm: () => void;
  /** What happens and what stays, naming the thing. */
  children: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  error: Error | null;
  /** A heading for the error, when the spec names one (e.g. 'Failed to archive survey'). */
  errorTitle?: string;
}

/** Asks before destroying or archiving something: Cancel has the focus, the red button acts. */
export function ConfirmModal({
  title,
  opened,
  onClose,
  onConfirm,
  children,
  confirmLabel,
  isPending,
  error,
  errorTitle,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{children}</Text>
        {error && !isAbortError(error) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title={errorTitle}
            role="alert"
          >
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
