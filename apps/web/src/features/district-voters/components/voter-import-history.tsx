import { Alert, Card, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { VoterImport } from '@groundwork/shared/contracts/voter-imports';
import { formatDate, formatNumber } from '../../../lib/format';
import { useVoterImports } from '../api/get-voter-imports';
import { ImportDownloads } from './import-downloads';
import { ImportStatusBadge } from './import-status-badge';
import { LAYOUT_LABELS, summaryWords } from '../utils/describe-import';

function ImportRow({ campaignId, entry }: { campaignId: string; entry: VoterImport }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {entry.file_name}
        </Text>
        {entry.mapping?.layout === 'ncvhis' && (
          <Text size="xs" c="dimmed">
            {LAYOUT_LABELS.ncvhis}
          </Text>
        )}
        {entry.summary && <Text size="xs">{summaryWords(entry.summary)}</Text>}
        {(entry.note ?? entry.error) && (
          <Text size="xs" c={entry.error ? 'red' : 'dimmed'}>
            {entry.error ?? entry.note}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.created_at)}</Table.Td>
      <Table.Td>
        <ImportStatusBadge status={entry.status} />
      </Table.Td>
      <Table.Td ta="right">{formatNumber(entry.rows_read)}</Table.Td>
      <Table.Td ta="right">{formatNumber(entry.rows_imported)}</Table.Td>
      <Table.Td ta="right">{formatNumber(entry.rows_rejected)}</Table.Td>
      <Table.Td ta="right">{formatNumber(entry.warnings)}</Table.Td>
      <Table.Td>
        {entry.status === 'done' && <ImportDownloads campaignId={campaignId} entry={entry} compact />}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every voter file imported into the district, newest first. */
export function VoterImportHistory({ campaignId }: { campaignId: string }) {
  const imports = useVoterImports(campaignId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-history-title">
      <Title order={2} fz="h4" id="import-history-title" mb="sm">
        Import history
      </Title>
      {imports.isPending ? (
        <Stack gap="xs">
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      ) : imports.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          We could not load the imports: {imports.error.message}
        </Alert>
      ) : imports.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No voter file has been imported yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table fz="sm" verticalSpacing="xs" aria-label="Voter file imports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Read</Table.Th>
                <Table.Th ta="right">Imported</Table.Th>
                <Table.Th ta="right">Rejected</Table.Th>
                <Table.Th ta="right">Warnings</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Downloads</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {imports.data.map((entry) => (
                <ImportRow key={entry.id} campaignId={campaignId} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
