import { isApiError } from '../../../../lib/api-error';
import type { SimulatedCall, SimulatorClient } from '../api/simulator-client';
import type { ActiveCall, CallDevice, CallEnd, CallUpdate } from './call-device';

/** How often a live simulated call is read again. */
export const SIMULATOR_POLL_MS = 500;

const seconds = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : 0;

/** The call panel's view of a simulated call. */
export const updateFromSimulatedCall = (call: SimulatedCall): CallUpdate => {
  switch (call.status) {
    case 'queued':
      return { phase: 'connecting' };
    case 'ringing':
      return { phase: 'ringing' };
    case 'in-progress':
      return {
        phase: 'connected',
        answeredAt: call.answered_at ? Date.parse(call.answered_at) : Date.now(),
        voicemail: call.outcome === 'voicemail',
      };
    default: {
      const answered = call.answered_at !== null;
      const end: CallEnd =
        call.status === 'completed'
          ? !answered
            ? call.outcome === 'no-answer'
              ? 'no-answer'
              : 'canceled'
            : call.outcome === 'voicemail'
              ? 'voicemail'
              : 'completed'
          : call.status;
      const duration = answered ? (call.duration ?? seconds(call.answered_at, call.ended_at)) : 0;
      return { phase: 'ended', end, duration };
    }
  }
};

/**
 * Calls through the simulator's voice client: the call is placed as Twilio's `device.connect` would, then
 * read every 500 ms until it ends. Mute has nothing to silence here; it only shows.
 */
export const createSimulatorDevice = (client: SimulatorClient): CallDevice => {
  /** Live calls: stop following each, and hang it up when the device goes. */
  const live = new Map<() => void, string>();
  return {
    provider: 'simulator',
    connect: async (params, onUpdate) => {
      onUpdate({ phase: 'connecting' });
      const placed = await client.place(params);
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last = '';
      const stop = () => {
        stopped = true;
        clearTimeout(timer);
        live.delete(stop);
      };
      live.set(stop, placed.sid);
      const show = (call: SimulatedCall) => {
        const update = updateFromSimulatedCall(call);
        const key = JSON.stringify(update);
        if (key !== last) onUpdate(update);
        last = key;
        if (update.phase === 'ended') stop();
      };
      const poll = () => {
        timer = setTimeout(() => {
          if (stopped) return;
          client.read(placed.sid).then(
            (call) => {
              if (stopped) return;
              show(call);
              if (!stopped) poll();
            },
            (error: unknown) => {
              if (stopped) return;
              // The call is gone: it cannot be followed any more. Otherwise (offline) keep asking.
              if (isApiError(error) && error.status === 404) {
                stop();
                onUpdate({ phase: 'ended', end: 'failed', duration: 0, detail: error.detail });
              } else poll();
            },
          );
        }, SIMULATOR_POLL_MS);
      };
      show(placed);
      if (!stopped) poll();
      const call: ActiveCall = {
        setMuted: () => undefined,
        sendDigits: (digits) => {
          void client.sendDigits(placed.sid, digits).catch(() => undefined);
        },
        hangUp: () => {
          client.hangUp(placed.sid).then(
            (ended) => {
              if (!stopped) show(ended);
            },
            () => undefined, // the next read shows how the call stands
          );
        },
      };
      return call;
    },
    destroy: () => {
      for (const [stop, sid] of [...live]) {
        stop();
        void client.hangUp(sid).catch(() => undefined);
      }
    },
  };
};
