import { Alert, Anchor, Button, Card, EmptyState, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { useVoterGroups } from '../api/get-voter-groups';
import { VoterGroupStatusBadge } from './voter-group-status-badge';

interface VoterGroupListProps {
  campaignId: string;
  /** The detail page of a group. */
  groupPath: (id: string) => string;
  /** The button that starts a new group (shown in the empty state). */
  newGroupAction: ReactNode;
}

const COLUMNS = ['Name', 'Status', 'Voters', 'Doors', 'Created'];

function LoadingRows() {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      role="status"
      aria-busy="true"
      aria-label="Loading voter groups"
    >
      {[0, 1, 2].map((row) => (
        <Group key={row} justify="space-between" wrap="nowrap" py="sm">
          <Skeleton height={16} width="35%" />
          <Skeleton height={16} width="12%" />
          <Skeleton height={16} width="15%" />
        </Group>
      ))}
    </Card>
  );
}

/** The campaign's voter groups; polls while any of them is still Pending. */
export function VoterGroupList({ campaignId, groupPath, newGroupAction }: VoterGroupListProps) {
  const groups = useVoterGroups(campaignId);
  const navigate = useNavigate();

  if (groups.isPending) return <LoadingRows />;
  if (groups.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">We could not load the voter groups: {groups.error.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void groups.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  if (groups.data.length === 0)
    return (
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={<IconUsersGroup size={32} />}
          withIndicatorBackground
          title="No voter groups yet"
          description="Build a group with the voter search: filter the voter file by party, age, place, tags or voting history, then save it. Or upload a CSV of state voter ids you already have."
          data-testid="empty-state"
        >
          {newGroupAction}
        </EmptyState>
      </Card>
    );

  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} ta={column === 'Voters' || column === 'Doors' ? 'right' : undefined}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.data.map((group) => (
              <Table.Tr
                key={group.id}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(groupPath(group.id))}
              >
                <Table.Td maw={360}>
                  {/* The link is what keyboards and screen readers use; the row click is a shortcut. */}
                  <Anchor
                    component={Link}
                    to={groupPath(group.id)}
                    fw={600}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {group.name}
                  </Anchor>
                  {group.description && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {group.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <VoterGroupStatusBadge status={group.status} />
                </Table.Td>
                <Table.Td ta="right">
                  {group.status === 'Ready' ? formatNumber(group.voter_count) : '—'}
                </Table.Td>
                <Table.Td ta="right">
                  {group.status === 'Ready' ? formatNumber(group.door_count) : '—'}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(group.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
