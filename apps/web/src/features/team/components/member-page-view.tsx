import { BarChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { DOOR_RESULTS } from '@groundwork/shared/contracts/surveys';
import type { MemberActivity } from '@groundwork/shared/contracts/team';
import { formatDate } from '../../../lib/format';
import { useCampaignMembers } from '../../campaigns';
import { useMemberActivity } from '../api/members';
import { WEEKLY_SERIES, weeklyTotals } from '../utils/weekly-activity';
import { MemberActions, memberName, type TeamActor } from './member-actions';

const resultLabel = (value: string) => DOOR_RESULTS.find((r) => r.value === value)?.label ?? value;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function WeeklyChart({ activity }: { activity: MemberActivity }) {
  const data = activity.weeks.map((week) => ({
    week: formatDate(week.week_start).replace(/,? \d{4}$/, ''),
    ...Object.fromEntries(WEEKLY_SERIES.map(({ key, name }) => [name, week[key]])),
  }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h5" mb={4}>
        Doors, touches, texts and calls by week
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        Last {activity.weeks.length} weeks, Monday first, in {activity.time_zone} ·{' '}
        {weeklyTotals(activity.weeks)}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="week"
        series={WEEKLY_SERIES.map(({ name, color }) => ({ name, color }))}
        withLegend
        aria-label="Doors, touches, texts and calls by week"
      />
    </Card>
  );
}

/** /user/{id}: a member's profile, title, walkbooks, weekly doors, touches, texts and calls, latest visits and actions. */
export function MemberPageView({ actor, userId }: { actor: Omit<TeamActor, 'isOwner'>; userId: string }) {
  const navigate = useNavigate();
  const activity = useMemberActivity(actor.campaignId, userId);
  const members = useCampaignMembers(actor.campaignId);
  const owner = members.data?.find((m) => m.is_owner);
  const teamActor: TeamActor = { ...actor, isOwner: owner?.user_id === actor.userId };

  if (activity.isError)
    return (
      <Alert color="red" role="alert" title="Failed to fetch user">
        {activity.error.message}
      </Alert>
    );
  if (!activity.data)
    return (
      <Stack role="status" aria-label="Loading the member">
        <Skeleton h={32} w="50%" />
        <Skeleton h={120} />
        <Skeleton h={220} />
      </Stack>
    );
  const { member, walkbooks, recent_visits: visits } = activity.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {memberName(member)}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light">{member.title}</Badge>
            {member.is_owner && (
              <Badge color="grape" variant="light">
                Owner
              </Badge>
            )}
          </Group>
        </div>
        <MemberActions
          actor={teamActor}
          member={member}
          onRemoved={() => void navigate(`${APP_BASE_PATH}/campaign?tab=team`)}
        />
      </Group>
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          <Fact label="E-mail" value={member.email} />
          <Fact label="Joined" value={formatDate(member.date_joined)} />
          <Fact label="Last active" value={member.last_active ? formatDate(member.last_active) : 'Never'} />
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="h5" mb="sm">
          Walkbooks assigned
        </Title>
        {walkbooks.length === 0 ? (
          <Text size="sm" c="dimmed">
            No walkbooks are assigned to {member.first || member.email}.
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {walkbooks.map((book) => (
              <Group key={book.id} component="li" gap="xs">
                <Anchor component={Link} to={`${APP_BASE_PATH}/walkbook/id/${book.id}`}>
                  {book.name}
                </Anchor>
                {book.status === 'archived' && <Badge color="gray">Archived</Badge>}
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <WeeklyChart activity={activity.data} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="h5" mb="sm">
          Recent activity
        </Title>
        {visits.length === 0 ? (
          <Text size="sm" c="dimmed">
            No doors recorded yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Voter</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Walkbook</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visits.map((visit) => (
                  <Table.Tr key={visit.id}>
                    <Table.Td>{dateTime.format(new Date(visit.visited_at))}</Table.Td>
                    <Table.Td>{visit.voter_name}</Table.Td>
                    <Table.Td>{resultLabel(visit.touch_result)}</Table.Td>
                    <Table.Td>{visit.walkbook_name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
