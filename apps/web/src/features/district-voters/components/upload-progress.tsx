import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../../../lib/api-client';

const megabytes = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Bytes as megabytes for people: "12.3". */
export const formatMegabytes = (bytes: number): string => megabytes.format(bytes / 1_000_000);

interface UploadProgressBarProps {
  /** The latest progress event; null before the first one. */
  progress: UploadProgress | null;
  /** The file's size: the total until the browser reports one. */
  fileSize: number;
}

/** The voter file going out: a bar with the percentage and megabytes sent, then "reading the file". */
export function UploadProgressBar({ progress, fileSize }: UploadProgressBarProps) {
  const total = progress?.total || fileSize;
  const loaded = Math.min(progress?.loaded ?? 0, total);
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  const isSent = total > 0 && loaded >= total;
  return (
    <Stack gap={4}>
      <Progress
        aria-label="Upload progress"
        value={percent}
        size="lg"
        radius="xl"
        striped={isSent}
        animated={isSent}
        data-testid="upload-progress"
      />
      <Text size="sm" data-testid="upload-progress-text">
        {isSent
          ? 'Uploaded. Reading the file…'
          : `Uploading… ${String(percent)}% · ${formatMegabytes(loaded)} of ${formatMegabytes(total)} MB`}
      </Text>
    </Stack>
  );
}
