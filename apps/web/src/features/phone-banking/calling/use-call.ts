import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallResult } from '@groundwork/shared/contracts/phone-banking';
import type { ActiveCall, CallDevice, CallEnd, CallParams, CallUpdate } from './device/call-device';

/** The call panel: idle → connecting → ringing → connected → ended (any step may jump to ended). */
export type CallState =
  | { phase: 'idle' }
  | { phase: 'connecting' | 'ringing'; startedAt: number }
  | { phase: 'connected'; startedAt: number; answeredAt: number; voicemail: boolean }
  | { phase: 'ended'; startedAt: number; end: CallEnd; duration: number; detail?: string };

const ORDER = { idle: 0, connecting: 1, ringing: 2, connected: 3, ended: 4 } as const;

/** The next state; an update that would go back (a late poll) is ignored, and nothing follows `ended`. */
export const nextCallState = (state: CallState, update: CallUpdate): CallState => {
  if (state.phase === 'idle' || state.phase === 'ended') return state;
  if (ORDER[update.phase] < ORDER[state.phase]) return state;
  const { startedAt } = state;
  switch (update.phase) {
    case 'connecting':
    case 'ringing':
      return { phase: update.phase, startedAt };
    case 'connected':
      return { phase: 'connected', startedAt, answeredAt: update.answeredAt, voicemail: update.voicemail };
    case 'ended':
      return {
        phase: 'ended',
        startedAt,
        end: update.end,
        duration: update.duration,
        ...(update.detail ? { detail: update.detail } : {}),
      };
  }
};

/** The result the form preselects for how the call ended; the caller can change it. */
export const RESULT_FOR_END: Record<CallEnd, CallResult> = {
  completed: 'Answered',
  voicemail: 'Voicemail',
  busy: 'Busy',
  'no-answer': 'No answer',
  failed: 'Disconnected',
  canceled: 'No answer',
};

/** Call ends where nobody picked up: the result form does not offer Answered (the server refuses it too). */
export const UNANSWERED_ENDS: readonly CallEnd[] = ['busy', 'no-answer', 'failed', 'canceled'];

export interface UseCall {
  state: CallState;
  muted: boolean;
  /** Places the call (only from idle). */
  start: (params: CallParams) => void;
  hangUp: () => void;
  toggleMute: () => void;
  sendDigit: (digit: string) => void;
  /** Back to idle for the next voter. */
  reset: () => void;
}

/** One call at a time through `device`, as a state the panel renders. */
export const useCall = (device: CallDevice | null): UseCall => {
  const [state, setState] = useState<CallState>({ phase: 'idle' });
  const [muted, setMuted] = useState(false);
  const call = useRef<ActiveCall | null>(null);
  /** Hang up was pressed before the call was placed: hang up as soon as it is. */
  const hangUpWhenPlaced = useRef(false);
  /** Bumped on reset, so a late update of the previous call changes nothing. */
  const generation = useRef(0);

  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  const start = useCallback(
    (params: CallParams) => {
      if (!device || state.phase !== 'idle') return;
      const mine = ++generation.current;
      setMuted(false);
      hangUpWhenPlaced.current = false;
      setState({ phase: 'connecting', startedAt: Date.now() });
      const apply = (update: CallUpdate) => {
        if (generation.current === mine) setState((current) => nextCallState(current, update));
      };
      device.connect(params, apply).then(
        (active) => {
          if (generation.current !== mine || hangUpWhenPlaced.current) active.hangUp();
          if (generation.current === mine) call.current = active;
        },
        (error: unknown) =>
          apply({
            phase: 'ended',
            end: 'failed',
            duration: 0,
            detail: error instanceof Error ? error.message : 'The call could not be placed.',
          }),
      );
    },
    [device, state.phase],
  );

  const hangUp = useCallback(() => {
    if (call.current) call.current.hangUp();
    else hangUpWhenPlaced.current = true;
  }, []);
  const toggleMute = useCallback(() => {
    setMuted((was) => {
      call.current?.setMuted(!was);
      return !was;
    });
  }, []);
  const sendDigit = useCallback((digit: string) => call.current?.sendDigits(digit), []);
  const reset = useCallback(() => {
    generation.current += 1;
    call.current = null;
    setMuted(false);
    setState({ phase: 'idle' });
  }, []);

  return { state, muted, start, hangUp, toggleMute, sendDigit, reset };
};
