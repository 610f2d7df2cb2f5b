import { Alert, Group, Loader, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { VoterRow } from '@groundwork/shared/contracts/voter-groups';
import { formatNumber } from '../../../lib/format';
import { useVoterGroupVoters } from '../api/get-voter-group-voters';

export const VOTERS_PER_PAGE = 50;

const COLUMNS: { label: string; cell: (voter: VoterRow) => string; align?: 'right' }[] = [
  { label: 'Name', cell: (v) => `${v.last_name}, ${v.first_name}` },
  { label: 'Address', cell: (v) => v.res_street ?? '' },
  { label: 'City', cell: (v) => v.res_city ?? '' },
  { label: 'ZIP', cell: (v) => v.res_zip ?? '' },
  { label: 'Party', cell: (v) => v.party ?? '' },
  { label: 'Gender', cell: (v) => v.gender ?? '' },
  { label: 'Age', cell: (v) => (v.age === null ? '' : String(v.age)), align: 'right' },
  { label: 'Phone', cell: (v) => v.phone ?? '' },
  { label: 'Precinct', cell: (v) => v.precinct ?? '' },
];

interface VoterTableProps {
  campaignId: string;
  groupId: string;
}

/** The group's voters, 50 a page (skip/limit); scrolls sideways on narrow screens. */
export function VoterTable({ campaignId, groupId }: VoterTableProps) {
  const [page, setPage] = useState(1);
  const voters = useVoterGroupVoters({
    campaignId,
    id: groupId,
    skip: (page - 1) * VOTERS_PER_PAGE,
    limit: VOTERS_PER_PAGE,
  });

  if (voters.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading voters">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  if (voters.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
        We could not load the voters: {voters.error.message}
      </Alert>
    );

  const { total, skip, voters: rows } = voters.data;
  const pages = Math.max(1, Math.ceil(total / VOTERS_PER_PAGE));
  if (total === 0)
    return (
      <Text c="dimmed" size="sm" py="md">
        No voters matched this group&apos;s filter.
      </Text>
    );

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={960} style={{ opacity: voters.isPlaceholderData ? 0.6 : 1 }}>
        <Table
          striped
          verticalSpacing="xs"
          fz="sm"
          aria-label="Voters of the group"
          aria-busy={voters.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column.label} ta={column.align}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((voter) => (
              <Table.Tr key={voter.id}>
                {COLUMNS.map((column) => (
                  <Table.Td key={column.label} ta={column.align} style={{ whiteSpace: 'nowrap' }}>
                    {column.cell(voter)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="voter-range">
            {formatNumber(skip + 1)}–{formatNumber(skip + rows.length)} of {formatNumber(total)}
          </Text>
          {voters.isFetching && <Loader size="xs" aria-label="Loading page" />}
        </Group>
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${String(item)}` })}
        />
      </Group>
    </Stack>
  );
}
