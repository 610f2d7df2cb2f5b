import { Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ItemStatus } from '../../../lib/offline/use-outbox';

/**
 * A sign's step kept on the phone (decision 0049): "Saved on this phone" while it waits, "Sent" once the
 * outbox has delivered it, or the server's refusal.
 */
export function QueuedStepCard({
  status,
  noun,
  banner,
  children,
}: {
  status: ItemStatus;
  /** What was recorded: "placement", "inspection", "removal". */
  noun: string;
  /** The sync banner: what else waits, and every refusal to dismiss. */
  banner: ReactNode;
  /** The screen's next steps (buttons). */
  children: ReactNode;
}) {
  const { icon, title, text } =
    status.state === 'waiting'
      ? {
          icon: <IconCloudUpload aria-hidden="true" />,
          title: 'Saved on this phone',
          text: `No connection right now: the ${noun} and its photo are sent as soon as you are back online.`,
        }
      : status.state === 'sent'
        ? {
            icon: <IconCheck color="green" aria-hidden="true" />,
            title: 'Sent',
            text: `The ${noun} and its photo reached the server.`,
          }
        : {
            icon: <IconAlertTriangle color="red" aria-hidden="true" />,
            title: `The ${noun} was not recorded`,
            text: status.detail,
          };
  return (
    <Card withBorder radius="lg" role="status" data-testid="queued-step">
      <Stack>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Text fw={600}>{title}</Text>
        </Group>
        {banner}
        <Text size="sm">{text}</Text>
        <Group>{children}</Group>
      </Stack>
    </Card>
  );
}
