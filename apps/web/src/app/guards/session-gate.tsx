import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { routesForTitle } from '@groundwork/shared/access/index';
import { APP_BASE_PATH, PERIODIC_JOB_INTERVAL_MS } from '@groundwork/shared/constants';
import { MESSAGES } from '@groundwork/shared/messages';
import { ErrorBanner } from '../shell/error-banner';
import { LoadingCard } from '../../components/loading-card';
import { UnknownPage } from '../../components/unknown-page';
import { useMe } from '../../features/users/api/get-me';
import { hasErrorCode, isAbortError } from '../../lib/api-error';
import { useBanner } from '../providers/banner-context';
import { HomePage } from '../routes/home-page';
import { InvitationPage } from '../routes/invitation-page';
import { landingPathForTitle } from '../routes/landing-path';
import { readNavState } from '../routes/nav-state';
import { pageForPath } from '../routes/page-for-path';
import { prefetchScreenData } from '../routes/screen-data';
import { TermsPage } from '../routes/terms-page';
import { UserOptionsPage } from '../routes/user-options-page';
import { ActiveSessionContext, type ActiveSession } from '../session/active-session';
import { MapCampaignContext } from '../../components/map/map-campaign';
import { resolveSessionView } from '../session/resolve-session';
import { useSelection, useSelectionStore } from '../session/selection-context';
import { usePinDefaultMembership } from '../session/use-choose-campaign';
import { LOADING_MESSAGES } from '../session/session-steps';
import { useSessionLoading } from '../session/use-session-loading';
import { useSignOut } from '../session/use-sign-out';
import { AppShellLayout } from '../shell/app-shell';
import { PublicLayout } from '../shell/public-layout';

/** Only `path` is reachable; every other path below /groundwork redirects there. */
function OnlyRoute({ path, element }: { path: string; element: ReactElement }) {
  return (
    <Routes>
      <Route element={<PublicLayout wide />}>
        <Route path={path} element={element} />
      </Route>
      <Route path="*" element={<Navigate to={`${APP_BASE_PATH}/${path}`} replace />} />
    </Routes>
  );
}

/** Exactly /groundwork is the home page; right after sign-in it opens the role's landing page. */
function HomeOrLanding({ title }: { title: string }) {
  const { state } = useLocation() as { state: unknown };
  if (readNavState(state).landing) return <Navigate to={landingPathForTitle(title)} replace />;
  return <HomePage />;
}

function CampaignArea({ session }: { session: ActiveSession }) {
  const { user, membership } = session;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The opened screen's own reads leave with the session's lists, not after them (decision 0029). Once:
  // later navigation loads each screen's data as it opens.
  const [openedAt] = useState(pathname);
  useEffect(() => {
    prefetchScreenData(queryClient, openedAt, membership.campaign_id);
  }, [queryClient, openedAt, membership.campaign_id]);
  const loading = useSessionLoading({
    userId: user.id,
    campaignId: membership.campaign_id,
    title: membership.title,
  });
  const selection = useSelectionStore();
  usePinDefaultMembership(membership.campaign_id, membership.campaignUser !== null);
  const hasStaleInvitation = useSelection().invitation !== null;
  // Shell §4: once the campaign session loads, the chosen invitation is cleared (it was answered elsewhere).
  useEffect(() => {
    if (!loading.message && hasStaleInvitation) selection.clearInvitation();
  }, [loading.message, hasStaleInvitation, selection]);
  if (loading.message) return <LoadingCard message={loading.message} />;
  return (
    <ActiveSessionContext value={session}>
      <MapCampaignContext value={membership.campaign_id}>
        <CampaignRoutes title={membership.title} />
      </MapCampaignContext>
    </ActiveSessionContext>
  );
}

/**
 * The title's routes (shell §2). Memoised: the campaign area re-renders with every session list that arrives or
 * refreshes, and rebuilding ~40 routes (which React Router flattens and ranks on each render) for each one cost
 * more of a phone's first render of the door screen than any component of its own (decision 0029). Navigation still
 * re-renders it through the router's location.
 */
const CampaignRoutes = memo(function CampaignRoutes({ title }: { title: string }) {
  return (
    <Routes>
      <Route element={<AppShellLayout />}>
        <Route index element={<HomeOrLanding title={title} />} />
        {routesForTitle(title).map((view) => {
          const page = pageForPath(view.path);
          return page ? <Route key={view.path} path={view.path.slice(1)} element={page} /> : null;
        })}
        <Route path="*" element={<UnknownPage homePath={APP_BASE_PATH} />} />
      </Route>
    </Routes>
  );
});

function NotInvited() {
  const signOut = useSignOut();
  useEffect(() => {
    void signOut({ notice: MESSAGES.loginNotInvited });
  }, [signOut]);
  return null;
}

function SessionFailed({ onRetry }: { onRetry: () => void }) {
  const signOut = useSignOut();
  return (
    <>
      <ErrorBanner />
      <Stack align="center" justify="center" mih="80dvh" p="md">
        <Paper withBorder radius="lg" p="xl" maw={420} ta="center">
          <Text fw={600} mb="xs">
            We could not load your account
          </Text>
          <Text size="sm" c="dimmed" mb="lg">
            {MESSAGES.serverUnavailable}
          </Text>
          <Group justify="center">
            <Button variant="default" onClick={() => void signOut()}>
              Sign out
            </Button>
            <Button onClick={onRetry}>Try again</Button>
          </Group>
        </Paper>
      </Stack>
    </>
  );
}

/**
 * The signed-in area (shell §2), checked in order: user record loading → loading card; terms not
 * accepted → only terms; an invitation chosen → only the invitation; no membership → only the
 * picker; a campaign → the title's routes. The user record refreshes every 5000 ms (the periodic
 * job, docs/decisions/0012-periodic-job.md), so invitations and title changes appear.
 */
export function SessionGate() {
  const me = useMe({ refetchInterval: PERIODIC_JOB_INTERVAL_MS });
  const selection = useSelection();
  const { show } = useBanner();
  const isNotInvited = me.isError && hasErrorCode(me.error, 'USER_NOT_INVITED');

  useEffect(() => {
    if (me.isError && !isAbortError(me.error) && !isNotInvited) show(MESSAGES.serverUnavailable);
  }, [me.errorUpdatedAt, me.isError, me.error, isNotInvited, show]);

  const view = useMemo(
    () => (me.data && selection.hydrated ? resolveSessionView(me.data, selection) : null),
    [me.data, selection],
  );
  const activeSession = useMemo<ActiveSession | null>(
    () => (view?.view === 'campaign' ? { user: view.user, membership: view.membership } : null),
    [view],
  );

  if (isNotInvited) return <NotInvited />;
  if (!me.data && me.isError) return <SessionFailed onRetry={() => void me.refetch()} />;
  if (!view) return <LoadingCard message={LOADING_MESSAGES.user} />;

  switch (view.view) {
    case 'registration-required':
      return (
        <Navigate to="/auth/register" replace state={{ registrationRequired: true, email: view.email }} />
      );
    case 'terms':
      return <OnlyRoute path="terms" element={<TermsPage />} />;
    case 'invitation':
      return <OnlyRoute path="invitation" element={<InvitationPage invitation={view.invitation} />} />;
    case 'picker':
      return <OnlyRoute path="user-options" element={<UserOptionsPage user={view.user} />} />;
    case 'campaign':
      return activeSession ? <CampaignArea session={activeSession} /> : null;
  }
}
