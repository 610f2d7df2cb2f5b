import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
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
import { useDistrictVoters } from '../api/get-district-voters';
interface DistrictVoterTableProps {
  campaignId: string;
  filter: VoterFilter;
  /** False while the filter is not valid: the last page stays on screen. */
  enabled: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  /** Shown when the district has no voters at all. */
  emptyAction?: ReactNode;
  isFiltered: boolean;
  /** Opens a voter (their contact history) from their name. */
  onOpenVoter?: ((voterId: string) => void) | undefined;
}

/** The district's voters, 50 a page, sorted by a clicked column; scrolls sideways on phones. */
export function DistrictVoterTable(props: DistrictVoterTableProps) {
  const { campaignId, filter, enabled, page, onPageChange, sort, onSortChange } = props;
  const voters = useDistrictVoters(
    campaignId,
    { filter, skip: (page - 1) * VOTERS_PER_PAGE, limit: VOTERS_PER_PAGE, ...sort },
    { enabled },
  );

  if (voters.isPending) return <VoterTableLoading rows={8} />;
  if (voters.isError) return <VoterTableError message={voters.error.message} />;

  const { total, skip, voters: rows } = voters.data;
  if (total === 0)
    return props.isFiltered ? (
      <Text c="dimmed" size="sm" py="md">
        No voters match these filters.
      </Text>
    ) : (
      <Stack align="center" gap="sm" py="xl">
        <Text fw={600}>No voters yet — import your district&apos;s voter file</Text>
        {props.emptyAction}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={900} style={{ opacity: voters.isPlaceholderData ? 0.6 : 1 }}>
        <Table
          striped
          verticalSpacing="xs"
          fz="sm"
          aria-label="District voters"
          aria-busy={voters.isFetching}
        >
          <SortableVoterHead sort={sort} onSortChange={onSortChange} />
          <VoterTableRows
            columns={VOTER_COLUMNS}
            voters={rows}
            onOpen={props.onOpenVoter && ((voter) => props.onOpenVoter?.(voter.id))}
          />
        </Table>
      </Table.ScrollContainer>
      <VoterTableFooter
        skip={skip}
        shown={rows.length}
        total={total}
        page={page}
        onPageChange={onPageChange}
        isFetching={voters.isFetching}
      />
    </Stack>
  );
}
