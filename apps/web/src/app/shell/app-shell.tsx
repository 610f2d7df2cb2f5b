import { ActionIcon, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@groundwork/shared/constants';
import { useTwoFactorRedirect } from '../../features/account/use-two-factor-redirect';
import { ErrorBanner } from './error-banner';
import { useActiveSession } from '../session/active-session';
import classes from './app-shell.module.css';
import { InvitationsMenu } from './invitations-menu';
import { Sidebar } from './sidebar';
import sidebarClasses from './sidebar.module.css';
import { SignOutButton } from './sign-out-button';
import { useSidebar } from './use-sidebar';

/** The signed-in shell (shell §2): sidebar, top bar, error banner and the page's scroll area. */
export function AppShellLayout() {
  const { user, membership } = useActiveSession();
  const sidebar = useSidebar();
  const { closeDrawer } = sidebar;
  const { pathname } = useLocation();
  const contentRef = useRef<HTMLElement>(null);
  useTwoFactorRedirect();

  // The scroll area returns to the top on every route change.
  useEffect(() => {
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
