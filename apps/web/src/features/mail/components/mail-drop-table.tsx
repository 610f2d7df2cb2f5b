import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MAILER_SIZE_LABELS, type MailDrop } from '@groundwork/shared/contracts/mail';
import { formatNumber } from '../../../lib/format';
import { formatCents, formatDropDate } from '../format';
import { MailDropStatusBadge } from './mail-drop-status';

/** The drops: name, mailer, group, size, date, status, pieces and cost; scrolls sideways on a phone. */
export function MailDropTable({
  drops,
  dropPath,
  showMailer = true,
  emptyText,
}: {
  drops: readonly MailDrop[];
  dropPath: (id: string) => string;
  showMailer?: boolean;
  emptyText: string;
}) {
  if (drops.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table aria-label="Mail drops" striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {showMailer && <Table.Th>Mailer</Table.Th>}
            <Table.Th>Group</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Pieces</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drops.map((drop) => (
            <Table.Tr key={drop.id}>
              <Table.Td>
                <Anchor component={Link} to={dropPath(drop.id)} fw={600}>
                  {drop.name}
                </Anchor>
              </Table.Td>
              {showMailer && <Table.Td>{drop.mailer_name}</Table.Td>}
              <Table.Td>{drop.voter_group_name}</Table.Td>
              <Table.Td>{MAILER_SIZE_LABELS[drop.mailer_size]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDropDate(drop.scheduled_date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <MailDropStatusBadge status={drop.status} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(drop.pieces)}</Table.Td>
              <Table.Td ta="right">{formatCents(drop.cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
