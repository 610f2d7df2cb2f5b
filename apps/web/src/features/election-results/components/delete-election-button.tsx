import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { Election } from '@groundwork/shared/contracts/election-results';
import { useDeleteElection } from '../api/delete-election';

interface DeleteElectionButtonProps {
  campaignId: string;
  election: Election;
  onDeleted: () => void;
}

/** Deletes an imported election and its results, once confirmed. */
export function DeleteElectionButton({ campaignId, election, onDeleted }: DeleteElectionButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const deleting = useDeleteElection();
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={dialog.open}
      >
        Delete election
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Delete election">
        <Stack gap="md">
          <Text size="sm">
            Delete <b>{election.name}</b> and all its results? You can import its file again later.
          </Text>
          {deleting.error && (
            <Alert color="red" variant="light" role="alert">
              {deleting.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={deleting.isPending}
              onClick={() =>
                deleting.mutate(
                  { campaignId, id: election.id },
                  {
                    onSuccess: () => {
                      dialog.close();
                      onDeleted();
                    },
                  },
                )
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
