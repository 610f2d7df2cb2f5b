import { Anchor, Badge, Checkbox, ColorSwatch, Group, ScrollArea, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { RecommendedWalkbook } from '@groundwork/shared/contracts/recommended-walkbooks';
import { formatNumber } from '../../../lib/format';
import { colorOf } from './recommendations-map';
import { formatMinutes } from './format-minutes';

interface RankedWalkbookTableProps {
  walkbooks: readonly RecommendedWalkbook[];
  walkbookPath: (id: string) => string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The Proposed walkbooks ticked to be accepted together. */
  checkedIds: ReadonlySet<string>;
  onCheckedChange: (ids: Set<string>) => void;
}

/**
 * The recommended walkbooks by rank: most uncontacted targets first. A row highlights its area; its box ticks
 * it for accepting several at once.
 */
export function RankedWalkbookTable({
  walkbooks,
  walkbookPath,
  selectedId,
  onSelect,
  checkedIds,
  onCheckedChange,
}: RankedWalkbookTableProps) {
  const proposed = walkbooks.filter((b) => b.status === 'Proposed').map((b) => b.id);
  const checkedCount = proposed.filter((id) => checkedIds.has(id)).length;
  const toggle = (id: string) => {
    const next = new Set(checkedIds);
    if (!next.delete(id)) next.add(id);
    onCheckedChange(next);
  };
  return (
    <ScrollArea.Autosize mah={480} type="auto">
      <Table highlightOnHover stickyHeader horizontalSpacing="xs" aria-label="Recommended walkbooks by rank">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>
              <Checkbox
                aria-label="Select every proposed walkbook"
                checked={proposed.length > 0 && checkedCount === proposed.length}
                indeterminate={checkedCount > 0 && checkedCount < proposed.length}
                disabled={proposed.length === 0}
                onChange={() => onCheckedChange(new Set(checkedCount === proposed.length ? [] : proposed))}
              />
            </Table.Th>
            <Table.Th>Rank</Table.Th>
            <Table.Th>Walkbook</Table.Th>
            <Table.Th ta="right">Doors</Table.Th>
            <Table.Th ta="right">Voters</Table.Th>
            <Table.Th ta="right">Uncontacted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {walkbooks.map((book) => (
            <Table.Tr
              key={book.id}
              onClick={() => onSelect(book.id)}
              bg={book.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td onClick={(event) => event.stopPropagation()}>
                {book.status === 'Proposed' && (
                  <Checkbox
                    aria-label={`Select ${book.name}`}
                    checked={checkedIds.has(book.id)}
                    onChange={() => toggle(book.id)}
                  />
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={colorOf(book.rank)} size={12} aria-hidden="true" />
                  {book.rank}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={walkbookPath(book.id)}
                    size="sm"
                    title={book.name}
                    maw={240}
                    display="block"
                    truncate="end"
                  >
                    {book.name}
                  </Anchor>
                  {book.status === 'Accepted' && (
                    <Badge size="xs" color="teal" variant="light">
                      Accepted
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" title={`About ${formatMinutes(book.estimated_minutes)} of walking`}>
                {formatNumber(book.doors)}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(book.voters)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatNumber(book.uncontacted)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
