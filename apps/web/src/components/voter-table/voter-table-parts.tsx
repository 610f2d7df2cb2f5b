import { Alert, Anchor, Group, Loader, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { VoterRow } from '@groundwork/shared/contracts/voter-groups';
import { formatNumber } from '../../lib/format';

/** Voter tables show 50 voters a page. */
export const VOTERS_PER_PAGE = 50;

export interface VoterColumn {
  label: string;
  cell: (voter: VoterRow) => string;
  align?: 'right';
}

export function VoterTableLoading({ rows }: { rows: number }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading voters">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={28} />
      ))}
    </Stack>
  );
}

export function VoterTableError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      We could not load the voters: {message}
    </Alert>
  );
}

/** The table body: one row a voter, one cell a column. */
export function VoterTableRows({
  columns,
  voters,
  onOpen,
}: {
  columns: VoterColumn[];
  voters: VoterRow[];
  /** When given, the first column opens the voter (their contact history). */
  onOpen?: ((voter: VoterRow) => void) | undefined;
}) {
  return (
    <Table.Tbody>
      {voters.map((voter) => (
        <Table.Tr key={voter.id}>
          {columns.map((column, i) => (
            <Table.Td key={column.label} ta={column.align} style={{ whiteSpace: 'nowrap' }}>
              {onOpen && i === 0 ? (
                <Anchor component="button" type="button" size="sm" onClick={() => onOpen(voter)}>
                  {column.cell(voter)}
                </Anchor>
              ) : (
                column.cell(voter)
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

interface FooterProps {
  skip: number;
  shown: number;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  isFetching: boolean;
}

/** "1–50 of 824" and the pages. */
export function VoterTableFooter({ skip, shown, total, page, onPageChange, isFetching }: FooterProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid="voter-range">
          {formatNumber(skip + 1)}–{formatNumber(skip + shown)} of {formatNumber(total)}
        </Text>
        {isFetching && <Loader size="xs" aria-label="Loading page" />}
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
  );
}
