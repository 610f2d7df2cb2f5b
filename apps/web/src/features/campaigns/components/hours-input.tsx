import { Group, Input, TextInput } from '@mantine/core';
import type { Hours } from '@groundwork/shared/contracts/campaigns';

/** From–to local times (HH:MM, 24-hour) for texting or calling hours. */
export function HoursInput({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  value: Hours;
  onChange: (hours: Hours) => void;
  error?: string | undefined;
}) {
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <TextInput
          type="time"
          aria-label={`${label} from`}
          value={value.start}
          onChange={(e) => onChange({ ...value, start: e.currentTarget.value })}
          error={Boolean(error)}
        />
        <span aria-hidden>–</span>
        <TextInput
          type="time"
          aria-label={`${label} until`}
          value={value.end}
          onChange={(e) => onChange({ ...value, end: e.currentTarget.value })}
          error={Boolean(error)}
        />
      </Group>
    </Input.Wrapper>
  );
}
