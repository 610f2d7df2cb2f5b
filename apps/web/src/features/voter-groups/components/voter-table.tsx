import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  VOTERS_PER_PAGE,
  VoterTableError,
  VoterTableFooter,
  VoterTableLoading,
  VoterTableRows,
  type VoterColumn,
} from '../../../components/voter-table/voter-table-parts';
import { useVoterGroupVoters } from '../api/get-voter-group-voters';

const COLUMNS: VoterColumn[] = [
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

  if (voters.isPending) return <VoterTableLoading rows={5} />;
  if (voters.isError) return <VoterTableError message={voters.error.message} />;

  const { total, skip, voters: rows } = voters.data;
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
          <VoterTableRows columns={COLUMNS} voters={rows} />
        </Table>
      </Table.ScrollContainer>
      <VoterTableFooter
        skip={skip}
        shown={rows.length}
        total={total}
        page={page}
        onPageChange={setPage}
        isFetching={voters.isFetching}
      />
    </Stack>
  );
}
