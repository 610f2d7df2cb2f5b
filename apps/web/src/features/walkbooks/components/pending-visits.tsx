import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatCount } from '../../../lib/format';
import type { RefusedVisit } from '../api/visit-outbox';

const useOnline = () => {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
};

/** How many door results wait on this phone to be sent, and the ones the server refused. */
export function PendingVisits({
  pending,
  refused,
  onDismiss,
}: {
  pending: number;
  refused: readonly RefusedVisit[];
  onDismiss: () => void;
}) {
  const online = useOnline();
  return (
    <>
      {pending > 0 && (
        <Group gap={6} wrap="nowrap" role="status" data-testid="pending-visits">
          <IconCloudUpload size={16} aria-hidden="true" />
          <Text size="sm">
            {formatCount(pending, 'door result')} waiting to sync
            {online ? '' : ' (offline: kept on this device until you are back online)'}
          </Text>
        </Group>
      )}
      {refused.length > 0 && (
        <Alert
          color="red"
          role="alert"
          title={`${formatCount(refused.length, 'result')} could not be recorded`}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{[...new Set(refused.map((r) => r.detail))].join(' ')}</Text>
            <CloseButton aria-label="Dismiss" onClick={onDismiss} />
          </Group>
        </Alert>
      )}
    </>
  );
}
