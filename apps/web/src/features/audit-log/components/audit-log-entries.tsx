import { Badge, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { AUDIT_ACTION_LABELS, type AuditLogEntry } from '@groundwork/shared/contracts/audit-log';
import { formatDateTime } from '../../../lib/format';

interface AuditLogEntriesProps {
  entries: AuditLogEntry[];
  timeZone?: string | undefined;
}

const actorName = (entry: AuditLogEntry) => entry.actor_name ?? entry.actor_email;
const targetOf = (entry: AuditLogEntry) => (entry.target_type ? entry.target_type.replace(/_/g, ' ') : '—');
const origin = (entry: AuditLogEntry) =>
  [entry.ip ?? 'unknown IP', entry.client_type].filter(Boolean).join(' · ');

function ActionBadge({ entry }: { entry: AuditLogEntry }) {
  return (
    <Badge
      variant="light"
      radius="sm"
      style={{ textTransform: 'none' }}
      // The whole label, never an ellipsis: the column grows to fit it.
      styles={{ label: { overflow: 'visible' } }}
    >
      {AUDIT_ACTION_LABELS[entry.action]}
    </Badge>
  );
}

function Actor({ entry }: { entry: AuditLogEntry }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {actorName(entry)}
      </Text>
      {entry.actor_name && (
        <Text size="xs" c="dimmed">
          {entry.actor_email}
        </Text>
      )}
      {!entry.actor_id && (
        <Text size="xs" c="dimmed">
          (account deleted)
        </Text>
      )}
    </>
  );
}

/** The entries: a table from the `sm` breakpoint, a stacked list of cards below it (375 px phones). */
export function AuditLogEntries({ entries, timeZone }: AuditLogEntriesProps) {
  return (
    <>
      <Card withBorder radius="md" padding={0} visibleFrom="sm">
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                {['Time', 'Actor', 'Action and target', 'Summary', 'IP and client'].map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, timeZone)}</time>
                  </Table.Td>
                  <Table.Td>
                    <Actor entry={entry} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <ActionBadge entry={entry} />
                    <Text size="xs" c="dimmed" mt={2}>
                      {targetOf(entry)}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={220}>{entry.summary}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{entry.ip ?? 'unknown IP'}</Text>
                    {entry.client_type && (
                      <Text size="xs" c="dimmed">
                        {entry.client_type}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Stack
        gap="sm"
        hiddenFrom="sm"
        component="ul"
        p={0}
        m={0}
        aria-label="Audit log"
        style={{ listStyle: 'none' }}
      >
        {entries.map((entry) => (
          <Card key={entry.id} withBorder radius="md" padding="md" component="li">
            <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
              <ActionBadge entry={entry} />
              <Text size="xs" c="dimmed">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, timeZone)}</time>
              </Text>
            </Group>
            <Text size="sm" mb={6}>
              {entry.summary}
            </Text>
            <Box>
              <Actor entry={entry} />
            </Box>
            <Text size="xs" c="dimmed" mt={4}>
              {targetOf(entry)} · {origin(entry)}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
