import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MailDrop, MailDropStatus } from '@groundwork/shared/contracts/mail';
import { useUpdateMailDrop } from '../api/manage-mail';
import { STATUS_COLORS, statusActions, type StatusAction } from '../status';

export function MailDropStatusBadge({ status }: { status: MailDropStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content" data-testid="mail-drop-status">
      {status}
    </Badge>
  );
}

/** The moves the drop's status allows, each asked first in a dialog. */
export function MailDropStatusActions({ drop }: { drop: MailDrop }) {
  const update = useUpdateMailDrop();
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const actions = statusActions(drop.status);
  if (actions.length === 0) return null;
  const close = () => {
    setAsking(null);
    update.reset();
  };
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action.to}
            color={action.color}
            variant={action.to === 'Cancelled' || action.to === 'Draft' ? 'light' : 'filled'}
            onClick={() => setAsking(action)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
      <Modal opened={asking !== null} onClose={close} title={asking?.title} centered>
        {asking && (
          <Stack>
            <Text>{asking.explain(drop)}</Text>
            {update.error && (
              <Alert color="red" variant="light" role="alert">
                {update.error.message}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} data-autofocus>
                Keep as {drop.status}
              </Button>
              <Button
                color={asking.color}
                loading={update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: drop.id, campaign_id: drop.campaign_id, status: asking.to },
                    { onSuccess: close },
                  )
                }
              >
                {asking.label}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
