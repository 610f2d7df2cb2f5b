import { Alert, Button, Card, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAssignedTextCampaigns } from '../api/get-text-campaigns';
import { OutreachStatusBadge, isLiveStatus } from '../../../components/outreach/outreach-status-badge';

/** /texting/assigned: the caller's Active and Paused text campaigns, each opening the sending screen. */
export function AssignedList({
  campaignId,
  userId,
  sendPath,
}: {
  campaignId: string;
  userId: string;
  sendPath: (id: string) => string;
}) {
  const assigned = useAssignedTextCampaigns(campaignId, userId);
  if (assigned.error)
    return (
      <Alert color="red" role="alert" title="We could not load your text campaigns">
        {assigned.error.message}
      </Alert>
    );
  if (!assigned.data)
    return <Skeleton height={120} radius="md" role="status" aria-label="Loading your text campaigns" />;
  const open = assigned.data.filter((campaign) => isLiveStatus(campaign.status));
  if (open.length === 0)
    return (
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={<IconMessage size={32} />}
          withIndicatorBackground
          title="Nothing to send"
          description="Text campaigns you are assigned to will appear here once they are active."
          data-testid="empty-state"
        />
      </Card>
    );
  return (
    <Stack gap="sm">
      {open.map((campaign) => (
        <Card key={campaign.id} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Text fw={600}>{campaign.name}</Text>
              <OutreachStatusBadge status={campaign.status} />
            </Group>
            {campaign.status === 'Active' ? (
              <Button component={Link} to={sendPath(campaign.id)}>
                Start texting
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Paused by the campaign
              </Text>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
