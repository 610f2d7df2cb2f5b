import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@groundwork/shared/messages';
import { isUploadSettled, useUploadStatus } from '../api/get-upload-status';
import { useUploadVoterGroup } from '../api/upload-voter-group';
import { UploadMatchStatus } from './upload-match-status';
import { TextFileInput } from '../../../components/text-file-input';

const ACCEPTED_NAME = /\.(csv|tsv|txt)$/i;

interface UploadVoterGroupModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
  /** Opens the new group's page. */
  onOpenGroup: (id: string) => void;
}

/** Name a group, choose a CSV of state voter ids, upload it, watch it match, see what did not. */
export function UploadVoterGroupModal({
  campaignId,
  opened,
  onClose,
  onOpenGroup,
}: UploadVoterGroupModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const upload = useUploadVoterGroup();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const groupId = upload.data?.id ?? null;
  const status = useUploadStatus(campaignId, groupId);
  const settled = isUploadSettled(status.data);

  const close = () => {
    onClose();
    upload.reset();
    setName('');
    setFile(null);
    setErrors({});
  };
  const submit = () => {
    const found = {
      ...(name.trim() ? {} : { name: 'Name the voter group' }),
      ...(!file
        ? { file: 'Choose the CSV file of state voter ids' }
        : ACCEPTED_NAME.test(file.name)
          ? {}
          : { file: 'The voter file must be a .csv, .tsv or .txt file' }),
    };
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    upload.mutate({ campaignId, name: name.trim(), file });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload a voter group"
      size="lg"
      fullScreen={isPhone === true}
    >
      {groupId ? (
        <Stack gap="md">
          <Text size="sm">
            <strong>{upload.data?.name}</strong>
            {settled
              ? ': the file’s state voter ids, matched to the voter file.'
              : ': matching the file’s state voter ids to the voter file. You can close this window; the group is ready when it is done.'}
          </Text>
          <UploadMatchStatus status={status.data} error={status.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button
              disabled={!settled || status.data?.status === 'Failed'}
              onClick={() => {
                close();
                onOpenGroup(groupId);
              }}
            >
              Open voter group
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A list you already have, such as a sign-up sheet or a vendor&apos;s export: one row per voter,
            with a column of state voter ids (named voter_id, state_voter_id or ncid; otherwise the first
            column is used). Rows whose id is not in the voter file are listed afterwards.
          </Text>
          <TextInput
            label="Name"
            required
            data-autofocus
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((e) => ({ ...e, name: undefined }));
            }}
          />
          <TextFileInput
            label="Voter file"
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
              title={MESSAGES.failedToUploadVoterFile}
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
            >
              {upload.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
