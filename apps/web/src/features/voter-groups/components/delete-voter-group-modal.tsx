import type { MessageResponse } from '@groundwork/shared/contracts/common';
import { MESSAGES } from '@groundwork/shared/messages';
import { ConfirmModal } from '../../../components/confirm-modal';
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
  return (
    <ConfirmModal
      title="Delete voter group"
      opened={opened}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => {
        // A promise, not mutate's callback: the deleted group's page may unmount this modal before mutate's
        // callbacks would run, and the move away must still happen (a failure shows in the modal).
        remove.mutateAsync({ campaignId: group.campaign_id, id: group.id }).then(onDeleted, () => undefined);
      }}
      confirmLabel="Delete voter group"
      isPending={remove.isPending}
      error={remove.error}
      errorTitle={MESSAGES.failedToDeleteVoterGroup}
    >
      Delete <strong>{group.name}</strong>? Its list of {group.voter_count === 1 ? 'voter' : 'voters'} is
      removed; the voters stay in the voter file. This cannot be undone.
    </ConfirmModal>
  );
}
