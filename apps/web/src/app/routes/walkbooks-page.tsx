import { Button } from '@mantine/core';
import { IconPlus, IconWalk } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { useWalkbooks } from '../../features/walkbooks/api/get-walkbooks';
import { WalkbookList } from '../../features/walkbooks/components/walkbook-list';
import { useActiveSession } from '../session/active-session';
import { prefetchScreenData } from './screen-data';
import { preloadScreen } from './screens';

export const WALKBOOK_ADD_PATH = `${APP_BASE_PATH}/walkbook/add`;
export const walkbookPath = (id: string) => `${APP_BASE_PATH}/walkbook/id/${id}`;

function AddWalkbookButton() {
  return (
    <Button component={Link} to={WALKBOOK_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      Add walkbook
    </Button>
  );
}

/** How many of a canvasser's walkbooks are made ready to open: a canvasser has one to a few. */
export const PREFETCHED_WALKBOOKS = 3;

/**
 * A canvasser's list is the way to their walkbook: as soon as it shows, the code and reads (the walkbook, its
 * survey, its route) of their first open walkbooks start, so the tap on one waits for neither (decision 0065).
 * Managers, who see every walkbook, start nothing.
 */
const usePrefetchWalkbooks = (campaignId: string, scope: 'all' | 'mine'): void => {
  const queryClient = useQueryClient();
  const ids = (useWalkbooks(campaignId, scope).data ?? [])
    .filter((walkbook) => walkbook.status !== 'archived')
    .slice(0, PREFETCHED_WALKBOOKS)
    .map((walkbook) => walkbook.id)
    .join(' ');
  useEffect(() => {
    if (scope !== 'mine' || !ids) return;
    for (const id of ids.split(' ')) {
      const path = walkbookPath(id);
      preloadScreen(path);
      prefetchScreenData(queryClient, path, campaignId);
    }
  }, [queryClient, campaignId, scope, ids]);
};

/** /groundwork/walkbooks: every walkbook for Managers and Directors; one's own for Staff and Volunteers. */
export function WalkbooksPage() {
  const { user, membership } = useActiveSession();
  const seesAll = hasPermission(membership.title, 'walkbook:view-all');
  const canAdd = hasPermission(membership.title, 'walkbook:edit');
  usePrefetchWalkbooks(membership.campaign_id, seesAll ? 'all' : 'mine');
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
