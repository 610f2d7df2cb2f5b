import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { Election } from '@groundwork/shared/contracts/election-results';
import { ConfirmModal } from '../../../components/confirm-modal';
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
      <ConfirmModal
        title="Delete election"
        opened={opened}
        onClose={() => {
          deleting.reset();
          dialog.close();
        }}
        onConfirm={() =>
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
        confirmLabel="Delete election"
        isPending={deleting.isPending}
        error={deleting.error}
      >
        Delete <strong>{election.name}</strong> and all its results? You can import its file again later.
      </ConfirmModal>
    </>
  );
}
