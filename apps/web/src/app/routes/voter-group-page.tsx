import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { voterKeys } from '../../components/voter-filter/keys';
import { VoterContactDrawer } from '../../features/consent';
import { districtVoterKeys } from '../../features/district-voters/keys';
import { VoterGroupDetail } from '../../features/voter-groups/components/voter-group-detail';
import { voterGroupKeys } from '../../features/voter-groups/keys';
import { useVoterTags } from '../../features/voter-tags/api/get-voter-tags';
import { TagGroupVoters } from '../../features/voter-tags/components/tag-group-voters';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/voter-group/id/:id: one voter group. */
export function VoterGroupPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canTag = hasPermission(membership.title, 'voter-tag:edit');
  const tags = useVoterTags(membership.campaign_id);
  const [openVoter, setOpenVoter] = useState<string | null>(null);
  const canSeeHistory = hasPermission(membership.title, 'district:view');
  const tagNames = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])), [tags.data]);
  return (
    <>
      <BackLink label="Voter Groups" path="/voter-groups" />
      <VoterGroupDetail
        key={id}
        campaignId={membership.campaign_id}
        id={id}
        tagNames={tagNames}
        onOpenVoter={canSeeHistory ? setOpenVoter : undefined}
        actions={
          canTag
            ? (group) => (
                <TagGroupVoters
                  campaignId={group.campaign_id}
                  group={{ id: group.id, name: group.name, voterCount: group.voter_count }}
                  isEnabled={group.status === 'Ready'}
                  onTagged={() => {
                    // Counts that filter by tags changed.
                    void queryClient.invalidateQueries({ queryKey: voterGroupKeys.all });
                    void queryClient.invalidateQueries({ queryKey: districtVoterKeys.all });
                    void queryClient.invalidateQueries({ queryKey: voterKeys.all });
                  }}
                />
              )
            : undefined
        }
        onDeleted={(reply) => {
          notifications.show({ color: 'teal', message: reply.detail });
          void navigate(`${APP_BASE_PATH}/voter-groups`);
        }}
      />
      <VoterContactDrawer
        campaignId={membership.campaign_id}
        voterId={openVoter}
        onClose={() => setOpenVoter(null)}
      />
    </>
  );
}
