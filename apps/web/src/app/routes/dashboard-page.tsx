import { Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { DashboardPanel } from '../../components/dashboard-panel';
import { PageHeader } from '../../components/page-header';
import { useQuery } from '@tanstack/react-query';
import { campaignQueryOptions } from '../../features/campaigns/api/get-campaign';
import { CallingCard } from '../../features/phone-banking/components/calling-card';
import { RoadSignSummary } from '../../features/road-signs/components/road-sign-summary';
import { ActiveSurveyResults } from '../../features/surveys/components/active-survey-results';
import { ChannelTouches } from '../../features/walkbooks/components/channel-touches';
import { WalkbookProgress } from '../../features/walkbooks/components/walkbook-progress';
import { WeekTouches } from '../../features/walkbooks/components/week-touches';
import { useActiveSession } from '../session/active-session';
import { ROAD_SIGNS_PATH } from './road-signs-page';
import { WALKBOOK_ADD_PATH, walkbookPath } from './walkbooks-page';

/**
 * /groundwork/dashboard: the campaign's outreach at a glance (Managers and Directors). The route composes
 * the features' widgets: the week's touches, by channel too, and the walkbooks' progress (walkbooks), survey results (surveys),
 * the road signs' figures (road signs), and the calls of the last 24 hours once phone banking is on.
 */
export function DashboardPage() {
  const { membership } = useActiveSession();
  const campaignId = membership.campaign_id;
  // The session loaded the campaign; reading it must not fetch it again (a failed load would put the session
  // gate back to loading, and this page with it).
  const campaign = useQuery({
    ...campaignQueryOptions(campaignId),
    refetchOnMount: false,
    retryOnMount: false,
  });
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`How ${membership.campaign_name} is reaching voters this week.`}
        icon={<IconLayoutDashboard size={24} />}
      />
      <Stack gap="lg">
        <WeekTouches campaignId={campaignId} />
        <DashboardPanel title="Touches by channel this week">
          <ChannelTouches campaignId={campaignId} />
        </DashboardPanel>
        {campaign.data?.is_phone_banking_enabled && (
          <DashboardPanel title="Calls in the last 24 hours">
            <CallingCard campaignId={campaignId} />
          </DashboardPanel>
        )}
        <DashboardPanel title="Walkbook progress">
          <WalkbookProgress
            campaignId={campaignId}
            walkbookPath={walkbookPath}
            addWalkbookPath={WALKBOOK_ADD_PATH}
          />
        </DashboardPanel>
        <DashboardPanel title="Survey results">
          <ActiveSurveyResults campaignId={campaignId} />
        </DashboardPanel>
        <DashboardPanel title="Road signs">
          <RoadSignSummary campaignId={campaignId} listPath={ROAD_SIGNS_PATH} />
        </DashboardPanel>
      </Stack>
    </>
  );
}
