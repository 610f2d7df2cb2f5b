import { Alert, Button, Group, List, Loader, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { OutboxItem } from '../lib/offline/outbox-storage';
import { formatCount, formatList } from '../lib/format';

interface SyncBannerProps {
  /** Doors with results waiting on this device (a door counts once). */
  doors: number;
  /** Sign steps (installations, inspections, removals) waiting with their photo. */
  signs?: readonly OutboxItem[];
  sending: boolean;
  /** Items the server refused for good, with its reason. */
  refused: readonly OutboxItem[];
  onDismiss: () => void;
}

const KIND_LABEL: Record<OutboxItem['kind'], string> = {
  visit: 'Door result',
  placement: 'Sign placement',
  inspection: 'Sign inspection',
  removal: 'Sign removal',
};

const SIGN_KINDS = ['placement', 'inspection', 'removal'] as const;

/**
 * What waits on this phone to reach the server (decision 0049): "Offline — 3 doors waiting to sync",
 * "Syncing…", then "All synced"; refusals listed with the server's reason until the canvasser dismisses them.
 */
export function SyncBanner({ doors, signs = [], sending, refused, onDismiss }: SyncBannerProps) {
  const { online } = useNetwork();
  const waiting = [
    doors > 0 ? formatCount(doors, 'door') : null,
    ...SIGN_KINDS.map((kind) => {
      const count = signs.filter((i) => i.kind === kind).length;
      return count > 0 ? formatCount(count, KIND_LABEL[kind].toLowerCase()) : null;
    }),
  ].filter((part) => part !== null);
  const what = formatList(waiting);
  // "All synced" is said once something waited on this screen, not on every screen with nothing to send.
  const [hadWaiting, setHadWaiting] = useState(false);
  if (waiting.length > 0 && !hadWaiting) setHadWaiting(true);

  const status =
    waiting.length > 0
      ? !online
        ? { icon: <IconCloudOff size={16} />, text: `Offline — ${what} waiting to sync` }
        : sending
          ? { icon: <Loader size={14} />, text: 'Syncing…' }
          : { icon: <IconCloudUpload size={16} />, text: `${what} waiting to sync` }
      : hadWaiting
        ? { icon: <IconCloudCheck size={16} />, text: 'All synced' }
        : null;
  return (
    <>
      {status && (
        <Group gap={6} wrap="nowrap" role="status" data-testid="sync-status">
          <span aria-hidden="true">{status.icon}</span>
          <Text size="sm">{status.text}</Text>
        </Group>
      )}
      {refused.length > 0 && (
        <Alert
          color="red"
          role="alert"
          title={`${formatCount(refused.length, 'item')} could not be recorded`}
        >
          <List size="sm" mb="xs">
            {refused.map((item) => (
              <List.Item key={item.client_id}>
                {item.label.title ?? KIND_LABEL[item.kind]}: {item.refused}
              </List.Item>
            ))}
          </List>
          <Button size="xs" variant="default" onClick={onDismiss}>
            Dismiss
          </Button>
        </Alert>
      )}
    </>
  );
}
