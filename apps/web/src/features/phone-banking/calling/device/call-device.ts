/**
 * Calling from the browser goes through a CallDevice: the Twilio Voice SDK when the campaign's provider is
 * `twilio`, the simulator's voice client otherwise (docs/decisions/0047-calling-screen.md). The call panel sees
 * only this interface, so its tests drive a fake.
 */

/** What Twilio's `device.connect({ params })` sends to the campaign's voice webhook. */
export interface CallParams {
  /** The voter's number, E.164. */
  To: string;
  phone_banking_campaign_id: string;
  call_session_id: string;
  voter_id: string;
}

/**
 * How a call ended. `completed`: the voter picked up and someone hung up; `canceled`: the caller hung up
 * before anyone answered; `voicemail`: an answering machine took it (the simulator can tell, Twilio cannot).
 */
export type CallEnd = 'completed' | 'voicemail' | 'busy' | 'no-answer' | 'failed' | 'canceled';

export type CallUpdate =
  | { phase: 'connecting' }
  | { phase: 'ringing' }
  /** `answeredAt`: ms since the epoch when the voter picked up; `voicemail` when a machine did. */
  | { phase: 'connected'; answeredAt: number; voicemail: boolean }
  /** `duration`: seconds the voter was on the line (0 when never answered). */
  | { phase: 'ended'; end: CallEnd; duration: number; detail?: string };

/** A call under way. */
export interface ActiveCall {
  setMuted: (muted: boolean) => void;
  /** Keypad tones, 0-9 * #. */
  sendDigits: (digits: string) => void;
  hangUp: () => void;
}

export interface CallDevice {
  readonly provider: 'twilio' | 'simulator';
  /** Places the call; `onUpdate` hears every change until (and including) `ended`. */
  connect: (params: CallParams, onUpdate: (update: CallUpdate) => void) => Promise<ActiveCall>;
  /** Lets go of the device (the screen is left or the session ends). */
  destroy: () => void;
}

export const KEYPAD_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
