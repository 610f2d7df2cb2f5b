import { Avatar, Badge, Group, Text } from '@mantine/core';
import type { MembershipEntry } from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import { ChoiceList } from '../../../components/choice-list';
import { formatDate } from '../../../lib/format';

interface MembershipListProps {
  memberships: readonly MembershipEntry[];
  busyId: string | null;
  onChoose: (membership: MembershipEntry) => void;
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The person's campaign memberships, to act in one of them (the picker's first list). */
export function MembershipList({ memberships, busyId, onChoose }: MembershipListProps) {
  return (
    <ChoiceList
      emptyText={MESSAGES.pickerNoCampaigns}
      busyId={busyId}
      items={memberships.map((membership) => ({
        id: membership.campaign_id,
        label: `Open ${membership.campaign_name} as ${membership.title}`,
        leading: (
          <Avatar color="teal" radius="md" aria-hidden="true">
            {initials(membership.campaign_name)}
          </Avatar>
        ),
        content: (
          <>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fw={600} truncate>
                {membership.campaign_name}
              </Text>
              <Badge variant="light" flex="none">
                {membership.title}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {membership.candidate_name ? `${membership.candidate_name} · ` : ''}Joined{' '}
              {formatDate(membership.date_joined)}
            </Text>
          </>
        ),
      }))}
      onChoose={(id) => {
        const chosen = memberships.find((membership) => membership.campaign_id === id);
        if (chosen) onChoose(chosen);
      }}
    />
  );
}
