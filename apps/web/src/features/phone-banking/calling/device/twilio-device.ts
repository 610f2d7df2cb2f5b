import type { ActiveCall, CallDevice, CallUpdate } from './call-device';

/**
 * Calls through the Twilio Voice JS SDK. The SDK is imported here, when the calling screen asks for a Twilio
 * device, so no other screen downloads it. Twilio cannot tell the browser whether the voter or a machine
 * answered, nor why an unanswered call ended: `accept` counts as connected, and the caller corrects the
 * preselected result.
 */
export const createTwilioDevice = async (token: string): Promise<CallDevice> => {
  const { Device } = await import('@twilio/voice-sdk');
  const device = new Device(token, { closeProtection: true });
  return {
    provider: 'twilio',
    connect: async (params, onUpdate) => {
      onUpdate({ phase: 'connecting' });
      const call = await device.connect({ params: { ...params } });
      let answeredAt: number | null = null;
      let isOver = false;
      const end = (update: Extract<CallUpdate, { phase: 'ended' }>) => {
        if (isOver) return;
        isOver = true;
        onUpdate(update);
      };
      const duration = () => (answeredAt ? Math.round((Date.now() - answeredAt) / 1000) : 0);
      call.on('ringing', () => onUpdate({ phase: 'ringing' }));
      call.on('accept', () => {
        answeredAt = Date.now();
        onUpdate({ phase: 'connected', answeredAt, voicemail: false });
      });
      call.on('disconnect', () =>
        end({ phase: 'ended', end: answeredAt ? 'completed' : 'no-answer', duration: duration() }),
      );
      call.on('cancel', () => end({ phase: 'ended', end: 'canceled', duration: 0 }));
      call.on('reject', () => end({ phase: 'ended', end: 'busy', duration: 0 }));
      call.on('error', (error: { message?: string }) =>
        end({ phase: 'ended', end: 'failed', duration: duration(), detail: error.message ?? 'Call failed' }),
      );
      const active: ActiveCall = {
        setMuted: (muted) => call.mute(muted),
        sendDigits: (digits) => call.sendDigits(digits),
        hangUp: () => call.disconnect(),
      };
      return active;
    },
    destroy: () => device.destroy(),
  };
};
