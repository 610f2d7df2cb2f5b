import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { PrecinctResults } from '@groundwork/shared/contracts/election-results';
import { formatNumber } from '../../../lib/format';
import { formatShare } from '../utils/format-results';

interface PrecinctResultsTableProps {
  results: PrecinctResults;
  /** A newer contest is loading: the table shown is the previous one. */
  isUpdating: boolean;
}

/** The contest precinct by precinct: votes per choice, the leader and margin, and turnout. */
export function PrecinctResultsTable({ results, isUpdating }: PrecinctResultsTableProps) {
  const { contest, precincts } = results;
  const names = new Map(contest.choices.map((c) => [c.id, c.name]));
  const hasEstimatedBallots = precincts.some((p) => p.ballots_estimated && p.ballots_cast !== null);
  const hasVoterFileCounts = precincts.some((p) => p.registered_from_voter_file);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          By precinct
        </Title>
        {isUpdating && <Loader size="xs" aria-label="Loading precincts" />}
      </Group>
      <Table.ScrollContainer minWidth={560 + contest.choices.length * 110}>
        <Table
          aria-label="Results by precinct"
          striped
          verticalSpacing={6}
          style={{ opacity: isUpdating ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Precinct</Table.Th>
              {contest.choices.map((choice) => (
                <Table.Th key={choice.id} ta="right">
                  {choice.name}
                </Table.Th>
              ))}
              <Table.Th>Leader</Table.Th>
              <Table.Th ta="right">Margin</Table.Th>
              <Table.Th ta="right">Ballots</Table.Th>
              <Table.Th ta="right">Registered</Table.Th>
              <Table.Th ta="right">Turnout</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {precincts.map((row) => (
              <Table.Tr key={row.precinct}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.precinct}
                  {!row.is_real && (
                    <Badge size="xs" variant="outline" color="gray" ml={6}>
                      Tally
                    </Badge>
                  )}
                </Table.Td>
                {contest.choices.map((choice) => {
                  const votes = row.votes[choice.id] ?? 0;
                  return (
                    <Table.Td key={choice.id} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatNumber(votes)}{' '}
                      <Text span size="xs" c="dimmed">
                        {formatShare(row.total_votes > 0 ? votes / row.total_votes : null)}
                      </Text>
                    </Table.Td>
                  );
                })}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.leader_choice_id
                    ? (names.get(row.leader_choice_id) ?? '')
                    : row.margin === 0
                      ? 'Tie'
                      : '—'}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.margin === null
                    ? '—'
                    : `+${formatNumber(row.margin)} (${formatShare(row.margin_share)})`}
                </Table.Td>
                <Table.Td ta="right">
                  {row.ballots_cast === null
                    ? '—'
                    : `${row.ballots_estimated ? '≈' : ''}${formatNumber(row.ballots_cast)}`}
                </Table.Td>
                <Table.Td ta="right">
                  {row.registered === null ? '—' : formatNumber(row.registered)}
                  {row.registered_from_voter_file ? '*' : ''}
                </Table.Td>
                <Table.Td ta="right">{formatShare(row.turnout)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2} mt="xs">
        {hasEstimatedBallots && (
          <Text size="xs" c="dimmed">
            ≈ The results file gave no ballots cast: the contest with the most votes in the precinct stands
            in.
          </Text>
        )}
        {hasVoterFileCounts && (
          <Text size="xs" c="dimmed">
            * Registered voters from your voter file (the results file gave none). Turnout is ballots cast ÷
            registered voters.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
