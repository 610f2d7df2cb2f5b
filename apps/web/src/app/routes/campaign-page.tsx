import { Alert, Button, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconFlag } from '@tabler/icons-react';
import { hasPermission } from '@groundwork/shared/access/index';
import { MESSAGES } from '@groundwork/shared/messages';
import { PageHeader } from '../../components/page-header';
import { AuditLogPanel } from '../../features/audit-log/components/audit-log-panel';
import { useCampaign } from '../../features/campaigns/api/get-campaign';
import { CampaignDetails } from '../../features/campaigns/components/campaign-details';
import { formatDate } from '../../lib/format';
import { useActiveSession } from '../session/active-session';

/** /groundwork/campaign: the campaign record and the member's place in it. */
export function CampaignPage() {
  const { membership } = useActiveSession();
  const campaign = useCampaign(membership.campaign_id);
  return (
    <>
      <PageHeader
        title="Campaign"
        description="Your campaign and its outreach channels."
        icon={<IconFlag size={24} />}
      />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          {hasPermission(membership.title, 'audit-log:view') && <Tabs.Tab value="audit">Audit log</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="lg">
            {campaign.isPending && (
              <Card
                withBorder
                radius="md"
                padding="lg"
                role="status"
                aria-busy="true"
                aria-label="Loading campaign"
              >
                <Skeleton height={22} width="40%" mb="md" />
                <Skeleton height={14} mb="xs" />
                <Skeleton height={14} width="70%" />
              </Card>
            )}
            {campaign.isError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden="true" />}
                role="alert"
              >
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{MESSAGES.pickerCampaignFailed}</Text>
                  <Button size="xs" variant="white" color="red" onClick={() => void campaign.refetch()}>
                    Try again
                  </Button>
                </Group>
              </Alert>
            )}
            {campaign.data && <CampaignDetails campaign={campaign.data} />}
            <Card withBorder radius="md" padding="lg">
              <Text fw={600} mb={4}>
                Your membership
              </Text>
              <Text size="sm" c="dimmed">
                {membership.title} since {formatDate(membership.date_joined)}
              </Text>
            </Card>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditLogPanel campaignId={membership.campaign_id} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
