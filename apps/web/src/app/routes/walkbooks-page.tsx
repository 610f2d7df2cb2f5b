import { Button } from '@mantine/core';
import { IconPlus, IconWalk } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { WalkbookList } from '../../features/walkbooks/components/walkbook-list';
import { useActiveSession } from '../session/active-session';

export const WALKBOOK_ADD_PATH = `${APP_BASE_PATH}/walkbook/add`;
export const walkbookPath = (id: string) => `${APP_BASE_PATH}/walkbook/id/${id}`;

function AddWalkbookButton() {
  return (
    <Button component={Link} to={WALKBOOK_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      Add walkbook
    </Button>
  );
}

/** /groundwork/walkbooks: every walkbook for Managers and Directors; one's own for Staff and Volunteers. */
export function WalkbooksPage() {
  const { user, membership } = useActiveSession();
  const seesAll = hasPermission(membership.title, 'walkbook:view-all');
  const canAdd = hasPermission(membership.title, 'walkbook:edit');
  return (
    <>
      <PageHeader
        title="Walkbooks"
        description={
          seesAll
            ? 'Door-to-door turf: who knocks where, and how far they got.'
            : 'The doors assigned to you.'
        }
        icon={<IconWalk size={24} />}
        actions={canAdd ? <AddWalkbookButton /> : undefined}
      />
      <WalkbookList
        campaignId={membership.campaign_id}
        userId={user.id}
        scope={seesAll ? 'all' : 'mine'}
        walkbookPath={walkbookPath}
        emptyAction={canAdd ? <AddWalkbookButton /> : undefined}
      />
    </>
  );
}
