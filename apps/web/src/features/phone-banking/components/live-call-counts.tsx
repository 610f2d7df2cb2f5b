import { Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CallCounts, CallerCounts } from '@groundwork/shared/contracts/phone-banking';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { LiveCallCounts } from '../api/get-phone-banking';
import { calledPercent } from './phone-banking-list';

const LABELS: [keyof CallCounts, string][] = [
  ['recipients', 'Voters'],
  ['called', 'Called'],
  ['contacted', 'Contacted'],
  ['remaining', 'Remaining'],
  ['in_progress', 'In progress'],
  ['opted_out', 'Opted out'],
];

const rate = (contacts: number, calls: number) =>
  calls === 0 ? '–' : `${String(Math.round((contacts / calls) * 100))}%`;

/** A phone bank's counts, each labelled, with the share called as a bar. */
export function CallCountsPanel({ counts }: { counts: CallCounts }) {
  const percent = calledPercent(counts);
  return (
    <Stack gap="xs" data-testid="live-counts">
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
        {LABELS.map(([key, label]) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg" data-testid={`count-${key}`}>
              {formatNumber(counts[key])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Progress value={percent} size="lg" aria-label={`${String(percent)}% of the voters called`} />
    </Stack>
  );
}

/** Calls, contacts and the last call of each caller. */
export function CallerTable({ callers }: { callers: CallerCounts[] }) {
  if (callers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No calls recorded yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label="Calls per caller" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Caller</Table.Th>
            <Table.Th ta="right">Calls</Table.Th>
            <Table.Th ta="right">Contacts</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th>Last call</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {callers.map((caller) => (
            <Table.Tr key={caller.user_id}>
              <Table.Td>{caller.name}</Table.Td>
              <Table.Td ta="right">{formatNumber(caller.calls)}</Table.Td>
              <Table.Td ta="right">{formatNumber(caller.contacts)}</Table.Td>
              <Table.Td ta="right">{rate(caller.contacts, caller.calls)}</Table.Td>
              <Table.Td>{caller.last_call_at ? formatDateTime(caller.last_call_at) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** In a call now, else the latest result; a voter given back before any result waits in the queue again. */
const resultLabel = (recipient: LiveCallCounts['recent'][number]) =>
  recipient.in_call ? 'Being called' : (recipient.last_result ?? 'Back in the queue');

/** The latest results since the page opened (from the polls' changed recipients). */
export function RecentResults({ recent }: { recent: LiveCallCounts['recent'] }) {
  if (recent.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        Latest results
      </Title>
      <Table aria-label="Latest results" verticalSpacing={2}>
        <Table.Tbody>
          {recent.map((recipient) => (
            <Table.Tr key={recipient.voter_id}>
              <Table.Td>{recipient.voter_name}</Table.Td>
              <Table.Td>{resultLabel(recipient)}</Table.Td>
              <Table.Td ta="right">
                <Text size="xs" c="dimmed">
                  {formatDateTime(recipient.updated_at)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
