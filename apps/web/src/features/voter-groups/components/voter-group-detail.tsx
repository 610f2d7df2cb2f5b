import { Alert, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload, IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { MessageResponse } from '@groundwork/shared/contracts/common';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_TABLE_SORT, type TableSort } from '../../../components/voter-table/sortable-voter-head';
import { hasErrorCode } from '../../../lib/api-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useExportVoterGroup } from '../api/export-voter-group';
import { useVoterGroup } from '../api/get-voter-group';
import type { VoterGroupReply } from '../api/voter-group-reply';
import { describeFilter } from '../../../components/voter-filter/describe-filter';
import { useElections } from '../../elections';
import { DeleteVoterGroupModal } from './delete-voter-group-modal';
import { RenameVoterGroupModal } from './rename-voter-group-modal';
import { VoterGroupStatusBadge } from './voter-group-status-badge';
import { VoterTable } from './voter-table';

const FAILED_FALLBACK = 'The voters of this group could not be selected.';

interface VoterGroupDetailProps {
  campaignId: string;
  id: string;
  tagNames: ReadonlyMap<string, string>;
  onDeleted: (reply: MessageResponse) => void;
  /** More actions for the loaded group (the route adds "Tag voters" from the voter-tags feature). */
  actions?: (group: VoterGroupReply) => ReactNode;
  /** Opens a voter (their contact history) from the table. */
  onOpenVoter?: ((voterId: string) => void) | undefined;
}

const fileName = (group: VoterGroupReply) =>
  `${group.name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'voter-group'}.csv`;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} fz="lg">
        {value}
      </Text>
    </div>
  );
}

/** One voter group: status, size, the filter in words, its voters, export, rename and delete. */
export function VoterGroupDetail({
  campaignId,
  id,
  tagNames,
  onDeleted,
  actions,
  onOpenVoter,
}: VoterGroupDetailProps) {
  const group = useVoterGroup(campaignId, id);
  const exportGroup = useExportVoterGroup();
  const [renameOpened, rename] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [sort, setSort] = useState<TableSort>(DEFAULT_TABLE_SORT);
  const elections = useElections(campaignId);
  const electionNames = useMemo(
    () => new Map((elections.data ?? []).map((election) => [election.code, election.name])),
    [elections.data],
  );

  if (group.isPending)
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading voter group">
        <Skeleton height={44} width="50%" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  if (group.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
        {hasErrorCode(group.error, 'NOT_FOUND', 'VALIDATION_FAILED') ? (
          'This voter group does not exist, or it was deleted.'
        ) : (
          <Group justify="space-between" gap="sm">
            <Text size="sm">We could not load the voter group: {group.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void group.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </Alert>
    );

  const data = group.data;
  const isReady = data.status === 'Ready';
  const startExport = () => {
    exportGroup.mutate(
      { campaignId, id, fallbackName: fileName(data), sort },
      {
        onError: (error) => {
          notifications.show({ color: 'red', title: 'Export failed', message: error.message });
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={data.name}
        description={data.description ?? undefined}
        icon={<IconUsersGroup size={24} />}
        actions={
          <>
            {actions?.(data)}
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={startExport}
              loading={exportGroup.isPending}
              disabled={!isReady}
            >
              Export CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={rename.open}
            >
              Rename
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={confirmDelete.open}
            >
              Delete
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
            <Fact label="Status" value={<VoterGroupStatusBadge status={data.status} size="md" />} />
            <Fact label="Voters" value={isReady ? formatNumber(data.voter_count) : '—'} />
            <Fact label="Doors" value={isReady ? formatNumber(data.door_count) : '—'} />
            <Fact label="Created" value={formatDate(data.created_at)} />
          </SimpleGrid>
          {data.status === 'Pending' && (
            <Text size="sm" c="dimmed" mt="md" role="status">
              Selecting the voters of this group. This takes a moment; the page updates by itself.
            </Text>
          )}
          {data.status === 'Failed' && (
            <Alert
              mt="md"
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
              title="This group could not be built"
            >
              {(data.error ?? FAILED_FALLBACK).replace(/\.?$/, '.')} Try saving the filter again from the
              voter search.
            </Alert>
          )}
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="h4" mb="xs">
            Who is in this group
          </Title>
          <List spacing={4} size="sm" data-testid="filter-summary">
            {describeFilter(data.filter_params, { tagNames, electionNames }).map((phrase) => (
              <List.Item key={phrase}>{phrase}</List.Item>
            ))}
          </List>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="h4" mb="md">
            Voters
          </Title>
          {isReady ? (
            <VoterTable
              campaignId={campaignId}
              groupId={id}
              sort={sort}
              onSortChange={setSort}
              onOpenVoter={onOpenVoter}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {data.status === 'Pending' ? 'The voters appear here once the group is ready.' : 'No voters.'}
            </Text>
          )}
        </Card>
      </Stack>

      <RenameVoterGroupModal group={data} opened={renameOpened} onClose={rename.close} />
      <DeleteVoterGroupModal
        group={data}
        opened={deleteOpened}
        onClose={confirmDelete.close}
        onDeleted={onDeleted}
      />
    </>
  );
}
