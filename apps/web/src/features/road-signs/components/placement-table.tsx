import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PLACEMENT_STATUS_LABELS } from '@groundwork/shared/contracts/road-signs';
import { type Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { formatDate } from '../../../lib/format';
import { describePlacedFrom, REMOVAL_FLAG_LABELS, STATUS_COLORS } from '../placement-logic';

export function StatusBadge({ placement }: { placement: Placement }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={STATUS_COLORS[placement.status]} variant="dot">
        {PLACEMENT_STATUS_LABELS[placement.status]}
        {placement.condition && placement.condition !== 'ok' ? ` (${placement.condition})` : ''}
      </Badge>
      {placement.removal_flag && (
        <Badge color={placement.removal_flag === 'overdue' ? 'red' : 'orange'} variant="filled">
          {REMOVAL_FLAG_LABELS[placement.removal_flag]}
        </Badge>
      )}
    </Group>
  );
}

/** Placements in a table: the sign, where, status and flags, when, and an action column. */
export function PlacementTable({
  placements,
  showSign,
  action,
}: {
  placements: readonly Placement[];
  showSign: boolean;
  action?: (placement: Placement) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Placements">
        <Table.Thead>
          <Table.Tr>
            {showSign && <Table.Th>Sign</Table.Th>}
            <Table.Th>Where</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Updated</Table.Th>
            {action && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {placements.map((p) => (
            <Table.Tr key={p.id}>
              {showSign && <Table.Td>{p.road_sign_name}</Table.Td>}
              <Table.Td>
                <Text size="sm">{p.address ?? 'No address'}</Text>
                {p.coordinates && (
                  <Text size="xs" c="dimmed">
                    {p.coordinates.lat.toFixed(5)}, {p.coordinates.lng.toFixed(5)}
                  </Text>
                )}
                {describePlacedFrom(p) && (
                  <Text size="xs" c="dimmed">
                    {describePlacedFrom(p)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadge placement={p} />
              </Table.Td>
              <Table.Td>{formatDate(p.updated_at)}</Table.Td>
              {action && <Table.Td>{action(p)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
