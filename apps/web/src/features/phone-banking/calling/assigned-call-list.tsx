import { Alert, Badge, Button, Card, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhone, IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PhoneBankingStatus } from '@groundwork/shared/contracts/phone-banking';
import { useAssignedCallCampaigns } from './api/calling-api';

const STATUS_COLOR: Record<PhoneBankingStatus, string> = {
  Draft: 'gray',
  Active: 'green',
  Paused: 'yellow',
  Completed: 'blue',
};
const ORDER: Record<PhoneBankingStatus, number> = { Active: 0, Paused: 1, Draft: 2, Completed: 3 };

/**
 * /phone-banking/assigned: the call campaigns the caller is assigned to. Active ones open the calling screen;
 * the others are shown greyed with their status.
 */
export function AssignedCallList({
  campaignId,
  userId,
  callPath,
}: {
  campaignId: string;
  userId: string;
  callPath: (id: string) => string;
}) {
  const assigned = useAssignedCallCampaigns(campaignId, userId);
  if (assigned.error)
    return (
      <Alert color="red" role="alert" title="We could not load your call campaigns">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{assigned.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void assigned.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (!assigned.data)
    return <Skeleton height={120} radius="md" role="status" aria-label="Loading your call campaigns" />;
  if (assigned.data.length === 0)
    return (
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={<IconPhone size={32} />}
          withIndicatorBackground
          title="No calls to make"
          description="Call campaigns you are assigned to will appear here."
          data-testid="empty-state"
        />
      </Card>
    );
  const sorted = [...assigned.data].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <Stack gap="sm">
      {sorted.map((campaign) => {
        const isActive = campaign.status === 'Active';
        return (
          <Card
            key={campaign.id}
            withBorder
            radius="md"
            padding="md"
            opacity={isActive ? 1 : 0.6}
            data-testid="assigned-call-campaign"
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600} miw={0}>
                  {campaign.name}
                </Text>
                <Badge color={STATUS_COLOR[campaign.status]} variant="light" style={{ flexShrink: 0 }}>
                  {campaign.status}
                </Badge>
              </Group>
              {isActive ? (
                <Button
                  component={Link}
                  to={callPath(campaign.id)}
                  size="lg"
                  fullWidth
                  leftSection={<IconPhoneCall size={20} aria-hidden="true" />}
                >
                  Start calling
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {campaign.status === 'Paused'
                    ? 'Paused by the campaign'
                    : campaign.status === 'Draft'
                      ? 'Not started yet'
                      : 'Finished'}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
