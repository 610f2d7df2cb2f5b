import { Group, Input, Text, TextInput } from '@mantine/core';
import {
  isWiderThanContactHours,
  WIDE_HOURS_WARNING,
  type Hours,
} from '@groundwork/shared/contracts/campaigns';

/**
 * From–to local times (HH:MM, 24-hour) for texting or calling hours; a window wider than 8 am–9 pm is allowed
 * with a warning under it (decision 0062).
 */
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
  const complete = [value.start, value.end].every((time) => /^\d{2}:\d{2}$/.test(time));
  const warn = !error && complete && isWiderThanContactHours(value);
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
      {warn && (
        <Text size="xs" c="orange.9" mt={4} role="status" data-testid="hours-warning">
          {WIDE_HOURS_WARNING}
        </Text>
      )}
    </Input.Wrapper>
  );
}
