import { Alert, Button, Card, FileInput, Group, Progress, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { RoadSign } from '@groundwork/shared/contracts/road-signs';
import { MESSAGES } from '@groundwork/shared/messages';
import { hasErrorCode } from '../../../lib/api-error';
import type { UploadProgress } from '../../../lib/api-client';
import { useCreateRoadSign } from '../api/manage-road-signs';
import { RoadSignFields, type RoadSignFieldValues } from './road-sign-fields';
import { uploadPercent } from '../placement-logic';

/** The name field's error: the name the server refused as taken (NAME_EXISTS) while unchanged, or none given. */
export const signNameError = (name: string, refusedName: string | null, touched: boolean): string | null =>
  refusedName !== null && refusedName === name.trim()
    ? MESSAGES.nameExists
    : touched && name.trim() === ''
      ? 'Enter a name'
      : null;

export const ARTWORK_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

/** /road-sign/add: a design's name, description, stock and artwork (an image or PDF up to 15 MB). */
export function RoadSignForm({
  campaignId,
  onSaved,
  onCancel,
}: {
  campaignId: string;
  onSaved: (sign: RoadSign) => void;
  onCancel: () => void;
}) {
  const create = useCreateRoadSign();
  const [values, setValues] = useState<RoadSignFieldValues>({ name: '', description: '', quantity: 0 });
  const { name, description, quantity } = values;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const nameError = signNameError(name, refusedName, touched);
  const fileError = touched && !file ? 'Choose the artwork (an image or PDF)' : null;
  const otherError = create.error && !hasErrorCode(create.error, 'NAME_EXISTS') ? create.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() === '' || !file) return;
    setProgress(null);
    create.mutate(
      {
        values: {
          name: name.trim(),
          campaign_id: campaignId,
          description: description.trim() || null,
          quantity: typeof quantity === 'number' ? quantity : 0,
        },
        file,
        onProgress: setProgress,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (hasErrorCode(error, 'NAME_EXISTS')) setRefusedName(name.trim());
        },
      },
    );
  };
  const percent = uploadPercent(progress);

  return (
    <Card withBorder radius="lg" component="form" onSubmit={submit} noValidate maw={640}>
      <Stack>
        <RoadSignFields values={values} onChange={setValues} nameError={nameError} />
        <FileInput
          label="Artwork"
          description="An image (JPEG, PNG, WebP) or a PDF, up to 15 MB"
          required
          accept={ARTWORK_ACCEPT}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          value={file}
          onChange={setFile}
          error={fileError}
          clearable
        />
        {create.isPending && (
          <Progress value={percent ?? 100} animated={percent === null} aria-label="Upload progress" />
        )}
        {otherError && (
          <Alert color="red" role="alert" title="The sign was not saved">
            {otherError.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save road sign
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
