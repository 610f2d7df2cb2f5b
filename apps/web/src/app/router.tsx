import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingCard } from '../components/loading-card';
import { UnknownPage } from '../components/unknown-page';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { RequireIdentity } from './guards/require-identity';
import { AUTH_PAGES, loadSessionGate } from './preload';
import { LOADING_MESSAGES } from './session/loading-messages';
import { PublicLayout } from './shell/public-layout';

/**
 * Code splitting (decision 0029): the signed-in area and each sign-in page are their own chunks, so the
 * login page loads only what it shows and a canvasser's deep link does not load the sign-in forms.
 */
const SessionGate = lazyWithTimeout(loadSessionGate);
const LoginPage = lazyWithTimeout(AUTH_PAGES.login);
const RegisterPage = lazyWithTimeout(AUTH_PAGES.register);
const VerifyPage = lazyWithTimeout(AUTH_PAGES.verify);
const EmailActionPage = lazyWithTimeout(AUTH_PAGES.action);
/** The development phones (decision 0039): outside the campaign shell, answered by the server only locally. */
const DevPhonesPage = lazyWithTimeout(() => import('../features/dev-phones').then((m) => m.DevPhonesPage));

/** A sign-in page, shown once its chunk has arrived (the frame around it is already on screen). */
function AuthPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** / redirects to /groundwork, keeping what the previous screen handed over. */
function RootRedirect() {
  const { state } = useLocation() as { state: unknown };
  return <Navigate to={APP_BASE_PATH} replace state={state} />;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Every route of shell §2. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/auth" element={<PublicLayout />}>
          <Route index element={<Navigate to="login" replace />} />
          <Route path="login" element={<AuthPage page={LoginPage} />} />
          <Route path="register" element={<AuthPage page={RegisterPage} />} />
          <Route path="verify" element={<AuthPage page={VerifyPage} />} />
          <Route path="action" element={<AuthPage page={EmailActionPage} />} />
          <Route path="*" element={<UnknownPage homePath="/auth/login" />} />
        </Route>
        <Route
          path="/dev/phones"
          element={
            <PublicLayout wide>
              <AuthPage page={DevPhonesPage} />
            </PublicLayout>
          }
        />
        <Route
          path={`${APP_BASE_PATH}/*`}
          element={
            <RequireIdentity>
              <Suspense fallback={<LoadingCard message={LOADING_MESSAGES.user} />}>
                <SessionGate />
              </Suspense>
            </RequireIdentity>
          }
        />
        <Route
          path="*"
          element={
            <PublicLayout>
              <UnknownPage homePath="/" />
            </PublicLayout>
          }
        />
      </Routes>
    </ErrorBoundary>
  );
}
