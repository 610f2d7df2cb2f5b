import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingCard } from '../components/loading-card';
import { UnknownPage } from '../components/unknown-page';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { RequireIdentity } from './guards/require-identity';
import { EmailActionPage } from './routes/auth/email-action-page';
import { LoginPage } from './routes/auth/login-page';
import { RegisterPage } from './routes/auth/register-page';
import { VerifyPage } from './routes/auth/verify-page';
import { LOADING_MESSAGES } from './session/session-steps';
import { PublicLayout } from './shell/public-layout';

/** The signed-in area is its own code chunk: the sign-in pages stay small. */
const SessionGate = lazyWithTimeout(() =>
  import('./guards/session-gate').then((module) => module.SessionGate),
);

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
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="verify" element={<VerifyPage />} />
          <Route path="action" element={<EmailActionPage />} />
          <Route path="*" element={<UnknownPage homePath="/auth/login" />} />
        </Route>
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
