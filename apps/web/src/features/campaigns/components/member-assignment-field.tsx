import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { MemberMultiSelect } from './member-multi-select';

interface MemberAssignmentFieldProps {
  campaignId: string;
  /** "Callers", "Texters": the field's label; the button reads "Save callers". */
  label: string;
  assigned: string[];
  disabled: boolean;
  saving: boolean;
  error: Error | null;
  onSave: (userIds: string[]) => void;
}

/** Which members do an outreach campaign's work (its callers, its texters): pick, then save. */
export function MemberAssignmentField({
  campaignId,
  label,
  assigned,
  disabled,
  saving,
  error,
  onSave,
}: MemberAssignmentFieldProps) {
  const [picked, setPicked] = useState(assigned);
  const changed = picked.length !== assigned.length || picked.some((id) => !assigned.includes(id));
  return (
    <Stack gap="xs">
      <MemberMultiSelect
        campaignId={campaignId}
        label={label}
        disabled={disabled}
        value={picked}
        onChange={setPicked}
      />
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="light" disabled={!changed} loading={saving} onClick={() => onSave(picked)}>
          Save {label.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
}
