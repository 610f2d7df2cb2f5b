import { Alert, Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { z } from 'zod';
import { createVoterGroupBodySchema } from '@groundwork/shared/contracts/voter-groups';
import { useZodForm } from '../../../lib/forms/use-zod-form';

/**
 * Name and description, validated by the same schema as the server's; a blank name asks for one (each
 * field shows its first message, so that one comes before the shared rules').
 */
export const voterGroupDetailsSchema = z
  .object({ name: z.string().trim().min(1, 'Enter a name for the group') })
  .and(createVoterGroupBodySchema.pick({ name: true, description: true }));

/** What the form hands over: the details as the schema made them (trimmed). */
export type VoterGroupDetails = z.output<typeof voterGroupDetailsSchema>;

export interface VoterGroupDetailsValues {
  name: string;
  description: string;
}

interface SaveVoterGroupFormProps {
  isSaving: boolean;
  error: string | null;
  /** The filter cannot be saved (invalid); says why. */
  disabledReason: string | null;
  onSubmit: (details: VoterGroupDetails) => void;
}

/** Saves the current filter as a voter group. */
export function SaveVoterGroupForm({ isSaving, error, disabledReason, onSubmit }: SaveVoterGroupFormProps) {
  const form = useZodForm<VoterGroupDetailsValues, VoterGroupDetails>(voterGroupDetailsSchema, {
    initialValues: { name: '', description: '' },
    toBody: (values) => ({ name: values.name.trim(), description: values.description.trim() }),
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-labelledby="save-voter-group-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="save-voter-group-title">
            Save as a voter group
          </Title>
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
          <TextInput label="Group name" required maxLength={120} {...form.getInputProps('name')} />
          <Textarea label="Description" rows={3} maxLength={1000} {...form.getInputProps('description')} />
          {disabledReason && (
            <Text size="sm" c="red.7">
              {disabledReason}
            </Text>
          )}
          <Button
            type="submit"
            loading={isSaving}
            disabled={disabledReason !== null}
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            Save voter group
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
