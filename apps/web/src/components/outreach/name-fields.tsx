import { Paper, Stack, TextInput, Textarea } from '@mantine/core';

interface NameFieldsProps {
  name: string;
  description: string;
  limits: { name: number; description: number };
  error: string | undefined;
  onNameChange: (name: string) => void;
  onDescriptionChange: (description: string) => void;
}

/** An outreach campaign's name (required) and description, the composer's first card. */
export function NameFields({
  name,
  description,
  limits,
  error,
  onNameChange,
  onDescriptionChange,
}: NameFieldsProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={limits.name}
          value={name}
          error={error}
          onChange={(event) => onNameChange(event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={limits.description}
          value={description}
          onChange={(event) => onDescriptionChange(event.currentTarget.value)}
        />
      </Stack>
    </Paper>
  );
}
