import { IconSignRight } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PlacementForm } from '../../features/road-signs/components/placement-form';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/road-sign-placement[?request=&sign=]: record where a sign was put up, from a phone. */
export function RoadSignPlacementPage() {
  const { user, membership } = useActiveSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = params.get('request');
  const roadSignId = params.get('sign');
  return (
    <>
      <BackLink label="Road Signs" path="/road-signs" />
      <PageHeader
        title="Road Sign Placement"
        description="Record where a road sign was placed."
        icon={<IconSignRight size={24} />}
      />
      <PlacementForm
        campaignId={membership.campaign_id}
        userId={user.id}
        request={requestId && roadSignId ? { id: requestId, roadSignId } : null}
        onDone={() => void navigate(-1)}
      />
    </>
  );
}
