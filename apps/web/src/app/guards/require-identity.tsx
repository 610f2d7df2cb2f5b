import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useIdentity } from '../../lib/identity';
import { resolveIdentityGuard } from '../session/resolve-session';

/**
 * Shell §2 guard: nothing while authentication is pending; no user → /auth/login; an unverified
 * e-mail → /auth/verify.
 */
export function RequireIdentity({ children }: { children: ReactNode }) {
  const state = useIdentity();
  switch (resolveIdentityGuard(state)) {
    case 'pending':
      return null;
    case 'sign-in':
      return <Navigate to="/auth/login" replace />;
    case 'verify':
      return (
        <Navigate
          to="/auth/verify"
          replace
          state={{ email: state.status === 'signed-in' ? state.user.email : undefined }}
        />
      );
    case 'allowed':
      return children;
  }
}
