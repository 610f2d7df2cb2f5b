import { Alert, Button, Card, Group, Progress, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Mailer } from '@groundwork/shared/contracts/mail';
import { hasErrorCode } from '../../../lib/api-error';
import type { UploadProgress } from '../../../lib/api-client';
import { useMailNameCheck } from '../api/check-mail-name';
import { useCreateMailer } from '../api/manage-mail';
import { mailerFileError } from '../format';
import { MailerFileDrop } from './mailer-file-drop';
import { MailNameInput } from './mail-name-input';

const percentOf = (progress: UploadProgress | null): number | null =>
  progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;

/** /mailer/add: the piece's name (checked as typed) and its file (checked before upload), with progress. */
export function MailerForm({
  campaignId,
  onSaved,
  onCancel,
}: {
  campaignId: string;
  onSaved: (mailer: Mailer) => void;
  onCancel: () => void;
}) {
  const create = useCreateMailer();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const nameCheck = useMailNameCheck(campaignId, name, { kind: 'mailer' });

  const chooseFile = (chosen: File) => {
    const problem = mailerFileError(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };
  const shownFileError = fileError ?? (touched && !file ? 'Choose the mail piece (a PDF or an image)' : null);
  const otherError = create.error && !hasErrorCode(create.error, 'NAME_EXISTS') ? create.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() === '' || !file || nameCheck.isTaken) return;
    setProgress(null);
    create.mutate(
      { values: { name: name.trim(), campaign_id: campaignId }, file, onProgress: setProgress },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (hasErrorCode(error, 'NAME_EXISTS')) setRefusedName(name.trim());
        },
      },
    );
  };
  const percent = percentOf(progress);

  return (
    <Card withBorder radius="lg" component="form" onSubmit={submit} noValidate maw={640}>
      <Stack>
        <MailNameInput
          check={nameCheck}
          value={name}
          onChange={setName}
          refusedName={refusedName}
          touched={touched}
        />
        <MailerFileDrop file={file} error={shownFileError} disabled={create.isPending} onFile={chooseFile} />
        {create.isPending && (
          <Progress value={percent ?? 100} animated={percent === null} aria-label="Upload progress" />
        )}
        {otherError && (
          <Alert color="red" role="alert" title="The mailer was not saved">
            {otherError.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Upload mailer
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
