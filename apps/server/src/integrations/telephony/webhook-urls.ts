import type { Config } from '../../config/env.ts';

/**
 * Where Twilio reaches us (docs/decisions/0039-telephony.md, 0045-voice.md): a bought number's SMS and voice URLs,
 * every sent text's status callback, the TwiML app's voice URL and every call's status callback. Absolute, on the
 * public URL, which is also what the signatures are checked against.
 */
export const twilioWebhookUrls = (config: Pick<Config, 'publicUrl'>) => ({
  message: `${config.publicUrl}/api/webhooks/twilio/message`,
  status: `${config.publicUrl}/api/webhooks/twilio/status`,
  voice: `${config.publicUrl}/api/webhooks/twilio/voice`,
  callStatus: `${config.publicUrl}/api/webhooks/twilio/call-status`,
});
