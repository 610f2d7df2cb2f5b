import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { UploadProgress } from '../../../lib/api-client';
import { UploadProgressBar } from './upload-progress';
import { TextFileInput } from '../../../components/text-file-input';

interface ChooseFileStepProps {
  onUpload: (file: File) => void;
  isUploading: boolean;
  /** How much of the file has gone out, while it uploads. */
  progress: UploadProgress | null;
  error: string | null;
}

/** Picks the voter file (CSV or tab-separated text, as the state publishes it) and uploads it. */
export function ChooseFileStep({ onUpload, isUploading, progress, error }: ChooseFileStepProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Upload the voter file as your state publishes it (for example North Carolina&apos;s ncvoter or the
        Ohio statewide file), or any CSV or tab-separated file with one voter a row. Voters already in the
        district are updated by their voter id.
      </Text>
      <TextFileInput label="Voter file" value={file} onChange={setFile} disabled={isUploading} />
      {isUploading && file && <UploadProgressBar progress={progress} fileSize={file.size} />}
      {error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          disabled={!file}
          loading={isUploading}
          onClick={() => {
            if (file) onUpload(file);
          }}
        >
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
