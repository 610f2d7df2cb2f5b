import { Alert, Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { createVoterGroupBodySchema } from '@groundwork/shared/contracts/voter-groups';

/** Name and description, validated by the same schema as the server's. */
export const voterGroupDetailsSchema = createVoterGroupBodySchema.pick({ name: true, description: true });

export interface VoterGroupDetailsValues {
  name: string;
  description: string;
}

const resolve = schemaResolver(voterGroupDetailsSchema, { sync: true });

interface SaveVoterGroupFormProps {
  isSaving: boolean;
  error: string | null;
  /** The filter cannot be saved (invalid); says why. */
  disabledReason: string | null;
  onSubmit: (values: VoterGroupDetailsValues) => void;
}

/** Saves the current filter as a voter group. */
export function SaveVoterGroupForm({ isSaving, error, disabledReason, onSubmit }: SaveVoterGroupFormProps) {
  const form = useForm<VoterGroupDetailsValues>({
    initialValues: { name: '', description: '' },
    validate: (values) => {
      const errors = resolve(values);
      if (!values.name.trim()) errors.name = 'Enter a name for the group';
      return errors;
    },
    transformValues: (values) => ({ name: values.name.trim(), description: values.description.trim() }),
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
