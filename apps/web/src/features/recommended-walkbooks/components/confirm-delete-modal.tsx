import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isAbortError } from '../../../lib/api-error';

interface ConfirmDeleteModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** What is deleted and what stays. */
  children: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  error: Error | null;
}

/** Asks before deleting a request or a recommended walkbook. */
export function ConfirmDeleteModal({
  title,
  opened,
  onClose,
  onConfirm,
  children,
  confirmLabel,
  isPending,
  error,
}: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{children}</Text>
        {error && !isAbortError(error) && (
          <Alert color="red" variant="light" role="alert">
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
