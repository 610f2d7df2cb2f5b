import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ChecklistItem } from '@groundwork/shared/contracts/text-registration';

/**
 * The pre-flight check beside a registration form: each item turns green as the user types; the hint shows
 * under the items still failing. The server applies the same check (packages/shared text-registration).
 */
export function PreflightChecklist({ items }: { items: ChecklistItem[] }) {
  const passed = items.filter((item) => item.passed).length;
  return (
    <Card withBorder radius="md" padding="md" component="aside" aria-labelledby="preflight-title">
      <Title order={3} fz="h5" id="preflight-title">
        Pre-flight check
      </Title>
      <Text size="sm" c="dimmed" mb="sm" role="status">
        {passed} of {items.length} passed
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id} data-passed={item.passed} aria-label={`${item.label}: ${item.passed ? 'passed' : 'not yet'}`}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size="sm" radius="xl" variant="light" color={item.passed ? 'teal' : 'gray'} aria-hidden>
                {item.passed ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
              <div>
                <Text size="sm" c={item.passed ? 'teal' : undefined}>
                  {item.label}
                </Text>
                {!item.passed && (
                  <Text size="xs" c="dimmed">
                    {item.hint}
                  </Text>
                )}
              </div>
            </Group>
          </li>
        ))}
      </Stack>
    </Card>
  );
} // prettier-ignore
