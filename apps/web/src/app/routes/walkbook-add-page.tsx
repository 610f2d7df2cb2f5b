import { IconWalk } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useVoterTagOptions } from '../../features/voter-tags/api/get-voter-tags';
import { WalkbookBuilder } from '../../features/walkbooks/components/walkbook-builder';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { walkbookPath } from './walkbooks-page';

/** /groundwork/walkbook/add: draw an area and/or filter, watch the count, assign, create. */
export function WalkbookAddPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  const tagOptions = useVoterTagOptions(membership.campaign_id);
  return (
    <>
      <BackLink label="Walkbooks" path="/walkbooks" />
      <PageHeader
        title="New walkbook"
        description="Draw the area on the map (and narrow it with filters if you like); the count follows as you go."
        icon={<IconWalk size={24} />}
      />
      <WalkbookBuilder
        campaignId={membership.campaign_id}
        tagOptions={tagOptions}
        onCreated={(walkbook) => void navigate(walkbookPath(walkbook.id))}
      />
    </>
  );
}
