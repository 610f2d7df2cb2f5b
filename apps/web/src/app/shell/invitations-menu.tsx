import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import { useSelectionStore } from '../session/selection-context';

/** New invitations appear here after the periodic refresh; choosing one opens the invitation page. */
export function InvitationsMenu({ invitations }: { invitations: readonly InvitationEntry[] }) {
  const selection = useSelectionStore();
  const navigate = useNavigate();
  if (invitations.length === 0) return null;
  const count = String(invitations.length);
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <Indicator label={count} size={16} color="grape" offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Invitations (${count})`}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Invitations</Menu.Label>
        {invitations.map((invitation) => (
          <Menu.Item
            key={invitation.id}
            onClick={() => {
              void selection.chooseInvitation(invitation);
              void navigate(`${APP_BASE_PATH}/invitation`);
            }}
          >
            <Text size="sm" fw={600} truncate>
              {invitation.campaign_name}
            </Text>
            <Text size="xs" c="dimmed">
              as {invitation.offer_title}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
