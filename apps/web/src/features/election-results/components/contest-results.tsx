import { BarChart } from '@mantine/charts';
import { Badge, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { ContestResult } from '@groundwork/shared/contracts/election-results';
import { formatNumber } from '../../../lib/format';
import { formatShare } from '../utils/format-results';

interface ContestResultsProps {
  contest: ContestResult;
  /** Mantine colour by choice id. */
  colors: ReadonlyMap<string, string>;
}

/** A contest's result: each choice's votes and share, its winners, and a bar per choice. */
export function ContestResults({ contest, colors }: ContestResultsProps) {
  const summary = contest.choices
    .map((c) => `${c.name} ${formatNumber(c.votes)} votes, ${formatShare(c.share)}`)
    .join('; ');
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {contest.name}
        </Title>
        <Text size="sm" c="dimmed">
          {contest.vote_for > 1 ? `Vote for ${contest.vote_for} · ` : ''}
          {formatNumber(contest.total_votes)} votes · {formatNumber(contest.precinct_count)} precincts
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Table.ScrollContainer minWidth={300}>
          <Table aria-label="Results by choice" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Choice</Table.Th>
                <Table.Th>Party</Table.Th>
                <Table.Th ta="right">Votes</Table.Th>
                <Table.Th ta="right">Share</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contest.choices.map((choice) => (
                <Table.Tr key={choice.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={choice.is_winner ? 600 : undefined}>
                        {choice.name}
                      </Text>
                      {choice.is_winner && (
                        <Badge
                          size="xs"
                          variant="light"
                          color="green"
                          leftSection={<IconTrophy size={10} aria-hidden="true" />}
                        >
                          Winner
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{choice.party ?? ''}</Table.Td>
                  <Table.Td ta="right">{formatNumber(choice.votes)}</Table.Td>
                  <Table.Td ta="right">{formatShare(choice.share)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <div role="img" aria-label={`Votes by choice: ${summary}`}>
          <BarChart
            h={Math.max(120, contest.choices.length * 44)}
            data={contest.choices.map((c) => ({
              name: c.name,
              votes: c.votes,
              color: `${colors.get(c.id) ?? 'gray'}.6`,
            }))}
            dataKey="name"
            orientation="vertical"
            series={[{ name: 'votes', label: 'Votes', color: 'blue.6' }]}
            yAxisProps={{ width: 120 }}
            valueFormatter={formatNumber}
            gridAxis="none"
            withTooltip={false}
            withBarValueLabel
            barChartProps={{ margin: { right: 48 } }}
          />
        </div>
      </SimpleGrid>
    </Card>
  );
}
