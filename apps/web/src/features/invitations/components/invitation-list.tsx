import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import { MESSAGES } from '@groundwork/shared/messages';
import { ChoiceList } from '../../../components/choice-list';

interface InvitationListProps {
  invitations: readonly InvitationEntry[];
  onChoose: (invitation: InvitationEntry) => void;
}

/** Pending invitations to join a campaign (the picker's second list). */
export function InvitationList({ invitations, onChoose }: InvitationListProps) {
  return (
    <ChoiceList
      emptyText={MESSAGES.pickerNoInvitations}
      items={invitations.map((invitation) => ({
        id: invitation.id,
        label: `View the invitation to ${invitation.campaign_name} as ${invitation.offer_title}`,
        leading: (
          <ThemeIcon variant="light" color="grape" size={38} radius="md" aria-hidden="true">
            <IconMailOpened size={20} />
          </ThemeIcon>
        ),
        content: (
          <>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fw={600} truncate>
                {invitation.campaign_name}
              </Text>
              <Badge variant="light" color="grape" flex="none">
                {invitation.offer_title}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              From {invitation.sender_email}
            </Text>
          </>
        ),
      }))}
      onChoose={(id) => {
        const chosen = invitations.find((invitation) => invitation.id === id);
        if (chosen) onChoose(chosen);
      }}
    />
  );
}
