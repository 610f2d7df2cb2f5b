import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import { formatDate } from '../../../lib/format';

/** What an invitation offers: campaign, candidate, title, sender and expiry. */
export function InvitationDetails({ invitation }: { invitation: InvitationEntry }) {
  const facts = [
    { label: 'Campaign', value: invitation.campaign_name },
    { label: 'Candidate', value: invitation.candidate_name ?? 'Not named' },
    { label: 'Invited by', value: invitation.sender_email },
    { label: 'Expires', value: formatDate(invitation.expires_at) },
  ];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} fz="h3">
          Join {invitation.campaign_name}
        </Title>
        <Badge size="lg" variant="light" color="grape">
          {invitation.offer_title}
        </Badge>
      </Group>
      <Text c="dimmed">
        You have been invited to join this campaign as {invitation.offer_title}. Accept to start working with
        the team, or decline if this is not for you.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
