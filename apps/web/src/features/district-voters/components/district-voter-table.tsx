import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import {
  VOTERS_PER_PAGE,
  VoterTableError,
  VoterTableFooter,
  VoterTableLoading,
  VoterTableRows,
  type VoterColumn,
} from '../../../components/voter-table/voter-table-parts';
import { useDistrictVoters } from '../api/get-district-voters';
import type { SortOrder, VoterSort } from '../keys';
import { SortableHeader } from './sortable-header';

interface Column extends VoterColumn {
  sort?: VoterSort;
}

const COLUMNS: Column[] = [
  { label: 'Last name', cell: (v) => v.last_name, sort: 'last_name' },
  { label: 'First name', cell: (v) => v.first_name, sort: 'first_name' },
  { label: 'Address', cell: (v) => v.res_street ?? '', sort: 'res_street' },
  { label: 'City', cell: (v) => v.res_city ?? '' },
  { label: 'ZIP', cell: (v) => v.res_zip ?? '', sort: 'res_zip' },
  { label: 'Party', cell: (v) => v.party ?? '', sort: 'party' },
  { label: 'Gender', cell: (v) => v.gender ?? '' },
  { label: 'Age', cell: (v) => (v.age === null ? '' : String(v.age)), sort: 'age', align: 'right' },
  { label: 'Phone', cell: (v) => v.phone ?? '' },
  { label: 'Precinct', cell: (v) => v.precinct ?? '', sort: 'precinct' },
];

export interface TableSort {
  sort: VoterSort;
  order: SortOrder;
}

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

  const toggle = (column: VoterSort) => {
    onSortChange(
      sort.sort === column
        ? { sort: column, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: 'asc' },
    );
  };

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
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) =>
                column.sort ? (
                  <SortableHeader
                    key={column.label}
                    label={column.label}
                    align={column.align}
                    active={sort.sort === column.sort ? sort.order : null}
                    onSort={() => {
                      if (column.sort) toggle(column.sort);
                    }}
                  />
                ) : (
                  <Table.Th key={column.label} ta={column.align}>
                    {column.label}
                  </Table.Th>
                ),
              )}
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
        onPageChange={onPageChange}
        isFetching={voters.isFetching}
      />
    </Stack>
  );
}
