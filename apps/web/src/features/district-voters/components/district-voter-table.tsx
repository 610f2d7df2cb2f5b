import { Alert, Group, Loader, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { VoterRow } from '@groundwork/shared/contracts/voter-groups';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { formatNumber } from '../../../lib/format';
import { useDistrictVoters } from '../api/get-district-voters';
import type { SortOrder, VoterSort } from '../keys';
import { SortableHeader } from './sortable-header';

export const VOTERS_PER_PAGE = 50;

interface Column {
  label: string;
  cell: (voter: VoterRow) => string;
  sort?: VoterSort;
  align?: 'right';
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

  if (voters.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading voters">
        {Array.from({ length: 8 }, (_, row) => (
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
          total={Math.max(1, Math.ceil(total / VOTERS_PER_PAGE))}
          value={page}
          onChange={onPageChange}
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
