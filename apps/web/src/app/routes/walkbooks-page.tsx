import { Button } from '@mantine/core';
import { IconPlus, IconWalk } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { PageHeader } from '../../components/page-header';
import { useWalkbooks, walkbooksQueryOptions } from '../../features/walkbooks/api/get-walkbooks';
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

/** Makes a canvasser's first open walkbooks ready to open: the walkbook screen's code and each one's reads. */
const prefetchWalkbooksToOpen = (queryClient: QueryClient, campaignId: string, ids: string[]): void => {
  for (const id of ids) {
    const path = walkbookPath(id);
    preloadScreen(path);
    prefetchScreenData(queryClient, path, campaignId);
  }
};

const toOpen = (walkbooks: WalkbookSummary[]): string[] =>
  walkbooks
    .filter((walkbook) => walkbook.status !== 'archived')
    .slice(0, PREFETCHED_WALKBOOKS)
    .map((walkbook) => walkbook.id);

/**
 * Right after sign-in (app/routes/screen-data.ts): a canvasser's own list, and as soon as it is in, the reads of
 * the walkbooks they are likely to open, while the shell and this page are still being built (decision 0065).
 */
export const prefetchOwnWalkbooks = async (queryClient: QueryClient, campaignId: string): Promise<void> => {
  const walkbooks = await queryClient.fetchQuery(walkbooksQueryOptions(campaignId, 'mine'));
  prefetchWalkbooksToOpen(queryClient, campaignId, toOpen(walkbooks));
};

/**
 * A canvasser's list is the way to their walkbook: once it shows, their first open walkbooks are made ready (a
 * no-op where the sign-in's prefetch already did), so the tap on one waits for neither code nor data. Managers,
 * who see every walkbook, start nothing.
 */
const usePrefetchWalkbooks = (campaignId: string, scope: 'all' | 'mine'): void => {
  const queryClient = useQueryClient();
  const ids = toOpen(useWalkbooks(campaignId, scope).data ?? []).join(' ');
  useEffect(() => {
    if (scope !== 'mine' || !ids) return;
    prefetchWalkbooksToOpen(queryClient, campaignId, ids.split(' '));
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
