import { Button } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
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

/** /groundwork/voter-groups: the campaign's voter groups. */
export function VoterGroupsPage() {
  const { membership } = useActiveSession();
  return (
    <>
      <PageHeader
        title="Voter Groups"
        description="Lists of voters, built with filters over the voter file."
        icon={<IconUsersGroup size={24} />}
        actions={<NewGroupButton />}
      />
      <VoterGroupList
        campaignId={membership.campaign_id}
        groupPath={voterGroupPath}
        newGroupAction={<NewGroupButton />}
      />
    </>
  );
}
