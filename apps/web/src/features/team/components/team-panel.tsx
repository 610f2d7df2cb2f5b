import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import type { CampaignMember } from '@groundwork/shared/contracts/campaigns';
import { formatDate } from '../../../lib/format';
import { useCampaignMembers } from '../../campaigns';
import { InviteModal } from './invite-modal';
import { MemberActions, memberName, type TeamActor } from './member-actions';
import { PendingInvitations } from './pending-invitations';

export const memberPagePath = (userId: string) => `${APP_BASE_PATH}/user/${userId}`;

function MemberRow({ member, actor }: { member: CampaignMember; actor: TeamActor }) {
  const name = memberName(member);
  const withPage = hasPermission(actor.title, 'member:view');
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="team-member">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            {withPage ? (
              <Anchor component={Link} to={memberPagePath(member.user_id)} fw={600}>
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            <Badge variant="light">{member.title}</Badge>
            {member.is_owner && (
              <Badge color="grape" variant="light">
                Owner
              </Badge>
            )}
            {member.user_id === actor.userId && (
              <Badge color="gray" variant="outline">
                You
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          <Text size="xs" c="dimmed">
            Joined {formatDate(member.date_joined)}
            {withPage &&
              ` · ${member.last_active ? `last active ${formatDate(member.last_active)}` : 'never active'}`}
          </Text>
        </Stack>
        <MemberActions actor={actor} member={member} />
      </Group>
    </Paper>
  );
}

/** The Team tab of /campaign: members (managed by Managers and Directors) and pending invitations. */
export function TeamPanel({ actor }: { actor: Omit<TeamActor, 'isOwner'> }) {
  const members = useCampaignMembers(actor.campaignId);
  const [inviting, setInviting] = useState(false);
  const canInvite = hasPermission(actor.title, 'member:invite');
  const owner = members.data?.find((m) => m.is_owner);
  const teamActor: TeamActor = { ...actor, isOwner: owner?.user_id === actor.userId };

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="team-members">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="team-members">
            Members{members.data ? ` (${String(members.data.length)})` : ''}
          </Title>
          {canInvite && (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setInviting(true)}
            >
              Invite people
            </Button>
          )}
        </Group>
        {members.isPending && (
          <Stack gap="xs" role="status" aria-label="Loading the team">
            <Skeleton h={64} />
            <Skeleton h={64} />
          </Stack>
        )}
        {members.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{members.error.message}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void members.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        {members.data?.length === 0 && <Text c="dimmed">No members yet.</Text>}
        {members.data && members.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members">
            {members.data.map((member) => (
              <MemberRow key={member.user_id} member={member} actor={teamActor} />
            ))}
          </Stack>
        )}
      </Stack>
      {canInvite && <PendingInvitations campaignId={actor.campaignId} />}
      {canInvite && (
        <InviteModal
          campaignId={actor.campaignId}
          actorTitle={actor.title}
          opened={inviting}
          onClose={() => setInviting(false)}
        />
      )}
    </Stack>
  );
}
