import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { detailOf } from '../../../lib/error-messages';
import { formatDate } from '../../../lib/format';
import { useActiveSessions, useRevokeOtherSessions } from '../api/sessions';

/** A readable name for a browser from its user agent. */
const browserOf = (userAgent: string | null | undefined): string => {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const device = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return device ? `${browser} on ${device}` : browser;
};

/** Where the account is signed in, and "sign out everywhere else". */
export function SessionsCard() {
  const sessions = useActiveSessions();
  const revoke = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="h4">
          Active sessions
        </Title>
        <Button variant="default" disabled={others === 0} onClick={() => setConfirming(true)}>
          Sign out everywhere else
        </Button>
      </Group>
      {sessions.isPending && <Loader size="sm" aria-label="Loading sessions" />}
      {sessions.isError && (
        <Alert color="red" variant="light" role="alert">
          Could not load your sessions. {detailOf(sessions.error)}
        </Alert>
      )}
      {revoke.isSuccess && (
        <Alert color="teal" variant="light" role="status" mb="sm">
          You were signed out everywhere else.
        </Alert>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sessions.data?.map((session) => (
          <Group component="li" key={session.id} justify="space-between" gap="xs" wrap="nowrap">
            <div>
              <Text size="sm" fw={500}>
                {browserOf(session.userAgent)}
                {session.ipAddress ? ` · ${session.ipAddress}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                Signed in {formatDate(session.createdAt)} · last active {formatDate(session.updatedAt)}
              </Text>
            </div>
            {session.current && (
              <Badge variant="light" color="teal">
                This device
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        title="Sign out everywhere else?"
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          revoke.reset();
        }}
        onConfirm={() => {
          revoke.mutate(undefined, { onSuccess: () => setConfirming(false) });
        }}
        confirmLabel="Sign out other sessions"
        isPending={revoke.isPending}
        error={revoke.error}
      >
        {`Your ${others} other session${others === 1 ? '' : 's'} will be signed out within seconds. This browser stays signed in.`}
      </ConfirmModal>
    </Card>
  );
}
