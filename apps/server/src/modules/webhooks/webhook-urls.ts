import type { Config } from '../../config/env.ts';

/**
 * Where Twilio reaches us (docs/decisions/0039-telephony.md): a bought number's SMS URL and every sent text's
 * status callback. Absolute, on the public URL, which is also what the signatures are checked against.
 */
export const twilioWebhookUrls = (config: Pick<Config, 'publicUrl'>) => ({
  message: `${config.publicUrl}/api/webhooks/twilio/message`,
  status: `${config.publicUrl}/api/webhooks/twilio/status`,
});
