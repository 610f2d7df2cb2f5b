import { IconSignRight } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RoadSignDetail } from '../../features/road-signs/components/road-sign-detail';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { installRequestPath } from './road-signs-page';

/** /groundwork/road-sign/id/{id}: one design and where it stands. */
export function RoadSignPage() {
  const { user, membership } = useActiveSession();
  const { id = '' } = useParams();
  return (
    <>
      <BackLink label="Road Signs" path="/road-signs" />
      <PageHeader
        title="Road Sign"
        description="One road sign design and where it stands."
        icon={<IconSignRight size={24} />}
      />
      <RoadSignDetail
        campaignId={membership.campaign_id}
        id={id}
        title={membership.title}
        userId={user.id}
        installPath={installRequestPath}
      />
    </>
  );
}
