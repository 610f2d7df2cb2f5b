import { ActionIcon, Alert, Button, Group, Menu, Modal, Select, Stack } from '@mantine/core';
import { IconCrown, IconDots, IconTag, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  hasPermission,
  isLeadTitle,
  mayGrantTitle,
  mayManageMember,
  TITLES,
} from '@groundwork/shared/access/index';
import type { CampaignMember } from '@groundwork/shared/contracts/campaigns';
import { MESSAGES } from '@groundwork/shared/messages';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useChangeTitle, useRemoveMember, useTransferOwnership } from '../api/members';

/** Who is acting: their title, whether they own the campaign, and their own user id. */
export interface TeamActor {
  campaignId: string;
  userId: string;
  title: string;
  isOwner: boolean;
}

export const memberName = (member: CampaignMember) => `${member.first} ${member.last}`.trim() || member.email;

/** What `actor` may do to `member` (the server enforces the same rules, decision 0035). */
export const allowedActions = (actor: TeamActor, member: CampaignMember) => {
  const manageable =
    isLeadTitle(actor.title) &&
    !member.is_owner &&
    member.user_id !== actor.userId &&
    mayManageMember(actor.title, member.title);
  return {
    changeTitle: manageable,
    remove: manageable,
    transfer: actor.isOwner && !member.is_owner,
  };
};

type Dialog = 'title' | 'remove' | 'transfer' | null;

/** The actions menu of one member: change title, make owner, remove; each asks first. */
export function MemberActions({
  actor,
  member,
  onRemoved,
}: {
  actor: TeamActor;
  member: CampaignMember;
  onRemoved?: () => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const allowed = allowedActions(actor, member);
  if (!allowed.changeTitle && !allowed.remove && !allowed.transfer) return null;
  const name = memberName(member);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${name}`}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {allowed.changeTitle && (
            <Menu.Item leftSection={<IconTag size={16} />} onClick={() => setDialog('title')}>
              Change title
            </Menu.Item>
          )}
          {allowed.transfer && (
            <Menu.Item leftSection={<IconCrown size={16} />} onClick={() => setDialog('transfer')}>
              Make owner
            </Menu.Item>
          )}
          {allowed.remove && (
            <Menu.Item
              color="red"
              leftSection={<IconUserMinus size={16} />}
              onClick={() => setDialog('remove')}
            >
              Remove from campaign
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'title' && (
        <ChangeTitleModal actor={actor} member={member} onClose={() => setDialog(null)} />
      )}
      {dialog === 'remove' && (
        <RemoveModal actor={actor} member={member} onClose={() => setDialog(null)} onRemoved={onRemoved} />
      )}
      {dialog === 'transfer' && (
        <TransferModal actor={actor} member={member} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

interface DialogProps {
  actor: TeamActor;
  member: CampaignMember;
  onClose: () => void;
}

function ChangeTitleModal({ actor, member, onClose }: DialogProps) {
  const change = useChangeTitle();
  const [title, setTitle] = useState(member.title);
  const options = TITLES.filter((t) => mayGrantTitle(actor.title, t));
  const data = options.includes(title as (typeof TITLES)[number]) ? options : [...options, member.title];
  return (
    <Modal opened onClose={onClose} title={`Change ${memberName(member)}'s title`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { campaign_id: actor.campaignId, user_id: member.user_id, title },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack gap="md">
          <Select
            label="Title"
            data={data}
            value={title}
            onChange={(value) => setTitle(value ?? member.title)}
            allowDeselect={false}
            description={
              hasPermission(actor.title, 'member:manage-managers')
                ? undefined
                : 'Only a Manager can make someone Manager.'
            }
            data-autofocus
          />
          {change.error && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending} disabled={title === member.title}>
              Save title
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RemoveModal({ actor, member, onClose, onRemoved }: DialogProps & { onRemoved?: () => void }) {
  const remove = useRemoveMember();
  return (
    <ConfirmModal
      title="Remove from campaign"
      opened
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { campaign_id: actor.campaignId, email: member.email },
          {
            onSuccess: () => {
              onClose();
              onRemoved?.();
            },
          },
        )
      }
      confirmLabel="Remove"
      isPending={remove.isPending}
      error={remove.error}
      errorTitle={MESSAGES.failedToRemoveUser}
    >
      {memberName(member)} ({member.email}) loses access to this campaign at once. Their walkbook results
      stay. You can invite them again later.
    </ConfirmModal>
  );
}

function TransferModal({ actor, member, onClose }: DialogProps) {
  const transfer = useTransferOwnership();
  const promoted = !isLeadTitle(member.title);
  return (
    <ConfirmModal
      title="Transfer ownership"
      opened
      onClose={onClose}
      onConfirm={() =>
        transfer.mutate({ campaign_id: actor.campaignId, user_id: member.user_id }, { onSuccess: onClose })
      }
      confirmLabel="Transfer ownership"
      isPending={transfer.isPending}
      error={transfer.error}
    >
      {memberName(member)} becomes the campaign's owner
      {promoted ? ` and a Manager (now ${member.title})` : ''}. You stay a {actor.title}; only the new owner
      can transfer ownership after this.
    </ConfirmModal>
  );
}
