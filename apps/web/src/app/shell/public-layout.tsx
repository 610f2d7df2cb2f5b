import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorBanner } from './error-banner';
import { LogoLink } from '../../components/logo';
import { useIdentity } from '../../lib/identity';
import { LegalLinks } from './legal-links';
import classes from './public-layout.module.css';
import { SignOutButton } from './sign-out-button';

/**
 * The pre-login frame (shell §2): a top bar with the logo link (public website, new tab) and
 * Login or Sign out. Also frames the terms, picker and invitation pages (`wide`).
 */
export function PublicLayout({ children, wide = false }: { children?: ReactNode; wide?: boolean }) {
  const identityState = useIdentity();
  const { pathname } = useLocation();
  const isSignedIn = identityState.status === 'signed-in';
  return (
    <div className={classes.root}>
      <header className={classes.topbar}>
        <LogoLink />
        {isSignedIn ? (
          <SignOutButton />
        ) : (
          pathname !== '/auth/login' && (
            <Button
              component={Link}
              to="/auth/login"
              variant="default"
              leftSection={<IconLogin size={16} aria-hidden="true" />}
            >
              Login
            </Button>
          )
        )}
      </header>
      <ErrorBanner />
      <main className={classes.content}>
        <div className={wide ? classes.wide : undefined} style={wide ? undefined : { width: '100%' }}>
          {children ?? <Outlet />}
        </div>
      </main>
      <LegalLinks className={classes.footer} />
    </div>
  );
}
