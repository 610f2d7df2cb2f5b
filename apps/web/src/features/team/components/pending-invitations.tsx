import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Invitation } from '@groundwork/shared/contracts/invitations';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatDate } from '../../../lib/format';
import { useResendInvitation, useRevokeInvitation, useWaitingInvitations } from '../api/invitations';

/** Invitations waiting for an answer, each with Resend (a fresh link) and Revoke (asks first). */
export function PendingInvitations({ campaignId }: { campaignId: string }) {
  const invitations = useWaitingInvitations(campaignId);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [resent, setResent] = useState<string | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invitations">
      <Title order={3} fz="h5" id="pending-invitations">
        Pending invitations
      </Title>
      {invitations.isPending && <Skeleton h={56} role="status" aria-label="Loading invitations" />}
      {invitations.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{invitations.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void invitations.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {invitations.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No invitations are waiting for an answer.
        </Text>
      )}
      {resend.error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => resend.reset()}>
          {resend.error.message}
        </Alert>
      )}
      {invitations.data?.map((invitation) => (
        <Paper key={invitation.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {invitation.receiver_email}
              </Text>
              <Text size="xs" c="dimmed">
                {invitation.offer_title} · sent {formatDate(invitation.date_sent)}
                {resent === invitation.id ? ' · a fresh link was sent' : ''}
              </Text>
            </div>
            <Group gap="xs">
              {invitation.status === 'expired' && <Badge color="gray">Expired</Badge>}
              <Button
                size="xs"
                variant="default"
                loading={resend.isPending && resend.variables.id === invitation.id}
                onClick={() =>
                  resend.mutate(
                    { id: invitation.id, campaign_id: campaignId },
                    { onSuccess: () => setResent(invitation.id) },
                  )
                }
                aria-label={`Resend the invitation to ${invitation.receiver_email}`}
              >
                Resend
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setRevoking(invitation)}
                aria-label={`Revoke the invitation to ${invitation.receiver_email}`}
              >
                Revoke
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <ConfirmModal
        title="Revoke invitation"
        opened={revoking !== null}
        onClose={() => {
          revoke.reset();
          setRevoking(null);
        }}
        onConfirm={() =>
          revoking &&
          revoke.mutate({ id: revoking.id, campaign_id: campaignId }, { onSuccess: () => setRevoking(null) })
        }
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        error={revoke.error}
      >
        The link sent to {revoking?.receiver_email} stops working. You can invite them again later.
      </ConfirmModal>
    </Stack>
  );
}
