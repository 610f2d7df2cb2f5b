import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { MessageResponse } from '@groundwork/shared/contracts/common';
import { isAbortError } from '../../../lib/api-error';
import { useDeleteVoterGroup } from '../api/delete-voter-group';
import type { VoterGroupReply } from '../api/voter-group-reply';

interface DeleteVoterGroupModalProps {
  group: VoterGroupReply;
  opened: boolean;
  onClose: () => void;
  /** Called with the server's reply (its `detail` is the message to show). */
  onDeleted: (reply: MessageResponse) => void;
}

/** Asks before deleting, naming the group. */
export function DeleteVoterGroupModal({ group, opened, onClose, onDeleted }: DeleteVoterGroupModalProps) {
  const remove = useDeleteVoterGroup();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Delete voter group" centered>
      <Stack gap="md">
        <Text>
          Delete <strong>{group.name}</strong>? Its list of {group.voter_count === 1 ? 'voter' : 'voters'} is
          removed; the voters stay in the voter file. This cannot be undone.
        </Text>
        {remove.error && !isAbortError(remove.error) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              // A promise, not mutate's callback: the deleted group's page may unmount this modal before
              // mutate's callbacks would run, and the move away must still happen (the error shows below).
              remove
                .mutateAsync({ campaignId: group.campaign_id, id: group.id })
                .then(onDeleted, () => undefined);
            }}
          >
            Delete voter group
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
