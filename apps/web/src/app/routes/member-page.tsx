import { useParams } from 'react-router';
import { MemberPageView } from '../../features/team';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/user/:id: one member of the campaign (Managers and Directors; another campaign's is 404). */
export function MemberPage() {
  const { user, membership } = useActiveSession();
  const { id = '' } = useParams();
  return (
    <>
      <BackLink label="Team" path="/campaign?tab=team" />
      <MemberPageView
        key={id}
        actor={{ campaignId: membership.campaign_id, userId: user.id, title: membership.title }}
        userId={id}
      />
    </>
  );
}
