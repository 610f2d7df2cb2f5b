import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { TWO_FACTOR_ENROL_PARAM } from '@groundwork/shared/contracts/account';
import { hasErrorCode } from '../../lib/api-error';

export const ACCOUNT_ENROL_PATH = `${APP_BASE_PATH}/account?${TWO_FACTOR_ENROL_PARAM}=required#two-factor`;

/**
 * The campaign requires two-factor sign-in of Managers and Directors (decision 0036): the first call the
 * server refuses with TWO_FACTOR_REQUIRED sends the member to enrol on /account.
 */
export const useTwoFactorRedirect = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === `${APP_BASE_PATH}/account`) return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        hasErrorCode(event.action.type === 'error' && event.action.error, 'TWO_FACTOR_REQUIRED')
      )
        void navigate(ACCOUNT_ENROL_PATH, { replace: true });
    });
  }, [navigate, pathname, queryClient]);
};
