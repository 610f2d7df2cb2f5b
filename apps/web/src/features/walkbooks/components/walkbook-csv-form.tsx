import { Alert, Button, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { toCsv } from '@groundwork/shared/csv';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { formatNumber } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { useUploadWalkbook, type WalkbookUploadResult } from '../api/upload-walkbook';
import { WalkbookSurveySelect } from './walkbook-assignment-fields';
import { TextFileInput } from '../../../components/text-file-input';

const CSV_NAME = /\.(csv|tsv|txt)$/i;

interface WalkbookCsvFormProps {
  campaignId: string;
  onCreated: (walkbook: WalkbookSummary) => void;
}

/** The walkbook is made, but some ids named no voter: say which, offer them as a file, then open it. */
function PartialMatch({ result, onOpen }: { result: WalkbookUploadResult; onOpen: () => void }) {
  const download = () =>
    saveFile(
      new Blob(
        [
          toCsv(
            ['voter_id'],
            result.unmatched.map((id) => [id]),
          ),
        ],
        { type: 'text/csv' },
      ),
      `unmatched-${result.walkbook.name.replace(/[^\w.-]+/g, '-')}.csv`,
    );
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} aria-hidden="true" />}
        role="status"
      >
        <strong>{result.walkbook.name}</strong> was created with {formatNumber(result.matched)}{' '}
        {result.matched === 1 ? 'voter' : 'voters'}.
      </Alert>
      <Text size="sm">
        {result.unmatched.length === 1
          ? '1 id in the file is not in the voter file:'
          : `${formatNumber(result.unmatched.length)} ids in the file are not in the voter file:`}
      </Text>
      <ScrollArea.Autosize mah={160} type="auto">
        <Text size="sm" ff="monospace" data-testid="walkbook-unmatched" style={{ wordBreak: 'break-all' }}>
          {result.unmatched.join(', ')}
        </Text>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={download}
        >
          Download unmatched ids
        </Button>
        <Button onClick={onOpen}>Open walkbook</Button>
      </Group>
    </Stack>
  );
}

/** A walkbook from a CSV of state voter ids the campaign already has: name, survey and file. */
export function WalkbookCsvForm({ campaignId, onCreated }: WalkbookCsvFormProps) {
  const upload = useUploadWalkbook();
  const [name, setName] = useState('');
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});

  const submit = () => {
    const found = {
      ...(name.trim() ? {} : { name: 'Name the walkbook' }),
      ...(!file
        ? { file: 'Choose the CSV file of state voter ids' }
        : CSV_NAME.test(file.name)
          ? {}
          : { file: 'The file must be a .csv, .tsv or .txt file' }),
    };
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    upload.mutate(
      { campaignId, name: name.trim(), surveyId, file },
      {
        onSuccess: (result) => {
          if (result.unmatched.length === 0) onCreated(result.walkbook);
        },
      },
    );
  };

  const result = upload.data;
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      {result && result.unmatched.length > 0 ? (
        <PartialMatch result={result} onOpen={() => onCreated(result.walkbook)} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            One row per voter, with a column of state voter ids (named voter_id, state_voter_id or ncid;
            otherwise the first column is used). The walkbook holds the voters found in the voter file.
          </Text>
          <TextInput
            label="Name"
            required
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((e) => ({ ...e, name: undefined }));
            }}
          />
          <WalkbookSurveySelect campaignId={campaignId} surveyId={surveyId} onChange={setSurveyId} />
          <TextFileInput
            label="Voter ids file"
            required
            value={file}
            error={errors.file}
            onChange={(value) => {
              setFile(value);
              setErrors((e) => ({ ...e, file: undefined }));
            }}
          />
          {upload.error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
            >
              {upload.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={upload.isPending}>
              Create walkbook
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
