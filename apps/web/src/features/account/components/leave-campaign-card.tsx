import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { MembershipEntry } from '@groundwork/shared/contracts/users';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useLeaveCampaign } from '../api/account';

/** Leave one of one's campaigns (its owner must hand it on first: the server says so). */
export function LeaveCampaignCard({
  memberships,
  onLeft,
}: {
  memberships: MembershipEntry[];
  onLeft: (campaignId: string) => void;
}) {
  const leave = useLeaveCampaign();
  const [leaving, setLeaving] = useState<MembershipEntry | null>(null);
  const close = () => {
    setLeaving(null);
    leave.reset();
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Your campaigns
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {memberships.map((entry) => (
          <Group component="li" key={entry.campaign_id} justify="space-between" gap="xs">
            <div>
              <Text fw={500}>{entry.campaign_name}</Text>
              <Text size="xs" c="dimmed">
                {entry.title}
              </Text>
            </div>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setLeaving(entry)}>
              Leave
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        title={`Leave ${leaving?.campaign_name ?? ''}?`}
        opened={leaving !== null}
        onClose={close}
        onConfirm={() => {
          if (!leaving) return;
          leave.mutate(leaving.campaign_id, {
            onSuccess: () => {
              onLeft(leaving.campaign_id);
              close();
            },
          });
        }}
        confirmLabel="Leave campaign"
        isPending={leave.isPending}
        error={leave.error}
      >
        You will lose access to this campaign&apos;s walkbooks and data until someone invites you again.
      </ConfirmModal>
    </Card>
  );
}
