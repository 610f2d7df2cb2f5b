import { Alert, Badge, Group, Loader, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { useWalkbook, useWalkbookSurvey } from '../../features/walkbooks/api/get-walkbook';
import { ROUTE_AS_LOADED, useRoute } from '../../features/walkbooks/api/get-route';
import { CanvassView } from '../../features/walkbooks/components/canvass-view';
import { KeepOfflineSwitch } from '../../features/walkbooks/components/keep-offline';
import { FIRST_TAP_GRACE_MS, useWhenIdle } from '../../features/walkbooks/components/use-when-idle';
import { WalkSheet } from '../../features/walkbooks/components/walk-sheet';
import { useActiveSession } from '../session/active-session';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout';
import { BackLink } from './back-link';

/** What the screen reads first, asked before it renders when it is opened by a link (screen-data.ts). */
export { prefetchWalkbookScreen } from '../../features/walkbooks/api/prefetch-walkbook';

/** The Managers' progress tab and its charts load on demand: a canvasser's phone never downloads them. */
const WalkbookOverview = lazyWithTimeout(() =>
  import('../../features/walkbooks/components/walkbook-overview').then((m) => m.WalkbookOverview),
);

/**
 * True from the render after the one that first had `ready`: the heading paints first, and the doors render
 * just after, in the background (a transition React renders in slices and can interrupt), so a slow phone shows
 * the page at once and stays responsive while the door list is built.
 */
const useAfterFirstPaint = (ready: boolean): boolean => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return shown;
};

/** /groundwork/walkbook/id/:id: the canvasser's door-by-door screen; Managers also see its progress. */
export function WalkbookPage() {
  const { user, membership } = useActiveSession();
  const { id = '' } = useParams();
  const campaignId = membership.campaign_id;
  const walkbook = useWalkbook(campaignId, id);
  const survey = useWalkbookSurvey(campaignId, id);
  const printOrder = useRoute(campaignId, id, null, ROUTE_AS_LOADED);
  const isLead = hasPermission(membership.title, 'walkbook:view-all');
  // The printable sheet (every door and voter, hidden on screen) is built after the first door is up.
  const withSheet = useWhenIdle(walkbook.data !== undefined && !printOrder.isPending, FIRST_TAP_GRACE_MS);
  const showDoors = useAfterFirstPaint(walkbook.data !== undefined);

  if (walkbook.isError)
    return (
      <>
        <BackLink label="Walkbooks" path="/walkbooks" />
        <Alert color="red" role="alert">
          {walkbook.error.message}
        </Alert>
      </>
    );
  if (!walkbook.data || survey.isPending)
    return (
      <Stack role="status" aria-label="Loading the walkbook">
        <Skeleton h={32} w="60%" />
        <Skeleton h={280} />
      </Stack>
    );
  const book = walkbook.data;
  const canvass = showDoors ? (
    <CanvassView walkbook={book} survey={survey.data ?? null} userId={user.id} />
  ) : (
    <Skeleton h={280} role="status" aria-label="Loading the doors" />
  );
  return (
    <>
      <BackLink label="Walkbooks" path="/walkbooks" />
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {book.name}
          </Title>
          <Text size="sm" c="dimmed">
            {book.survey_name ? `Survey: ${book.survey_name}` : 'No survey: door results only'}
          </Text>
        </div>
        {book.status === 'archived' && <Badge color="gray">Archived</Badge>}
      </Group>
      <KeepOfflineSwitch campaignId={campaignId} walkbook={book} />
      {isLead ? (
        <Tabs defaultValue="canvass" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="canvass">Canvass</Tabs.Tab>
            <Tabs.Tab value="progress">Progress</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="canvass">{canvass}</Tabs.Panel>
          <Tabs.Panel value="progress">
            <Suspense fallback={<Loader aria-label="Loading the progress" mx="auto" display="block" />}>
              <WalkbookOverview walkbook={book} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      ) : (
        canvass
      )}
      {withSheet && (
        <WalkSheet walkbook={book} survey={survey.data ?? null} stops={printOrder.data?.stops ?? []} />
      )}
    </>
  );
}
