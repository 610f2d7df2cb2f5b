import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isAbortError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useUpdateVoterGroup } from '../api/update-voter-group';
import type { VoterGroupReply } from '../api/voter-group-reply';
import {
  voterGroupDetailsSchema,
  type VoterGroupDetails,
  type VoterGroupDetailsValues,
} from './save-voter-group-form';

interface RenameVoterGroupModalProps {
  group: VoterGroupReply;
  opened: boolean;
  onClose: () => void;
}

function RenameForm({ group, onClose }: { group: VoterGroupReply; onClose: () => void }) {
  const update = useUpdateVoterGroup();
  const form = useZodForm<VoterGroupDetailsValues, VoterGroupDetails>(voterGroupDetailsSchema, {
    initialValues: { name: group.name, description: group.description ?? '' },
    toBody: (values) => ({ name: values.name.trim(), description: values.description.trim() }),
  });
  const submit = (values: VoterGroupDetails) => {
    update.mutate(
      {
        id: group.id,
        campaign_id: group.campaign_id,
        name: values.name,
        description: values.description || null,
      },
      { onSuccess: onClose, onError: form.setServerErrors },
    );
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        {update.error && !isAbortError(update.error) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {update.error.message}
          </Alert>
        )}
        <TextInput
          label="Group name"
          required
          maxLength={120}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea label="Description" rows={3} maxLength={1000} {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rename or re-describe a group (its voters do not change). */
export function RenameVoterGroupModal({ group, opened, onClose }: RenameVoterGroupModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rename voter group" centered>
      {/* Mounted only while open: the form starts from the group's current name each time. */}
      {opened && <RenameForm group={group} onClose={onClose} />}
    </Modal>
  );
}
