import { useCallback, useEffect, useRef, useState } from 'react';
import type { NextVoter } from '@groundwork/shared/contracts/call-queue';
import type { CallMode } from '@groundwork/shared/contracts/voice';
import {
  acquireNumber,
  claimNextVoter,
  createSession,
  endSession,
  getAccessToken,
  releaseVoter,
  type CallerScope,
} from './api/calling-api';
import type { CallDevice } from './device/call-device';
import { createCallDevice } from './device/create-device';

export interface CallingSession {
  callSessionId: string;
  /** The campaign number the calls go out from. */
  fromNumber: string | null;
  mode: CallMode;
  /** The caller's own phone, in `phone` mode. */
  volunteerPhone: string | null;
  /** The browser's calling device, in `browser` mode. */
  device: CallDevice | null;
}

export type SessionState =
  | { status: 'choosing' }
  | { status: 'starting' }
  | { status: 'failed'; error: Error }
  | { status: 'active'; session: CallingSession }
  | { status: 'ended'; saved: number };

export type VoterState =
  | { status: 'loading' }
  | { status: 'ready'; voter: NextVoter }
  /** next-voter answered 404: nobody is left to call now (`detail` says why: all called, or calling hours). */
  | { status: 'none'; detail: string; quietHours: boolean }
  | { status: 'failed'; error: Error };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The caller's sitting: the session, the number and the device, then one claimed voter at a time. A voter
 * claimed and not recorded is given back when the caller skips, ends the session or leaves the screen; the
 * session is ended when the screen is left.
 */
export const useCallingSession = (scope: CallerScope) => {
  const [session, setSession] = useState<SessionState>({ status: 'choosing' });
  const [voter, setVoter] = useState<VoterState>({ status: 'loading' });
  const [saved, setSaved] = useState(0);
  /** What must be let go of when the screen is left. */
  const held = useRef<{ session: CallingSession | null; voterId: string | null; shown: boolean }>({
    session: null,
    voterId: null,
    shown: true,
  });
  const { campaignId, phoneBankingCampaignId, userId } = scope;

  const claimNext = useCallback(() => {
    setVoter({ status: 'loading' });
    const scoped = { campaignId, phoneBankingCampaignId, userId };
    claimNextVoter(scoped).then(
      (next) => {
        const claimed = 'none' in next ? null : next;
        if (!held.current.shown) {
          if (claimed) void releaseVoter(scoped, claimed.voter_id).catch(() => undefined);
          return;
        }
        held.current.voterId = claimed?.voter_id ?? null;
        setVoter(
          'none' in next
            ? { status: 'none', detail: next.none, quietHours: next.quietHours }
            : { status: 'ready', voter: next },
        );
      },
      (error: unknown) => {
        if (held.current.shown) setVoter({ status: 'failed', error: asError(error) });
      },
    );
  }, [campaignId, phoneBankingCampaignId, userId]);

  const start = useCallback(
    async (mode: CallMode, volunteerPhone: string | null) => {
      const scoped = { campaignId, phoneBankingCampaignId, userId };
      setSession({ status: 'starting' });
      let callSessionId: string | null = null;
      try {
        const created = await createSession(scoped, mode, volunteerPhone ?? undefined);
        callSessionId = created.call_session_id;
        const number = await acquireNumber(scoped);
        const device =
          mode === 'browser' ? await createCallDevice(await getAccessToken(campaignId, userId)) : null;
        const started: CallingSession = {
          callSessionId,
          fromNumber: number.phone_number,
          mode,
          volunteerPhone,
          device,
        };
        if (!held.current.shown) {
          device?.destroy();
          void endSession(campaignId, callSessionId).catch(() => undefined);
          return;
        }
        held.current.session = started;
        setSession({ status: 'active', session: started });
        claimNext();
      } catch (error) {
        if (callSessionId) void endSession(campaignId, callSessionId).catch(() => undefined);
        setSession({ status: 'failed', error: asError(error) });
      }
    },
    [campaignId, phoneBankingCampaignId, userId, claimNext],
  );

  /** The current voter's result is saved: count it and bring the next one. */
  const recorded = useCallback(() => {
    held.current.voterId = null;
    setSaved((count) => count + 1);
    claimNext();
  }, [claimNext]);

  /** Gives the current voter back uncalled (or after a refused result) and brings the next one. */
  const skip = useCallback(() => {
    const voterId = held.current.voterId;
    held.current.voterId = null;
    setVoter({ status: 'loading' });
    const release = voterId
      ? releaseVoter({ campaignId, phoneBankingCampaignId, userId }, voterId).catch(() => undefined)
      : Promise.resolve();
    void release.then(() => {
      if (held.current.shown) claimNext();
    });
  }, [campaignId, phoneBankingCampaignId, userId, claimNext]);

  const end = useCallback(async () => {
    const { session: current, voterId } = held.current;
    held.current.session = null;
    held.current.voterId = null;
    current?.device?.destroy();
    const scoped = { campaignId, phoneBankingCampaignId, userId };
    await Promise.all([
      voterId ? releaseVoter(scoped, voterId).catch(() => undefined) : undefined,
      current ? endSession(campaignId, current.callSessionId).catch(() => undefined) : undefined,
    ]);
    setSession({ status: 'ended', saved });
  }, [campaignId, phoneBankingCampaignId, userId, saved]);

  useEffect(() => {
    const state = held.current;
    state.shown = true;
    return () => {
      state.shown = false;
      const scoped = { campaignId, phoneBankingCampaignId, userId };
      if (state.voterId) void releaseVoter(scoped, state.voterId).catch(() => undefined);
      if (state.session) {
        state.session.device?.destroy();
        void endSession(campaignId, state.session.callSessionId).catch(() => undefined);
      }
      state.voterId = null;
      state.session = null;
    };
  }, [campaignId, phoneBankingCampaignId, userId]);

  return { session, voter, saved, start, claimNext, recorded, skip, end };
};
