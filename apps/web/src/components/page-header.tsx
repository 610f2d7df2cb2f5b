import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** The heading of every signed-in page. */
export function PageHeader({ title, description, icon, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Group gap="md" align="center" wrap="nowrap" miw={0}>
        {icon && (
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            {icon}
          </ThemeIcon>
        )}
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
