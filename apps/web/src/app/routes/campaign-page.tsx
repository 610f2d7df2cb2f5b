import { Alert, Button, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconFlag } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { hasPermission, type Permission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import type { Campaign } from '@groundwork/shared/contracts/campaigns';
import { MESSAGES } from '@groundwork/shared/messages';
import { PageHeader } from '../../components/page-header';
import { TwoFactorPolicySetting } from '../../features/account';
import { AuditLogPanel } from '../../features/audit-log/components/audit-log-panel';
import { useCampaign } from '../../features/campaigns/api/get-campaign';
import { CampaignDetails } from '../../features/campaigns/components/campaign-details';
import { CampaignSettingsForm } from '../../features/campaigns/components/campaign-settings-form';
import { PhoneBankingSettings } from '../../features/phone-banking/components/phone-banking-settings';
import { StreetsCard } from '../../features/streets';
import { CampaignNumbers } from '../../features/text-registration';
import { TeamPanel } from '../../features/team';
import { userKeys } from '../../features/users/keys';
import { formatDate } from '../../lib/format';
import { useActiveSession, type ActiveSession } from '../session/active-session';

interface CampaignTab {
  value: string;
  label: (title: string) => string;
  /** Shown only to titles with this permission. */
  permission?: Permission;
  panel: (session: ActiveSession) => ReactNode;
}

/** The tabs of /campaign, in order; a feature adds one entry here (e.g. the audit log). */
const TABS: CampaignTab[] = [
  {
    value: 'overview',
    label: (title) => (hasPermission(title, 'campaign:edit') ? 'Settings' : 'Overview'),
    panel: (session) => <OverviewPanel session={session} />,
  },
  {
    value: 'team',
    label: () => 'Team',
    permission: 'team:view',
    panel: ({ user, membership }) => (
      <TeamPanel actor={{ campaignId: membership.campaign_id, userId: user.id, title: membership.title }} />
    ),
  },
  {
    value: 'audit',
    label: () => 'Audit log',
    permission: 'audit-log:view',
    panel: ({ membership }) => <AuditTab campaignId={membership.campaign_id} />,
  },
];

/** The audit log, its times in the campaign's time zone. */
function AuditTab({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  return <AuditLogPanel campaignId={campaignId} timeZone={campaign.data?.time_zone} />;
}

function CampaignLoading() {
  return (
    <Card withBorder radius="md" padding="lg" role="status" aria-busy="true" aria-label="Loading campaign">
      <Skeleton height={22} width="40%" mb="md" />
      <Skeleton height={14} mb="xs" />
      <Skeleton height={14} width="70%" />
    </Card>
  );
}

/** The campaign record; Managers and Directors edit it in place. */
function OverviewPanel({ session: { membership } }: { session: ActiveSession }) {
  const queryClient = useQueryClient();
  const campaign = useCampaign(membership.campaign_id);
  const editable = hasPermission(membership.title, 'campaign:edit');
  const details = (data: Campaign) =>
    editable ? (
      <CampaignSettingsForm
        key={data.id}
        campaign={data}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: userKeys.me() })} // the name in the shell
        extra={
          <TwoFactorPolicySetting
            campaign={data}
            canEdit={hasPermission(membership.title, 'campaign:two-factor-policy')}
          />
        }
      />
    ) : (
      <CampaignDetails campaign={data} />
    );
  return (
    <Stack gap="lg">
      {campaign.isPending && <CampaignLoading />}
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
      {campaign.data && details(campaign.data)}
      {editable && hasPermission(membership.title, 'text-campaign:view') && (
        <CampaignNumbers campaignId={membership.campaign_id} />
      )}
      {editable && hasPermission(membership.title, 'phone-banking:edit') && (
        <PhoneBankingSettings
          campaignId={membership.campaign_id}
          phoneBankingPath={`${APP_BASE_PATH}/phone-banking`}
        />
      )}
      {hasPermission(membership.title, 'streets:import') && (
        <StreetsCard campaignId={membership.campaign_id} />
      )}
      <Card withBorder radius="md" padding="lg">
        <Text fw={600} mb={4}>
          Your membership
        </Text>
        <Text size="sm" c="dimmed">
          {membership.title} since {formatDate(membership.date_joined)}
        </Text>
      </Card>
    </Stack>
  );
}

/** /groundwork/campaign: the campaign (settings for Managers and Directors) and its team, as tabs (?tab=). */
export function CampaignPage() {
  const session = useActiveSession();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter(
    (tab) => !tab.permission || hasPermission(session.membership.title, tab.permission),
  );
  const active = tabs.find((tab) => tab.value === params.get('tab'))?.value ?? 'overview';
  return (
    <>
      <PageHeader
        title="Campaign"
        description="Your campaign, its settings and its team."
        icon={<IconFlag size={24} />}
      />
      <Tabs
        value={active}
        onChange={(value) =>
          setParams(value && value !== 'overview' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label(session.membership.title)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.panel(session)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
