import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { UNKNOWN_PAGE_DELAY_MS } from '@groundwork/shared/constants';
import { MESSAGES } from '@groundwork/shared/messages';

/** Shell §2: an unknown path waits 2.5 s, then says so. */
export function UnknownPage({ homePath }: { homePath: string }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(true);
    }, UNKNOWN_PAGE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  if (!isShown) return null;
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconMapQuestion size={36} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Page not found
        </Title>
        <Text c="dimmed">{MESSAGES.unknownPage}</Text>
        <Button component={Link} to={homePath} variant="light">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
