import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconGitMerge, IconPlus, IconUpload, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { MergeVotersModal } from '../../features/voter-groups/components/merge-voters-modal';
import { voterName } from '../../features/voter-groups/components/merge-voter-choices';
import { UploadVoterGroupModal } from '../../features/voter-groups/components/upload-voter-group-modal';
import { VoterGroupList } from '../../features/voter-groups/components/voter-group-list';
import { useActiveSession } from '../session/active-session';

export const VOTER_GROUP_SEARCH_PATH = `${APP_BASE_PATH}/voter-group/search`;
export const voterGroupPath = (id: string) => `${APP_BASE_PATH}/voter-group/id/${id}`;

function NewGroupButton() {
  return (
    <Button
      component={Link}
      to={VOTER_GROUP_SEARCH_PATH}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
    >
      New voter group
    </Button>
  );
}

/** /groundwork/voter-groups: the campaign's voter groups; build one from a filter or a CSV, merge duplicates. */
export function VoterGroupsPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  const [uploadOpened, upload] = useDisclosure(false);
  const [mergeOpened, merge] = useDisclosure(false);
  const canEdit = hasPermission(membership.title, 'voter-group:edit');
  return (
    <>
      <PageHeader
        title="Voter Groups"
        description="Lists of voters, built with filters over the voter file or uploaded from a list you have."
        icon={<IconUsersGroup size={24} />}
        actions={
          <>
            {canEdit && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconGitMerge size={16} aria-hidden="true" />}
                  onClick={merge.open}
                >
                  Merge
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                  onClick={upload.open}
                >
                  Upload
                </Button>
              </>
            )}
            <NewGroupButton />
          </>
        }
      />
      <VoterGroupList
        campaignId={membership.campaign_id}
        groupPath={voterGroupPath}
        newGroupAction={<NewGroupButton />}
      />
      <UploadVoterGroupModal
        campaignId={membership.campaign_id}
        opened={uploadOpened}
        onClose={upload.close}
        onOpenGroup={(id) => void navigate(voterGroupPath(id))}
      />
      <MergeVotersModal
        campaignId={membership.campaign_id}
        opened={mergeOpened}
        onClose={merge.close}
        onMerged={(result, kept) =>
          notifications.show({
            color: 'teal',
            message: `Merged ${String(result.merged)} ${result.merged === 1 ? 'record' : 'records'} into ${voterName(kept)} (${kept.state_voter_id}).`,
          })
        }
      />
    </>
  );
}
