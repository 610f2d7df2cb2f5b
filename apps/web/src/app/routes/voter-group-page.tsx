import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { VoterGroupDetail } from '../../features/voter-groups/components/voter-group-detail';
import { useVoterTags } from '../../features/voter-tags/api/get-voter-tags';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/voter-group/id/:id: one voter group. */
export function VoterGroupPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tags = useVoterTags(membership.campaign_id);
  const tagNames = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])), [tags.data]);
  return (
    <>
      <BackLink label="Voter Groups" path="/voter-groups" />
      <VoterGroupDetail
        key={id}
        campaignId={membership.campaign_id}
        id={id}
        tagNames={tagNames}
        onDeleted={(reply) => {
          notifications.show({ color: 'teal', message: reply.detail });
          void navigate(`${APP_BASE_PATH}/voter-groups`);
        }}
      />
    </>
  );
}
