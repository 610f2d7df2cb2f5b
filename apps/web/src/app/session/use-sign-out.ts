import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useIdentitySession } from '../../lib/identity';
import { clearSnapshots } from '../../lib/offline/snapshots';
import { useBanner } from '../providers/banner-context';
import { useSelectionStore } from './selection-context';

/**
 * Shell §4 sign out: ends the identity session (locally at once, so nothing refetches with the old
 * token), clears every query (collections, loading flags, user, campaign), the chosen membership and
 * invitation with their storage key, local storage and the walkbooks kept on the device (the outbox of results
 * not yet sent stays, decision 0049); then goes to / (or to login with a notice).
 */
export const useSignOut = (): ((options?: { notice?: string }) => Promise<void>) => {
  const session = useIdentitySession();
  const selection = useSelectionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { dismiss } = useBanner();

  return useCallback(
    async (options: { notice?: string } = {}) => {
      const providerSignOut = session.signOut();
      await queryClient.cancelQueries();
      queryClient.clear();
      dismiss();
      try {
        await Promise.all([selection.clear(), clearSnapshots()]);
      } finally {
        window.localStorage.clear();
      }
      await providerSignOut;
      if (options.notice) await navigate('/auth/login', { replace: true, state: { notice: options.notice } });
      else await navigate('/', { replace: true });
    },
    [session, selection, queryClient, navigate, dismiss],
  );
};
