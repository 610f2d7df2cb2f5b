import { Alert, Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ResultsImportReport } from '@groundwork/shared/contracts/election-results';
import { formatNumber } from '../../../lib/format';
import { formatElectionDate } from '../utils/format-results';

/** What a results file holds (a check) or what was imported, and every row left out with its reason. */
export function ImportReport({ report }: { report: ResultsImportReport }) {
  const rejected = report.rows_rejected;
  return (
    <Stack gap="sm">
      <Alert
        color={report.dry_run ? 'blue' : 'green'}
        variant="light"
        icon={report.dry_run ? undefined : <IconCircleCheck size={18} aria-hidden="true" />}
        title={
          report.dry_run
            ? `Ready to import ${formatNumber(report.rows_imported)} of ${formatNumber(report.rows_read)} rows`
            : `Imported ${formatNumber(report.rows_imported)} rows, rejected ${formatNumber(rejected)}`
        }
        data-testid="results-import-summary"
      >
        <List size="sm" spacing={2}>
          {report.elections.map((election) => (
            <List.Item key={election.election_date}>
              <Group gap={6}>
                <Text size="sm" fw={600} span>
                  {election.name}
                </Text>
                <Text size="sm" span>
                  ({formatElectionDate(election.election_date)}): {formatNumber(election.contests)} contests,{' '}
                  {formatNumber(election.precincts)} precincts
                </Text>
                {election.replaced && (
                  <Badge size="xs" color="orange" variant="light">
                    {report.dry_run ? 'Replaces the imported results' : 'Replaced'}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
        {report.rows_skipped > 0 && (
          <Text size="sm" mt={4}>
            {formatNumber(report.rows_skipped)} rows of other counties left out.
          </Text>
        )}
      </Alert>
      {rejected > 0 && (
        <Stack gap={4}>
          <Group gap={6}>
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-hidden="true" />
            <Text size="sm" fw={600}>
              {formatNumber(rejected)} {rejected === 1 ? 'row' : 'rows'}{' '}
              {report.dry_run ? 'will be left out' : 'left out'}
              {report.rejected.length < rejected ? ` (the first ${report.rejected.length} listed)` : ''}
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={300} maxHeight={220}>
            <Table aria-label="Rejected rows" striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Line</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejected.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
