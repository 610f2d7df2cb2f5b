import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useOnline } from '../../lib/use-online';

export const NEEDS_CONNECTION_MESSAGE = 'You are offline. This page needs a connection.';

/**
 * Every signed-in page outside the field screens (field-routes.ts) works online only (decision 0048): offline it
 * says so, instead of waiting on requests that cannot leave. It opens by itself when the connection returns.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  if (online) return children;
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconWifiOff size={36} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          No connection
        </Title>
        <Text c="dimmed" role="status">
          {NEEDS_CONNECTION_MESSAGE}
        </Text>
      </Stack>
    </Center>
  );
}
