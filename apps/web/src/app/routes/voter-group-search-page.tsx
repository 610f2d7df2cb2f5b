import { IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { VoterGroupBuilder } from '../../features/voter-groups/components/voter-group-builder';
import { useVoterTagOptions } from '../../features/voter-tags/api/get-voter-tags';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { voterGroupPath } from './voter-groups-page';

/** /groundwork/voter-group/search: filter the voter file, watch the count, save a group. */
export function VoterGroupSearchPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  const tagOptions = useVoterTagOptions(membership.campaign_id);
  return (
    <>
      <BackLink label="Voter Groups" path="/voter-groups" />
      <PageHeader
        title="New voter group"
        description="Filter the voter file; the count and breakdown follow as you go. Save it as a group."
        icon={<IconUsersGroup size={24} />}
      />
      <VoterGroupBuilder
        campaignId={membership.campaign_id}
        tagOptions={tagOptions}
        onSaved={(group) => void navigate(voterGroupPath(group.id))}
      />
    </>
  );
}
