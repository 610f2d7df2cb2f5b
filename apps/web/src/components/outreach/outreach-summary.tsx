import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { OutreachStatusBadge, type OutreachStatus } from './outreach-status-badge';

/** An outreach campaign's page until it is read: why it could not be, or its place held. */
export function OutreachLoadState({ noun, error }: { noun: string; error: Error | null }) {
  if (error)
    return (
      <Alert color="red" role="alert" title={`We could not load the ${noun}`}>
        {error.message}
      </Alert>
    );
  return <Skeleton height={240} radius="md" role="status" aria-label={`Loading the ${noun}`} />;
}

interface OutreachSummaryCardProps {
  campaign: { name: string; status: OutreachStatus; description: string | null; created_at: string };
  /** After the creation date, on its line (a link). */
  meta?: ReactNode;
  /** The status moves. */
  actions: ReactNode;
  counts: ReactNode;
  /** While the counts move (Active or Paused), how often they update: "5 seconds". */
  pollEvery: string | null;
  /** Below the counts (why they could not be read). */
  children?: ReactNode;
}

/** The top of an outreach campaign's page: its name, status, description and moves, then its counts. */
export function OutreachSummaryCard({
  campaign,
  meta,
  actions,
  counts,
  pollEvery,
  children,
}: OutreachSummaryCardProps) {
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} maw="100%">
          <Group gap="sm">
            <Title order={2} size="h3">
              {campaign.name}
            </Title>
            <OutreachStatusBadge status={campaign.status} />
          </Group>
          {campaign.description && <Text c="dimmed">{campaign.description}</Text>}
          <Text size="xs" c="dimmed">
            Created {formatDateTime(campaign.created_at)}
            {meta}
          </Text>
        </Stack>
        {actions}
      </Group>
      <Stack mt="md" gap="xs">
        {counts}
        {pollEvery && (
          <Text size="xs" c="dimmed">
            Updates every {pollEvery}.
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
