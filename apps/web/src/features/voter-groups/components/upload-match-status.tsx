import { Alert, Button, Group, Loader, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import type { UploadStatus } from '@groundwork/shared/contracts/voter-groups';
import { MESSAGES } from '@groundwork/shared/messages';
import { formatNumber } from '../../../lib/format';
import { useDownloadUnmatchedRows } from '../api/download-unmatched-rows';

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="xl" c={color} data-testid={`upload-${label.toLowerCase()}`}>
        {formatNumber(value)}
      </Text>
    </div>
  );
}

/** The unmatched rows the status holds (its first 100), with a download of all of them. */
function UnmatchedRows({ status }: { status: UploadStatus }) {
  const download = useDownloadUnmatchedRows();
  const shown = status.unmatched_rows;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {status.unmatched > shown.length
            ? `The first ${formatNumber(shown.length)} rows with no voter`
            : 'Rows with no voter'}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() =>
            download.mutate({
              campaignId: status.group.campaign_id,
              id: status.id,
              fallbackName: 'unmatched-rows.csv',
            })
          }
        >
          Download unmatched rows
        </Button>
      </Group>
      {download.error && (
        <Text size="sm" c="red" role="alert">
          {download.error.message}
        </Text>
      )}
      <Table.ScrollContainer minWidth={0} mah={180}>
        <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label="Rows with no voter">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Line</Table.Th>
              <Table.Th>Voter id</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.voter_id}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

interface UploadMatchStatusProps {
  status: UploadStatus | undefined;
  error: Error | null;
}

/** Matching an uploaded voter file: progress while it runs, then matched / unmatched counts. */
export function UploadMatchStatus({ status, error }: UploadMatchStatusProps) {
  if (error && !status)
    return (
      <Alert
        color="red"
        variant="light"
        title={MESSAGES.failedToGetUploadStatus}
        icon={<IconAlertCircle size={18} aria-hidden="true" />}
        role="alert"
      >
        {error.message}
      </Alert>
    );
  if (!status || status.status === 'Pending' || status.status === 'Running')
    return (
      <Stack gap="xs" role="status" aria-live="polite">
        <Progress value={100} striped animated size="lg" radius="xl" aria-label="Matching progress" />
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">
            {status && status.rows_read > 0
              ? `Matching voters… ${formatNumber(status.rows_read)} rows read, ${formatNumber(status.matched)} matched`
              : 'Matching voters…'}
          </Text>
        </Group>
      </Stack>
    );
  if (status.status === 'Failed')
    return (
      <Alert
        color="red"
        variant="light"
        title="The voter file could not be matched"
        icon={<IconAlertCircle size={18} aria-hidden="true" />}
        role="alert"
      >
        {status.error ?? status.group.error ?? 'Try the upload again.'}
      </Alert>
    );
  return (
    <Stack gap="md" aria-live="polite">
      <SimpleGrid cols={3} spacing="sm" component="dl" m={0}>
        <Count label="Rows" value={status.rows_read} />
        <Count label="Matched" value={status.matched} color="teal" />
        <Count
          label="Unmatched"
          value={status.unmatched}
          color={status.unmatched > 0 ? 'orange' : undefined}
        />
      </SimpleGrid>
      <Text size="sm">
        The group holds {formatNumber(status.group.voter_count)}{' '}
        {status.group.voter_count === 1 ? 'voter' : 'voters'}
        {status.matched > status.group.voter_count ? ' (rows naming the same voter count once)' : ''}.
      </Text>
      {status.unmatched > 0 && <UnmatchedRows status={status} />}
    </Stack>
  );
}
