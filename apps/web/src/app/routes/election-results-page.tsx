import { hasPermission } from '@groundwork/shared/access/index';
import { ElectionResultsScreen } from '../../features/election-results/components/election-results-screen';
import { useActiveSession } from '../session/active-session';

/** /groundwork/district/election-results: past elections by contest and precinct; imports for leads. */
export function ElectionResultsPage() {
  const { membership } = useActiveSession();
  return (
    <ElectionResultsScreen
      campaignId={membership.campaign_id}
      canImport={hasPermission(membership.title, 'election-results:import')}
    />
  );
}
