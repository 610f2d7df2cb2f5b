import { IconLayoutDashboard } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { useActiveSession } from '../session/active-session';
import { WALKBOOK_ADD_PATH, walkbookPath } from './walkbooks-page';

/** /groundwork/dashboard: the campaign's outreach at a glance (Managers and Directors). */
export function DashboardPage() {
  const { membership } = useActiveSession();
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`How ${membership.campaign_name} is doing on the doors this week.`}
        icon={<IconLayoutDashboard size={24} />}
      />
      <Dashboard
        campaignId={membership.campaign_id}
        walkbookPath={walkbookPath}
        addWalkbookPath={WALKBOOK_ADD_PATH}
      />
    </>
  );
}
