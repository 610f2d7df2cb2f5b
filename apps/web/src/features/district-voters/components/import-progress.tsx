import { Alert, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@groundwork/shared/messages';
import { useEffect, useRef } from 'react';
import { voterKeys } from '../../../components/voter-filter/keys';
import { isAbortError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useVoterImport } from '../api/get-voter-import';
import { districtVoterKeys } from '../keys';
import { importedWords, summaryWords } from '../utils/describe-import';
import { ImportDownloads } from './import-downloads';

interface ImportProgressProps {
  campaignId: string;
  importId: string;
  /** Told once the import is done or has failed. */
  onOver?: () => void;
}

/** Follows a started import (polled every second) and refreshes the voters once it is over. */
export function ImportProgress({ campaignId, importId, onOver }: ImportProgressProps) {
  const queryClient = useQueryClient();
  const progress = useVoterImport(campaignId, importId);
  const status = progress.data?.status;
  const isOver = status === 'done' || status === 'failed';

  const hasReported = useRef(false);
  useEffect(() => {
    if (!isOver || hasReported.current) return;
    hasReported.current = true;
    void queryClient.invalidateQueries({ queryKey: districtVoterKeys.all });
    void queryClient.invalidateQueries({ queryKey: voterKeys.all });
    onOver?.();
  }, [isOver, queryClient, onOver]);

  if (progress.isError && !isAbortError(progress.error))
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        {MESSAGES.failedToGetUploadStatus}: {progress.error.message}
      </Alert>
    );
  if (!progress.data) return <Skeleton height={60} />;

  const entry = progress.data;
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Progress
        aria-label="Import progress"
        value={100}
        size="lg"
        radius="xl"
        striped={!isOver}
        animated={!isOver}
        color={status === 'failed' ? 'red' : status === 'done' ? 'green' : undefined}
        data-testid="import-progress"
      />
      {status === 'queued' && <Text size="sm">Waiting to start…</Text>}
      {status === 'running' && <Text size="sm">Read {formatNumber(entry.rows_read)} rows…</Text>}
      {status === 'done' && (
        <Text fw={600} data-testid="import-result">
          {importedWords(entry)}, rejected {formatNumber(entry.rows_rejected)}
        </Text>
      )}
      {status === 'done' && entry.summary && (
        <Text size="sm" data-testid="import-summary">
          Voters: {summaryWords(entry.summary)}
        </Text>
      )}
      {status === 'done' && entry.warnings > 0 && (
        <Text size="sm" data-testid="import-warnings">
          {formatNumber(entry.warnings)} {entry.warnings === 1 ? 'field was' : 'fields were'} left blank or
          ignored (a bad location, ZIP, phone or date, or extra columns); the voters were kept.
        </Text>
      )}
      {status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          The import failed: {entry.error ?? 'no reason was given'}
        </Alert>
      )}
      {entry.note && (
        <Text size="sm" c="dimmed">
          {entry.note}
        </Text>
      )}
      {status === 'done' && <ImportDownloads campaignId={campaignId} entry={entry} />}
    </Stack>
  );
}
