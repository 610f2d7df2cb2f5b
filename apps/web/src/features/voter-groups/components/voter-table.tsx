import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  VOTERS_PER_PAGE,
  VoterTableError,
  VoterTableFooter,
  VoterTableLoading,
  VoterTableRows,
} from '../../../components/voter-table/voter-table-parts';
import {
  SortableVoterHead,
  VOTER_COLUMNS,
  type TableSort,
} from '../../../components/voter-table/sortable-voter-head';
import { useVoterGroupVoters } from '../api/get-voter-group-voters';

interface VoterTableProps {
  campaignId: string;
  groupId: string;
  /** The table's sort (the export follows it too). */
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  /** Opens a voter (their contact history) from their name. */
  onOpenVoter?: ((voterId: string) => void) | undefined;
}

/** The group's voters, 50 a page (skip/limit), sorted by a clicked column; scrolls sideways on narrow screens. */
export function VoterTable({ campaignId, groupId, sort, onSortChange, onOpenVoter }: VoterTableProps) {
  const [page, setPage] = useState(1);
  const voters = useVoterGroupVoters({
    campaignId,
    id: groupId,
    skip: (page - 1) * VOTERS_PER_PAGE,
    limit: VOTERS_PER_PAGE,
    ...sort,
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
          <SortableVoterHead
            sort={sort}
            onSortChange={(next) => {
              onSortChange(next);
              setPage(1);
            }}
          />
          <VoterTableRows
            columns={VOTER_COLUMNS}
            voters={rows}
            onOpen={onOpenVoter && ((voter) => onOpenVoter(voter.id))}
          />
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
