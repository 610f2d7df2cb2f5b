import { Table } from '@mantine/core';
import type { VOTER_SORTS } from '@groundwork/shared/contracts/voter-groups';
import { SortableHeader } from './sortable-header';
import type { VoterColumn } from './voter-table-parts';

export type VoterSort = (typeof VOTER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** A voter table's sort; the server orders pages and CSV exports by it alike (decision 0024). */
export interface TableSort {
  sort: VoterSort;
  order: SortOrder;
}

export const DEFAULT_TABLE_SORT: TableSort = { sort: 'last_name', order: 'asc' };

export interface SortableVoterColumn extends VoterColumn {
  sort?: VoterSort;
}

/** The columns of the voter tables, with the ones they sort by. */
export const VOTER_COLUMNS: SortableVoterColumn[] = [
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

interface SortableVoterHeadProps {
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
}

/** The head of a voter table: a click sorts by a column, a second click turns the order round. */
export function SortableVoterHead({ sort, onSortChange }: SortableVoterHeadProps) {
  const toggle = (column: VoterSort) => {
    onSortChange(
      sort.sort === column
        ? { sort: column, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: 'asc' },
    );
  };
  return (
    <Table.Thead>
      <Table.Tr>
        {VOTER_COLUMNS.map((column) =>
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
  );
}
