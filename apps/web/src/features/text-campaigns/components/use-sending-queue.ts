import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClaimedRecipient } from '@groundwork/shared/contracts/text-campaigns';
import { claimBatch, releaseClaims } from '../api/sending';

export interface SendingQueue {
  /** The recipient on screen, null when the batch is being claimed or nobody is left. */
  current: ClaimedRecipient | null;
  /** Position of `current` in its batch (1-based) and the batch's size. */
  position: number;
  batchSize: number;
  /** No recipient left to claim. */
  isFinished: boolean;
  claimError: Error | null;
  /** Moves to the next recipient (after a send or a refusal); claims the next batch after the last. */
  advance: () => void;
  retryClaim: () => void;
}

interface Batch {
  recipients: ClaimedRecipient[];
  index: number;
}

/**
 * The texter's batch: claimed on arrival, one recipient at a time, the next batch claimed when this one is
 * done, and whatever is left unsent released when the screen is left (claims also expire on their own).
 */
export const useSendingQueue = (textCampaignId: string, campaignId: string): SendingQueue => {
  /** null while a batch is being claimed. */
  const [batch, setBatch] = useState<Batch | null>(null);
  const [claimError, setClaimError] = useState<Error | null>(null);
  /** Recipients claimed and not yet sent, and whether the screen is still shown. */
  const held = useRef({ unsent: 0, isShown: true });

  const request = useCallback(() => {
    claimBatch(textCampaignId, campaignId).then(
      (recipients) => {
        if (!held.current.isShown) {
          if (recipients.length > 0) void releaseClaims(textCampaignId, campaignId).catch(() => undefined);
          return;
        }
        held.current.unsent = recipients.length;
        setBatch({ recipients, index: 0 });
      },
      (error: unknown) => {
        if (held.current.isShown) setClaimError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }, [textCampaignId, campaignId]);

  const claim = useCallback(() => {
    setBatch(null);
    setClaimError(null);
    request();
  }, [request]);

  useEffect(() => {
    const state = held.current;
    state.isShown = true;
    request();
    return () => {
      state.isShown = false;
      if (state.unsent > 0) void releaseClaims(textCampaignId, campaignId).catch(() => undefined);
      state.unsent = 0;
    };
  }, [request, textCampaignId, campaignId]);

  const advance = useCallback(() => {
    held.current.unsent = Math.max(0, held.current.unsent - 1);
    if (batch && batch.index + 1 < batch.recipients.length) setBatch({ ...batch, index: batch.index + 1 });
    else claim();
  }, [batch, claim]);

  return {
    current: batch?.recipients[batch.index] ?? null,
    position: (batch?.index ?? 0) + 1,
    batchSize: batch?.recipients.length ?? 0,
    isFinished: batch !== null && batch.recipients.length === 0,
    claimError,
    advance,
    retryClaim: claim,
  };
};
