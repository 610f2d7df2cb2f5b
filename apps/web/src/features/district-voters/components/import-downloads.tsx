import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { VoterImport } from '@groundwork/shared/contracts/voter-imports';
import { formatNumber } from '../../../lib/format';
import { useDownloadImportRows } from '../api/download-import-rows';
import type { ImportRowsKind } from '../utils/describe-import';

const LABELS: Record<ImportRowsKind, { button: string; what: string }> = {
  rejected: { button: 'Rejected rows', what: 'rejected rows' },
  warnings: { button: 'Warnings', what: 'warnings' },
};

function DownloadButton({
  campaignId,
  entry,
  kind,
  compact,
}: {
  campaignId: string;
  entry: VoterImport;
  kind: ImportRowsKind;
  compact: boolean;
}) {
  const download = useDownloadImportRows(kind);
  const { button, what } = LABELS[kind];
  const count = kind === 'rejected' ? entry.rows_rejected : entry.warnings;
  return (
    <>
      <Button
        size={compact ? 'compact-xs' : 'sm'}
        variant={compact ? 'subtle' : 'light'}
        leftSection={<IconDownload size={compact ? 14 : 16} aria-hidden="true" />}
        loading={download.isPending}
        aria-label={`Download ${what} of ${entry.file_name}`}
        onClick={() => {
          download.mutate({ campaignId, id: entry.id, fileName: entry.file_name });
        }}
      >
        {compact ? button : `Download ${what} (${formatNumber(count)})`}
      </Button>
      {download.error && (
        <Text size="sm" c="red" role="alert">
          We could not download the {what}: {download.error.message}
        </Text>
      )}
    </>
  );
}

/**
 * The downloads beside a finished import: the rows it set aside, and the warnings of the voters it kept with a
 * field left blank (decision 0052). Nothing when there are neither.
 */
export function ImportDownloads({
  campaignId,
  entry,
  compact = false,
}: {
  campaignId: string;
  entry: VoterImport;
  /** Small links, for a table row. */
  compact?: boolean;
}) {
  const kinds = (['rejected', 'warnings'] as const).filter((kind) =>
    kind === 'rejected' ? entry.rows_rejected > 0 : entry.warnings > 0,
  );
  if (kinds.length === 0) return null;
  return (
    <Group gap={compact ? 4 : 'xs'} wrap="wrap">
      {kinds.map((kind) => (
        <DownloadButton key={kind} campaignId={campaignId} entry={entry} kind={kind} compact={compact} />
      ))}
    </Group>
  );
}
