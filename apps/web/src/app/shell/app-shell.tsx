import { ActionIcon, Badge, Text, VisuallyHidden } from '@mantine/core';
import { IconMenu2, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@groundwork/shared/constants';
import { useTwoFactorRedirect } from '../../features/account/use-two-factor-redirect';
import { useOnline } from '../../lib/use-online';
import { ErrorBanner } from './error-banner';
import { useActiveSession } from '../session/active-session';
import classes from './app-shell.module.css';
import { InvitationsMenu } from './invitations-menu';
import { Sidebar } from './sidebar';
import sidebarClasses from './sidebar.module.css';
import { SignOutButton } from './sign-out-button';
import { useSidebar } from './use-sidebar';

/**
 * Said while the browser is offline (decision 0048), by a symbol and not only a colour: the word beside it, or on a
 * phone the crossed-out signal alone (the word for screen readers), so the campaign's name keeps its room.
 */
function OfflineBadge({ compact }: { compact: boolean }) {
  const online = useOnline();
  if (online) return null;
  const icon = <IconWifiOff size={14} aria-hidden />;
  return (
    <Badge
      color="gray"
      variant="outline"
      leftSection={compact ? undefined : icon}
      px={compact ? 6 : undefined}
      role="status"
      title="Offline"
    >
      {compact ? (
        <>
          {icon}
          <VisuallyHidden>Offline</VisuallyHidden>
        </>
      ) : (
        'Offline'
      )}
    </Badge>
  );
}

/** The signed-in shell (shell §2): sidebar, top bar, error banner and the page's scroll area. */
export function AppShellLayout() {
  const { user, membership } = useActiveSession();
  const sidebar = useSidebar();
  const { closeDrawer } = sidebar;
  const { pathname } = useLocation();
  const contentRef = useRef<HTMLElement>(null);
  useTwoFactorRedirect();

  // The scroll area returns to the top on every route change (not on the first: a page opens at the top, and
  // scrolling there would force a layout before the first paint).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (contentRef.current) contentRef.current.scrollTop = 0;
    window.scrollTo(0, 0);
    closeDrawer();
  }, [pathname, closeDrawer]);

  const isPhone = sidebar.viewport === 'phone';
  const offset = isPhone ? 0 : sidebar.isMini ? SIDEBAR_MINI_WIDTH_PX : SIDEBAR_WIDTH_PX;
  const style = { '--main-offset': `${String(offset)}px` } as CSSProperties;

  return (
    <>
      <a href="#main-content" className={classes.skip}>
        Skip to content
      </a>
      <Sidebar state={sidebar} title={membership.title} campaignName={membership.campaign_name} />
      {sidebar.isDrawerOpen && (
        <button
          type="button"
          className={sidebarClasses.backdrop}
          aria-label="Close menu"
          onClick={closeDrawer}
        />
      )}
      <div className={classes.main} style={style}>
        <header className={classes.topbar}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Toggle sidebar"
            aria-controls="app-sidebar"
            aria-expanded={isPhone ? sidebar.isDrawerOpen : !sidebar.isMini}
            onClick={sidebar.toggle}
          >
            <IconMenu2 size={22} />
          </ActionIcon>
          <div className={classes.topbarTitle}>
            <Text fw={600} truncate>
              {membership.campaign_name}
            </Text>
          </div>
          <OfflineBadge compact={isPhone} />
          <InvitationsMenu invitations={user.invitations} />
          <SignOutButton compact={isPhone} />
        </header>
        <ErrorBanner />
        {/* In the tab order: a page without controls can still be scrolled by keyboard (axe: scrollable-region-focusable). */}
        <main id="main-content" ref={contentRef} className={classes.content} tabIndex={0}>
          <div className={classes.page}>
            <Outlet />
          </div>
        </main>
      </div>
    </>
  );
}
