import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortOrder } from './sortable-voter-head';

interface SortableHeaderProps {
  label: string;
  /** This column's order when the table is sorted by it, else null. */
  active: SortOrder | null;
  onSort: () => void;
  align?: 'right';
}

/** A column header that sorts the table: a button inside a `th` carrying `aria-sort`. */
export function SortableHeader({ label, active, onSort, align }: SortableHeaderProps) {
  const Icon = active === 'asc' ? IconSortAscending : active === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th
      ta={align}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
