import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

export const UPDATE_MESSAGE = 'A new version of Groundwork is available.';

interface UpdatePromptProps {
  /** A new version of the app is installed and waits for this page to let it take over. */
  waiting: boolean;
  /** Lets the new version take over and reloads the page. */
  onReload: () => Promise<void>;
}

/**
 * "New version available — reload" (decision 0048): the service worker never swaps the code under an open
 * page; the person chooses when. Dismissed, it stays away until the next new version or page load.
 */
export function UpdatePrompt({ waiting, onReload }: UpdatePromptProps) {
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!waiting || dismissed) return null;
  const reload = () => {
    setReloading(true);
    void onReload();
  };
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={400}>
      <Notification
        role="status"
        aria-live="polite"
        icon={<IconRefresh size={18} aria-hidden />}
        color="teal"
        title="Update ready"
        maw={480}
        mx="auto"
        withBorder
        closeButtonProps={{ 'aria-label': 'Later' }}
        onClose={() => {
          setDismissed(true);
        }}
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{UPDATE_MESSAGE}</Text>
          <Button size="xs" onClick={reload} loading={reloading}>
            Reload
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
